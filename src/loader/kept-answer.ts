/**
 * The load answer kept for repeat visits (stale-while-revalidate, RFC 5861): a returning visitor's
 * page decides with the answer its last page view received while the load call asks again, and the
 * fresh answer replaces the kept one for the next page. How long an answer may stand in is the
 * server's to say (keepSeconds), and never more than a day; an answer that does not allow it, or a
 * refusal (4xx, 5xx), removes it. Without an answer at all (offline, a timeout) the kept one stays
 * until its time is up.
 */
import { KEPT_ANSWER_KEY, KEPT_ANSWER_MAX_SECONDS } from '../runtime/constants';
import type { SafeStorage } from '../runtime/storage';

interface KeptAnswer {
  /** When it may no longer stand in (ms since the epoch). */
  until: number;
  answer: unknown;
}

/**
 * Seconds the answer may be kept: its Cache-Control's `stale-while-revalidate` (our server's is
 * LOAD_STALE_SECONDS), at most a day. Its `max-age` is the browser's own cache's to honour.
 */
export function keepSeconds(cacheControl: string | null): number {
  return Math.min(+(/stale-while-revalidate=(\d+)/i.exec(cacheControl as string)?.[1] ?? 0), KEPT_ANSWER_MAX_SECONDS);
}

/** The raw answer kept for this account, while it may stand in. */
export function readKeptAnswer(storage: SafeStorage, accountId: string): unknown {
  const kept = storage.getJSON(KEPT_ANSWER_KEY + accountId) as KeptAnswer | null | undefined;
  return (kept?.until as number) > Date.now() ? kept?.answer : undefined;
}

/** Keeps a fresh answer for `seconds`; 0 removes what was kept. */
export function keepAnswer(storage: SafeStorage, accountId: string, answer: unknown, seconds: number): void {
  storage.setJSON(KEPT_ANSWER_KEY + accountId, seconds > 0 ? { until: Date.now() + seconds * 1000, answer } : undefined);
}
