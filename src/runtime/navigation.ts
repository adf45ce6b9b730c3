/**
 * Route changes in single-page sites. History is patched once per page (a second runtime or a
 * re-run finds the patch by its symbol), composing with other scripts' wrappers: ours calls
 * whatever was there before and returns its result, and a change is reported only when the URL
 * really changed, so a wrapper that throws does not leave us thinking it did.
 */

type RouteListener = (url: string) => void;
type HistoryMethod = 'pushState' | 'replaceState';

const LISTENERS_KEY = Symbol.for('mc-widgets.route-listeners');
type PatchedWindow = Window & { [LISTENERS_KEY]?: Set<RouteListener> };

function patchHistory(win: Window, listeners: Set<RouteListener>): void {
  let lastUrl = win.location.href;
  const notify = () => {
    const url = win.location.href;
    if (url === lastUrl) return;
    lastUrl = url;
    for (const listener of [...listeners]) {
      try {
        listener(url);
      } catch (error) {
        console.warn('[mc] route change handler failed:', error);
      }
    }
  };
  for (const method of ['pushState', 'replaceState'] as HistoryMethod[]) {
    const previous = win.history[method];
    if (typeof previous !== 'function') continue;
    win.history[method] = function patched(this: History, ...args: Parameters<History['pushState']>) {
      try {
        return previous.apply(this, args);
      } finally {
        notify();
      }
    };
  }
  win.addEventListener('popstate', notify);
  win.addEventListener('hashchange', notify);
}

/** Calls `onChange` with the new URL after every route change; returns the unsubscribe. */
export function watchRoutes(win: Window, onChange: RouteListener): () => void {
  const patched = win as PatchedWindow;
  let listeners = patched[LISTENERS_KEY];
  if (!listeners) {
    listeners = new Set();
    patched[LISTENERS_KEY] = listeners;
    patchHistory(win, listeners);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}
