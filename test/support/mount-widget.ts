/**
 * Mounts one widget element the way the runtime would, against a store of its own and a UiHost
 * (made by the page stage's factory) whose calls are sinon spies that also do what the runtime does (mark rendered, close, submit),
 * so a view test reads the element's shadow root and the store. The store's commits become pixel
 * events as on a page (src/pixel/widget-events.ts), handed to spies beside the host's pixel
 * (`host.pixel.logAnalytics`, `host.pixel.logWidgetEvent`).
 */
import sinon from 'sinon';
import { parseLoadAnswer, type WidgetConfig } from '../../src/runtime/config';
import { defineElements } from '../../src/elements';
import { ELEMENT_TAG_BY_TYPE, type RenderedWidgetType } from '../../src/runtime/kinds';
import { createStore, type Store } from '../../src/runtime/store';
import { createUiHost, type UiHost } from '../../src/runtime/ui-host';
import { createStorage } from '../../src/runtime/storage';
import { detectDevice, isEntranceReady } from '../../src/runtime/rules';
import type { ScriptSettings } from '../../src/runtime/types';
import { ensureFbSdk } from '../../src/runtime/sdk/fb-sdk';
import { trackWidgetEvents } from '../../src/pixel/widget-events';

export type TestHost = UiHost & {
  close: sinon.SinonSpy;
  submitted: sinon.SinonSpy;
  optedIn: sinon.SinonSpy;
  rendered: sinon.SinonSpy;
  failed: sinon.SinonSpy;
  post: sinon.SinonStub;
  pixel: { sessionId: sinon.SinonStub; checkOptin: sinon.SinonStub; logAnalytics: sinon.SinonSpy; logWidgetEvent: sinon.SinonSpy };
};

export interface TestInstance {
  store: Store;
  host: TestHost;
  widget: WidgetConfig;
  instanceId: string;
}

export interface Mounted extends Omit<TestInstance, 'widget'> {
  element: HTMLElement;
  root: ShadowRoot;
  /** Opens the instance as the runtime would once its guards pass. */
  open(): void;
  unmount(): void;
}

export interface TestHostOptions {
  app?: Record<string, unknown>;
  settings?: Partial<ScriptSettings>;
  payload?: string;
  /** Registered as an owner's preview (the `preview` attribute), as the runtime does. */
  preview?: boolean;
}

export interface MountOptions extends Omit<TestHostOptions, 'payload'> {
  /** Attributes for the element (`preview`, `data-widget-payload`...). */
  attributes?: Record<string, string>;
  /** Where the element goes; document.body by default. */
  parent?: HTMLElement;
  open?: boolean;
}

let counter = 0;

/** A store holding one widget instance and a UiHost of spies over it, as the runtime would give the views. */
export function createTestInstance(rawWidget: Record<string, unknown>, options: TestHostOptions = {}): TestInstance {
  const answer = parseLoadAnswer({
    app: { pageId: '1234567', fb_page_id: '1234567', appId: '9876', ...options.app },
    widgets: [rawWidget],
  });
  if (!answer.ok || !answer.widgets[0]) throw new Error(`test widget not loaded: ${answer.ok ? 'dropped' : answer.reason}`);
  const widget = answer.widgets[0];
  const store = createStore({ route: { url: location.href, lastChange: Date.now() }, history: { userId: 'visitor', widgets: {} } });
  store.configLoaded(answer.app, answer.widgets);
  const instanceId = `${widget.widgetId}-t${++counter}`;
  store.instanceAdded(instanceId, widget.widgetId, options.payload ?? '', options.preview === true);
  const settings: ScriptSettings = {
    scriptUrl: `${location.origin}/mc-widgets.js`,
    accountId: '1234567',
    host: location.origin,
    hash: '',
    nonce: '',
    fbSdkUrl: '',
    locale: '',
    debug: false,
    ...options.settings,
  };
  const pixel = {
    sessionId: sinon.stub().returns('session1'),
    checkOptin: sinon.stub().resolves(false),
    logAnalytics: sinon.spy(),
    logWidgetEvent: sinon.spy(),
  };
  trackWidgetEvents(
    store,
    { ...pixel, markOptedIn: () => undefined, onPageLeave: () => () => undefined, logImpression: () => undefined },
    { persistent: true },
  );
  const host = createUiHost({
    store,
    settings,
    storage: createStorage(),
    rules: { detectDevice, isEntranceReady },
    pixel,
    close: sinon.spy((id: string, manual: boolean) => store.closed(id, manual)),
    rendered: sinon.spy((id: string, reason: Parameters<UiHost['rendered']>[1]) => store.rendered(id, reason)),
    drop: sinon.spy(),
    fbSdk: () => ensureFbSdk({ store, settings }),
    post: sinon.stub().resolves({ state: true, errors: [] }),
  });
  // What the runtime would do with a submit or an opt-in, watched.
  sinon.spy(host, 'submitted');
  sinon.spy(host, 'optedIn');
  // Who asked for the platform's SDK, through the host (which also notes how its load ended).
  sinon.spy(host, 'fbSdk');
  return { store, host: host as unknown as TestHost, widget, instanceId };
}

export function mountWidget(rawWidget: Record<string, unknown>, options: MountOptions = {}): Mounted {
  const { store, host, widget, instanceId } = createTestInstance(rawWidget, {
    ...options,
    payload: options.attributes?.['data-widget-payload'],
    preview: options.attributes?.['preview'] !== undefined,
  });
  const stopAnswering = defineElements(host);
  const element = document.createElement(ELEMENT_TAG_BY_TYPE[widget.widgetType as RenderedWidgetType]);
  for (const [name, value] of Object.entries(options.attributes ?? {})) element.setAttribute(name, value);
  element.setAttribute('data-widget-id', String(widget.widgetId));
  element.setAttribute('data-instance-id', instanceId);
  (options.parent ?? document.body).appendChild(element);
  const mounted: Mounted = {
    element,
    root: element.shadowRoot as ShadowRoot,
    store,
    host,
    instanceId,
    open: () => store.opened(instanceId, Date.now()),
    unmount: () => {
      element.remove();
      stopAnswering();
    },
  };
  if (options.open) mounted.open();
  return mounted;
}

/** Waits (real timers) until `find` returns something inside the shadow root. */
export async function waitFor<T>(find: () => T | null | undefined | false, what = 'the element', timeoutMs = 3000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const found = find();
    if (found) return found;
    if (performance.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
