/**
 * Impressions and opt-ins count on the owner's dashboard, so a browser page on another site must
 * not post them for the account. Where the account has a host whitelist (the load answer's
 * `app.whitelist`, read by the client's own rule), these events are taken only from pages on those
 * hosts, judged by the `Origin` header browsers send with every cross-site POST. A request without
 * `Origin` (not a browser) is not judged here: see docs/server.md for what that leaves open.
 */
import { isHostAllowed } from '../../src/runtime/rules/host-whitelist';
import type { AccountRecord } from '../storage/storage';
import { isOptinEvent } from './event-classes';

function isCountedEvent(event: string, payload: unknown): boolean {
  return event === 'impression' || isOptinEvent(event, payload);
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).hostname;
  } catch {
    // `Origin: null` (a sandboxed frame, a file) names no host.
    return '';
  }
}

/** Why the events may not be counted from this origin, or undefined when they may. */
export function refusedOrigin(
  account: AccountRecord,
  origin: string | undefined,
  events: readonly { event: string; payload?: unknown }[],
): string | undefined {
  if (origin === undefined || !events.some((event) => isCountedEvent(event.event, event.payload))) return undefined;
  const whitelist = account.app['whitelist'];
  if (!Array.isArray(whitelist) || isHostAllowed(whitelist as string[], hostOf(origin))) return undefined;
  return `impressions and opt-ins of account ${account.accountId} are taken only from the hosts on its whitelist, not from ${origin}`;
}
