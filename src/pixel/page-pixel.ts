/**
 * What widgets and the store integration ask of the pixel, built in the page stage on the pixel
 * every page has (index.ts): the widget and store events, the opt-in cached in the session or asked
 * of the server, and the session's key-value pairs. Each goes through the core's queue and session,
 * so nothing here changes what is sent or when.
 */
import { ANALYTICS_EVENT, PIXEL_APP_ID_STORE, PIXEL_APP_ID_WIDGET } from '../runtime/constants';
import type { Analytics } from '../runtime/types';
import { analyticsPayload } from './bodies';
import { checkOptin } from './calls';
import type { PixelCore } from './index';
import type { CustomValue } from './pixel-session';

export interface Pixel extends PixelCore {
  /** The cached opt-in status; see checkOptin for the server's. */
  hasOptedIn(): boolean;
  /** Asks the server unless the session already knows the visitor opted in; a yes is cached. */
  /** With a widget id: whether the visitor opted in through that widget (calls.ts). */
  checkOptin(widgetId?: number): Promise<boolean>;
  /** The visitor opted in through a widget: cached in the session. */
  markOptedIn(): void;
  /** `mc_shopify_analytics`, e.g. a negative status from NEGATIVE_STATUSES. */
  logAnalytics(analytics: Analytics): void;
  /** A widget event (app id 2): `open`, `close`, `popover_close`, `click`...; `user_agent` is added. */
  logWidgetEvent(event: string, payload?: Record<string, unknown>): void;
  /** A store event (app id 10): `page_view`, `shopify_session_started`, `cart_created`, `login`... */
  logStoreEvent(event: string, payload?: Record<string, unknown>): void;
  /** Key-value pairs kept in the pixel session (a new session starts empty); setting undefined removes a key. */
  readonly custom: {
    get(key: string): CustomValue | undefined;
    set(key: string, value: CustomValue | undefined): void;
  };
}

/**
 * One new object with every member it has: the page stage's own, and the core's read through its
 * prototype (so the core's getters stay live). The core stays as the loader made it.
 */
export function pagePixel(core: PixelCore, userAgent: string): Pixel {
  const markOptedIn = () => core.updateSession((current) => ({ ...current, hasOptedIn: true }));
  return Object.setPrototypeOf(
    <Omit<Pixel, keyof PixelCore>>{
      hasOptedIn: () => core.session?.hasOptedIn === true,
      checkOptin: (widgetId?: number) =>
        checkOptin({ ready: core.ready, page: core.page, session: () => core.session, markOptedIn }, widgetId),
      markOptedIn,
      logAnalytics: (analytics: Analytics) => core.logEvent(PIXEL_APP_ID_WIDGET, ANALYTICS_EVENT, analyticsPayload(analytics, userAgent)),
      logWidgetEvent: (event: string, payload: Record<string, unknown> = {}) =>
        core.logEvent(PIXEL_APP_ID_WIDGET, event, { user_agent: userAgent, ...payload }),
      logStoreEvent: (event: string, payload: Record<string, unknown> = {}) => core.logEvent(PIXEL_APP_ID_STORE, event, payload),
      custom: {
        get: (key: string) => core.session?.custom[key],
        // An undefined value is left out when the session is stored, which is the removal.
        set: (key: string, value: CustomValue | undefined) =>
          core.updateSession((current) => ({ ...current, custom: { ...current.custom, [key]: value as CustomValue } })),
      },
    },
    core,
  ) as Pixel;
}
