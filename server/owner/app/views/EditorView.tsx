/**
 * The editor of one widget: the form (editor/) beside the live preview (preview/), the draft kept
 * on the server as it is edited (autosave.ts), and Publish, which makes the draft what visitors
 * get. The last published versions can be looked at in the preview and restored into the draft.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useAccount } from '../account';
import { api, fieldsOf, type AdminWidget, type WidgetFields } from '../api';
import { useAutosave, type SaveState } from '../autosave';
import { WidgetForm } from '../editor/WidgetForm';
import { kindLabel } from '../kinds';
import { PreviewPane } from '../preview/PreviewPane';
import { previewPatch } from '../preview/preview-patch';
import { keys, useDraft, useVersions } from '../queries';
import { mergePatch } from '../../../domain/merge-patch';
import { StatusBadges } from './WidgetListView';

function saveText(state: SaveState): string {
  switch (state.kind) {
    case 'saved':
      return 'Draft saved';
    case 'saving':
      return 'Saving…';
    case 'unsaved':
      return 'Unsaved changes';
    case 'error':
      return `Not saved: ${state.message}`;
  }
}

function Versions({
  widgetId,
  onShow,
  onRestore,
}: {
  widgetId: number;
  onShow: (widget: AdminWidget | null, version: number) => void;
  onRestore: (version: number) => void;
}) {
  const versions = useVersions(widgetId);
  if (versions.isPending) return <p role="status">Loading versions…</p>;
  if (versions.isError) return <p role="alert">Could not load the versions: {versions.error.message}</p>;
  if (versions.data.length === 0) return <p className="muted">Nothing published yet.</p>;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Published</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {versions.data.map((entry) => (
          <tr key={entry.version}>
            <td>{entry.version}</td>
            <td>{new Date(entry.published_at).toLocaleString('en')}</td>
            <td>
              <button
                type="button"
                className="small"
                onClick={() => onShow(entry.widget, entry.version)}
                aria-label={`Look at version ${entry.version}`}
              >
                Look
              </button>{' '}
              <button
                type="button"
                className="small"
                onClick={() => onRestore(entry.version)}
                aria-label={`Restore version ${entry.version}`}
              >
                Restore
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Editor({ initial }: { initial: AdminWidget }) {
  const client = useQueryClient();
  const { account, accounts, choose } = useAccount();
  const widgetId = initial.widget_id;
  const [meta, setMeta] = useState(initial);
  const [draft, setDraft] = useState<WidgetFields>(() => fieldsOf(initial));
  const [shown, setShown] = useState<{ widget: WidgetFields; version: number } | null>(null);
  const [notice, setNotice] = useState('');
  const [publishing, setPublishing] = useState(false);
  /** On a narrow screen the form and the preview take turns (both show side by side on a wide one). */
  const [pane, setPane] = useState<'form' | 'preview'>('form');
  const autosave = useAutosave(widgetId, draft, (saved) => {
    setMeta(saved);
    void client.invalidateQueries({ queryKey: keys.widgets(saved.account_id) });
  });
  const app = (accounts.find((candidate) => candidate.account_id === initial.account_id) ?? account)?.app ?? {};

  // The widget named in the address may be another account's: the header follows it.
  useEffect(() => {
    if (account && account.account_id !== initial.account_id) choose(initial.account_id);
  }, [account, initial.account_id, choose]);

  const take = (next: AdminWidget) => {
    const fields = fieldsOf(next);
    autosave.replace(fields);
    setDraft(fields);
    setMeta(next);
  };

  // Back from another tab or window that edited the same widget: its saved draft is taken, unless
  // this one has edits of its own still to save.
  const savedHere = autosave.state.kind === 'saved';
  const lastDraftAt = meta.draft_updated_at;
  useEffect(() => {
    if (!savedHere) return;
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      void api<AdminWidget>('GET', `/admin/api/widgets/${widgetId}/draft`).then((fresh) => {
        if (fresh.draft_updated_at !== lastDraftAt) take(fresh);
      });
    };
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  });

  const publish = async () => {
    setPublishing(true);
    setNotice('');
    try {
      await autosave.flush();
      const published = await api<AdminWidget>('POST', `/admin/api/widgets/${widgetId}/publish`);
      setMeta(published);
      setNotice(`Published: visitors now get version ${published.version}.`);
      void client.invalidateQueries({ queryKey: keys.widgets(published.account_id) });
      void client.invalidateQueries({ queryKey: keys.versions(widgetId) });
    } catch (error) {
      setNotice(`Not published: ${(error as Error).message}`);
    } finally {
      setPublishing(false);
    }
  };

  const restore = async (version: number) => {
    setShown(null);
    const restored = await api<AdminWidget>('POST', `/admin/api/widgets/${widgetId}/versions/${version}/restore`);
    take(restored);
    setNotice(`Version ${version} is the draft again. Publish to give it to visitors.`);
  };

  const discard = async () => {
    await api<void>('DELETE', `/admin/api/widgets/${widgetId}/draft`);
    take(await api<AdminWidget>('GET', `/admin/api/widgets/${widgetId}/draft`));
    setNotice('Your changes were dropped: the draft is the published widget again.');
  };

  const onPreviewEdit = (field: string, value: string) => {
    const patch = previewPatch(field, value);
    if (patch) setDraft((current) => ({ ...current, data: mergePatch(current.data, patch.data) as Record<string, unknown> }));
  };

  const unpublished = meta.status === 'draft' || meta.has_unpublished_changes || autosave.state.kind !== 'saved';
  return (
    <main className="editor" data-pane={pane} aria-labelledby="editor-title">
      <div className="segmented pane-switch" role="group" aria-label="Show">
        <button type="button" aria-pressed={pane === 'form'} onClick={() => setPane('form')}>
          Form
        </button>
        <button type="button" aria-pressed={pane === 'preview'} onClick={() => setPane('preview')}>
          Preview
        </button>
      </div>
      <div className="editor-side">
        <div className="editor-top">
          <div className="title-row">
            <Link href="/widgets" className="button small" aria-label="Back to widgets">
              ←
            </Link>
            <h1 id="editor-title">{draft.name || `Widget ${widgetId}`}</h1>
          </div>
          <div className="title-row">
            <span className="muted">{kindLabel(draft)}</span>
            <StatusBadges widget={{ ...meta, has_unpublished_changes: meta.status === 'live' && unpublished }} />
            {meta.status === 'live' && <span className="muted">version {meta.version}</span>}
          </div>
          <div className="actions">
            <button
              type="button"
              className="primary"
              onClick={() => void publish()}
              disabled={publishing || autosave.state.kind === 'error'}
            >
              Publish
            </button>
            {meta.status === 'live' && meta.has_unpublished_changes && (
              <button type="button" onClick={() => void discard()}>
                Discard changes
              </button>
            )}
            <span className="save-state" role="status" data-kind={autosave.state.kind}>
              {saveText(autosave.state)}
            </span>
          </div>
          {notice && (
            <p className="notice" role="status">
              {notice}
            </p>
          )}
        </div>
        <div className="editor-form">
          <WidgetForm widget={draft} onChange={setDraft} app={app} serverError={autosave.refusal} />
          <details className="versions">
            <summary>Published versions</summary>
            <Versions
              widgetId={widgetId}
              onShow={(widget, version) => setShown(widget ? { widget: fieldsOf(widget), version } : null)}
              onRestore={(version) => void restore(version)}
            />
          </details>
        </div>
      </div>
      <PreviewPane
        widgetId={widgetId}
        widget={shown?.widget ?? draft}
        app={app}
        onEdit={onPreviewEdit}
        caption={shown ? `Showing version ${shown.version}, as published. Your draft is unchanged.` : undefined}
      />
      {shown && (
        <button type="button" className="back-to-draft" onClick={() => setShown(null)}>
          Back to the draft
        </button>
      )}
    </main>
  );
}

export function EditorView({ widgetId }: { widgetId: number }) {
  const draft = useDraft(widgetId);
  if (draft.isPending)
    return (
      <p className="page-status" role="status">
        Loading the widget…
      </p>
    );
  if (draft.isError)
    return (
      <main className="page">
        <h1>Widget not found</h1>
        <p role="alert">{draft.error.message}</p>
        <Link href="/widgets">Back to widgets</Link>
      </main>
    );
  return <Editor initial={draft.data} />;
}
