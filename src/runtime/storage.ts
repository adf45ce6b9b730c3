import { LOG_PREFIX } from './constants';
import { stringifyJson } from './json';

/**
 * Local storage that never throws (spec 2 §8 "Storage errors: console log, in-memory fallback").
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

/** A validator that throws on an odd shape has still said "not valid". */
function passes(isValid: (value: unknown) => boolean, value: unknown): boolean {
  try {
    return isValid(value);
  } catch {
    return false;
  }
}

export function createStorage(getBacking: () => Storage | undefined = () => window.localStorage): SafeStorage {
  /** Values the backing store could not take; `null` marks a removal it could not perform. */
  const memory = new Map<string, string | null>();
  let warned = false;
  let persistent = true;

  function fail(action: string, error: unknown): void {
    persistent = false;
    if (warned) return;
    warned = true;
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.warn(`${LOG_PREFIX} local storage ${action} failed (${reason}); keeping values in memory for this page.`);
  }

  function openBacking(): Storage | undefined {
    let storage: Storage | undefined;
    try {
      storage = getBacking();
    } catch (error) {
      fail('access', error);
      return undefined;
    }
    if (!storage) {
      fail('access', 'not available');
      return undefined;
    }
    try {
      // Finds private modes and full quotas that allow reads but refuse every write; what is
      // already stored stays readable.
      storage.setItem(PROBE_KEY, '1');
      storage.removeItem(PROBE_KEY);
    } catch (error) {
      fail('write', error);
    }
    return storage;
  }

  const backing = openBacking();

  function get(key: string): string | undefined {
    if (memory.has(key)) return memory.get(key) ?? undefined;
    if (!backing) return undefined;
    try {
      return backing.getItem(key) ?? undefined;
    } catch (error) {
      fail('read', error);
      return undefined;
    }
  }

  function set(key: string, value: string): void {
    if (backing) {
      try {
        backing.setItem(key, value);
        memory.delete(key);
        return;
      } catch (error) {
        fail('write', error);
      }
    }
    memory.set(key, value);
  }

  function remove(key: string): void {
    if (backing) {
      try {
        backing.removeItem(key);
        memory.delete(key);
        return;
      } catch (error) {
        fail('write', error);
      }
    }
    memory.set(key, null);
  }

  function getJSON(key: string, isValid?: (value: unknown) => boolean): unknown {
    const raw = get(key);
    if (raw === undefined) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      remove(key);
      return undefined;
    }
    if (isValid && !passes(isValid, parsed)) {
      remove(key);
      return undefined;
    }
    return parsed;
  }

  function setJSON(key: string, value: unknown): void {
    let text: string | undefined;
    try {
      text = stringifyJson(value);
    } catch (error) {
      console.warn(`${LOG_PREFIX} value for "${key}" cannot be stored as JSON`, error);
      return;
    }
    if (text === undefined) remove(key);
    else set(key, text);
  }

  return {
    get,
    set,
    remove,
    getJSON: getJSON as SafeStorage['getJSON'],
    setJSON,
    get isPersistent() {
      return persistent;
    },
  };
}
