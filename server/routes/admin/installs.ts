/**
 * Owner API: "is the snippet on my site?"
 *   GET /admin/api/accounts/:accountId/installs   {installs: [{origin, first_seen, last_seen, load_calls}]}, the most recently seen first
 * The origins of the pages that called /load for the account (jobs/install-log.ts), at most 20. This
 * process's latest load calls are written first; another process's arrive within a few seconds.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { accountParamsSchema, type AccountParams } from '../../http/schemas';

export function registerInstallRoutes(app: FastifyInstance, { storage, installs }: ServerContext): void {
  app.get<{ Params: AccountParams }>(
    '/accounts/:accountId/installs',
    { schema: { params: accountParamsSchema } },
    async (request, reply) => {
      const { accountId } = request.params;
      if (!(await storage.getAccount(accountId))) return notFound(reply, `there is no account ${accountId}`);
      await installs.flush();
      return {
        installs: (await storage.listInstalls(accountId)).map((install) => ({
          origin: install.origin,
          first_seen: new Date(install.firstSeen).toISOString(),
          last_seen: new Date(install.lastSeen).toISOString(),
          load_calls: install.loadCalls,
        })),
      };
    },
  );
}
