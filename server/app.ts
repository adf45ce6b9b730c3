/**
 * `buildServer(options)`: the whole server as a Fastify instance, not yet listening, so tests can
 * call it with `app.inject` and main.ts can start it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';
import { demoSite } from './demo/demo-site';
import type { ServerContext, ServerPaths } from './http/context';
import { formatSchemaErrors, handleError, notFound } from './http/errors';
import { registerJsonParsers } from './http/json-body';
import { createInstallLog } from './jobs/install-log';
import { refuseLooseNumbers } from './http/schemas';
import { adminApi } from './routes/admin';
import { registerOwnerPages } from './routes/owner-pages';
import { visitorApi } from './routes/visitor';
import { isWidgetFile, registerWidgetScripts } from './routes/widget-script';
import type { Secrets } from './security/secrets';
import type { Storage } from './storage/storage';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_PATHS: ServerPaths = {
  distDir: path.join(PROJECT_ROOT, 'dist'),
  demoSiteDir: path.join(PROJECT_ROOT, 'demo', 'site'),
};

/** Longer than Fastify's keep-alive time-out (72 s), so kept-alive connections end by that rule first. */
const CONNECTION_IDLE_MS = 75_000;
const HEADERS_TIMEOUT_MS = 10_000;

/**
 * Fastify's own hop count trusts nothing (it cannot check the nearest peer), so a count is given as
 * proxy-addr's function: the nearest `hops` addresses (the socket's peer first) are proxies, and the
 * visitor is the next one out. Everything a client wrote further left in X-Forwarded-For is ignored.
 */
function proxyTrustOption(trust: ServerConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

interface BuildServerOptions {
  config: ServerConfig;
  storage: Storage;
  secrets: Secrets;
  now?: () => number;
  paths?: Partial<ServerPaths>;
  logger?: FastifyServerOptions['logger'];
}

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { config } = options;
  const now = options.now ?? Date.now;
  const context: ServerContext = {
    config,
    storage: options.storage,
    secrets: options.secrets,
    now,
    paths: { ...DEFAULT_PATHS, ...options.paths },
    installs: createInstallLog(options.storage, {
      now,
      onError: (error) => app.log.error({ err: error }, 'the origins of load calls could not be stored'),
    }),
  };

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: proxyTrustOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A client that sends its headers or body slowly, to hold connections open, is answered 408
    // and closed once the whole request has taken longer than this; idle sockets close too.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: CONNECTION_IDLE_MS,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, config.requestTimeoutMs),
      // How often Node looks for requests past those limits (its default is 30 s).
      connectionsCheckingInterval: 1000,
    },
    // Fastify's defaults drop unknown fields silently and unwrap one-element arrays into scalars;
    // here an unknown owner-API field is reported, and a list where text belongs is an error.
    ajv: { customOptions: { removeAdditional: false, allowUnionTypes: true, coerceTypes: true } },
    schemaErrorFormatter: formatSchemaErrors,
  });

  registerJsonParsers(app);
  // What was noted of the load calls is written before the storage closes (main.ts closes it after).
  app.addHook('onClose', () => context.installs.close());
  // Every route's number fields are held to finite decimals before its schema coerces them; the
  // check runs after the route's own preValidation (which may reshape the body, as logEvent does).
  app.addHook('onRoute', (route) => {
    if (!route.schema) return;
    const own = route.preValidation === undefined ? [] : [route.preValidation].flat();
    route.preValidation = [...own, refuseLooseNumbers(route.schema)];
  });
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => notFound(reply, `nothing at ${request.method} ${request.url.split('?')[0]}`));

  // No answer is ever to be read as another type than it says (a JSON error as a script, say).
  // Path parameters name things looked up by name (an asset, a product); none of this server's
  // names is a member of Object.prototype, so such a name finds nothing before any lookup runs.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    if (Object.values(request.params as Record<string, string>).some((value) => Object.hasOwn(Object.prototype, value))) {
      return notFound(reply, `nothing at ${request.method} ${request.url.split('?')[0]}`);
    }
    return undefined;
  });

  await app.register(fastifyStatic, {
    root: context.paths.distDir,
    prefix: '/dist/',
    // From dist/, the widgets' scripts and source maps only: the build's module map (meta.json) stays
    // private. (The check also sees the demo pages that routes send from their own folder.)
    allowedPath: (pathName, root) => root !== context.paths.distDir || isWidgetFile(pathName),
    setHeaders: (res) => res.setHeader('access-control-allow-origin', '*'),
  });

  await app.register(async (scope) => visitorApi(scope, context));
  registerWidgetScripts(app, context);
  await app.register(async (scope) => adminApi(scope, context), { prefix: '/admin/api' });
  registerOwnerPages(app);
  if (config.demo) await app.register(async (scope) => demoSite(scope, context));
  else
    app.get('/', (_request, reply) => reply.type('text/plain; charset=utf-8').send('mc-widgets server. Owner pages: /admin/dashboard\n'));

  return app;
}
