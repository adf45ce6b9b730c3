/**
 * The store's actions on the page as a whole: the load answer, the visitor's session and the route
 * (the page's signals: signal-actions.ts). Each a pure function
 * from one snapshot (and its arguments) to the next; returning the same snapshot means "nothing
 * changed".
 */
import type { AppConfig, WidgetConfig } from '../config';
import { EMPTY_PAGE, type VisitorHistory, type State } from './state';

export const pageActions = {
  /** Every app setting at once (the page stage builds its store with them; tests load answers of their own). */
  configLoaded(state: State, app: AppConfig, widgets: readonly WidgetConfig[]): State {
    return { ...state, app: { ...state.app, ...app }, widgets };
  },

  historyRestored(state: State, history: VisitorHistory): State {
    return { ...state, history };
  },

  routeChanged(state: State, url: string, now: number): State {
    return { ...state, route: { url, lastChange: now }, page: EMPTY_PAGE };
  },
};

export type PageActions = typeof pageActions;
