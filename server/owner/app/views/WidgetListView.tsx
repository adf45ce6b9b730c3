/**
 * The account's widgets: kind, name, live or draft (and whether a live one has unpublished
 * changes), impressions and opt-ins of the last 7 days; open, rename, duplicate, delete.
 */
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { accountLabel, useAccount } from '../account';
import type { AdminWidget } from '../api';
import { kindLabel } from '../kinds';
import { useDeleteWidget, useDuplicateWidget, useRenameWidget, useStats, useWidgets } from '../queries';
import { ConfirmDialog } from './ConfirmDialog';

const widgetName = (widget: AdminWidget) => widget.name || `Widget ${widget.widget_id}`;

export function StatusBadges({ widget }: { widget: AdminWidget }) {
  return (
    <>
      <span className={`badge ${widget.status}`}>{widget.status === 'live' ? 'Live' : 'Draft'}</span>
      {widget.status === 'live' && widget.has_unpublished_changes && <span className="badge changes">Unpublished changes</span>}
    </>
  );
}

function RenameForm({ widget, onDone }: { widget: AdminWidget; onDone: () => void }) {
  const rename = useRenameWidget(widget.account_id);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    rename.mutate({ widgetId: widget.widget_id, name }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="rename-form" aria-label={`Rename ${widgetName(widget)}`}>
      <label className="visually-hidden" htmlFor={`rename-${widget.widget_id}`}>
        New name
      </label>
      <input id={`rename-${widget.widget_id}`} name="name" defaultValue={widget.name} autoFocus maxLength={200} />
      <button type="submit" className="small primary" disabled={rename.isPending}>
        Save
      </button>
      <button type="button" className="small" onClick={onDone}>
        Cancel
      </button>
      {rename.isError && (
        <p className="field-error" role="alert">
          {rename.error.message}
        </p>
      )}
    </form>
  );
}

function WidgetRow({ widget, impressions, optins }: { widget: AdminWidget; impressions: number; optins: number }) {
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [, navigate] = useLocation();
  const duplicate = useDuplicateWidget(widget.account_id);
  const remove = useDeleteWidget(widget.account_id);
  const name = widgetName(widget);
  return (
    <tr>
      <td data-label="Name">
        {renaming ? (
          <RenameForm widget={widget} onDone={() => setRenaming(false)} />
        ) : (
          <Link href={`/widgets/${widget.widget_id}`} className="name-link">
            {name}
          </Link>
        )}
      </td>
      <td data-label="Kind">{kindLabel(widget)}</td>
      <td data-label="Status">
        <StatusBadges widget={widget} />
      </td>
      <td data-label="Impressions (7 days)" className="number">
        {impressions.toLocaleString('en')}
      </td>
      <td data-label="Opt-ins (7 days)" className="number">
        {optins.toLocaleString('en')}
      </td>
      <td>
        <div className="widget-actions">
          <button type="button" className="small" onClick={() => setRenaming(true)} aria-label={`Rename ${name}`}>
            Rename
          </button>
          <button
            type="button"
            className="small"
            aria-label={`Duplicate ${name}`}
            disabled={duplicate.isPending}
            onClick={() => duplicate.mutate(widget.widget_id, { onSuccess: (copy) => navigate(`/widgets/${copy.widget_id}`) })}
          >
            Duplicate
          </button>
          <button type="button" className="small" onClick={() => setDeleting(true)} aria-label={`Delete ${name}`}>
            Delete
          </button>
        </div>
        {deleting && (
          <ConfirmDialog
            title={`Delete “${name}”?`}
            confirmLabel="Delete widget"
            onCancel={() => setDeleting(false)}
            onConfirm={() => remove.mutate(widget.widget_id, { onSettled: () => setDeleting(false) })}
          >
            <p>Visitors stop seeing it at once. Its subscribers and the events it collected stay.</p>
          </ConfirmDialog>
        )}
      </td>
    </tr>
  );
}

export function WidgetListView() {
  const { account } = useAccount();
  const accountId = account?.account_id;
  const widgets = useWidgets(accountId);
  const stats = useStats(accountId, 7);
  const totals = new Map((stats.data?.widgets ?? []).map((series) => [series.widget_id, series.totals]));
  return (
    <main className="page">
      <div className="page-head">
        <h1 className="grow">Widgets</h1>
        <Link href="/widgets/new" className="button primary">
          New widget
        </Link>
      </div>
      <p className="muted">{account ? accountLabel(account) : ''} · impressions and opt-ins of the last 7 days</p>
      <section className="card" aria-label="Widgets of this account">
        {widgets.isPending ? (
          <p role="status">Loading widgets…</p>
        ) : widgets.isError ? (
          <p role="alert">Could not load the widgets: {widgets.error.message}</p>
        ) : widgets.data.length === 0 ? (
          <div className="empty">
            <h2>No widgets yet</h2>
            <p className="muted">Pick a kind, write its texts, choose when it shows, and publish it.</p>
            <Link href="/widgets/new" className="button primary">
              Create your first widget
            </Link>
          </div>
        ) : (
          <div className="table-scroll">
            <table className="widget-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Status</th>
                  <th scope="col">Impressions</th>
                  <th scope="col">Opt-ins</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {widgets.data.map((widget) => (
                  <WidgetRow
                    key={widget.widget_id}
                    widget={widget}
                    impressions={totals.get(widget.widget_id)?.impressions ?? 0}
                    optins={totals.get(widget.widget_id)?.optins ?? 0}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </main>
  );
}
