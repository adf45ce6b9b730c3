/**
 * The actions the loader takes before anything is due: the load answer, the visitor's session, the
 * route and the page's signals for the triggers. Each a pure function from one snapshot (and its
 * arguments) to the next; returning the same snapshot means "nothing changed".
 */
import type { AppConfig, WidgetConfig } from '../config';
import type { PageSignals } from '../types';
import { EMPTY_PAGE, type SessionState, type State } from './state';

export const pageActions = {
  configLoaded(state: State, app: AppConfig, widgets: readonly WidgetConfig[]): State {
    return { ...state, app: { ...state.app, ...app }, widgets };
  },

  sessionRestored(state: State, session: SessionState): State {
    return { ...state, session };
  },

  routeChanged(state: State, url: string, now: number): State {
    return { ...state, route: { url, lastChange: now }, page: EMPTY_PAGE };
  },

  /** Scroll only grows and anchors only accumulate until the next route change. */
  pageSignalled(state: State, signal: Partial<PageSignals>): State {
    const page = state.page;
    const next: PageSignals = {
      maxScroll: Math.max(page.maxScroll, signal.maxScroll ?? 0),
      secondsSpent: Math.max(page.secondsSpent, signal.secondsSpent ?? 0),
      exitIntent: page.exitIntent || signal.exitIntent === true,
      anchors: signal.anchors ? [...new Set([...page.anchors, ...signal.anchors])] : page.anchors,
    };
    const unchanged =
      next.maxScroll === page.maxScroll &&
      next.secondsSpent === page.secondsSpent &&
      next.exitIntent === page.exitIntent &&
      next.anchors.length === page.anchors.length;
    return unchanged ? state : { ...state, page: next };
  },

};

export type PageActions = typeof pageActions;
