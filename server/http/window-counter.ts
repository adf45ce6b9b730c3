/**
 * Amounts counted per key over a fixed window (a minute), in this process's memory: requests,
 * bytes and wrong admin tokens per address, requests per session, widget and phone number.
 *
 * At most `maxKeys` keys are kept, and a key is never dropped before its window ends: a flood of
 * new keys (addresses, sessions) cannot push out the count of one already counted, which would
 * let it start again from zero. While the table is full of live windows, new keys share one
 * count, as strict as any key's, until windows end.
 */
interface WindowCounter {
  /** The key's total in its current window, after adding `amount`. */
  add(key: string, amount: number): number;
  /** The key's total in its current window. */
  total(key: string): number;
  /** Seconds until the key's window ends (0 without one). */
  secondsLeft(key: string): number;
}

const MAX_COUNTED_KEYS = 50_000;

/** Where new keys are counted together while the table is full (never a key a request can make: those have a prefix). */
const SHARED = '\u0000shared';

export function createWindowCounter(windowMs: number, now: () => number, maxKeys = MAX_COUNTED_KEYS): WindowCounter {
  // Every window lasts as long, so the map's insertion order is the order they end in.
  const windows = new Map<string, { total: number; endsAt: number }>();
  const dropEnded = () => {
    for (const [key, entry] of windows) {
      if (entry.endsAt > now()) return;
      windows.delete(key);
    }
  };
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt <= now()) windows.delete(key);
    return windows.get(key);
  };
  /** The key itself when it is counted or there is room for it; the shared count otherwise. */
  const slot = (key: string) => {
    if (current(key) || windows.size < maxKeys) return key;
    dropEnded();
    return windows.size < maxKeys ? key : SHARED;
  };
  return {
    add(key, amount) {
      const counted = slot(key);
      let entry = current(counted);
      if (!entry) {
        entry = { total: 0, endsAt: now() + windowMs };
        windows.set(counted, entry);
      }
      entry.total += amount;
      return entry.total;
    },
    total: (key) => current(slot(key))?.total ?? 0,
    secondsLeft: (key) => {
      const entry = current(slot(key));
      return entry ? Math.max(1, Math.ceil((entry.endsAt - now()) / 1000)) : 0;
    },
  };
}
