/**
 * The dashboard page's script: per widget, impressions, opt-ins, conversion rate and the intent
 * clicks over the chosen days; conversions and money; the bot visits left out; and the latest
 * subscribers, all from the owner API.
 */
import type { Chart } from 'chart.js';
import type { AccountSeries, WidgetSeries } from '../../domain/dashboard-stats';
import { adminRequest } from './admin-api';
import { drawChart } from './dashboard-chart';
import { ALL_WIDGETS, seriesFor } from './dashboard-series';
import { botNote, fillConversionTable, fillSubscriberTable, fillWidgetTable, type SubscriberRow } from './dashboard-tables';

interface StatsAnswer {
  days: string[];
  widgets: WidgetSeries[];
  account: AccountSeries;
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const accountSelect = byId<HTMLSelectElement>('account');
const widgetSelect = byId<HTMLSelectElement>('widget');
const daysSelect = byId<HTMLSelectElement>('days');
const status = byId<HTMLElement>('status');
const canvas = byId<HTMLCanvasElement>('chart');

let chart: Chart | undefined;
let stats: StatsAnswer | undefined;

function option(value: string, label: string): HTMLOptionElement {
  const element = document.createElement('option');
  element.value = value;
  element.textContent = label;
  return element;
}

function redraw(): void {
  if (!stats) return;
  chart = drawChart(canvas, seriesFor(stats.widgets, stats.days, widgetSelect.value), chart);
}

async function loadAccount(): Promise<void> {
  const accountId = accountSelect.value;
  status.textContent = 'Loading…';
  const [nextStats, { subscribers }] = await Promise.all([
    adminRequest<StatsAnswer>('GET', `/admin/api/accounts/${accountId}/stats?days=${daysSelect.value}`),
    adminRequest<{ subscribers: SubscriberRow[] }>('GET', `/admin/api/accounts/${accountId}/subscribers?limit=20`),
  ]);
  stats = nextStats;
  const chosen = widgetSelect.value;
  widgetSelect.replaceChildren(option(ALL_WIDGETS, 'All widgets'), ...stats.widgets.map((widget) => option(String(widget.widget_id), widget.name)));
  widgetSelect.value = stats.widgets.some((widget) => String(widget.widget_id) === chosen) ? chosen : ALL_WIDGETS;
  fillWidgetTable(byId('widgets-body'), stats.widgets);
  fillConversionTable(byId('conversions-body'), stats.account);
  byId('bots').textContent = botNote(stats.account);
  fillSubscriberTable(byId('subscribers-body'), subscribers);
  redraw();
  status.textContent = `${stats.days[0]} to ${stats.days[stats.days.length - 1]} (UTC days)`;
  document.body.dataset['loaded'] = 'true';
}

async function start(): Promise<void> {
  const { accounts } = await adminRequest<{ accounts: { account_id: string; app: { page_name?: string } }[] }>('GET', '/admin/api/accounts');
  if (accounts.length === 0) {
    status.textContent = 'No account yet: create one with PUT /admin/api/accounts/{id}.';
    return;
  }
  const wanted = new URLSearchParams(location.search).get('account');
  accountSelect.replaceChildren(...accounts.map((account) => option(account.account_id, `${account.app.page_name ?? ''} (${account.account_id})`.trim())));
  if (wanted && accounts.some((account) => account.account_id === wanted)) accountSelect.value = wanted;
  const reload = () => loadAccount().catch((error: unknown) => (status.textContent = `Could not load: ${String(error)}`));
  accountSelect.addEventListener('change', reload);
  daysSelect.addEventListener('change', reload);
  widgetSelect.addEventListener('change', redraw);
  await reload();
}

start().catch((error: unknown) => {
  status.textContent = `Could not load: ${error instanceof Error ? error.message : String(error)}`;
});
