/** Compares two secrets without leaking, through timing, how much of them matched. */
import { createHash, timingSafeEqual } from 'node:crypto';

export function secretsMatch(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, which timingSafeEqual needs, and hides the expected length.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
