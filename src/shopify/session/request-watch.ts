/**
 * Calls back after every request the page completes (docs/shopify.md#session-events: cart-token changes are watched on
 * every completed XHR; themes use fetch as often, so fetch too). `fetch` and `XMLHttpRequest.send`
 * are wrapped once per window, over whatever wrappers the page or other tools installed before, and
 * hand back exactly what the wrapped function returned.
 */

const LISTENERS = Symbol.for('mc-widgets.request-listeners');

type WatchedWindow = Window & { [LISTENERS]?: Set<() => void> };

export function watchRequests(win: Window, listener: () => void): () => void {
  const page = win as WatchedWindow;
  let listeners = page[LISTENERS];
  if (!listeners) {
    const all = (listeners = page[LISTENERS] = new Set());
    const notify = () => {
      for (const each of all) {
        try {
          each();
        } catch {
          // A watcher's failure is not the page's.
        }
      }
    };
    wrapFetch(win, notify);
    wrapXhr(win, notify);
  }
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function wrapFetch(win: Window, notify: () => void): void {
  const original = win.fetch;
  if (typeof original !== 'function') return;
  win.fetch = function (this: unknown, ...args: Parameters<typeof fetch>) {
    const result = original.apply(this === undefined ? win : this, args);
    try {
      result.then(notify, notify);
    } catch {
      // Not a promise (another wrapper's doing): nothing to wait for.
    }
    return result;
  } as typeof fetch;
}

function wrapXhr(win: Window, notify: () => void): void {
  const proto = (win as Window & { XMLHttpRequest?: typeof XMLHttpRequest }).XMLHttpRequest?.prototype;
  const send = proto?.send;
  if (!proto || typeof send !== 'function') return;
  proto.send = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['send']>) {
    try {
      this.addEventListener('loadend', notify);
    } catch {
      // An object that only looks like an XHR: send it as it is.
    }
    return send.apply(this, args);
  };
}
