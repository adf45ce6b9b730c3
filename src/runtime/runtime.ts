/**
 * The runtime for one page: which widget instances exist, when each opens and closes, and what
 * happens on a route change. Display decisions come from the pure rules; this file only gathers
 * their inputs at the moment of asking.
 */
import { ELEMENT_TAG_BY_TYPE, OVERLAY_WIDGET_TYPES, type RenderReason, type RenderedWidgetType } from './constants';
import type { AppConfig, WidgetConfig } from './config';
import { watchLifecycle, type LifecycleListener } from './lifecycle';
import { watchRoutes } from './navigation';
import { replaceCopies, watchBodySwap } from './page/body-swap';
import { reflectLifecycle, setWidgetState } from './page/dom-events';
import { INSTANCE_ATTRIBUTE, PREVIEW_ATTRIBUTE, findLanding, hasLandingElement, scanPlacedWidgets, type Rejection } from './page/scan-page';
import { checkOpenGuards, detectDevice, isHostAllowed, needsHostWhitelist, type GuardVerdict } from './rules';
import { isUrlAllowed } from './rules/url-rule';
import type { Store } from './store';
import { isDisplayed, isSubmitted } from './store/state';
import { startPageTriggers } from './triggers/page-triggers';
import type { Device, OpenMode } from './types';

export interface WidgetInstance {
  instanceId: string;
  widget: WidgetConfig;
  /** Undefined for an overlay that has not been needed yet. */
  element: HTMLElement | undefined;
  /** What the owner placed (a classic div is replaced by the element). */
  original: HTMLElement | undefined;
  isOverlay: boolean;
  /** Shown in the owner preview: in place, opened at once whatever its rules say. */
  isPreview: boolean;
}

export interface RuntimeDeps {
  win: Window;
  store: Store;
  /** Imports the UI chunk (once) and defines the elements. */
  loadUi: () => Promise<unknown>;
  /** Told as an instance is about to render (its element is placed, the UI is being loaded). */
  beforeRender?: (instance: WidgetInstance) => void;
  now?: () => number;
  debug?: boolean;
  log?: Pick<Console, 'warn' | 'info'>;
}

const OVERLAY_TYPES: ReadonlySet<string> = new Set(OVERLAY_WIDGET_TYPES);

export type Runtime = ReturnType<typeof createRuntime>;

