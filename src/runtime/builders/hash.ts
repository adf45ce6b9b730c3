/**
 * cyrb53 (bryc, public domain): a tiny, well-mixed 53-bit string hash. Not cryptographic — it only
 * has to spread ids evenly and be identical on every run, so tests can pin its output.
 */
export function hashString(input: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < input.length; i++) {
    const ch = input.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const value = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  // 53 bits fit in 14 hex digits; padding keeps every hash the same length.
  return value.toString(16).padStart(14, '0');
}

/** A whole number in [1, max] from a random source in [0, 1); out-of-range sources are clamped. */
export function randomInt(random: () => number, max: number): number {
  const r = random();
  const unit = Number.isFinite(r) ? Math.min(Math.max(r, 0), 1 - Number.EPSILON) : 0;
  return 1 + Math.floor(unit * max);
}
