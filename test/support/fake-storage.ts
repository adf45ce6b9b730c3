/** A Storage stand-in for tests of the code that must survive browsers' storage failures. */
export interface FakeStorageOptions {
  failReads?: boolean;
  failWrites?: boolean;
  /** Writes throw QuotaExceededError once this many keys are stored. */
  maxKeys?: number;
  initial?: Record<string, string>;
}

/** A Storage stand-in whose failures can be switched on, as sandboxes, private modes and full quotas do. */
export function makeStorage(options: FakeStorageOptions = {}): Storage & { data: Map<string, string> } {
  const data = new Map(Object.entries(options.initial ?? {}));
  const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  return {
    data,
    get length() {
      return data.size;
    },
    key: (index: number) => [...data.keys()][index] ?? null,
    clear: () => data.clear(),
    getItem(key: string) {
      if (options.failReads) throw new DOMException('denied', 'SecurityError');
      return data.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (options.failWrites) throw quota();
      if (options.maxKeys !== undefined && !data.has(key) && data.size >= options.maxKeys) throw quota();
      data.set(key, String(value));
    },
    removeItem(key: string) {
      if (options.failWrites) throw new DOMException('denied', 'SecurityError');
      data.delete(key);
    },
  };
}
