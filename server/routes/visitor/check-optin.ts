/**
 * `GET /pixel/checkOptin?account_id=&session_id=` (docs/server.md): true once that session has
 * subscribed; with the optional `widget_id`, once it subscribed through that widget, so a widget is
 * credited only for its own flow.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../http/context';
import { accountIdSchema, sessionIdSchema, widgetIdSchema } from '../../http/schemas';

interface CheckOptinQuery {
  account_id: string;
  session_id: string;
  widget_id?: number;
}

export function registerCheckOptinRoute(app: FastifyInstance, { storage }: ServerContext): void {
  app.get<{ Querystring: CheckOptinQuery }>(
    '/pixel/checkOptin',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['account_id', 'session_id'],
          properties: { account_id: accountIdSchema, session_id: sessionIdSchema, widget_id: widgetIdSchema },
        },
      },
    },
    async (request, reply) => {
      // Polled every few seconds while a visitor opts in: never let a cache answer for us.
      reply.header('cache-control', 'no-store');
      const { account_id: accountId, session_id: sessionId, widget_id: widgetId } = request.query;
      return { has_opted_in: await storage.hasOptedIn(accountId, sessionId, widgetId) };
    },
  );
}
