/**
 * `POST /pixel/logConversionEvent` and `POST /pixel/logMoneyEvent` (docs/pixel.md#event-bodies). These count
 * towards the owner's results, so they are stored only with a pixel token this server issued and
 * signed for that account and that has not expired; anything else gets 401 and nothing is stored.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../../http/context';
import type { RateLimitHook } from '../../http/rate-limit';
import { accountIdSchema, eventIdSchema, eventNameSchema, sessionIdSchema } from '../../http/schemas';
import { DEFAULT_MONEY_CEILING, pixelTokenId, verifyPixelToken } from '../../security/pixel-token';
import { DEFAULT_CURRENCY } from '../../../src/runtime/constants';

interface TokenEventBody {
  event: string;
  account_id: string;
  token: string;
  event_id?: string;
  session_id?: string;
}

interface MoneyEventBody extends TokenEventBody {
  weight: number;
  currency: string;
}

const tokenEventProperties = {
  event: eventNameSchema,
  account_id: accountIdSchema,
  token: { type: 'string', minLength: 1, maxLength: 2000 },
  event_id: eventIdSchema,
  session_id: sessionIdSchema,
} as const;

function unauthorized(reply: FastifyReply, reason: string): FastifyReply {
  return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: `pixel token refused: ${reason}` });
}

export function registerTokenEventRoutes(app: FastifyInstance, { storage, secrets, now }: ServerContext, limits: RateLimitHook[]): void {
  app.post<{ Body: TokenEventBody }>(
    '/pixel/logConversionEvent',
    {
      bodyLimit: 16 * 1024,
      preHandler: limits,
      schema: { body: { type: 'object', required: ['event', 'account_id', 'token'], properties: tokenEventProperties } },
    },
    async (request, reply) => {
      const body = request.body;
      const check = verifyPixelToken(secrets.pixelTokenSecret, body.token, body.account_id, now());
      if (!check.valid) return unauthorized(reply, check.reason);
      const stored = await storage.addEvents([
        { ...baseEvent(body), kind: 'conversion', payload: { token_subject: check.claims.sub ?? null }, weight: null, currency: null },
      ]);
      return { state: true, stored };
    },
  );

  app.post<{ Body: MoneyEventBody }>(
    '/pixel/logMoneyEvent',
    {
      bodyLimit: 16 * 1024,
      preHandler: limits,
      schema: {
        body: {
          type: 'object',
          required: ['event', 'account_id', 'weight', 'token'],
          properties: {
            ...tokenEventProperties,
            // Money an owner earned: never negative, and always a finite amount.
            weight: { type: 'number', minimum: 0, maximum: 1e12 },
            currency: { type: 'string', pattern: '^[A-Za-z]{3}$', default: DEFAULT_CURRENCY },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const check = verifyPixelToken(secrets.pixelTokenSecret, body.token, body.account_id, now());
      if (!check.valid) return unauthorized(reply, check.reason);
      const ceiling = check.claims.max ?? DEFAULT_MONEY_CEILING;
      const stored = await storage.addEvents([
        {
          ...baseEvent(body),
          kind: 'money',
          // Which token carried it, and whether it passed the token's ceiling (then stored, flagged, not added up).
          payload: {
            token_subject: check.claims.sub ?? null,
            token_id: pixelTokenId(body.token),
            ceiling,
            over_ceiling: body.weight > ceiling,
          },
          weight: body.weight,
          currency: body.currency.toUpperCase(),
        },
      ]);
      return { state: true, stored };
    },
  );
}

function baseEvent(body: TokenEventBody) {
  return {
    accountId: body.account_id,
    event: body.event,
    eventId: body.event_id ?? null,
    appId: null,
    widgetId: null,
    sessionId: body.session_id ?? null,
    externalId: null,
    isBot: false,
    isOptin: false,
    sessionData: null,
  };
}
