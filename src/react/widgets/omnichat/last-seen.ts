/**
 * When the visitor last saw a launcher (docs/page-api.md#local-storage), in epoch ms under `mc_launcher_last_seen_{widget id}`. Read and
 * written through the
 * page's storage that never throws; a value that is not a positive number reads as never seen.
 */
import { STORAGE_KEYS } from '../../../runtime/constants';
import type { SafeStorage } from '../../../runtime/storage';

export function lastSeenKey(widgetId: number): string {
  return `${STORAGE_KEYS.launcherLastSeen}_${widgetId}`;
}

export function readLastSeen(widgetId: number, store: SafeStorage): number | undefined {
  const raw = store.get(lastSeenKey(widgetId));
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

export function writeLastSeen(widgetId: number, now: number, store: SafeStorage): void {
  store.set(lastSeenKey(widgetId), String(Math.round(now)));
}
