/**
 * Starts the product once per page: reads the snippet, installs `MC`, loads the widgets and hands
 * them to the runtime. A second copy of the script finds the first and does nothing. Nothing here
 * may throw into the host page.
 */
import { startPixel, trackWidgetEvents } from '../../pixel';
import { createGuid } from '../builders/session-id';
import { createPageApi, type PageApi } from '../page/page-api';
import { createWidgetControls } from '../page/widget-controls';
import { createRuntime, type Runtime } from '../runtime';
import { loadSession, persistSession } from '../session';
import { createStorage } from '../storage';
import { createStore, type Store } from '../store';
import type { UiHost, UiModule } from '../ui-host';
import { fetchLoadAnswer } from './fetch-load-answer';
import { findOwnScript, readScriptSettings, type ScriptSettings } from './script-settings';
import { createUiLoader } from './ui-chunk';
import { request } from '../network';
import type { ShopModule } from '../../shopify/shop-host';
import { startShop } from '../../shopify/start-shop';

/** Keyed by a registered symbol so a second copy of the script finds the first without a new global name. */
const BOOTED_KEY = Symbol.for('mc-widgets.booted');

export interface Booted {
  settings: ScriptSettings;
  store: Store;
  runtime: Runtime;
  /** Settles when the widgets are loaded and the page scanned (or loading failed). */
  ready: Promise<void>;
}

type PageWindow = Window & { [BOOTED_KEY]?: Booted; MC?: PageApi; mcAsyncInit?: unknown };

/** Resolves once the document is parsed, so a script in <head> still finds the widgets in <body>. */
function domReady(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/** `MC` exists at once; calls to `parse` made before the widgets are loaded run when they are. */
function installPageApi(win: PageWindow, ready: Promise<PageApi | undefined>): void {
  let api: PageApi | undefined;
  let parseAsked = false;
  void ready.then((loaded) => {
    api = loaded;
    if (api && parseAsked) api.parse();
  });
  win.MC = {
    parse: () => (api ? api.parse() : void (parseAsked = true)),
    getWidget: (idOrElement) => api?.getWidget(idOrElement),
    getWidgetList: () => api?.getWidgetList() ?? [],
  };
}

/** `app.host` from the load answer, when it sets one, else the snippet's `data-host` (CONTRACT §2). */
function serverBase(settings: ScriptSettings, store: Store): string {
  return (store.getState().app.host || settings.host).replace(/\/+$/, '');
}

function callAsyncInit(win: PageWindow): void {
  const init = win.mcAsyncInit;
  if (typeof init !== 'function') return;
  try {
    init.call(win);
  } catch (error) {
    console.warn('[mc] window.mcAsyncInit threw:', error);
  }
}

/** The snippet's way in: the settings come from the script element's attributes. */
export function boot(win: Window = window): Booted | undefined {
  const page = win as PageWindow;
  if (page[BOOTED_KEY]) return page[BOOTED_KEY];
  const script = findOwnScript(win.document);
  if (!script) {
    console.warn('[mc] could not find its own <script> element; widgets not loaded');
    return undefined;
  }
  return startWidgets(win, readScriptSettings(script, win.location.href));
}

/** The npm package bundles the UI and the store integration instead of importing them as chunks. */
export interface BundledModules {
  ui: UiModule;
  shop: ShopModule;
}

/**
 * Starts the product with the given settings, once per page. Without `bundled` the UI chunk is imported
 * relative to the script when a widget is due (and the store chunk on a Shopify page); the npm
 * package passes the modules it bundles instead.
 */
export function startWidgets(win: Window, settings: ScriptSettings, bundled?: BundledModules): Booted {
  const ui = bundled?.ui;
  const page = win as PageWindow;
  const existing = page[BOOTED_KEY];
  if (existing) return existing;
  const storage = createStorage();
  const store = createStore({ route: { url: win.location.href, lastChange: Date.now() } });
  store.sessionRestored(loadSession(storage, createGuid));
  persistSession(store, storage);
  // Created before the load answer, so MC_PIXEL exists at once.
  const pixel = startPixel({ win, settings, storage });

  let runtime: Runtime;
  // The views lend the page API what only they can do (the checkbox's submit) through this.
  const controls = createWidgetControls();
  const host: UiHost = {
    store,
    settings,
    controls,
    pixel: {
      sessionId: () => pixel.sessionId,
      checkOptin: () => pixel.checkOptin(),
      logAnalytics: (analytics) => pixel.logAnalytics(analytics),
      logWidgetEvent: (event, payload) => pixel.logWidgetEvent(event, payload),
    },
    close: (instanceId, manual) => runtime.close(instanceId, manual),
    submitted: (instanceId) => store.submitted(instanceId),
    optedIn: (instanceId) => store.optedIn(instanceId),
    rendered: (instanceId, reason) => runtime.rendered(instanceId, reason),
    failed: (instanceId) => runtime.drop(instanceId),
    post: (path, body) => request('POST', `${serverBase(settings, store)}/${path}`, { body }),
  };
  runtime = createRuntime({ win, store, loadUi: ui ? async () => undefined : createUiLoader(settings.scriptUrl, () => host), debug: settings.debug });
  // A bundled UI gets the host before the runtime claims any element, since its elements are already defined.
  ui?.defineElements(host);

  const loaded = (async () => {
    const answer = await fetchLoadAnswer(settings, console);
    if (!answer.ok) {
      // Without widgets the pixel still serves MC_PIXEL, with the snippet's settings.
      pixel.configure({});
      return undefined;
    }
    store.configLoaded(answer.app, answer.widgets);
    // The load answer gives the pixel its page id and, when set, the host of every call.
    pixel.configure({ pageId: answer.app.pageId, host: answer.app.host });
    trackWidgetEvents(pixel, runtime.onLifecycle);
    await domReady(win.document);
    runtime.start();
    // The store helper loads after the app is ready (spec 2 §1); the npm package has no chunk to import.
    const importShop = bundled ? async () => bundled.shop : undefined;
    startShop({ win, settings, store, runtime, pixel, storage, serverBase: serverBase(settings, store), importModule: importShop });
    return createPageApi(runtime, store, { controls });
  })().catch((error: unknown) => {
    console.warn('[mc] widgets stopped:', error);
    return undefined;
  });
  installPageApi(page, loaded);
  const ready = loaded.then((api) => {
    if (api) callAsyncInit(page);
  });

  const booted: Booted = { settings, store, runtime, ready };
  page[BOOTED_KEY] = booted;
  return booted;
}
