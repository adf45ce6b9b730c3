/**
 * The tracking pixel (spec 2 §3–§9, CONTRACT §2, §4): the visitor's pixel session, the events the
 * widgets and the store integration log, and `window.MC_PIXEL`. Created at boot, before the load
 * answer, so `MC_PIXEL` exists at once; everything that needs the page id or host waits for
 * `configure`, which the load answer triggers.
 */
import { buildSessionId, createGuid } from '../runtime/builders/session-id';
import {
  ANALYTICS_EVENT,
  LOG_PREFIX,
  NO_LOCAL_STORAGE_STATUS,
  PIXEL_APP_ID_STORE,
  PIXEL_APP_ID_WIDGET,
  PIXEL_CONFIGURE_FALLBACK_MS,
  PIXEL_PAGE_ID_REQUIRED,
  PIXEL_QUEUE_MAX_EVENTS,
  STORAGE_KEYS,
} from '../runtime/constants';
import { stringifyJson } from '../runtime/json';
import type { SafeStorage } from '../runtime/storage';
import { analyticsPayload, logEventBody, type Analytics } from './bodies';
import { isBot } from './bot';
import type { PixelCalls, PixelCallsModule } from './calls';
import { createDelivery, type DeliveryDeps } from './delivery';
import { installPageApi, type PixelPageApi } from './install';
import { isPixelSession, resolveSession, type CustomValue, type PixelSession } from './session';
import { parseToken, readTokenFromUrl, type PixelToken } from './token';

export type { Analytics } from './bodies';
export type { PixelPageApi, PixelSessionData } from './install';
export type { PixelSession, CustomValue } from './session';

export interface PixelSettings {
  accountId: string;
  /** Base URL of the server calls, without a trailing slash. */
  host: string;
}

/** From the load answer's `app`; empty values keep the snippet's. */
export interface PixelConfig {
  pageId?: string;
  host?: string;
}

export interface Impression {
  widgetId: number | string;
  widgetType: string;
  instanceId: number | string;
}

export interface StartPixelOptions {
  win: Window;
  settings: PixelSettings;
  storage: SafeStorage;
  now?: () => number;
  random?: () => number;
  /** The address the token is read from; the window's own by default. */
  pageUrl?: string;
  /** Replaces the network and the online check (tests). */
  transport?: Pick<DeliveryDeps, 'send' | 'beacon' | 'isOnline'>;
  /** Imports calls.ts (the calls that answer their caller), part of a chunk, on the first such call. */
  loadCalls: () => Promise<PixelCallsModule>;
}

export interface Pixel extends PixelPageApi {
  /** Settles once `configure` ran (or its fall-back did). */
  readonly ready: Promise<void>;
  /** '' until configured, or when the page id is missing. */
  readonly sessionId: string;
  readonly session: Readonly<PixelSession> | undefined;
  readonly isBot: boolean;
  configure(config: PixelConfig): void;
  /** The cached opt-in status; see checkOptin for the server's. */
  hasOptedIn(): boolean;
  /** Asks the server unless the session already knows the visitor opted in; a yes is cached. */
  checkOptin(): Promise<boolean>;
  /** The visitor opted in through a widget: cached in the session. */
  markOptedIn(): void;
  /** A widget event (app id 2): `open`, `close`, `popover_close`, `click`...; `user_agent` is added. */
  logWidgetEvent(event: string, payload?: Record<string, unknown>): void;
  /** A store event (app id 10): `page_view`, `shopify_session_started`, `cart_created`, `login`... */
  logStoreEvent(event: string, payload?: Record<string, unknown>): void;
  /** Any `logEvent` with its app id, queued until configured (impression.ts logs the impressions). */
  logEvent(appId: number, event: string, payload: unknown): void;
  /** `mc_shopify_analytics`, e.g. a negative status from NEGATIVE_STATUSES. */
  logAnalytics(analytics: Analytics): void;
  /** The store's customer id, sent as `external_id` with every later event. */
  setExternalId(id: string | undefined): void;
  /** Key-value pairs kept in the pixel session (a new session starts empty); setting undefined removes a key. */
  readonly custom: {
    get(key: string): CustomValue | undefined;
    set(key: string, value: CustomValue | undefined): void;
  };
  /** Called once per departure (page hidden or left), before queued events are handed to the browser. */
  onPageLeave(listener: () => void): () => void;
  flush(): void;
  dispose(): void;
}

