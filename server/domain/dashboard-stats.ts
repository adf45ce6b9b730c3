/**
 * The dashboard's numbers, from the daily counts (storage.dailyCounts), shaped as the owner API
 * sends them: per widget and day, impressions, confirmed opt-ins and their ratio, and the intent
 * clicks apart from them; per account and day, conversions and money per currency (apart above a
 * token's ceiling), and per token over the period; and the bot
 * visits left out of all of it. A day nothing happened gets zeros, so the chart's x axis has no gaps.
 */
import type { DailyCount, DailyMetric, DeletedWidgetRecord, WidgetRecord } from '../storage/storage';
import { readMoneyDetail } from './event-classes';

export interface DailyPoint {
  day: string;
  impressions: number;
  /** Confirmed: the server or the platform said so (SMS subscribers, checkbox confirmations, the opt-in check). */
  optins: number;
  /** Opt-ins per impression, 0–1; null on a day without impressions. */
  conversion_rate: number | null;
  /** Intent, not counted as opt-ins: the Messenger link of the fallback, a launcher channel, the SMS app opened with the keyword. */
  fallback_clicks: number;
  channel_clicks: number;
  sms_app_opened: number;
}

type Counted = Exclude<keyof DailyPoint, 'day' | 'conversion_rate'>;
const WIDGET_METRICS: readonly Counted[] = ['impressions', 'optins', 'fallback_clicks', 'channel_clicks', 'sms_app_opened'];

export interface WidgetSeries {
  widget_id: number;
  name: string;
  widget_type: string;
  /** `none`, `fb`, `sms` or `omni`; with the type, what the owner pages call the kind. */
  channel: string;
  /** False for the counts of a widget that has since been deleted. */
  exists: boolean;
  days: DailyPoint[];
  totals: Omit<DailyPoint, 'day'>;
}

export interface MoneyTotal {
  currency: string;
  count: number;
  amount: number;
}

interface AccountDay {
  day: string;
  conversions: number;
  /** Money events per currency, their weights summed: those within their token's ceiling. */
  money: MoneyTotal[];
  /** Money events above their token's ceiling, per currency: stored, and left out of `money`. */
  money_flagged: MoneyTotal[];
  bot_visits: number;
}

/** The money one pixel token carried over the period, so a token used again and again shows. */
interface TokenMoney {
  token_id: string;
  label: string;
  currency: string;
  count: number;
  amount: number;
  flagged_count: number;
  flagged_amount: number;
}

export interface AccountSeries {
  days: AccountDay[];
  totals: Omit<AccountDay, 'day'>;
  /** Per token and currency, most events first. */
  tokens: TokenMoney[];
}

function rate(optins: number, impressions: number): number | null {
  return impressions > 0 ? optins / impressions : null;
}

function emptyPoint(day: string): DailyPoint {
  return { day, impressions: 0, optins: 0, conversion_rate: null, fallback_clicks: 0, channel_clicks: 0, sms_app_opened: 0 };
}

const isWidgetMetric = (metric: DailyMetric): metric is Counted => (WIDGET_METRICS as readonly string[]).includes(metric);

/** Adds points up, metric by metric, with the rate of the sums. */
export function sumPoints(day: string, points: readonly DailyPoint[]): DailyPoint {
  const sum = emptyPoint(day);
  for (const point of points) for (const metric of WIDGET_METRICS) sum[metric] += point[metric];
  sum.conversion_rate = rate(sum.optins, sum.impressions);
  return sum;
}

/**
 * One series per widget of the account, and one per deleted widget it had with counts in the
 * period; counts naming any other id are left out, so the answer's size is the owner's doing.
 */
