/**
 * Owner API: what the dashboard shows.
 *   GET /admin/api/accounts/:accountId/stats?days=30        per widget and UTC day: impressions, opt-ins, conversion
 *                                                           rate, intent clicks; per account: conversions, money, bot visits
 *   GET /admin/api/accounts/:accountId/subscribers?limit=20 the latest SMS subscribers
 *   GET /admin/api/accounts/:accountId/events?limit=50&event=impression  the latest events, to check a pixel works
 * Impressions are stored `impression` events of non-bot visitors; opt-ins are subscribers plus
 * confirmed opt-in events, one per visitor session and widget a day; the intent clicks (fallback
 * link, launcher channel, SMS app) are counted apart; bots only as visits (domain/event-classes.ts).
 * All of it is read from the daily counts the storage keeps as events arrive.
 */
import type { FastifyInstance } from 'fastify';
import { buildAccountSeries, buildWidgetSeries } from '../../domain/dashboard-stats';
import { lastDays } from '../../domain/days';
import { storedSize } from '../../domain/event-limits';
import type { ServerContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { accountParamsSchema as accountParams, eventNameSchema, type AccountParams } from '../../http/schemas';
import type { EventRecord } from '../../storage/storage';

/**
 * The events answer stops past this many bytes of payloads and session data: 1,000 events of
 * 36 KB each would be 36 MB of JSON written on the thread that answers every visitor.
 */
const EVENTS_ANSWER_BYTES = 1024 * 1024;

function withinBytes(events: EventRecord[]): { kept: EventRecord[]; truncated: boolean } {
  let bytes = 0;
  const kept: EventRecord[] = [];
  for (const event of events) {
    bytes += storedSize(event.payload) + storedSize(event.sessionData);
    if (bytes > EVENTS_ANSWER_BYTES && kept.length > 0) return { kept, truncated: true };
    kept.push(event);
  }
  return { kept, truncated: false };
}

function limitQuery(fallback: number, max: number) {
  return { type: 'object', properties: { limit: { type: 'integer', minimum: 1, maximum: max, default: fallback } } } as const;
}

export function registerReportRoutes(app: FastifyInstance, { storage, now }: ServerContext): void {
  app.get<{ Params: AccountParams; Querystring: { days: number } }>(
    '/accounts/:accountId/stats',
    {
      schema: {
        params: accountParams,
        querystring: { type: 'object', properties: { days: { type: 'integer', minimum: 1, maximum: 366, default: 30 } } },
      },
    },
    async (request, reply) => {
      const { accountId } = request.params;
      if (!(await storage.getAccount(accountId))) return notFound(reply, `there is no account ${accountId}`);
      const days = lastDays(now(), request.query.days);
      const from = days[0] as string;
      const to = days[days.length - 1] as string;
      const counts = await storage.dailyCounts(accountId, from, to);
      const widgets = buildWidgetSeries(days, await storage.listWidgets(accountId), await storage.listDeletedWidgets(accountId), counts);
      return { account_id: accountId, from, to, days, widgets, account: buildAccountSeries(days, counts) };
    },
  );

  app.get<{ Params: AccountParams; Querystring: { limit: number } }>(
    '/accounts/:accountId/subscribers',
    { schema: { params: accountParams, querystring: limitQuery(20, 500) } },
    async (request, reply) => {
      const { accountId } = request.params;
      if (!(await storage.getAccount(accountId))) return notFound(reply, `there is no account ${accountId}`);
      const names = new Map((await storage.listWidgets(accountId)).map((widget) => [widget.widgetId, widget.name]));
      const subscribers = await storage.latestSubscribers(accountId, request.query.limit);
      return {
        subscribers: subscribers.map((subscriber) => ({
          subscriber_id: subscriber.subscriberId,
          widget_id: subscriber.widgetId,
          widget_name: names.get(subscriber.widgetId) ?? null,
          phone_number: subscriber.phoneNumber,
          session_id: subscriber.sessionId,
          created_at: new Date(subscriber.createdAt).toISOString(),
          // What the visitor agreed to, as shown (docs/server.md); null for a subscriber stored before consents were.
          consent: subscriber.consent && {
            legal_text: subscriber.consent.legalText,
            button_text: subscriber.consent.buttonText,
            widget_id: subscriber.consent.widgetId,
            widget_updated_at: new Date(subscriber.consent.widgetUpdatedAt).toISOString(),
            page_url: subscriber.consent.pageUrl,
            given_at: new Date(subscriber.consent.createdAt).toISOString(),
          },
        })),
      };
    },
  );

  app.get<{ Params: AccountParams; Querystring: { limit: number; event?: string } }>(
    '/accounts/:accountId/events',
    {
      schema: {
        params: accountParams,
        querystring: { type: 'object', properties: { ...limitQuery(50, 1000).properties, event: eventNameSchema } },
      },
    },
    async (request, reply) => {
      const { accountId } = request.params;
      if (!(await storage.getAccount(accountId))) return notFound(reply, `there is no account ${accountId}`);
      const events = withinBytes(await storage.latestEvents(accountId, request.query.limit, request.query.event));
      return {
        truncated: events.truncated,
        events: events.kept.map((event) => ({
          kind: event.kind,
          event: event.event,
          event_id: event.eventId,
          app_id: event.appId,
          widget_id: event.widgetId,
          session_id: event.sessionId,
          external_id: event.externalId,
          is_bot: event.isBot,
          is_optin: event.isOptin,
          weight: event.weight,
          currency: event.currency,
          payload: event.payload,
          session_data: event.sessionData,
          created_at: new Date(event.createdAt).toISOString(),
        })),
      };
    },
  );
}
