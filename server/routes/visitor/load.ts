/**
 * `GET /load?account_id=&hash=` (docs/load-answer.md): the account's app settings and widgets. Answers
 * carry an ETag, and `Cache-Control` from LOAD_MAX_AGE (by default every page view revalidates,
 * and an unchanged answer costs a bodiless 304) and LOAD_STALE (how long a returning visitor's
 * page may decide with the answer it kept while it revalidates: src/loader/kept-answer.ts). Only
 * published widgets are served, with their published content; drafts never reach a page. The page's
 * origin is noted for the owner's install check, in memory (jobs/install-log.ts): the answer never
 * waits for that.
 */
import type { FastifyInstance } from 'fastify';
import { buildLoadAnswer } from '../../domain/load-answer';
import { pageOrigin } from '../../domain/page-origin';
import { notFound } from '../../http/errors';
import type { ServerContext } from '../../http/context';
import { cacheControlFor, entityTag, matchesIfNoneMatch } from '../../http/etag';
import { accountIdSchema } from '../../http/schemas';

interface LoadQuery {
  account_id: string;
  /** Passed through by the snippet's `data-hash`; this server serves the same answer whatever it is. */
  hash?: string;
}

export function registerLoadRoute(app: FastifyInstance, { storage, config, installs }: ServerContext): void {
  app.get<{ Querystring: LoadQuery }>(
    '/load',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['account_id'],
          properties: { account_id: accountIdSchema, hash: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request, reply) => {
      const accountId = request.query.account_id;
      const account = await storage.getAccount(accountId);
      if (!account) return notFound(reply, `there is no account ${accountId} on this server`);
      const origin = pageOrigin(request.headers);
      if (origin !== undefined) installs.note(accountId, origin);
      const widgets = await storage.listLiveWidgets(accountId);
      const body = JSON.stringify(buildLoadAnswer(account, widgets));
      // Every publish is a new answer, even of unchanged content: the owner sees it reach the pages.
      const etag = entityTag(`${body}\n${widgets.map((widget) => widget.version).join(',')}`);
      reply.header('etag', etag).header('cache-control', cacheControlFor(config.loadMaxAgeSeconds, config.loadStaleSeconds));
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
