/** The request bodies (docs/pixel.md#event-bodies) and the payloads of the widget events, built from plain inputs. */
import { PIXEL_VERSION } from '../runtime/constants';
import { stringifyJson } from '../runtime/json';
import type { Analytics } from '../runtime/types';
import type { PixelSession } from './pixel-session';

interface LogEventBody {
  app_id: number;
  account_id: string;
  payload: unknown;
  event: string;
  session_id: string;
  /** The pixel session as JSON, as it was when the event happened. */
  session_data: string;
  external_id: string | null;
  b: 0 | 1;
  /** Beyond the fields the server requires: the server drops a second event with the same id, so retries never count twice. */
  event_id: string;
}

interface EventContext {
  pageId: string;
  session: PixelSession;
  externalId: string | null;
  bot: boolean;
}

export function logEventBody(context: EventContext, appId: number, event: string, payload: unknown, eventId: string): LogEventBody {
  return {
    app_id: appId,
    account_id: context.pageId,
    payload,
    event,
    session_id: context.session.sessionId,
    session_data: stringifyJson(context.session) ?? '',
    external_id: context.externalId,
    b: context.bot ? 1 : 0,
    event_id: eventId,
  };
}

/** The server expects the account id of a conversion as a number; `event_id` is ours, as in logEventBody. */
export const conversionBody = (pageId: string, event: string, token: string, eventId: string) => ({
  event,
  account_id: Number(pageId),
  token,
  event_id: eventId,
});

export const moneyBody = (pageId: string, event: string, weight: number, currency: string, token: string, eventId: string) => ({
  event,
  account_id: pageId,
  weight,
  currency,
  token,
  event_id: eventId,
});

/** docs/pixel.md#event-bodies: widget id and type, a guid, the impression hash, the time (epoch ms) and version 1.0. */
export const impressionPayload = (widgetId: number | string, widgetType: string, guid: string, hash: string, now: number) => ({
  widget_id: widgetId,
  widget_type: widgetType,
  guid,
  hash,
  timestamp: now,
  version: PIXEL_VERSION,
});

/** docs/pixel.md#event-bodies `mc_shopify_analytics`. */
export const analyticsPayload = (analytics: Analytics, userAgent: string) => ({
  ...(analytics.widgetId === undefined ? {} : { widget_id: analytics.widgetId }),
  widget_type: analytics.widgetType,
  widget_type_description: analytics.widgetTypeDescription ?? analytics.widgetType,
  type: analytics.type,
  status: analytics.status,
  status_description: analytics.statusDescription,
  user_agent: userAgent,
  ...(analytics.consent && { consent: analytics.consent }),
});
