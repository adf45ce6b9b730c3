/**
 * Every edit is kept as a draft on the server as it is made: a moment after the last change, one
 * request at a time, the newest draft last; a change made while a save is under way is saved right
 * after it. Leaving the page sends what is not saved yet (a keepalive request), so a reload or a
 * closed tab loses nothing. Publishing first waits for the draft to be saved (`flush`).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError, type AdminWidget, type WidgetFields } from './api';

const SAVE_DELAY_MS = 400;

export type SaveState = { kind: 'saved' | 'saving' | 'unsaved' } | { kind: 'error'; message: string };

/** The field a refusal names: `the widget cannot be read: data.main.title must be …`, or a body field of the request's schema. */
function refusedField(message: string): { path: string; message: string } | null {
  const read = /^the widget cannot be read: ([\w.[\]]+) must/.exec(message);
  if (read?.[1]) return { path: read[1], message: message.replace(/^the widget cannot be read: /, '') };
  const body = /^body\/([\w/]+) /.exec(message);
  if (body?.[1]) return { path: body[1].replaceAll('/', '.'), message: message.replace(/^body\//, '').replaceAll('/', '.') };
  return null;
}

export function useAutosave(widgetId: number, draft: WidgetFields, onSaved: (widget: AdminWidget) => void) {
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const [refusal, setRefusal] = useState<{ path: string; message: string } | null>(null);
  const latest = useRef(draft);
  const savedDraft = useRef(draft);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  const saveNow = useCallback((): Promise<void> => {
    const save = (): Promise<void> => {
      clearTimeout(timer.current);
      if (inFlight.current) return inFlight.current.then(() => (latest.current === savedDraft.current ? undefined : save()));
      if (latest.current === savedDraft.current) return Promise.resolve();
      const sending = latest.current;
      setState({ kind: 'saving' });
      inFlight.current = api<AdminWidget>('PUT', `/admin/api/widgets/${widgetId}/draft`, sending)
        .then(
          (widget) => {
            savedDraft.current = sending;
            setRefusal(null);
            onSavedRef.current(widget);
            setState({ kind: latest.current === sending ? 'saved' : 'unsaved' });
          },
          (error: unknown) => {
            const message = error instanceof Error ? error.message : String(error);
            // A refused draft stays in the editor, marked at its field, until the owner mends it.
            savedDraft.current = sending;
            setRefusal(error instanceof ApiError && error.status === 400 ? refusedField(message) : null);
            setState({ kind: 'error', message });
          },
        )
        .finally(() => {
          inFlight.current = null;
        });
      return inFlight.current;
    };
    return save();
  }, [widgetId]);

  useEffect(() => {
    latest.current = draft;
    if (draft === savedDraft.current) return;
    setState({ kind: 'unsaved' });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveNow(), SAVE_DELAY_MS);
  }, [draft, saveNow]);

  useEffect(() => {
    const leave = () => {
      if (latest.current === savedDraft.current) return;
      void fetch(`/admin/api/widgets/${widgetId}/draft`, {
        method: 'PUT',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'X-MC-Admin': '1' },
        body: JSON.stringify(latest.current),
      });
      savedDraft.current = latest.current;
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      // Leaving the editor for another view of the app: save what is pending.
      if (latest.current !== savedDraft.current) void saveNow();
    };
  }, [widgetId, saveNow]);

  /** Resolves once the newest draft is on the server; rejects when it was refused. */
  const flush = useCallback(async () => {
    await saveNow();
    if (latest.current !== savedDraft.current) await saveNow();
  }, [saveNow]);

  /** The draft the server now holds (restored, discarded), taken as saved. */
  const replace = useCallback((next: WidgetFields) => {
    clearTimeout(timer.current);
    savedDraft.current = next;
    latest.current = next;
    setRefusal(null);
    setState({ kind: 'saved' });
  }, []);

  return { state, refusal, flush, replace };
}
