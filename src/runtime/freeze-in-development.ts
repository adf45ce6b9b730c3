/**
 * Deep freezing for values the product shares and must never change: a mutation then fails where it happens, in
 * development and in the tests. A production build skips the walk (the build replaces `process.env.NODE_ENV`).
 */
// The browser has no `process`, so it is named here rather than through Node's types.
declare const process: { env: { NODE_ENV?: string } };

function freezeDeep<T>(value: T, seen = new WeakSet<object>()): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value) || seen.has(value)) return value;
  seen.add(value);
  // An instance table keeps its entries in maps, whose entries are not keys.
  if (value instanceof Map) value.forEach((entry) => freezeDeep(entry, seen));
  for (const key of Object.keys(value)) freezeDeep((value as Record<string, unknown>)[key], seen);
  return Object.freeze(value);
}

export const freezeInDevelopment: <T>(value: T) => T =
  process.env.NODE_ENV === 'production' ? (value) => value : (value) => freezeDeep(value);