export function startPixel({ win, settings, storage, now = Date.now, random = Math.random, pageUrl = win.location.href, transport, loadCalls }: StartPixelOptions): Pixel {
  const delivery = createDelivery({ win, storage, now, random, ...transport });
  const nav = win.navigator;
  const bot = isBot(nav.userAgent, nav.webdriver);
  const urlToken = readTokenFromUrl(pageUrl);
  let externalId: string | null = null;
  let page: { pageId: string; host: string } | undefined;
  let session: PixelSession | undefined;
  let configured = false;
  const waiting: Array<() => void> = [];
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  function saveSession(next: PixelSession): void {
    session = next;
    storage.setJSON(STORAGE_KEYS.pixelSession, next);
  }

  /** Runs now, or once configured: events logged early are not lost, only later (and bounded as the queue is). */
  function afterConfigure(task: () => void): void {
    if (!configured) {
      if (waiting.length < PIXEL_QUEUE_MAX_EVENTS) waiting.push(task);
    } else {
      try {
        task();
      } catch (error) {
        console.warn(`${LOG_PREFIX} pixel event not sent:`, error);
      }
    }
  }

  /** Queues one `logEvent`; false when there is no page id or the event is too large to send. */
  function log(appId: number, event: string, payload: unknown): boolean {
    if (!page || !session) return false;
    const id = createGuid();
    const body = logEventBody({ pageId: page.pageId, session, externalId, bot }, appId, event, payload, id);
    return delivery.enqueue({ id, url: `${page.host}/pixel/logEvent`, body: stringifyJson(body) ?? '' });
  }

  const logLater = (appId: number, event: string, payload: unknown) => afterConfigure(() => void log(appId, event, payload));
  const logAnalytics = (analytics: Analytics) => logLater(PIXEL_APP_ID_WIDGET, ANALYTICS_EVENT, analyticsPayload(analytics, nav.userAgent));
  const updateSession = (change: (current: PixelSession) => PixelSession) => afterConfigure(() => session && saveSession(change(session)));
  const markOptedIn = () => updateSession((current) => ({ ...current, hasOptedIn: true }));

  function configure(config: PixelConfig): void {
    if (configured) return;
    configured = true;
    clearTimeout(fallback);
    const pageId = (config.pageId || settings.accountId).trim();
    if (!pageId) console.warn(`${LOG_PREFIX} ${PIXEL_PAGE_ID_REQUIRED}`);
    else {
      page = { pageId, host: (config.host || settings.host).replace(/\/+$/, '') };
      const resolution = resolveSession({
        stored: storage.getJSON(STORAGE_KEYS.pixelSession, isPixelSession),
        pageId,
        urlToken,
        now: now(),
        newSessionId: () => buildSessionId({ pageId, now: now(), random, guid: createGuid() }),
      });
      saveSession(resolution.session);
      const replaced = resolution.replaced;
      if (replaced) log(PIXEL_APP_ID_STORE, 'new_pixel_session', { reason: replaced.reason, old_session: replaced.old ?? null, new_session: session });
      if (resolution.tokenArrived) log(PIXEL_APP_ID_STORE, 'auth', {});
      if (!storage.isPersistent) {
        logAnalytics({ widgetType: '', type: 'impression', status: 'negative', statusDescription: NO_LOCAL_STORAGE_STATUS });
      }
    }
    for (const task of waiting.splice(0)) afterConfigure(task);
    markReady();
  }

  // The load answer normally configures the pixel; without one, the snippet's settings stand, so
  // MC_PIXEL's promises settle and nothing waits forever, not even when the page is left first.
  const fallback = setTimeout(() => configure({}), PIXEL_CONFIGURE_FALLBACK_MS);
  delivery.onLeave(() => configure({}));

  /** A token in the address wins (an expired one is reported as such); else the session's own. */
  const currentToken = (): PixelToken | undefined => urlToken ?? parseToken(session?.token);

  let calls: Promise<PixelCalls> | undefined;
  /** One of the calls, run once they are imported (a failed import rejects the call). */
  const call =
    <K extends keyof PixelCalls>(name: K) =>
    (...args: unknown[]) =>
      (calls ??= loadCalls().then((module) =>
        module.createPixelCalls({
          ready: () => ready.then(() => page ?? Promise.reject(new Error(PIXEL_PAGE_ID_REQUIRED))),
          session: () => session!,
          token: currentToken,
          now,
          log,
          markOptedIn,
        }),
      )).then((loaded) => (loaded[name] as (...callArgs: unknown[]) => unknown)(...args)) as ReturnType<PixelCalls[K]>;

  const pixel: Pixel = {
    fireLogConversionEvent: call('fireLogConversionEvent'),
    fireLogMoneyEvent: call('fireLogMoneyEvent'),
    fireLogEvent: call('fireLogEvent'),
    checkOptin: call('checkOptin'),
    ready,
    get sessionId() {
      return session?.sessionId ?? '';
    },
    get session() {
      return session;
    },
    isBot: bot,
    configure,
    hasOptedIn: () => session?.hasOptedIn === true,
    markOptedIn,
    logWidgetEvent: (event, payload = {}) => logLater(PIXEL_APP_ID_WIDGET, event, { user_agent: nav.userAgent, ...payload }),
    logStoreEvent: (event, payload = {}) => logLater(PIXEL_APP_ID_STORE, event, payload),
    logEvent: logLater,
    logAnalytics,
    setExternalId(id) {
      externalId = id || null;
    },
    custom: {
      get: (key) => session?.custom[key],
      // An undefined value is left out when the session is stored, which is the removal.
      set: (key, value) => updateSession((current) => ({ ...current, custom: { ...current.custom, [key]: value as CustomValue } })),
    },
    onPageLeave: delivery.onLeave,
    flush: delivery.flush,
    dispose() {
      clearTimeout(fallback);
      delivery.dispose();
      uninstall();
    },
  };
  const uninstall = installPageApi(win, pixel, () => ({ sessionId: pixel.sessionId, hasOptedIn: pixel.hasOptedIn(), pageId: session?.pageId ?? '' }));
  return pixel;
}

export { trackWidgetEvents, type WidgetLifecycleEvent } from './widget-tracking';
