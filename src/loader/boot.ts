/**
 * Starts the product once per page: reads the snippet, installs `MC` and `MC_PIXEL`, loads the
 * widgets, fetches what some of them need (lazy-parts.ts), starts the page kit (the rules with
 * those parts, the one set of triggers and the one route watcher) and, once something needs it
 * (watchForDue), imports the page stage (page-stage.ts, a chunk) and hands it plain data (the
 * answer it read) and the objects it made (the kit, the pixel, the storage). A second
 * copy of the script finds the first and does nothing. Nothing here may throw into the host page.
 */
import { startPixel } from '../pixel';
import type { LoadSending } from '../pixel/delivery';
import { createGuid } from '../runtime/builders/pixel-session-id';
import { stringifyJson } from '../runtime/json';
import { PURIFY_CHUNK, SENDING_CHUNK, STAGE_CHUNK, type ImportChunk } from '../runtime/chunks';
import { holdsMarkup } from '../runtime/config/markup';
import { LOG_PREFIX } from '../runtime/constants';
import { isKind, PAGE_API } from '../runtime/kinds';
import { PLACED_SELECTOR } from '../runtime/page/placed';
import { startPageKit, type PageKit } from '../runtime/page-kit';
import { createEarlyPageApi } from '../runtime/page/early-page-api';
import type { PageGlobal } from '../runtime/page/page-api';
import type { AppConfig, WidgetConfig } from '../runtime/config';
import { loadHistory } from '../runtime/widget-history';
import { createStorage } from '../runtime/storage';
import type { ScriptSettings } from '../runtime/types';
import { fetchLoadAnswer } from './load-call';
import { loadLazyParts } from './lazy-parts';
import type { PageStage, PageStageModule } from '../stage/page-stage';
import { findOwnScript, readScriptSettings } from './script-settings';
import { UI_FILES } from '../stage/ui-chunk';
import { isShopifyPage } from '../shopify/start-shop';

/** Keyed by a registered symbol so a second copy of the script finds the first without a new global name. */
const BOOTED_KEY = Symbol.for('mc-widgets.booted');

export interface Booted {
  settings: ScriptSettings;
  /** The runtime and the page API, once something on the page needed them. */
  stage(): PageStage | undefined;
  /** Settles when the widgets are loaded and the page scanned (or loading failed). */
  ready: Promise<void>;
}

type PageWindow = Window & { [BOOTED_KEY]?: Booted; MC?: PageGlobal; mcAsyncInit?: unknown };

