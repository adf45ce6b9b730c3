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
  /** What the visitor agreed to (docs/server.md, "Consent on record"); null for one stored before consents were. */
  consent: {
    legal_text: string;
    button_text: string;
    widget_id: number;
    widget_updated_at: string;
    page_url: string;
    given_at: string;
  } | null;
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

/** The consent a subscriber gave: the button pressed and the page in the summary, the legal text and the widget's version inside. */
function consentCell(consent: SubscriberRow['consent']): HTMLTableCellElement {
  const td = document.createElement('td');
  td.className = 'consent';
  if (!consent) {
    td.textContent = 'Not recorded';
    return td;
  }
  const details = document.createElement('details');
  const summary = document.createElement('summary');
  let page = consent.page_url;
  try {
    page = new URL(consent.page_url).pathname;
  } catch {
    // A page address that is not a URL is shown as it came.
  }
  summary.textContent = `“${consent.button_text}” on ${page || 'an unknown page'}`;
  const legal = document.createElement('p');
  legal.textContent = consent.legal_text || 'No legal text was shown.';
  const version = document.createElement('p');
  version.textContent = `${consent.page_url} · widget ${consent.widget_id} as saved ${new Date(consent.widget_updated_at).toLocaleString()} · agreed ${new Date(consent.given_at).toLocaleString()}`;
  details.append(summary, legal, version);
  td.append(details);
  return td;
}

export function fillSubscriberTable(tbody: HTMLElement, subscribers: readonly SubscriberRow[]): void {
  const rows = subscribers.map((subscriber) => {
    const tr = row([new Date(subscriber.created_at).toLocaleString(), subscriber.phone_number, subscriber.widget_name ?? `Widget ${subscriber.widget_id}`]);
    tr.append(consentCell(subscriber.consent));
    return tr;
  });
  fill(tbody, rows, 'No subscribers yet.');
}