export function createRuntime({ win, store, loadUi, beforeRender, now = Date.now, debug = false, log = console }: RuntimeDeps) {
  const doc = win.document;
  const instances = new Map<string, WidgetInstance>();
  const byOriginal = new WeakMap<Element, string>();
  const manualCloses = new Set<string>();
  const pendingOpens = new Set<string>();
  /** Route (its lastChange) on which a trigger last opened each instance: triggers open once per route. */
  const triggeredOnRoute = new Map<string, number>();
  const lastVerdict = new Map<string, string>();
  const lifecycleListeners = new Set<LifecycleListener>();
  let device: Device = 'desktop';
  let counter = 0;
  let stopTriggers: (() => void) | undefined;
  let landingOnly = false;
  const disposers: (() => void)[] = [];

  const nextInstanceId = (widgetId: number) => `${widgetId}-${++counter}`;

  function explain(instance: WidgetInstance, verdict: GuardVerdict, mode: OpenMode): void {
    if (!debug) return;
    const text = verdict.ok ? 'opens' : `does not open: the ${verdict.guard} guard said no`;
    const key = `${mode}:${text}`;
    if (lastVerdict.get(instance.instanceId) === key) return;
    lastVerdict.set(instance.instanceId, key);
    log.info(`[mc] widget ${instance.widget.widgetId} (${instance.widget.widgetType}, ${mode}) ${text}`);
  }

  function reject({ element, reason }: Rejection): void {
    if (debug) {
      element.setAttribute('data-debug-reason', reason);
      log.info(`[mc] ${reason}`);
    }
  }

  function register(widget: WidgetConfig, element: HTMLElement | undefined, original: HTMLElement | undefined, payload = ''): WidgetInstance {
    const isPreview = element?.hasAttribute(PREVIEW_ATTRIBUTE) === true;
    const instance: WidgetInstance = {
      instanceId: nextInstanceId(widget.widgetId),
      widget,
      element,
      original,
      isOverlay: !isPreview && OVERLAY_TYPES.has(widget.widgetType),
      isPreview,
    };
    instances.set(instance.instanceId, instance);
    store.instanceAdded(instance.instanceId, widget.widgetId, payload);
    if (original) byOriginal.set(original, instance.instanceId);
    if (element) claim(element, instance);
    return instance;
  }

  function claim(element: HTMLElement, instance: WidgetInstance): void {
    element.setAttribute('data-widget-id', String(instance.widget.widgetId));
    element.setAttribute(INSTANCE_ATTRIBUTE, instance.instanceId);
    byOriginal.set(element, instance.instanceId);
    setWidgetState(element, 'hidden');
  }

  /** Overlays get their element at the end of <body> only when they are about to open. */
  function ensureElement(instance: WidgetInstance): HTMLElement {
    if (instance.element?.isConnected) return instance.element;
    const element = instance.element ?? doc.createElement(ELEMENT_TAG_BY_TYPE[instance.widget.widgetType as RenderedWidgetType]);
    if (!instance.element) claim(element, instance);
    instance.element = element;
    doc.body.appendChild(element);
    return element;
  }

  function whenRendered(instanceId: string): Promise<void> {
    return new Promise((resolve) => {
      const done = () => store.getState().instances[instanceId]?.rendered !== false;
      if (done()) return resolve();
      const unsubscribe = store.subscribe(() => {
        if (!done()) return;
        unsubscribe();
        resolve();
      });
    });
  }

  function verdictFor(instance: WidgetInstance, mode: OpenMode, assumeRendered: boolean): GuardVerdict {
    const state = store.getState();
    const record = state.instances[instance.instanceId];
    return checkOpenGuards({
      // The instance's render reason is set once its plugin rendered, timed out or was skipped (EU).
      sdkReady: assumeRendered || record?.renderReason !== undefined,
      rendered: assumeRendered || record?.rendered === true,
      url: win.location.href,
      device,
      now: now(),
      page: state.page,
      history: state.session.widgets[instance.widget.widgetId] ?? {},
      setup: instance.widget.display,
      mode,
    });
  }

  /** Opens an instance if every guard allows it, asking them again once it has rendered. */
  async function tryOpen(instance: WidgetInstance, mode: OpenMode): Promise<boolean> {
    const { instanceId } = instance;
    if (pendingOpens.has(instanceId) || isDisplayed(store.getState().ui[instanceId])) return false;
    const due = verdictFor(instance, mode, true);
    explain(instance, due, mode);
    if (!due.ok) return false;
    pendingOpens.add(instanceId);
    try {
      if (instance.isOverlay) ensureElement(instance);
      beforeRender?.(instance);
      await loadUi();
      await whenRendered(instanceId);
      if (!instances.has(instanceId)) return false;
      const verdict = verdictFor(instance, mode, false);
      explain(instance, verdict, mode);
      if (!verdict.ok) return false;
      if (mode === 'trigger') triggeredOnRoute.set(instanceId, store.getState().route.lastChange);
      store.opened(instanceId, now());
      return true;
    } finally {
      pendingOpens.delete(instanceId);
    }
  }

  function evaluate(): void {
    const routeChange = store.getState().route.lastChange;
    for (const instance of instances.values()) {
      if (triggeredOnRoute.get(instance.instanceId) === routeChange) continue;
      if (isDisplayed(store.getState().ui[instance.instanceId])) continue;
      tryOpen(instance, instance.isPreview ? 'force' : 'trigger').catch((error: unknown) => log.warn('[mc] a widget could not open:', error));
    }
  }

  function close(instanceId: string, manual: boolean): void {
    if (!isDisplayed(store.getState().ui[instanceId])) return;
    if (manual) manualCloses.add(instanceId);
    else manualCloses.delete(instanceId);
    store.closed(instanceId, manual);
  }

  function rendered(instanceId: string, reason: RenderReason): void {
    store.rendered(instanceId, reason);
  }

  /** Forgets an instance that cannot render; an overlay's element goes with it. */
  function drop(instanceId: string): void {
    const instance = instances.get(instanceId);
    if (!instance) return;
    instances.delete(instanceId);
    store.instanceRemoved(instanceId);
    if (instance.isOverlay) instance.element?.remove();
  }

  /** Finds and renders widgets placed on the page since the last scan; drops those removed from it. */
  function parse(): void {
    for (const instance of [...instances.values()]) {
      if (!instance.isOverlay && instance.element && !instance.element.isConnected) {
        instances.delete(instance.instanceId);
        store.instanceRemoved(instance.instanceId);
      }
    }
    if (landingOnly) return;
    const takenCheckboxes = new Set(
      [...instances.values()].filter((instance) => instance.widget.widgetType === 'checkbox').map((instance) => instance.widget.widgetId),
    );
    const { placed, rejected } = scanPlacedWidgets(doc, store.getState().widgets, takenCheckboxes);
    for (const rejection of rejected) reject(rejection);
    for (const found of placed) {
      register(found.widget, found.element, found.original, found.payload);
    }
    const duplicates = rejected.filter((rejection) => rejection.reason.includes('already on this page'));
    if (duplicates.length) log.warn(`[mc] ${duplicates[0]?.reason}`);
    evaluate();
  }

  function overlayAllowedOnHost(widget: WidgetConfig, app: AppConfig): boolean {
    return !needsHostWhitelist({ widget_type: widget.widgetType, channel: widget.channel }, app.widgetPhone) || isHostAllowed(app.whitelist, win.location.hostname);
  }

  function restartTriggers(): void {
    stopTriggers?.();
    stopTriggers = startPageTriggers(win, store, [...instances.values()].map((instance) => instance.widget), device);
  }

  function onRouteChange(url: string): void {
    store.routeChanged(url, now());
    for (const instance of instances.values()) {
      if (instance.isOverlay && !isUrlAllowed(instance.widget.display, url)) close(instance.instanceId, false);
    }
    parse();
    restartTriggers();
  }

  /**
   * The host swapped its <body> (Turbo and the like): open overlays go to the new body, copies of
   * our elements from a cached body make way for the real ones, and the new body is scanned.
   */
  function onBodySwap(): void {
    replaceCopies(doc.body, (element) => instances.get(element.getAttribute(INSTANCE_ATTRIBUTE) ?? '')?.element === element);
    for (const instance of instances.values()) {
      if (instance.isOverlay && instance.element && !instance.element.isConnected && isDisplayed(store.getState().ui[instance.instanceId])) {
        ensureElement(instance);
      }
    }
    parse();
    restartTriggers();
  }

  /** Begins once the load answer is in and the document is parsed. */
  function start(): void {
    const state = store.getState();
    device = detectDevice(win.navigator.userAgent, win.navigator.maxTouchPoints ?? 0, win.innerWidth);
    const rejected: Rejection[] = [];
    if (hasLandingElement(doc)) {
      landingOnly = true;
      const landing = findLanding(doc, state.widgets, rejected);
      if (landing) register(landing.widget, landing.element, landing.original, landing.payload);
    } else {
      for (const widget of state.widgets) {
        if (OVERLAY_TYPES.has(widget.widgetType) && overlayAllowedOnHost(widget, state.app)) register(widget, undefined, undefined);
      }
    }
    rejected.forEach(reject);
    parse();
    restartTriggers();
    let page = state.page;
    disposers.push(
      store.subscribe((next) => {
        if (next.page === page) return;
        page = next.page;
        evaluate();
      }),
    );
    // A burst of route changes (a router replaying history) is handled once, at its end.
    let routePending = false;
    disposers.push(
      watchRoutes(win, () => {
        if (routePending) return;
        routePending = true;
        queueMicrotask(() => {
          routePending = false;
          if (win.location.href !== store.getState().route.url) onRouteChange(win.location.href);
        });
      }),
      watchLifecycle(store, (id) => manualCloses.has(id), (event) => {
        const instance = instances.get(event.instanceId);
        if (instance?.element) reflectLifecycle(instance.element, event, isSubmitted(store.getState().ui[event.instanceId]));
        // The owner looking at a preview is not a visitor: nothing of it reaches the pixel.
        if (instance?.isPreview) return;
        for (const listener of lifecycleListeners) listener(event);
      }),
      watchBodySwap(win, onBodySwap),
      () => stopTriggers?.(),
    );
    evaluate();
  }

  /** Stops every listener, trigger and subscription (used when a page tears the product down, and by tests). */
  function dispose(): void {
    for (const dispose of disposers.splice(0)) dispose();
    for (const instance of instances.values()) if (instance.isOverlay) instance.element?.remove();
    instances.clear();
  }

  return {
    start,
    dispose,
    parse,
    evaluate,
    close,
    rendered,
    drop,
    tryOpen,
    instances: () => [...instances.values()],
    instanceForElement: (element: Element) => instances.get(byOriginal.get(element) ?? ''),
    onLifecycle(listener: LifecycleListener): () => void {
      lifecycleListeners.add(listener);
      return () => lifecycleListeners.delete(listener);
    },
  };
}