/** Resolves once the document is parsed, so a script in <head> still finds the widgets in <body> (the event comes once). */
function domReady(doc: Document): Promise<unknown> {
  return new Promise((resolve) => (doc.readyState !== 'loading' ? resolve(0) : doc.addEventListener('DOMContentLoaded', resolve)));
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

/*
 * Until the page stage is loaded, the loader itself decides whether anything needs it, with the
 * rules the runtime opens by (the page kit's `isDue`): a page where no widget is due downloads
 * nothing more. The stage is due at once when the owner placed widgets on the page, or when a kind
 * whose page API lives in the stage is configured (checkbox, customer chat); otherwise once an
 * overlay the host allows is due (a trigger fired, the route changed), or placed widgets arrive
 * with a new route, a swapped body or `MC.parse()`.
 */
export const hasPlacedWidgets = (doc: Document): boolean => doc.querySelector(PLACED_SELECTOR) !== null;

/**
 * Watches `overlays` (the kit's overlayCandidates) and the placed widgets. Calls `onDue` once, at
 * once or later: with `true` when a widget is about to render, `false` when only the page API or
 * `force` asked for the stage. Returns `check`, which looks again (for `MC.parse()`).
 */
export function watchForDue(
  win: Window,
  widgets: readonly WidgetConfig[],
  kit: PageKit,
  overlays: readonly WidgetConfig[],
  force: boolean,
  onDue: (render: boolean) => void,
): () => void {
  let due = false;
  const isDue = () => hasPlacedWidgets(win.document) || overlays.some((widget) => kit.rules.isDue(widget).ok);

  if (force || widgets.some((widget) => isKind(widget.widgetType, PAGE_API))) {
    due = true;
    onDue(isDue());
    return () => undefined;
  }
  const check = () => {
    if (due || !isDue()) return;
    due = true;
    onDue(true);
  };
  // Of route changes and page signals, until the runtime takes the kit over and is told in our place.
  kit.tell(check, check);
  check();
  return check;
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

/**
 * Starts the product with the given settings, once per page. The page stage, the UI chunk and the
 * parts some widgets need are imported with `importChunk` when they are needed, which is handed on
 * to the stage: by default relative to the script; the npm package passes the
 * modules it bundles, by the same paths.
 */
export function startWidgets(
  win: Window,
  settings: ScriptSettings,
  importChunk: ImportChunk = (path) => import(/* @vite-ignore */ new URL(path, settings.scriptUrl).href),
): Booted {
  const page = win as PageWindow;
  const existing = page[BOOTED_KEY];
  if (existing) return existing;
  const storage = createStorage();
  // The load call goes first (loadWidgets asks for it before its first wait): everything else the page's first task
  // does (the pixel's start, whose first event imports the live sending, the browser's first dynamic import costing
  // 6-18 ms) then happens while the answer is on its way.
  const loaded = loadWidgets().catch((error: unknown) => {
    console.warn('[mc] widgets stopped:', error);
    return false;
  });
  // Created before the load answer, so MC_PIXEL exists at once.
  const pixel = startPixel({
    win,
    settings,
    storage,
    loadSending: () => importChunk(SENDING_CHUNK) as ReturnType<LoadSending>,
  });

  let stage: PageStage | undefined;
  let loading: Promise<PageStage> | undefined;
  let app: AppConfig | undefined;
  let widgets: WidgetConfig[] = [];
  let overlays: WidgetConfig[] = [];
  let kit: PageKit | undefined;
  let check = () => undefined as void;
  // Asked for once the kit is started: the early page API offers nothing that needs the stage before.
  const loadStage = () =>
    (loading ??= (importChunk(STAGE_CHUNK) as Promise<PageStageModule>).then((module) => {
      stage = module.startPageStage({
        win,
        settings,
        answer: { app: app as AppConfig, widgets },
        kit: kit as PageKit,
        pixel,
        storage,
        stubs: api,
        importChunk,
        json: stringifyJson,
        guid: createGuid,
      });
      api.attach(stage.api);
      return stage;
    }));
  // `MC` exists at once; before the load answer it has no widget, and the first scan comes anyway.
  const api = createEarlyPageApi({ widgets: () => widgets, overlays: () => overlays, loadStage, parse: () => check() });
  page.MC = api.page;

  /** Loads the widgets, starts the page kit and watches for what is due; false when nothing could be loaded. */
  async function loadWidgets(): Promise<boolean> {
    const answer = await fetchLoadAnswer(settings, console, storage);
    if (!answer.ok) {
      // Without widgets the pixel still serves MC_PIXEL, with the snippet's settings.
      pixel.configure({});
      return false;
    }
    ({ app, widgets } = answer);
    // The load answer gives the pixel its page id and, when set, the host of every call.
    pixel.configure({ pageId: answer.app.pageId, host: answer.app.host });
    // The chunks some widgets need come first: without them nothing can be decided for those widgets.
    const parts = await loadLazyParts(answer.app, answer.widgets, importChunk);
    await domReady(win.document);
    const pageKit = (kit = startPageKit(win, { widgets, history: loadHistory(storage, createGuid) }, parts));
    overlays = pageKit.rules.overlayCandidates(widgets, answer.app);
    const shop = isShopifyPage(win);
    // Debugging owners see why each widget did or did not open, which the stage's runtime tells.
    const start = (render: boolean) => {
      // A widget renders next: the UI chunk and the chunks it imports come beside the stage rather than after it; the
      // stage's own import of it then finds it loaded. A failure is the stage's to report. DOMPurify comes too when owner
      // text holds markup (the rule the UI asks for it by, elements/index.ts), so the first frame draws the markup with
      // no second round trip; asked for last, as a seventh file waits for one of HTTP/1.1's six connections.
      loadStage().catch((error: unknown) => console.warn(`${LOG_PREFIX} widgets not started:`, error));
      if (render)
        for (const path of holdsMarkup(widgets) ? [...UI_FILES, PURIFY_CHUNK] : UI_FILES) importChunk(path).catch(() => undefined);
    };
    check = watchForDue(win, widgets, pageKit, overlays, shop || settings.debug, start);
    // An overlay that only waits for its trigger (its URL rule, repeat rule and device allow it; a manual open skips
    // the entrance) can become due on this page: once the browser is idle (in the next task where it cannot tell),
    // the stage starts and the UI is fetched, evaluating React's renderer as it arrives (ui-chunk-entry.ts), so the
    // trigger draws it at once. A page where nothing can become due fetches nothing more.
    if (!loading && overlays.some((widget) => pageKit.rules.isDue(widget, { mode: 'manual' }).ok))
      (win.requestIdleCallback || win.setTimeout).call(win, () => start(true));
    if (loading) await loading.catch(() => undefined);
    // The store helper loads after the app is ready (docs/shopify.md#how-it-is-loaded).
    if (shop) stage?.startShop();
    return true;
  }
  const ready = loaded.then((ok) => {
    if (ok) callAsyncInit(page);
  });

  const booted: Booted = { settings, stage: () => stage, ready };
  page[BOOTED_KEY] = booted;
  return booted;
}
