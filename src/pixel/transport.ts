/**
 * How one event body reaches the server. Bodies go as `text/plain` JSON: a cross-origin request of
 * that type needs no CORS preflight, and a beacon cannot send anything else without one. The server
 * parses the body as JSON whatever its declared type.
 */
import { REQUEST_TIMEOUT_MS } from '../runtime/constants';

const EVENT_CONTENT_TYPE = 'text/plain;charset=UTF-8';

export interface SendResult {
  /** The HTTP status, or 0 when no answer came (offline, refused, timed out). */
  status: number;
  retryAfter?: string | null;
}

export type Send = (url: string, body: string, keepalive: boolean) => Promise<SendResult>;
/** True when the browser took the body and will deliver it even if the page goes. */
export type Beacon = (url: string, body: string) => boolean;

export function fetchSend(win: Window): Send {
  return async (url, body, keepalive) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    try {
      // Looked up per call: pages and test tools wrap fetch after we load.
      const response = await win.fetch(url, {
        method: 'POST',
        body,
        keepalive,
        headers: { 'Content-Type': EVENT_CONTENT_TYPE },
        signal: controller.signal,
      });
      return { status: response.status, retryAfter: response.headers.get('Retry-After') };
    } catch {
      return { status: 0 };
    } finally {
      clearTimeout(timer);
    }
  };
}

/** Without `sendBeacon` (no current browser), or with a URL it refuses, the event is "not taken" and waits in storage. */
export const browserBeacon =
  (win: Window): Beacon =>
  (url, body) => {
    try {
      return win.navigator.sendBeacon?.(url, body) === true;
    } catch {
      return false;
    }
  };

/** What counts against the browser's beacon quota: UTF-8 bytes, not UTF-16 characters. */
export const byteLength = (text: string): number => new TextEncoder().encode(text).length;
