/**
 * The pixel calls that answer their caller (CONTRACT §2): the opt-in check, conversions and money
 * events. Conversions and money events go straight to the server with `keepalive`, so a purchase
 * fired just before a redirect still arrives; they are not retried, as their contract bodies carry
 * no id the server could drop a repeat by — the promise tells the caller what happened.
 * Part of the page stage's chunk (dist/ui/mc-page.js): most pages never make one of these calls, so
 * the pixel imports it on the first.
 */
import { DEFAULT_CURRENCY } from '../runtime/constants';
import { request } from '../runtime/network';
import { conversionBody, moneyBody } from './bodies';
import type { PixelPageApi } from './install';
import type { PixelSession } from './session';
import type { PixelToken } from './token';
import { conversionError, genericEventError, moneyError, toAppId, toNumber } from './validation';

/** Not from the spec: an event body past a quarter of the beacon budget could never leave the page. */
export const EVENT_TOO_LARGE = 'Event is too large to send!';

export interface PixelCallDeps {
  /** The configured page, or a rejection with `Page Id is required!`. */
  ready(): Promise<{ pageId: string; host: string }>;
  session(): PixelSession;
  token(): PixelToken | undefined;
  now(): number;
  /** Queues a `logEvent`; false when it is too large. */
  log(appId: number, event: string, payload: unknown): boolean;
  markOptedIn(): void;
}

export interface PixelCalls extends PixelPageApi {
  checkOptin(): Promise<boolean>;
}

function check(problem: string | undefined): void {
  if (problem) throw new Error(problem);
}

export interface PixelCallsModule {
  createPixelCalls(deps: PixelCallDeps): PixelCalls;
}

export function createPixelCalls(deps: PixelCallDeps): PixelCalls {
  return {
    async fireLogConversionEvent(event) {
      const { pageId, host } = await deps.ready();
      const token = deps.token();
      check(conversionError(token, event, deps.now()));
      await request('POST', `${host}/pixel/logConversionEvent`, { body: conversionBody(pageId, event, token!.value), keepalive: true });
    },

    async fireLogMoneyEvent(event, weight, currency) {
      const { pageId, host } = await deps.ready();
      const token = deps.token();
      check(moneyError(token, event, weight, deps.now()));
      const body = moneyBody(pageId, event, toNumber(weight)!, currency || DEFAULT_CURRENCY, token!.value);
      await request('POST', `${host}/pixel/logMoneyEvent`, { body, keepalive: true });
    },

    async fireLogEvent(appId, event, payload = {}) {
      await deps.ready();
      check(genericEventError(appId, event));
      check(deps.log(toAppId(appId)!, event, payload) ? undefined : EVENT_TOO_LARGE);
    },

    async checkOptin() {
      const { pageId, host } = await deps.ready();
      if (deps.session().hasOptedIn) return true;
      const answer = await request<{ has_opted_in?: unknown } | undefined>('GET', `${host}/pixel/checkOptin`, {
        query: { account_id: pageId, session_id: deps.session().sessionId },
      });
      if (answer?.has_opted_in === true || answer?.has_opted_in === 1) deps.markOptedIn();
      return deps.session().hasOptedIn;
    },
  };
}
