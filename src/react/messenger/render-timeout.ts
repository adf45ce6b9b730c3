/**
 * The plugin's render time-out (docs/opt-in.md#render-reasons: 5000 ms). A local setting may override it (docs/page-api.md#local-storage):
 * a positive whole number of milliseconds under STORAGE_KEYS.renderTimeout.
 */
import { RENDER_TIMEOUT_MS, STORAGE_KEYS } from '../../runtime/constants';

export function parseRenderTimeout(raw: string | null | undefined): number {
  const text = (raw ?? '').trim();
  if (!/^\d+$/.test(text)) return RENDER_TIMEOUT_MS;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : RENDER_TIMEOUT_MS;
}

/** Reads the override without ever throwing: sandboxed frames make the `localStorage` getter itself throw. */
export function readRenderTimeout(getStorage: () => Storage | null | undefined = () => window.localStorage): number {
  try {
    return parseRenderTimeout(getStorage()?.getItem(STORAGE_KEYS.renderTimeout));
  } catch {
    return RENDER_TIMEOUT_MS;
  }
}
