/** The dashboard's tables, built with DOM calls so no stored text is ever parsed as HTML. */
import type { AccountSeries, MoneyTotal, WidgetSeries } from '../../domain/dashboard-stats';
import { kindName } from '../../domain/kind-names';
import { percent } from './dashboard-series';

export interface SubscriberRow {
  subscriber_id: number;
  widget_id: number;
  widget_name: string | null;
  phone_number: string;
  created_at: string;
}

function row(cells: readonly (string | number)[]): HTMLTableRowElement {
  const tr = document.createElement('tr');
  for (const cell of cells) {
    const td = document.createElement('td');
    td.textContent = String(cell);
    tr.append(td);
  }
  return tr;
}

function fill(tbody: HTMLElement, rows: HTMLTableRowElement[], empty: string): void {
  if (rows.length === 0) {
    const tr = row([empty]);
    tr.firstElementChild?.setAttribute('colspan', '9');
    rows = [tr];
  }
  tbody.replaceChildren(...rows);
}

export function fillWidgetTable(tbody: HTMLElement, widgets: readonly WidgetSeries[]): void {
  const rows = widgets.map(({ name, widget_type, channel, totals }) =>
    row([
      name,
      kindName(widget_type, channel),
      totals.impressions,
      totals.optins,
      percent(totals.conversion_rate),
      totals.fallback_clicks,
      totals.channel_clicks,
      totals.sms_app_opened,
    ]),
  );
  fill(tbody, rows, 'No widgets yet.');
}

/** `49.50 EUR (1), 19.99 USD (2)`: each currency's sum and how many events made it. */
export function moneyText(money: readonly MoneyTotal[]): string {
  return money.map(({ currency, count, amount }) => `${amount.toFixed(2)} ${currency || '?'} (${count})`).join(', ') || '–';
}

/** The days with conversions or money, newest first, under a line of totals. */
export function fillConversionTable(tbody: HTMLElement, account: AccountSeries): void {
  const days = account.days.filter((day) => day.conversions > 0 || day.money.length > 0).reverse();
  const rows = days.map((day) => row([day.day, day.conversions, moneyText(day.money)]));
  if (rows.length) rows.unshift(row(['All days', account.totals.conversions, moneyText(account.totals.money)]));
  fill(tbody, rows, 'No conversion or money events yet.');
}

/** Said, never hidden: automated visits are left out of every count above. */
export function botNote(account: AccountSeries): string {
  const visits = account.totals.bot_visits;
  return visits === 0 ? '' : `${visits} ${visits === 1 ? 'visit' : 'visits'} from bots not counted.`;
}

export function fillSubscriberTable(tbody: HTMLElement, subscribers: readonly SubscriberRow[]): void {
  const rows = subscribers.map((subscriber) =>
    row([new Date(subscriber.created_at).toLocaleString(), subscriber.phone_number, subscriber.widget_name ?? `Widget ${subscriber.widget_id}`]),
  );
  fill(tbody, rows, 'No subscribers yet.');
}
