/**
 * Caches keyed by strings, keeping the most recently used `limit` values. A page shows the same
 * owner HTML and URLs in many cards (200 embeds of 100 widgets); bounded, because a long-lived page
 * (a chat with greetings set by script) could otherwise grow them without end.
 */

/** A cache whose `get(key, compute)` returns the value kept for `key`, computing and keeping it when there is none. */
export function boundedCache<T>(limit = 256): (key: string, compute: () => T) => T {
  const results = new Map<string, T>();
  return (key, compute) => {
    if (results.has(key)) {
      const hit = results.get(key) as T;
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
      results.delete(key);
      results.set(key, hit);
      return hit;
    }
    const value = compute();
    results.set(key, value);
    if (results.size > limit) results.delete(results.keys().next().value as string);
    return value;
  };
}

/** A memo for a pure function of a string. */
export function memoByString<T>(compute: (input: string) => T, limit = 256): (input: string) => T {
  const cached = boundedCache<T>(limit);
  return (input) => cached(input, () => compute(input));
}
