/** What an event request's answer means for the queue, and how long to wait before trying again. */
import { PIXEL_RETRY_AFTER_MAX_MS, PIXEL_RETRY_BASE_MS, PIXEL_RETRY_MAX_MS } from '../runtime/constants';

/**
 * 0 stands for no answer (offline, time-out, refused connection). Server trouble, a time-out and
 * rate limiting pass; a success is done, and any other 4xx would be refused again, so it is dropped.
 */
export const isRetryable = (status: number): boolean => status === 0 || status === 408 || status === 429 || status >= 500;

/**
 * Exponential from PIXEL_RETRY_BASE_MS, capped, with half of it random ("equal jitter"), so many
 * visitors' pages do not hit a recovering server in step while each still waits at least half.
 */
export function backoffDelay(failures: number, random: () => number): number {
  const ceiling = Math.min(PIXEL_RETRY_MAX_MS, PIXEL_RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
  return ceiling / 2 + (ceiling / 2) * Math.min(Math.max(random(), 0), 1);
}

/** `Retry-After` as seconds or an HTTP date, capped; undefined when absent or unreadable. */
export function retryAfterDelay(header: string | null | undefined, now: number): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  // An HTTP date has a month or weekday name; without one, Date.parse would take "-5" for a year.
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : /[a-z]/i.test(text) ? Date.parse(text) - now : Number.NaN;
  return Number.isNaN(ms) ? undefined : Math.min(Math.max(ms, 0), PIXEL_RETRY_AFTER_MAX_MS);
}
