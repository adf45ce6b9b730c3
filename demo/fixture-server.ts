/**
 * A small HTTP server that plays the backend from fixtures: it serves the built `dist/`, pages,
 * and answers the server calls of the visitor API (docs/server.md#the-visitor-api), recording every request. The end-to-end tests start
 * one per test file, so they control every answer without a database.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The body parsed as JSON when it is JSON, else the raw text ('' when none). */
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  at: number;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  /** Milliseconds to wait before answering (a hang when larger than the client's time-out). */
  delayMs?: number;
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

export interface FixtureServerOptions {
  /** Folder whose files are served at `/` (pages, images). */
  staticDir?: string;
  /** Folder served at `/dist/`; defaults to the project's `dist/`. */
  distDir?: string;
  /** In-memory pages by path, e.g. `{ '/': '<html>…' }`. */
  pages?: Record<string, string>;
  /** The load answer, or a handler for `/load`. */
  load?: unknown;
  /** Extra or overriding routes by `METHOD /path`, e.g. `'POST /pixel/logEvent'`. */
  routes?: Record<string, Handler>;
  port?: number;
}

export interface FixtureServer {
  url: string;
  requests: RecordedRequest[];
  /** Requests to one path (query ignored), in arrival order. */
  requestsTo(pathname: string): RecordedRequest[];
  route(key: string, handler: Handler): void;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
  '.json': 'application/json',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
};

const PROJECT_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Default answers to the visitor API's calls: an opt-in check that says no, events accepted, SMS accepted. */
function defaultRoutes(load: unknown): Record<string, Handler> {
  return {
    'GET /load': typeof load === 'function' ? (load as Handler) : () => ({ body: load ?? { app: {}, widgets: [] } }),
    'GET /pixel/checkOptin': () => ({ body: { has_opted_in: false } }),
    'POST /pixel/logEvent': () => ({ body: { state: true } }),
    'POST /pixel/logConversionEvent': () => ({ body: { state: true } }),
    'POST /pixel/logMoneyEvent': () => ({ body: { state: true } }),
    'POST /widget/createSubscriberByPhoneNumber': () => ({ body: { state: true, errors: [] } }),
    'POST /widget/generateSMSRef': () => ({ body: { state: true, ref: 'demo-ref' } }),
    'GET /shopify/getShopInfo': () => ({ body: { page_id: '1234567' } }),
  };
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return origin
    ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' }
    : { 'access-control-allow-origin': '*' };
}

async function serveFile(res: ServerResponse, file: string): Promise<boolean> {
  try {
    const content = await readFile(file);
    res.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(content);
    return true;
  } catch {
    return false;
  }
}

/** Resolves a URL path inside a folder, refusing `..` escapes. */
function inside(dir: string, urlPath: string): string | undefined {
  const file = path.resolve(dir, `.${decodeURIComponent(urlPath)}`);
  return file.startsWith(path.resolve(dir) + path.sep) ? file : undefined;
}

export async function startFixtureServer(options: FixtureServerOptions = {}): Promise<FixtureServer> {
  const requests: RecordedRequest[] = [];
  const routes: Record<string, Handler> = { ...defaultRoutes(options.load), ...options.routes };
  const distDir = options.distDir ?? path.join(PROJECT_ROOT, 'dist');

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture.local');
    const cors = corsHeaders(req);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'access-control-allow-methods': 'GET, POST', 'access-control-allow-headers': 'content-type' });
      res.end();
      return;
    }
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: await readBody(req),
      headers: req.headers,
      at: Date.now(),
    };
    requests.push(recorded);

    const handler = routes[`${recorded.method} ${url.pathname}`];
    if (handler) {
      const reply = await handler(recorded);
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (res.destroyed) return;
      const isText = typeof reply.body === 'string';
      res.writeHead(reply.status ?? 200, {
        'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json',
        ...cors,
        ...reply.headers,
      });
      res.end(reply.body === undefined ? '' : isText ? (reply.body as string) : JSON.stringify(reply.body));
      return;
    }
    const page = options.pages?.[url.pathname];
    if (page !== undefined && recorded.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(page);
      return;
    }
    if (recorded.method === 'GET') {
      const distFile = url.pathname.startsWith('/dist/') ? inside(distDir, url.pathname.slice('/dist'.length)) : undefined;
      if (distFile && (await serveFile(res, distFile))) return;
      const staticPath = url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname;
      const staticFile = options.staticDir ? inside(options.staticDir, staticPath) : undefined;
      if (staticFile && (await serveFile(res, staticFile))) return;
    }
    res.writeHead(404, { 'content-type': 'text/plain', ...cors });
    res.end('not found');
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (pathname) => requests.filter((request) => request.path === pathname),
    route: (key, handler) => {
      routes[key] = handler;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
