/**
 * The built widgets (`dist/`, docs/architecture.md#layers), besides `/dist/…` (app.ts). The loader imports
 * `ui/mc-ui.js` relative to its own URL, so the files are served at the root as well
 * (`/mc-widgets.js`, `/ui/…`), and the loader once more under the install names pages carry:
 * `/{accountId}.js` and `/{accountId}_{hash}.js`, which the loader reads its account and hash from. Pages on other origins import the UI chunk as a module, which needs CORS: these files
 * are public, so any origin.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../http/context';
import { notFound } from '../http/errors';

const LOADER = 'mc-widgets.js';

/** A script or source map of the build (`mc-widgets.js`, `ui/chunk-X.js.map`), never another file of dist/. */
export function isWidgetFile(pathName: string): boolean {
  return /^\/?(?:[\w-]+\/)*[\w.-]+\.js(?:\.map)?$/.test(pathName) && !pathName.split('/').includes('..');
}

export function registerWidgetScripts(app: FastifyInstance, { paths }: ServerContext): void {
  const distDir = paths.distDir;
  if (!existsSync(path.join(distDir, LOADER))) {
    app.log.warn(`${path.join(distDir, LOADER)} is missing: run "npm run build" before serving pages`);
  }
  const sendDist = (reply: FastifyReply, file: string) => reply.header('access-control-allow-origin', '*').sendFile(file, distDir);

  app.get('/mc-widgets.js', (_request, reply) => sendDist(reply, LOADER));
  app.get('/mc-widgets.js.map', (_request, reply) => sendDist(reply, `${LOADER}.map`));
  app.get<{ Params: { '*': string } }>('/ui/*', (request, reply) => {
    const file = `ui/${request.params['*']}`;
    return isWidgetFile(file) ? sendDist(reply, file) : notFound(reply, 'there is no such widget file');
  });
  app.get('/:accountId(^\\d{1,18}).js', (_request, reply) => sendDist(reply, LOADER));
  app.get('/:accountId(^\\d{1,18})_:hash(^[A-Za-z0-9]{1,64}).js', (_request, reply) => sendDist(reply, LOADER));
}
