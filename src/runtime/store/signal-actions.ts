/**
 * What the page triggers (scroll, time on page, exit intent, anchors) tell: merged into the page
 * kit's signals until the page stage starts (the triggers chunk brings `mergeSignals` to the kit,
 * so the loader carries it only on pages whose widgets wait for one of them), into the store's after.
 */
import type { PageSignals } from '../types';
import type { State } from './state';

/** Scroll only grows and anchors only accumulate until the next route change; the same object when nothing changed. */
export function mergeSignals(page: PageSignals, signal: Partial<PageSignals>): PageSignals {
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
  return unchanged ? page : next;
}

export const signalActions = {
  pageSignalled(state: State, signal: Partial<PageSignals>): State {
    const page = mergeSignals(state.page, signal);
    return page === state.page ? state : { ...state, page };
  },
};

export type SignalActions = typeof signalActions;
