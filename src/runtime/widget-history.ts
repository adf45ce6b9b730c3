/**
 * The visitor's widget history (last impression and manual close per widget) kept in local
 * storage, so `["never", 0]` stays closed after a reload and `["days", 3]` waits three days.
 */
import { WIDGET_HISTORY_KEY } from './constants';
import type { SafeStorage } from './storage';
import type { VisitorHistory, Store } from './store';
import type { WidgetHistory } from './types';

function isHistory(value: unknown): value is WidgetHistory {
  if (value === null || typeof value !== 'object') return false;
  const { lastImpression, manualClose } = value as Record<string, unknown>;
  return (
    (lastImpression === undefined || Number.isFinite(lastImpression)) && (manualClose === undefined || typeof manualClose === 'boolean')
  );
}

function isVisitorHistory(value: unknown): value is VisitorHistory {
  if (value === null || typeof value !== 'object') return false;
  const { userId, widgets } = value as Record<string, unknown>;
  return (
    typeof userId === 'string' &&
    userId !== '' &&
    widgets !== null &&
    typeof widgets === 'object' &&
    Object.values(widgets).every(isHistory)
  );
}

export function loadHistory(storage: SafeStorage, newUserId: () => string): VisitorHistory {
  const stored = storage.getJSON(WIDGET_HISTORY_KEY, isVisitorHistory);
  if (!stored) return { userId: newUserId(), widgets: {} };
  const widgets: Record<number, WidgetHistory> = {};
  for (const [id, history] of Object.entries(stored.widgets)) {
    if (/^\d+$/.test(id)) widgets[Number(id)] = history;
  }
  return { userId: stored.userId, widgets };
}

/**
 * Writes the widget history when it changes: once per burst (a page opening 200 cards writes it once, not
 * 200 times), in the task after the change, and at once when the page is hidden or left, so a
 * close just before navigating is kept. Returns the stop.
 */
export function persistHistory(store: Store, storage: SafeStorage, win: Window = window): () => void {
  let saved = store.getState().history;
  let pending: ReturnType<typeof setTimeout> | undefined;
  storage.setJSON(WIDGET_HISTORY_KEY, saved);
  const write = () => {
    clearTimeout(pending);
    pending = undefined;
    const { history } = store.getState();
    if (history === saved) return;
    saved = history;
    storage.setJSON(WIDGET_HISTORY_KEY, saved);
  };
  const lifetime = new AbortController();
  win.addEventListener('pagehide', write, { signal: lifetime.signal });
  win.document.addEventListener('visibilitychange', () => win.document.visibilityState === 'hidden' && write(), {
    signal: lifetime.signal,
  });
  const unsubscribe = store.subscribe((state) => {
    if (state.history !== saved && pending === undefined) pending = setTimeout(write, 0);
  });
  return () => {
    write();
    unsubscribe();
    lifetime.abort();
  };
}
