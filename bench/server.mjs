/**
 * The benchmark's HTTP server: a build at /dist, the peers' bundles at /peers, pages from
 * memory, and the server calls the widgets make. The load answer is chosen by the snippet's
 * `data-hash` (sent as `hash` on the load call), so every page of the run gets its own widgets
 * from one server. Each page is measured in a browser context of its own, so every page load
 * downloads what a first visit would; the repeat visit (repeat.mjs) loads its page twice in one.
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** URL prefix → folder served under it. */
const FOLDERS = {
  '/peers/typebot/': path.join(ROOT, 'node_modules/@typebot.io/js/dist'),
  '/peers/posthog/': path.join(ROOT, 'node_modules/posthog-js/dist'),
};

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
};

/**
 * A real load answer comes over the network. Held this long, it reaches a page that has painted
 * and run its scripts, so a time taken from its arrival is our work, not the page's first paint.
 */
export const LOAD_DELAY_MS = 300;

/** Answers to the calls a widget makes after it loads: nothing is opted in, every event is accepted. */
const CALLS = {
  'GET /pixel/checkOptin': { has_opted_in: false },
  'POST /pixel/logEvent': { state: true },
  'POST /pixel/logConversionEvent': { state: true },
  'POST /pixel/logMoneyEvent': { state: true },
  'POST /widget/generateSMSRef': { state: true, ref: 'bench-ref' },
  'POST /widget/createSubscriberByPhoneNumber': { state: true, errors: [] },
  'GET /shopify/getShopInfo': { page_id: '1234567' },
};

function inside(dir, urlPath) {
  const file = path.resolve(dir, `.${decodeURIComponent(urlPath)}`);
  return file.startsWith(dir + path.sep) ? file : undefined;
}

/**
 * A call answered for a peer: `METHOD /path` → its answer, given only when the request's query has
 * every parameter of `query` (so one peer's page gets it and the others' still get a 404).
 * @typedef {{ type: string, body: string, delayMs?: number, query?: Record<string, string> }} PeerCall
 */

/**
 * @param {{ pages: Map<string, string>, loads: Map<string, unknown>, distDir: string, peerCalls?: Record<string, PeerCall> }} fixtures
 *   pages by path and load answers by hash (both may change while the server runs), the build to
 *   serve, and the calls answered for the peers.
 */
export async function startBenchServer({ pages, loads, distDir, peerCalls = {} }) {
  const folders = { '/dist/': path.resolve(distDir), ...FOLDERS };
  const server = createServer(async (req, res) => {
    // Bodies are drained so POSTs (events, beacons) complete.
    for await (const _ of req);
    const url = new URL(req.url ?? '/', 'http://bench.local');
    const send = (status, type, body, cache = 'no-store') => {
      res.writeHead(status, {
        'content-type': type,
        'cache-control': cache,
        'access-control-allow-origin': req.headers.origin ?? '*',
        'access-control-allow-credentials': 'true',
      });
      res.end(body);
    };
    if (req.method === 'OPTIONS') return send(204, 'text/plain', '');
    if (req.method === 'GET' && url.pathname === '/load') {
      const answer = loads.get(url.searchParams.get('hash') ?? '') ?? { app: {}, widgets: [] };
      await new Promise((resolve) => setTimeout(resolve, LOAD_DELAY_MS));
      // As our server answers by default: the loader keeps it for a returning visitor's next page.
      return send(200, 'application/json', JSON.stringify(answer), 'no-store, stale-while-revalidate=86400');
    }
    const call = CALLS[`${req.method} ${url.pathname}`];
    if (call) return send(200, 'application/json', JSON.stringify(call));
    const peerCall = peerCalls[`${req.method} ${url.pathname}`];
    if (peerCall && Object.entries(peerCall.query ?? {}).every(([name, value]) => url.searchParams.get(name) === value)) {
      if (peerCall.delayMs) await new Promise((resolve) => setTimeout(resolve, peerCall.delayMs));
      return send(200, peerCall.type, peerCall.body);
    }
    if (req.method === 'GET' && pages.has(url.pathname)) return send(200, TYPES['.html'], pages.get(url.pathname));
    if (req.method === 'GET') {
      const prefix = Object.keys(folders).find((candidate) => url.pathname.startsWith(candidate));
      const file = prefix && inside(folders[prefix], url.pathname.slice(prefix.length - 1));
      if (file) {
        try {
          // Cached within one browser context (a returning visitor's); every measured page but the
          // repeat visit opens a new context, so it downloads everything as a first visit does.
          return send(200, TYPES[path.extname(file)] ?? 'application/octet-stream', await readFile(file), 'public, max-age=3600');
        } catch {
          // not there: a 404 below
        }
      }
    }
    // Everything else, the platform's SDK URL among it, is a 404: nothing leaves this machine.
    send(404, 'text/plain', 'not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
