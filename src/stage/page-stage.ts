/**
 * The page stage (dist/ui/mc-page.js, beside the UI chunk): the wiring above the runtime, the pixel
 * and the store integration. It starts the runtime that claims and opens widget instances with the
 * page kit the loader hands it (its rules, triggers and route watcher), builds the UI host it hands
 * the UI chunk, the page API's handles, the widgets' pixel events and the server calls made from
 * then on (network.ts). The loader imports it only once something needs it (see watchForDue in boot.ts), so a
 * page where nothing is due never pays for it.
 */
import type { PixelCore } from '../pixel';
import { callTarget } from '../runtime/call-target';
import { CHAT_CHUNK, PURIFY_CHUNK, type ImportChunk } from '../runtime/chunks';
import { CHAT_VIEW, isKind } from '../runtime/kinds';
import { createImpressionLogger } from '../pixel/impression';
import { pagePixel } from '../pixel/page-pixel';
import { trackWidgetEvents } from '../pixel/widget-events';
import { startShop } from '../shopify/start-shop';
import { provideJsonWriter, request } from '../runtime/network';
import type { PageKit } from '../runtime/page-kit';
import { createPageApi, type PageApi, type WidgetStubs } from '../runtime/page/page-api';
import { createWidgetControls } from '../runtime/page/widget-controls';
import { createRuntime, type Runtime } from '../runtime/instances';
import { needsFbSdk } from '../runtime/sdk/needs-fb-sdk';
import { holdsMarkup } from '../runtime/config/markup';
import { persistHistory } from '../runtime/widget-history';
import type { SafeStorage } from '../runtime/storage';
import type { stringifyJson } from '../runtime/json';
import type { AppConfig, WidgetConfig } from '../runtime/config';
import { createStoreFrom, type Store } from '../runtime/store/create-store';
import { noInstances } from '../runtime/store/state';
import type { ScriptSettings } from '../runtime/types';
import { createUiHost, type UiHost } from '../runtime/ui-host';
import { rehearsalsOf } from '../runtime/rehearsal';
import { createUiLoader } from './ui-chunk';

/** When overlays opened by their triggers, for the account's cap (docs/elements.md, "Overlays that take turns"). */
const OVERLAY_OPENS_KEY = 'mc_overlay_opens';

export interface PageStageDeps {
  win: Window;
  settings: ScriptSettings;
  /** The load answer as the loader read it: the app settings it decides by (and the section as it came) and the widgets. */
  answer: { app: AppConfig; widgets: readonly WidgetConfig[] };
  /**
   * The rules, triggers and route watcher the loader started, and the page's data it holds (the
   * route, the page's signals, the visitor's widget history): the runtime takes it over.
   */
  kit: PageKit;
  /** The loader's pixel: what widgets and the store integration ask of it is built on it (page-pixel.ts). */
  pixel: PixelCore;
  storage: SafeStorage;
  /** The objects the page was given for widgets without an instance (early-page-api.ts); instances adopt them. */
  stubs: WidgetStubs;
  /** The loader's way to import a chunk (runtime/chunks.ts): the UI's and the store integration's. */
  importChunk: ImportChunk;
  /**
   * The loader's JSON writer (runtime/json.ts) and guid maker (pixel-session-id.ts): the stage's requests and
   * impressions use them, so its file does not hold a second copy of either.
   */
  json: typeof stringifyJson;
  guid: () => string;
}

export interface PageStage {
  runtime: Runtime;
  api: PageApi;
  host: UiHost;
  /** Starts the store integration (docs/shopify.md#how-it-is-loaded). */
  startShop(): void;
}

export interface PageStageModule {
  startPageStage(deps: PageStageDeps): PageStage;
}

/** Asked at each call: the load answer names the host. */
const serverBase = (settings: ScriptSettings, store: Store): string => callTarget(settings, store.getState().app).host;