export function buildWidgetSeries(
  days: readonly string[],
  widgets: readonly WidgetRecord[],
  deleted: readonly DeletedWidgetRecord[],
  counts: readonly DailyCount[],
): WidgetSeries[] {
  const byWidget = new Map<number, Map<string, DailyPoint>>();
  for (const count of counts) {
    if (count.widgetId === 0 || !isWidgetMetric(count.metric)) continue;
    const perDay = byWidget.get(count.widgetId) ?? new Map<string, DailyPoint>();
    const point = perDay.get(count.day) ?? emptyPoint(count.day);
    point[count.metric] += count.count;
    perDay.set(count.day, point);
    byWidget.set(count.widgetId, perDay);
  }
  const known = new Map(widgets.map((widget) => [widget.widgetId, widget]));
  const gone = new Map(
    deleted.filter((widget) => !known.has(widget.widgetId) && byWidget.has(widget.widgetId)).map((widget) => [widget.widgetId, widget]),
  );
  const ids = [...known.keys(), ...gone.keys()].sort((a, b) => a - b);
  return ids.map((widgetId) => {
    const widget = known.get(widgetId);
    const points = days.map((day) => sumPoints(day, [byWidget.get(widgetId)?.get(day) ?? emptyPoint(day)]));
    const { day: _all, ...totals } = sumPoints('', points);
    const formerName = gone.get(widgetId)?.name;
    return {
      widget_id: widgetId,
      name: widget ? widget.name || `Widget ${widgetId}` : formerName ? `${formerName} (deleted)` : `Deleted widget ${widgetId}`,
      widget_type: widget?.widgetType ?? 'deleted',
      channel: widget?.channel ?? 'none',
      exists: widget !== undefined,
      days: points,
      totals,
    };
  });
}

function addMoney(money: MoneyTotal[], currency: string, count: number, amount: number): void {
  const entry = money.find((item) => item.currency === currency);
  if (entry) {
    entry.count += count;
    entry.amount += amount;
  } else money.push({ currency, count, amount });
}

function addToken(tokens: Map<string, TokenMoney>, count: DailyCount): void {
  const { currency, tokenId, label } = readMoneyDetail(count.detail);
  if (!tokenId) return;
  const key = `${tokenId}|${currency}`;
  const entry = tokens.get(key) ?? { token_id: tokenId, label, currency, count: 0, amount: 0, flagged_count: 0, flagged_amount: 0 };
  if (count.metric === 'money') {
    entry.count += count.count;
    entry.amount += count.amount;
  } else {
    entry.flagged_count += count.count;
    entry.flagged_amount += count.amount;
  }
  tokens.set(key, entry);
}

export function buildAccountSeries(days: readonly string[], counts: readonly DailyCount[]): AccountSeries {
  const empty = () => ({ conversions: 0, money: [], money_flagged: [], bot_visits: 0 });
  const points = new Map(days.map((day): [string, AccountDay] => [day, { day, ...empty() }]));
  const totals: Omit<AccountDay, 'day'> = empty();
  const tokens = new Map<string, TokenMoney>();
  for (const count of counts) {
    const point = points.get(count.day);
    if (count.widgetId !== 0 || !point) continue;
    if (count.metric === 'conversions' || count.metric === 'bot_visits') {
      point[count.metric] += count.count;
      totals[count.metric] += count.count;
    } else if (count.metric === 'money' || count.metric === 'money_flagged') {
      const { currency } = readMoneyDetail(count.detail);
      addMoney(point[count.metric], currency, count.count, count.amount);
      addMoney(totals[count.metric], currency, count.count, count.amount);
      addToken(tokens, count);
    }
  }
  const byCurrency = (a: MoneyTotal, b: MoneyTotal) => a.currency.localeCompare(b.currency);
  for (const entry of [...points.values(), totals]) {
    entry.money.sort(byCurrency);
    entry.money_flagged.sort(byCurrency);
  }
  const byUse = (a: TokenMoney, b: TokenMoney) =>
    b.count + b.flagged_count - (a.count + a.flagged_count) || a.token_id.localeCompare(b.token_id);
  return { days: [...points.values()], totals, tokens: [...tokens.values()].sort(byUse) };
}
