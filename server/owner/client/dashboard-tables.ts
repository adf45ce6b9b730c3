/** The dashboard's tables, built with DOM calls so no stored text is ever parsed as HTML. */
import type { WidgetSeries } from '../../domain/dashboard-stats';
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
    tr.firstElementChild?.setAttribute('colspan', '5');
    rows = [tr];
  }
  tbody.replaceChildren(...rows);
}

export function fillWidgetTable(tbody: HTMLElement, widgets: readonly WidgetSeries[]): void {
  const rows = widgets.map((widget) =>
    row([widget.name, kindName(widget.widget_type, widget.channel), widget.totals.impressions, widget.totals.optins, percent(widget.totals.conversion_rate)]),
  );
  fill(tbody, rows, 'No widgets yet.');
}

export function fillSubscriberTable(tbody: HTMLElement, subscribers: readonly SubscriberRow[]): void {
  const rows = subscribers.map((subscriber) =>
    row([new Date(subscriber.created_at).toLocaleString(), subscriber.phone_number, subscriber.widget_name ?? `Widget ${subscriber.widget_id}`]),
  );
  fill(tbody, rows, 'No subscribers yet.');
}
