/**
 * What the loader starts once per page and hands over to the runtime when something is due: the
 * rules with the page's list rules in, the one set of page triggers and the one route watcher.
 * Until the hand-over the kit holds the page's data itself (the route, the page's signals, the
 * visitor's widget history: plain data, from which the page stage creates the one store) and the
 * loader listens to it (is anything due yet?); from the hand-over the store holds them and the
 * runtime listens. The triggers run on through the hand-over, so the delays still count from the
 * page's start.
 */
import type { PageAppConfig, WidgetConfig } from './config';
import { watchRoutes } from './navigation';
import { watchBodySwap } from './page/body-swap';
import { isDue, type DueInput, type GuardVerdict } from './rules/is-due';
import { detectDevice, isEntranceReady, isUrlAllowed, NO_LISTS, overlayCandidates, type ListRules, type UrlRuleSetup } from './rules';
import { EMPTY_PAGE, type State } from './store/state';
import type * as PageTriggersModule from './triggers/page-triggers';
import type { PageSignals } from './types';
import type { UiRules } from './ui-host';

/** The page triggers (triggers/page-triggers.ts), a chunk of their own. */
export type PageTriggers = typeof PageTriggersModule;

/** How an open is asked for (rules/is-due.ts); a trigger's by default. */
export type DueAsk = Pick<DueInput, 'mode'>;

/** The rules, with the list rules the page has; the views borrow two of them (UiRules). */
export interface PageRules extends UiRules {
  /**
   * Whether `widget` may open now (rules/is-due.ts), its inputs gathered at the moment of asking:
   * the URL, the device, the time, the page's signals and the widget's history.
   */
  isDue(widget: WidgetConfig, ask?: DueAsk): GuardVerdict;
  isUrlAllowed(setup: UrlRuleSetup, url: string): boolean;
  /** The overlays the runtime creates on this page (the host whitelist applied). */
  overlayCandidates(widgets: readonly WidgetConfig[], app: PageAppConfig): WidgetConfig[];
}

/**
 * Told of a route change with the new URL (a burst of them once, at its end), after the new route
 * is held and the triggers restarted; of a swapped <body> without one.
 */
export type PageChange = (url?: string) => void;

/** The page's data the rule reads: the kit's own until the hand-over, the store's after it. */
export type PageData = Pick<State, 'route' | 'page' | 'history'>;

/** Where the kit reads and writes the page's data; the store is one. */
interface PageSource {
  getState(): PageData;
  routeChanged(url: string, now: number): unknown;
  pageSignalled(signal: Partial<PageSignals>): unknown;
}

export interface PageKit {
  rules: PageRules;
  /** The page's data as the kit holds it now: what the page stage creates the store with. */
  data(): PageData;
  /** Who is told of page changes, and of each new page signal, until the hand-over: the loader (each call replaces the last). */
  tell(onChange: PageChange, onSignal?: () => void): void;
  /** The runtime takes the kit over: the store holds the page's data from now on, and `onChange` is told. */
  handOver(store: PageSource, onChange: PageChange): void;
  /** Stops the triggers and the watchers. */
  stop(): void;
}

/**
 * The chunks some widgets need (loader/lazy-parts.ts); without them no list has an entry and no
 * trigger runs, so the page signals keep their empty values.
 */
export interface PageParts {
  lists?: ListRules;
  triggers?: PageTriggers;
}

/** `page`: the widgets the triggers wait for and the visitor's widget history (a store's state will do). */
export function startPageKit(
  win: Window,
  { widgets, history }: Pick<State, 'widgets' | 'history'>,
  { lists = NO_LISTS, triggers }: PageParts = {},
  now: () => number = Date.now,
): PageKit {
  const device = detectDevice(win.navigator.userAgent, win.navigator.maxTouchPoints ?? 0, win.innerWidth);
  let told: PageChange = () => undefined;
  let signalled = () => undefined as void;
  let startedAt = now();
  let held: PageData = { route: { url: win.location.href, lastChange: startedAt }, page: EMPTY_PAGE, history };
  // The page's signals only change while triggers run, so `mergeSignals` comes with them.
  let source: PageSource = {
    getState: () => held,
    routeChanged(url, at) {
      held = { ...held, route: { url, lastChange: at }, page: EMPTY_PAGE };
    },
    pageSignalled(signal) {
      const page = triggers!.mergeSignals(held.page, signal);
      if (page !== held.page) {
        held = { ...held, page };
        signalled();
      }
    },
  };
  const startTriggers = () => triggers?.startPageTriggers(win, widgets, () => source, device, startedAt) ?? (() => undefined);
  let stopTriggers = startTriggers();
  const restart = () => {
    stopTriggers();
    stopTriggers = startTriggers();
  };
  // A burst of route changes (a router replaying history) is handled once, at its end.
  let routePending = false;
  const stopRoutes = watchRoutes(win, () => {
    if (routePending) return;
    routePending = true;
    queueMicrotask(() => {
      routePending = false;
      const url = win.location.href;
      if (url === source.getState().route.url) return;
      startedAt = now();
      source.routeChanged(url, startedAt);
      restart();
      told(url);
    });
  });
  const stopBodySwap = watchBodySwap(win, () => {
    restart();
    told();
  });

  return {
    rules: {
      detectDevice,
      isEntranceReady,
      isDue: ({ widgetId, display }, ask) => {
        const { page, history } = source.getState();
        const url = win.location.href;
        return isDue({
          ...ask,
          url,
          matchUrl: lists.matchUrl,
          device,
          now: now(),
          page,
          history: history.widgets[widgetId] ?? {},
          setup: display,
        });
      },
      isUrlAllowed: (setup, url) => isUrlAllowed(setup, url, lists.matchUrl),
      overlayCandidates: (widgets, app) => overlayCandidates(widgets, app, win.location.hostname, lists.isHostAllowed),
    },
    data: () => source.getState(),
    tell(onChange, onSignal) {
      told = onChange;
      signalled = onSignal ?? signalled;
    },
    handOver(next, onChange) {
      // The signals seen so far go with the data (the stage's store starts with them; a store made earlier learns them now).
      next.pageSignalled(source.getState().page);
      source = next;
      told = onChange;
    },
    stop() {
      stopTriggers();
      stopRoutes();
      stopBodySwap();
    },
  };
}
