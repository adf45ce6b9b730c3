/**
 * The runtime for one page: which widget instances exist, when each opens and closes, and what
 * happens on a route change. Display decisions come from the pure rules; this file only gathers
 * their inputs at the moment of asking.
 */
import type { RenderReason } from './constants';
import { ELEMENT_TAG_BY_TYPE, isKind, OVERLAY, TAKES_TURNS, type RenderedWidgetType } from './kinds';
import type { WidgetConfig } from './config';
import { watchLifecycle, type LifecycleListener } from './lifecycle';
import type { PageKit } from './page-kit';
import { replaceCopies } from './page/body-swap';
import { reflectLifecycle, setWidgetState } from './page/dom-events';
import { INSTANCE_ATTRIBUTE, PREVIEW_ATTRIBUTE, findLanding, hasLandingElement, scanPlacedWidgets, type Rejection } from './page/scan-page';
import type { GuardVerdict } from './rules';
import { isRenderReady } from './rules/render-ready';
import { DEFAULT_OVERLAY_CAP, expectedOverlayHeight, overlayTurn, type TurnVerdict } from './rules/overlay-turns';
import type { Store } from './store';
import { isDisplayed, isSubmitted } from './store/state';
import type { OpenMode } from './types';

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
  /**
   * The rules, the page triggers and the route watcher the loader started (page-kit.ts): the
   * runtime takes them over, listens to them and stops them on dispose.
   */
  kit: PageKit;
  /** Imports the UI chunk (once) and defines the elements. */
  loadUi: () => Promise<unknown>;
  /** Told as an instance is about to render (its element is placed, the UI is being loaded). */
  beforeRender?: (instance: WidgetInstance) => void;
  now?: () => number;
  debug?: boolean;
  log?: Pick<Console, 'warn' | 'info'>;
  /** When overlays were opened by their triggers, kept across pages for the account's cap (docs/elements.md). */
  overlayOpens?: { read(): number[]; write(opens: number[]): void };
}

export type Runtime = ReturnType<typeof createRuntime>;

