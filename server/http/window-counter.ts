/**
 * Amounts counted per key over a fixed window (a minute), in this process's memory: wrong admin
 * tokens per address, bytes of events per address. At most `maxKeys` keys are kept; past that,
 * windows already over are dropped first, then the oldest key.
 */
export interface WindowCounter {
  /** The key's total in its current window, after adding `amount`. */
  add(key: string, amount: number): number;
  /** The key's total in its current window. */
  total(key: string): number;
  /** Seconds until the key's window ends (0 without one). */
  secondsLeft(key: string): number;
}

export function createWindowCounter(windowMs: number, now: () => number, maxKeys = 10_000): WindowCounter {
  const windows = new Map<string, { total: number; endsAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt <= now()) windows.delete(key);
    return windows.get(key);
  };
  const makeRoom = () => {
    if (windows.size < maxKeys) return;
    for (const [key, entry] of windows) if (entry.endsAt <= now()) windows.delete(key);
    if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
  };
  return {
    add(key, amount) {
      let entry = current(key);
      if (!entry) {
        makeRoom();
        entry = { total: 0, endsAt: now() + windowMs };
        windows.set(key, entry);
      }
      entry.total += amount;
      return entry.total;
    },
    total: (key) => current(key)?.total ?? 0,
    secondsLeft: (key) => {
      const entry = current(key);
      return entry ? Math.max(1, Math.ceil((entry.endsAt - now()) / 1000)) : 0;
    },
  };
}
