/**
 * `POST /pixel/logEvent` (docs/pixel.md#event-bodies). Takes one event or, from a beacon flushing the queue as the
 * page is left, a JSON array of them; either may arrive as `text/plain` (what `sendBeacon` sends
 * without a preflight). An event with an `event_id` already stored is skipped, since the client
 * retries. Events of an account this server does not know are refused with 404.
 */
import type { FastifyInstance } from 'fastify';
import { isOptinEvent, widgetIdOf } from '../../domain/event-classes';
import { refusedOrigin } from '../../domain/counted-origin';
import { oversizedEventField } from '../../domain/event-limits';
import type { ServerContext } from '../../http/context';
import { notFound } from '../../http/errors';
import type { RateLimitHook } from '../../http/rate-limit';
import { accountIdSchema, eventIdSchema, eventNameSchema, sessionIdSchema } from '../../http/schemas';
import type { EventInput } from '../../storage/storage';

/** Enough for a queue flushed on page leave; a page sending more is broken or hostile. */
const MAX_EVENTS_PER_REQUEST = 100;

interface WireEvent {
  app_id: number;
  account_id: string;
  event: string;
  payload?: Record<string, unknown> | null;
  session_id?: string;
  session_data?: unknown;
  external_id?: string | number | null;
  b?: number;
  event_id?: string;
}

const eventSchema = {
  type: 'object',
  required: ['app_id', 'account_id', 'event'],
  properties: {
    app_id: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    account_id: accountIdSchema,
    event: eventNameSchema,
    payload: { type: ['object', 'null'] },
    session_id: { ...sessionIdSchema, minLength: 0 },
    // The pixel session as JSON text (docs/pixel.md#event-bodies); an object is taken as well.
    session_data: { type: ['string', 'object', 'null'], maxLength: 20_000 },
    external_id: { type: ['string', 'number', 'null'], maxLength: 200 },
    b: { type: 'integer', enum: [0, 1] },
    event_id: eventIdSchema,
  },
} as const;

function toEventInput(wire: WireEvent): EventInput {
  const payload = wire.payload ?? null;
  return {
    accountId: wire.account_id,
    kind: 'event',
    event: wire.event,
    eventId: wire.event_id ?? null,
    appId: wire.app_id,
    widgetId: widgetIdOf(payload),
    sessionId: wire.session_id || null,
    externalId: wire.external_id === undefined || wire.external_id === null || wire.external_id === '' ? null : String(wire.external_id),
    isBot: wire.b === 1,
    isOptin: isOptinEvent(wire.event, payload),
    weight: null,
    currency: null,
    payload,
    sessionData: wire.session_data ?? null,
  };
}

/**
 * A confirmed opt-in's consent (docs/server.md, "Consent on record") gets the version of the widget
 * the visitor saw: its `updated_at` now, as the server knows it. What the client sent stays as sent.
 */
async function dateConsent(storage: ServerContext['storage'], event: EventInput): Promise<void> {
  const consent = event.isOptin && event.widgetId !== null && isRecord(event.payload) ? event.payload['consent'] : undefined;
  if (!isRecord(consent)) return;
  const widget = await storage.getWidget(event.widgetId as number);
  if (widget && widget.accountId === event.accountId) consent['widget_updated_at'] = new Date(widget.updatedAt).toISOString();
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function registerLogEventRoute(app: FastifyInstance, { storage }: ServerContext, limits: RateLimitHook[]): void {
  app.post<{ Body: WireEvent[] }>(
    '/pixel/logEvent',
    {
      bodyLimit: 256 * 1024,
      // One event and a batch are validated alike, as a list; errors then read `body/0/event …`.
      preValidation: async (request) => {
        if (!Array.isArray(request.body)) request.body = [request.body] as WireEvent[];
      },
      preHandler: limits,
      schema: { body: { type: 'array', minItems: 1, maxItems: MAX_EVENTS_PER_REQUEST, items: eventSchema } },
    },
    async (request, reply) => {
      const oversized = oversizedEventField(request.body as unknown as Record<string, unknown>[]);
      if (oversized) return reply.code(413).send({ statusCode: 413, error: 'Payload Too Large', message: oversized });
      const accountIds = [...new Set(request.body.map((event) => event.account_id))];
      for (const accountId of accountIds) {
        const account = await storage.getAccount(accountId);
        if (!account) return notFound(reply, `there is no account ${accountId} on this server`);
        const refused = refusedOrigin(
          account,
          request.headers.origin,
          request.body.filter((event) => event.account_id === accountId),
        );
        if (refused) return reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: refused });
      }
      const events = request.body.map(toEventInput);
      for (const event of events) await dateConsent(storage, event);
      const stored = await storage.addEvents(events);
      return { state: true, stored, duplicates: request.body.length - stored };
    },
  );
}