export function createRuntime({
  win,
  store,
  kit,
  loadUi,
  beforeRender,
  now = Date.now,
  debug = false,
  log = console,
  overlayOpens,
}: RuntimeDeps) {
  const { rules } = kit;
  const doc = win.document;
  const instances = new Map<string, WidgetInstance>();
  const byOriginal = new WeakMap<Element, string>();
  const lastVerdict = new Map<string, string>();
  const lifecycleListeners = new Set<LifecycleListener>();
  /** Overlays whose trigger fired while another had the turn: asked again when one closes. */
  const waiting = new Set<string>();
  let counter = 0;
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

  function register(
    widget: WidgetConfig,
    element: HTMLElement | undefined,
    original: HTMLElement | undefined,
    payload = '',
  ): WidgetInstance {
    const isPreview = element?.hasAttribute(PREVIEW_ATTRIBUTE) === true;
    const instance: WidgetInstance = {
      instanceId: nextInstanceId(widget.widgetId),
      widget,
      element,
      original,
      isOverlay: !isPreview && isKind(widget.widgetType, OVERLAY),
      isPreview,
    };
    instances.set(instance.instanceId, instance);
    store.instanceAdded(instance.instanceId, widget.widgetId, payload, isPreview);
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
      const done = () => store.getState().instances.get(instanceId)?.rendered !== false;
      if (done()) return resolve();
      // Told of this instance's changes only: 200 embeds waiting at once would otherwise each hear every commit.
      const unsubscribe = store.subscribeInstance(instanceId, () => {
        if (!done()) return;
        unsubscribe();
        resolve();
      });
    });
  }

  /** Whether the view rendered for an opening may show: its plugin rendered, timed out or was skipped (EU), and it rendered. */
  function renderVerdict(instance: WidgetInstance, mode: OpenMode): GuardVerdict {
    const record = store.getState().instances.get(instance.instanceId);
    return isRenderReady({ sdkReady: record?.renderReason !== undefined, rendered: record?.rendered === true, mode });
  }

  /** Asks the display rules once for this opening, and says why with `data-debug`. */
  function decide(instance: WidgetInstance, mode: OpenMode): boolean {
    const verdict = rules.isDue(instance.widget, { mode });
    explain(instance, verdict, mode);
    return verdict.ok;
  }

  /** Whether an overlay whose trigger fired may open now, next to what is open (rules/overlay-turns.ts). */
  function turnFor(instance: WidgetInstance): TurnVerdict {
    if (!instance.isOverlay || !isKind(instance.widget.widgetType, TAKES_TURNS)) return 'open';
    const open = [...instances.values()]
      .filter((other) => other !== instance && other.isOverlay && isDisplayed(store.getState().ui.get(other.instanceId)))
      .map((other) => ({
        widgetType: other.widget.widgetType,
        // Measured only where the rules read it (a phone, where what is open may cover too much of the screen): asking an
        // element for its box makes the browser lay out everything drawn since its last frame, in the middle of an open.
        get height() {
          return other.element?.getBoundingClientRect().height ?? 0;
        },
      }));
    const screenHeight = win.innerHeight;
    const cap = store.getState().app.overlayCap;
    return overlayTurn({
      widgetType: instance.widget.widgetType,
      expectedHeight: expectedOverlayHeight(instance.widget.widgetType, screenHeight),
      open,
      isPhone: kit.rules.detectDevice(win.navigator.userAgent, win.navigator.maxTouchPoints ?? 0, win.innerWidth) === 'mobile',
      screenHeight,
      cap: cap || DEFAULT_OVERLAY_CAP,
      opens: overlayOpens?.read() ?? [],
      now: now(),
    });
  }

  /** Opens an instance if every guard allows it, asking them again once it has rendered. */
  async function tryOpen(instance: WidgetInstance, mode: OpenMode): Promise<boolean> {
    const { instanceId } = instance;
    if (store.getState().instances.get(instanceId)?.opening || isDisplayed(store.getState().ui.get(instanceId))) return false;
    if (!decide(instance, mode)) return false;
    const decidedOn = store.getState().route.lastChange;
    store.openingSet(instanceId, true);
    try {
      if (instance.isOverlay) ensureElement(instance);
      beforeRender?.(instance);
      await loadUi();
      await whenRendered(instanceId);
      if (!instances.has(instanceId)) return false;
      // The route changed while it rendered: the rules decided for another page, so they decide again for this one.
      if (store.getState().route.lastChange !== decidedOn && !decide(instance, mode)) return false;
      const ready = renderVerdict(instance, mode);
      explain(instance, ready, mode);
      if (!ready.ok) return false;
      // Only a trigger's open takes turns and counts toward the cap: the page API's open() opens at once.
      if (mode === 'trigger' && !instance.isPreview) {
        const turn = turnFor(instance);
        if (debug && turn !== 'open')
          log.info(`[mc] widget ${instance.widget.widgetId} ${turn === 'wait' ? 'waits its turn' : "is over the account's overlay cap"}`);
        if (turn === 'wait') waiting.add(instanceId);
        if (turn !== 'open') return false;
        waiting.delete(instanceId);
        if (isKind(instance.widget.widgetType, TAKES_TURNS)) overlayOpens?.write([...(overlayOpens.read() ?? []), now()].slice(-50));
      }
      store.opened(instanceId, now(), mode === 'trigger');
      return true;
    } finally {
      store.openingSet(instanceId, false);
    }
  }

  function evaluate(): void {
    const routeChange = store.getState().route.lastChange;
    for (const instance of instances.values()) {
      if (store.getState().instances.get(instance.instanceId)?.triggeredOnRoute === routeChange) continue;
      if (isDisplayed(store.getState().ui.get(instance.instanceId))) continue;
      tryOpen(instance, instance.isPreview ? 'force' : 'trigger').catch((error: unknown) =>
        log.warn('[mc] a widget could not open:', error),
      );
    }
  }

  function retryWaiting(): void {
    for (const instanceId of [...waiting]) {
      waiting.delete(instanceId);
      const instance = instances.get(instanceId);
      if (instance && !isDisplayed(store.getState().ui.get(instanceId))) {
        tryOpen(instance, 'trigger').catch((error: unknown) => log.warn('[mc] a widget could not open:', error));
      }
    }
  }

  function close(instanceId: string, manual: boolean): void {
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

  /** The kit has put the new route in the store and restarted the triggers. */
  function onRouteChange(url: string): void {
    for (const instance of instances.values()) {
      if (instance.isOverlay && !rules.isUrlAllowed(instance.widget.display, url)) close(instance.instanceId, false);
    }
    parse();
  }

  /**
   * The host swapped its <body> (Turbo and the like): open overlays go to the new body, copies of
   * our elements from a cached body make way for the real ones, and the new body is scanned.
   */
  function onBodySwap(): void {
    replaceCopies(doc.body, (element) => instances.get(element.getAttribute(INSTANCE_ATTRIBUTE) ?? '')?.element === element);
    for (const instance of instances.values()) {
      if (
        instance.isOverlay &&
        instance.element &&
        !instance.element.isConnected &&
        isDisplayed(store.getState().ui.get(instance.instanceId))
      ) {
        ensureElement(instance);
      }
    }
    parse();
  }

  /** Begins once the load answer is in and the document is parsed. */
  function start(): void {
    kit.handOver(store, (url) => (url === undefined ? onBodySwap() : onRouteChange(url)));
    const state = store.getState();
    const rejected: Rejection[] = [];
    if (hasLandingElement(doc)) {
      landingOnly = true;
      const landing = findLanding(doc, state.widgets, rejected);
      if (landing) register(landing.widget, landing.element, landing.original, landing.payload);
    } else {
      for (const widget of rules.overlayCandidates(state.widgets, state.app)) register(widget, undefined, undefined);
    }
    rejected.forEach(reject);
    parse();
    let page = state.page;
    disposers.push(
      store.subscribe((next) => {
        if (next.page === page) return;
        page = next.page;
        evaluate();
      }),
    );
    disposers.push(
      watchLifecycle(store, (event) => {
        const instance = instances.get(event.instanceId);
        if (instance?.element) reflectLifecycle(instance.element, event, isSubmitted(store.getState().ui.get(event.instanceId)));
        // The owner looking at a preview is not a visitor: nothing of it reaches the pixel.
        if (instance?.isPreview) return;
        for (const listener of lifecycleListeners) listener(event);
        // An overlay that closed hands the turn to those that wait (not to itself: its trigger had its turn).
        if (event.type === 'close' && waiting.size > 0) queueMicrotask(retryWaiting);
      }),
      kit.stop,
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
