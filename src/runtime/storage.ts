import { LOG_PREFIX } from './constants';
import { stringifyJson } from './json';

/**
 * Local storage that never throws (docs/page-api.md#local-storage).
 * Sandboxed iframes and blocked cookies make the `localStorage` getter itself throw; Safari's
 * private mode and full quotas make writes throw. A value whose write failed is kept in memory,
 * so the rest of this page view still reads it back.
 */
export interface SafeStorage {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Parsed JSON that passed `isValid`; corrupt or invalid values are removed and read as undefined. */
  getJSON<T>(key: string, isValid: (value: unknown) => value is T): T | undefined;
  getJSON(key: string): unknown;
  /** `undefined` removes the key; a value JSON cannot encode is not stored. */
  setJSON(key: string, value: unknown): void;
  /** False once the browser's storage is missing or a write to it failed (the pixel reports `no_local_storage`). */
  readonly isPersistent: boolean;
}

const PROBE_KEY = 'mc_storage_probe';

export function createStorage(getBacking: () => Storage | undefined = () => window.localStorage): SafeStorage {
  /** Values the backing store could not take; `null` marks a removal it could not perform. */
  const memory = new Map<string, string | null>();
  let persistent = true;
  let backing: Storage | undefined;

  /** The first failure warns; every failure means the storage is not to be relied on. */
  function fail(action: string, error: unknown): void {
    if (!persistent) return;
    persistent = false;
    // An Error (a DOMException too) reads as "QuotaExceededError: …".
    const reason = String(error);
    console.warn(`${LOG_PREFIX} local storage ${action} failed (${reason}); keeping values in memory for this page.`);
  }

  let action = 'access';
  try {
    backing = getBacking() || undefined;
    if (!backing) throw 'not available';
    // Finds private modes and full quotas that allow reads but refuse every write; what is
    // already stored stays readable.
    action = 'write';
    backing.setItem(PROBE_KEY, '1');
    backing.removeItem(PROBE_KEY);
  } catch (error) {
    fail(action, error);
  }

  function get(key: string): string | undefined {
    if (memory.has(key)) return memory.get(key) ?? undefined;
    try {
      return backing?.getItem(key) ?? undefined;
    } catch (error) {
      fail('read', error);
      return undefined;
    }
  }

  /** Writes a value, or removes the key for `null`; what the backing store refuses is kept in memory. */
  function put(key: string, value: string | null): void {
    try {
      if (backing) {
        if (value === null) backing.removeItem(key);
        else backing.setItem(key, value);
        memory.delete(key);
        return;
      }
    } catch (error) {
      fail('write', error);
    }
    memory.set(key, value);
  }

  const remove = (key: string) => put(key, null);

  function getJSON(key: string, isValid: (value: unknown) => boolean = () => true): unknown {
    const raw = get(key);
    if (raw === undefined) return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isValid(parsed)) return parsed;
    } catch {
      // Not JSON, or a validator that threw on an odd shape: either way not valid.
    }
    remove(key);
    return undefined;
  }

  function setJSON(key: string, value: unknown): void {
    let text: string | undefined;
    try {
      text = stringifyJson(value);
    } catch (error) {
      console.warn(`${LOG_PREFIX} value for "${key}" cannot be stored as JSON`, error);
      return;
    }
    put(key, text ?? null);
  }

  return {
    get,
    set: put,
    remove,
    getJSON: getJSON as SafeStorage['getJSON'],
    setJSON,
    get isPersistent() {
      return persistent;
    },
  };
}
