/**
 * The customer chat's page API takes at most one call per member every 5 s (docs/page-api.md#the-customer-chat): the
 * platform's chat plugin refused faster updates, and owners' scripts that call in a loop must not
 * flood the visitor with dialogs. Each member has its own budget; an ignored call does not restart it.
 */
import { CUSTOMER_CHAT_CALL_INTERVAL_MS } from '../constants';

interface CallLimit {
  /** Whether `member` may run now; a yes starts its next 5 s window. */
  allow(member: string): boolean;
}

export function createCallLimit(now: () => number, intervalMs = CUSTOMER_CHAT_CALL_INTERVAL_MS): CallLimit {
  const lastCall = new Map<string, number>();
  return {
    allow(member) {
      const at = now();
      const last = lastCall.get(member);
      if (last !== undefined && at - last < intervalMs) return false;
      lastCall.set(member, at);
      return true;
    },
  };
}
