/**
 * `POST /widget/generateSMSRef` (docs/server.md#the-visitor-api): the reference an iOS visitor texts with the
 * keyword, so a later inbound message can be matched to the session. The same session asking
 * again for the same widget gets the same ref.
 */
import type { FastifyInstance } from 'fastify';
import { newSmsRef } from '../../domain/sms-ref';
import type { ServerContext } from '../../http/context';
import type { RateLimitHook } from '../../http/rate-limit';
import { accountIdSchema, sessionIdSchema, widgetIdSchema } from '../../http/schemas';
import { findSmsWidget } from './sms-widget';

interface SmsRefBody {
  account_id: string;
  widget_id: number;
  session_id: string;
}

export function registerSmsRefRoute(app: FastifyInstance, { storage }: ServerContext, limits: RateLimitHook[]): void {
  app.post<{ Body: SmsRefBody }>(
    '/widget/generateSMSRef',
    {
      bodyLimit: 16 * 1024,
      preHandler: limits,
      schema: {
        body: {
          type: 'object',
          required: ['account_id', 'widget_id', 'session_id'],
          properties: { account_id: accountIdSchema, widget_id: widgetIdSchema, session_id: sessionIdSchema },
        },
      },
    },
    async (request) => {
      const { account_id: accountId, widget_id: widgetId, session_id: sessionId } = request.body;
      const found = await findSmsWidget(storage, accountId, widgetId);
      if ('error' in found) return { state: false, ref: '', errors: [found.error] };
      const ref = await storage.getOrCreateSmsRef(accountId, widgetId, sessionId, newSmsRef());
      return { state: true, ref };
    },
  );
}
