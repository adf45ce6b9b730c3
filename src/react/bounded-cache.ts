/**
 * A memo for pure functions of a string, keeping the most recently used `limit` results. A page
 * shows the same owner HTML and URLs in many cards (200 embeds of 100 widgets); bounded, because a
 * long-lived page (a chat with greetings set by script) could otherwise grow it without end.
 */
export function memoByString<T>(compute: (input: string) => T, limit = 256): (input: string) => T {
  const results = new Map<string, T>();
  return (input) => {
    if (results.has(input)) {
      const hit = results.get(input) as T;
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
      results.delete(input);
      results.set(input, hit);
      return hit;
    }
    const value = compute(input);
    results.set(input, value);
    if (results.size > limit) results.delete(results.keys().next().value as string);
    return value;
  };
}
