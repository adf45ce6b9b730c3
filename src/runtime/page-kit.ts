/**
 * What the loader starts once per page and hands over to the runtime when something is due: the
 * rules with the page's list rules in, the one set of page triggers and the one route watcher.
 * Before the hand-over the loader listens to it (is anything due yet?), after it the runtime does;
 * the triggers run on through the hand-over, so the delays still count from the page's start.
 */
import type { PageAppConfig, WidgetConfig } from './config';
import { watchRoutes } from './navigation';
import { watchBodySwap } from './page/body-swap';
import {
  detectDevice,
  isDue,
  isEntranceReady,
  isUrlAllowed,
  NO_LISTS,
  overlayCandidates,
  type DueInput,
  type GuardVerdict,
  type ListRules,
  type UrlRuleSetup,
} from './rules';
import type { PageStore } from './store';
import type * as PageTriggersModule from './triggers/page-triggers';
import type { UiRules } from './ui-host';

/** The page triggers (triggers/page-triggers.ts), a chunk of their own. */
export type PageTriggers = typeof PageTriggersModule;

/** How an open is asked for (rules/is-due.ts); a trigger's, before anything rendered, by default. */
export type DueAsk = Pick<DueInput, 'mode' | 'sdkReady' | 'rendered'>;

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
 * Told of a route change with the new URL (a burst of them once, at its end), after the store has
 * the new route and the triggers restarted; of a swapped <body> without one.
 */
export type PageChange = (url?: string) => void;

export interface PageKit {
  rules: PageRules;
  /** Who is told of page changes: the loader until the hand-over, then the runtime (each call replaces the last). */
  tell(onChange: PageChange): void;
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

export function startPageKit(
  win: Window,
  store: PageStore,
  { lists = NO_LISTS, triggers }: PageParts = {},
  now: () => number = Date.now,
): PageKit {
  const device = detectDevice(win.navigator.userAgent, win.navigator.maxTouchPoints ?? 0, win.innerWidth);
  let told: PageChange = () => undefined;
  let startedAt = now();
  const startTriggers = () => triggers?.startPageTriggers(win, store, device, startedAt) ?? (() => undefined);
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
      if (url === store.getState().route.url) return;
      startedAt = now();
      store.routeChanged(url, startedAt);
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
        const { page, session } = store.getState();
        const url = win.location.href;
        return isDue({
          ...ask,
          url,
          matchUrl: lists.matchUrl,
          device,
          now: now(),
          page,
          history: session.widgets[widgetId] ?? {},
          setup: display,
        });
      },
      isUrlAllowed: (setup, url) => isUrlAllowed(setup, url, lists.matchUrl),
      overlayCandidates: (widgets, app) => overlayCandidates(widgets, app, win.location.hostname, lists.isHostAllowed),
    },
    tell(onChange) {
      told = onChange;
    },
    stop() {
      stopTriggers();
      stopRoutes();
      stopBodySwap();
    },
  };
}
