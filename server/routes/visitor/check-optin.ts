/** `GET /pixel/checkOptin?account_id=&session_id=` (CONTRACT §2): true once that session has subscribed. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../http/context';
import { accountIdSchema, sessionIdSchema } from '../../http/schemas';

interface CheckOptinQuery {
  account_id: string;
  session_id: string;
}

export function registerCheckOptinRoute(app: FastifyInstance, { storage }: ServerContext): void {
  app.get<{ Querystring: CheckOptinQuery }>(
    '/pixel/checkOptin',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['account_id', 'session_id'],
          properties: { account_id: accountIdSchema, session_id: sessionIdSchema },
        },
      },
    },
    async (request, reply) => {
      // Polled every few seconds while a visitor opts in: never let a cache answer for us.
      reply.header('cache-control', 'no-store');
      return { has_opted_in: await storage.hasOptedIn(request.query.account_id, request.query.session_id) };
    },
  );
}
