/**
 * How a stored event is read for the dashboard. The analytics event carries no widget
 * id of its own, so only events whose payload names a widget can be counted for one (our pixel
 * adds `widget_id` to the ones it sends about a widget).
 */
import { ANALYTICS_EVENT, POSITIVE_STATUSES } from '../../src/runtime/constants';
import type { DailyMetric, EventInput } from '../storage/storage';

/** A field of a visitor's payload: its own, never one its prototype lends (`toString`, `constructor`). */
export function ownField(payload: unknown, name: string): unknown {
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload) && Object.hasOwn(payload, name)
    ? (payload as Record<string, unknown>)[name]
    : undefined;
}

/** The widget an event is about: `payload.widget_id` as a positive integer (or a string of digits). */
export function widgetIdOf(payload: unknown): number | null {
  const raw = ownField(payload, 'widget_id');
  const id = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Positive opt-in statuses that say the visitor meant to opt in (a link or an app opened), not that it happened. */
const INTENT_METRICS: ReadonlyMap<unknown, DailyMetric> = new Map([
  [POSITIVE_STATUSES.messengerFallbackClicked, 'fallback_clicks'],
  [POSITIVE_STATUSES.launcherChannelClicked, 'channel_clicks'],
  [POSITIVE_STATUSES.smsComposerOpened, 'sms_app_opened'],
]);

const isPositiveOptin = (event: string, payload: unknown) =>
  event === ANALYTICS_EVENT && ownField(payload, 'type') === 'optin' && ownField(payload, 'status') === 'positive';

const intentOf = (event: string, payload: unknown): DailyMetric | undefined =>
  isPositiveOptin(event, payload) ? INTENT_METRICS.get(ownField(payload, 'status_description')) : undefined;

/**
 * A confirmed opt-in: an event named `optin`, or the analytics event with `type: "optin"` and
 * `status: "positive"` (docs/pixel.md#event-bodies) whose description is not one of intent.
 */
export function isOptinEvent(event: string, payload: unknown): boolean {
  if (event === 'optin') return true;
  return isPositiveOptin(event, payload) && intentOf(event, payload) === undefined;
}

/** What one new event adds to the daily counts; `who` makes it count once per visitor and day. */
export interface DailyChange {
  metric: DailyMetric;
  /** 0 for what belongs to the account rather than to a widget (conversions, money, bots). */
  widgetId: number;
  /** The currency of a money event; '' otherwise. */
  detail: string;
  amount: number;
  /** The visitor (session id); an event without one counts on its own. */
  who?: string;
  /**
   * Counts only when the same session had an impression of the widget before: an opt-in event is
   * the page's word, which anyone can post, while an impression shows the widget was on a page.
   */
  afterImpression?: boolean;
}

/** A money event's `detail`: its currency, and the token that carried it (`USD|<token id>|<label>`), so a replayed token shows. */
function moneyDetail(currency: string, tokenId: string, label: string): string {
  return tokenId ? `${currency}|${tokenId}|${label}` : currency;
}

export function readMoneyDetail(detail: string): { currency: string; tokenId: string; label: string } {
  const [currency = '', tokenId = '', ...label] = detail.split('|');
  return { currency, tokenId, label: label.join('|') };
}

const visitorOf = (event: EventInput) => event.sessionId || undefined;

/**
 * The dashboard's reading of one stored event (routes/admin/reports.ts). Bots are counted apart,
 * as visits, and nowhere else; conversions and money belong to the account, the rest to a widget.
 */
export function dailyChangeOf(event: EventInput): DailyChange | undefined {
  if (event.isBot) return { metric: 'bot_visits', widgetId: 0, detail: '', amount: 0, who: visitorOf(event) };
  if (event.kind === 'conversion') return { metric: 'conversions', widgetId: 0, detail: '', amount: 0 };
  if (event.kind === 'money') {
    const detail = moneyDetail(
      event.currency ?? '',
      String(ownField(event.payload, 'token_id') ?? ''),
      String(ownField(event.payload, 'token_subject') ?? ''),
    );
    // Above the token's ceiling: stored, and shown apart rather than added to the money.
    const metric = ownField(event.payload, 'over_ceiling') === true ? 'money_flagged' : 'money';
    return { metric, widgetId: 0, detail, amount: event.weight ?? 0 };
  }
  if (event.widgetId === null) return undefined;
  const base = { widgetId: event.widgetId, detail: '', amount: 0 };
  if (event.event === 'impression') return { ...base, metric: 'impressions' };
  if (event.isOptin) return { ...base, metric: 'optins', who: visitorOf(event), afterImpression: true };
  const intent = intentOf(event.event, event.payload);
  return intent ? { ...base, metric: intent } : undefined;
}
