/**
 * What the benchmark's pages run before any of their own scripts (as init scripts, given as
 * strings). The probe notes, for each of our elements, the first frame in which it is open and
 * painted, and every long task; the page is read afterwards through `window.__bench`.
 *
 * "Painted": the host's `data-state` is `open` and its shadow root holds a laid-out element (the
 * `card` part where the kind has one). The check runs in `requestAnimationFrame`, so it sees the
 * DOM of the frame about to be painted; the time is taken in the task right after that frame
 * (a MessageChannel message), i.e. once the frame has been produced.
 */

/** Headless Chromium says it is driven by a machine; our bot detection would then change what runs. */
export const NOT_A_ROBOT = `Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });`;

export const PROBE = `(() => {
  const bench = { opened: [], longTasks: [] };
  window.__bench = bench;
  const seen = new WeakSet();
  const pending = new Set();
  let scheduled = false;

  // When the HTML parser put our script element into the document: an async script cannot run before, however early
  // the browser fetched it (its preload scanner reads ahead, and a cached copy "arrives" while the parser is still far
  // behind, or while the previous page is still being torn down). The mutation callback runs before the script can.
  const noteLoaderInPage = () => {
    if (bench.loaderInPage !== undefined) return;
    const script = document.querySelector('script[src$="/mc-widgets.js"]');
    if (script) bench.loaderInPage = performance.now();
  };
  const laidOut = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const painted = (host) => {
    const root = host.shadowRoot;
    if (!root) return false;
    const card = root.querySelector('[part~="card"]');
    if (card) return laidOut(card);
    return Array.prototype.some.call(root.querySelectorAll('*'), laidOut);
  };
  const frame = () => {
    scheduled = false;
    const ready = [...pending].filter((host) => host.getAttribute('data-state') === 'open' && painted(host));
    if (ready.length) {
      ready.forEach((host) => pending.delete(host));
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const at = performance.now();
        ready.forEach((host) => bench.opened.push({ tag: host.localName, widgetId: host.getAttribute('data-widget-id'), at }));
      };
      channel.port2.postMessage(0);
    }
    schedule();
  };
  const schedule = () => {
    if (scheduled || pending.size === 0) return;
    scheduled = true;
    requestAnimationFrame(frame);
  };
  const scan = () => {
    noteLoaderInPage();
    document.querySelectorAll('[data-state="open"]').forEach((host) => {
      if (!host.localName.startsWith('mc-') || seen.has(host)) return;
      seen.add(host);
      pending.add(host);
    });
    schedule();
  };
  new MutationObserver(scan).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });

  try {
    new PerformanceObserver((list) => {
      list.getEntries().forEach((entry) => bench.longTasks.push({ start: entry.startTime, duration: entry.duration }));
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    bench.longTaskError = String(error);
  }

  /** The load answer's arrival: when its response ended, on the page's clock. */
  bench.loadEnd = () => {
    const entry = performance.getEntriesByType('resource').find((item) => new URL(item.name).pathname === '/load');
    return entry ? entry.responseEnd : null;
  };
  /** When each script the page fetched started and finished arriving, on the page's clock. */
  bench.scripts = () =>
    performance
      .getEntriesByType('resource')
      .filter((item) => /\\.m?js(\\?|$)/.test(new URL(item.name).pathname))
      .map((item) => ({ path: new URL(item.name).pathname, start: item.startTime, end: item.responseEnd }));
})();`;
