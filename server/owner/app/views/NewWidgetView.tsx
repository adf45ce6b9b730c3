/**
 * A new widget: the owner picks a kind from pictures of the kinds (and a channel where the kind has
 * several), may name it, and lands in its editor. It starts unpublished.
 */
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { useAccount } from '../account';
import { CHANNEL_NAMES, KIND_CHOICES, type KindChoice } from '../kinds';
import { useCreateWidget } from '../queries';
import { starterWidget } from '../starter';
import { KindPicture } from './KindPicture';

function CreateForm({ kind, accountId }: { kind: KindChoice; accountId: string }) {
  const create = useCreateWidget(accountId);
  const [, navigate] = useLocation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const channel = String(form.get('channel') ?? kind.channels[0]);
    const name = String(form.get('name') ?? '').trim() || `${kind.name}${channel === 'sms' && kind.channels.length > 1 ? ' (SMS)' : ''}`;
    create.mutate(starterWidget(kind, channel, name), { onSuccess: (widget) => navigate(`/widgets/${widget.widget_id}`) });
  };
  return (
    <form className="card create-bar" onSubmit={submit} aria-label={`Create a ${kind.name}`}>
      {kind.channels.length > 1 && (
        <label className="field">
          <span className="field-label">Channel</span>
          <select name="channel" defaultValue={kind.channels[0]}>
            {kind.channels.map((channel) => (
              <option key={channel} value={channel}>
                {CHANNEL_NAMES[channel] ?? channel}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="field">
        <span className="field-label">Name</span>
        <input name="name" placeholder={kind.name} maxLength={200} />
      </label>
      <button type="submit" className="primary" disabled={create.isPending}>
        Create widget
      </button>
      {create.isError && (
        <p className="field-error" role="alert">
          {create.error.message}
        </p>
      )}
    </form>
  );
}

export function NewWidgetView() {
  const { account } = useAccount();
  const [picked, setPicked] = useState<KindChoice | undefined>();
  return (
    <main className="page">
      <div className="page-head">
        <h1 className="grow">New widget</h1>
        <Link href="/widgets" className="button">
          Back to widgets
        </Link>
      </div>
      <p className="muted" id="kind-help">
        Pick a kind. You can change every text, colour and rule afterwards; visitors see nothing until you publish.
      </p>
      <ul className="kind-grid" aria-label="Kinds of widget">
        {KIND_CHOICES.map((kind) => {
          const summaryId = `kind-${kind.name.replace(/\W+/g, '-')}`;
          return (
            <li key={kind.name} className="kind-card" data-picked={picked === kind || undefined}>
              <button
                type="button"
                className="kind-choice"
                aria-describedby={summaryId}
                aria-pressed={picked === kind}
                onClick={() => setPicked(kind)}
              >
                <KindPicture widgetType={kind.widget_type} channel={kind.channels[0] ?? 'fb'} />
                <span className="kind-name">{kind.name}</span>
              </button>
              <p className="kind-summary" id={summaryId}>
                {kind.summary}
              </p>
            </li>
          );
        })}
      </ul>
      {picked && account && <CreateForm key={picked.name} kind={picked} accountId={account.account_id} />}
    </main>
  );
}
