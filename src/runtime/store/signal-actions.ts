/**
 * What the page triggers (scroll, time on page, exit intent, anchors) tell the store. Bound by the
 * triggers chunk when it starts and by the page stage, so the loader carries it only on pages whose
 * widgets wait for one of them.
 */
import type { PageSignals } from '../types';
import type { State } from './state';

export const signalActions = {
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

export type SignalActions = typeof signalActions;
