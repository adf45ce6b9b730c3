/**
 * The actions the loader takes before anything is due: the load answer, the visitor's session and
 * the route (the page's signals come with the triggers, signal-actions.ts). Each a pure function
 * from one snapshot (and its arguments) to the next; returning the same snapshot means "nothing
 * changed".
 */
import type { WidgetConfig } from '../config';
import { EMPTY_PAGE, type AppState, type SessionState, type State } from './state';

export const pageActions = {
  /** `app` may hold some settings only: the loader's first, the views' when the page stage starts. */
  configLoaded(state: State, app: Partial<AppState>, widgets: readonly WidgetConfig[]): State {
    return { ...state, app: { ...state.app, ...app }, widgets };
  },

  sessionRestored(state: State, session: SessionState): State {
    return { ...state, session };
  },

  routeChanged(state: State, url: string, now: number): State {
    return { ...state, route: { url, lastChange: now }, page: EMPTY_PAGE };
  },
};

export type PageActions = typeof pageActions;