export function startPageStage({
  win,
  settings,
  answer,
  kit,
  pixel: core,
  storage,
  stubs,
  importChunk,
  json,
  guid,
}: PageStageDeps): PageStage {
  provideJsonWriter(json);
  const pixel = pagePixel(core, win.navigator.userAgent);
  // The one store, created whole from what the loader read and what the kit holds.
  const store = createStoreFrom({
    ...kit.data(),
    widgets: answer.widgets,
    app: { ...answer.app, fbsdkReady: false, ytsdkReady: false, vimeosdkReady: false },
    ...noInstances(),
  });
  // Only opening and closing change the visitor's widget history, and both happen from here on.
  persistHistory(store, storage, win);
  // The views lend the page API what only they can do (the checkbox's submit) through this.
  const controls = createWidgetControls();
  // DOMPurify's chunk, asked for once: the UI takes this module rather than importing it again (ui-host.ts).
  let purifier: Promise<unknown> | undefined;
  const sanitizer = () => (purifier ??= importChunk(PURIFY_CHUNK));
  const host = createUiHost({
    store,
    settings,
    controls,
    storage,
    rules: kit.rules,
    pixel: {
      sessionId: () => pixel.sessionId,
      checkOptin: (widgetId) => pixel.checkOptin(widgetId),
    },
    close: (instanceId, manual) => runtime.close(instanceId, manual),
    rendered: (instanceId, reason) => runtime.rendered(instanceId, reason),
    drop: (instanceId) => runtime.drop(instanceId),
    post: (path, body) => request('POST', `${serverBase(settings, store)}/${path}`, { body }),
    sanitizer,
  });
  const loadUi = createUiLoader(importChunk, () => host);
  // The rules the UI asks for DOMPurify and the chat kinds' views by (elements/index.ts), read once and asked for once,
  // not per instance.
  let askForPurify = holdsMarkup(answer.widgets);
  let askForChatViews = answer.widgets.some((widget) => isKind(widget.widgetType, CHAT_VIEW));
  const runtime = createRuntime({
    win,
    store,
    kit,
    loadUi,
    // What the view will ask for at once downloads beside the UI chunk rather than after the UI ran: the SDK (a failure
    // is the views' to show), DOMPurify for owner text with markup, so its first frame draws the markup, and the chat
    // kinds' views, which the UI would otherwise ask for only once it had arrived and run.
    beforeRender: (instance) => {
      if (!instance.isPreview && needsFbSdk(instance.widget, store.getState().app)) host.fbSdk().catch(() => undefined);
      if (askForPurify) sanitizer().catch(() => undefined);
      if (askForChatViews) importChunk(CHAT_CHUNK).catch(() => undefined);
      askForPurify = askForChatViews = false;
    },
    debug: settings.debug,
    overlayOpens: {
      read: () => {
        try {
          const opens: unknown = JSON.parse(storage.get(OVERLAY_OPENS_KEY) ?? '[]');
          return Array.isArray(opens) ? opens.filter((at): at is number => typeof at === 'number') : [];
        } catch {
          return [];
        }
      },
      write: (opens) => storage.set(OVERLAY_OPENS_KEY, JSON.stringify(opens)),
    },
  });
  runtime.start();
  // An overlay that only waits for its trigger (loader/boot.ts started this stage for it while the browser was idle):
  // its UI is defined before the trigger, with what the UI asks for at once for this page's widgets (DOMPurify for
  // owner markup, the chat kinds' views), so the trigger only draws. A failure is the first render's to report.
  // Then the UI rehearses those widgets: each drawn once, hidden and detached, so the trigger meets compiled code (the
  // kinds not drawn by then: runtime/rehearsal.ts).
  const waiting = kit.rules
    .overlayCandidates(answer.widgets, answer.app)
    .filter((widget) => kit.rules.isDue(widget, { mode: 'manual' }).ok);
  if (waiting.length)
    (win.requestIdleCallback || win.setTimeout).call(
      win,
      () =>
        void loadUi()
          .then((ui) => ui.rehearse(rehearsalsOf(host, waiting)))
          .catch(() => undefined),
    );
  // After the runtime's own watch, so a commit's DOM events (mc:open, mc:optin...) are dispatched before
  // its pixel events, as the page's listeners have always seen them; nothing opens while start() runs.
  const { logAnalytics, logWidgetEvent, markOptedIn, onPageLeave } = pixel;
  trackWidgetEvents(
    store,
    { logAnalytics, logWidgetEvent, markOptedIn, onPageLeave, logImpression: createImpressionLogger({ win, pixel, guid }) },
    { persistent: storage.isPersistent },
  );
  return {
    runtime,
    host,
    api: createPageApi(runtime, store, stubs, { controls }),
    startShop: () => startShop({ win, settings, store, runtime, pixel, storage, serverBase: serverBase(settings, store), importChunk }),
  };
}
