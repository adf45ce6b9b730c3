/**
 * The tracking pixel (docs/pixel.md): the visitor's pixel session, the events the
 * widgets and the store integration log, and `window.MC_PIXEL`. Created at boot, before the load
 * answer, so `MC_PIXEL` exists at once. Every event is checked and built when it is fired, with
 * the snippet's account id and host until the load answer (`configure`) says otherwise, and queued
 * durably at once (delivery.ts): an event fired just before the page is left, or before the load
 * answer came, still arrives, and nothing on that path waits for a chunk to be imported.
 */
import { buildPixelSessionId, createGuid } from '../runtime/builders/pixel-session-id';
import { callTarget } from '../runtime/call-target';
import {
  DEFAULT_CURRENCY,
  LOG_PREFIX,
  PIXEL_APP_ID_STORE,
  PIXEL_CONFIGURE_FALLBACK_MS,
  PIXEL_PAGE_ID_REQUIRED,
  PIXEL_QUEUE_MAX_EVENTS,
  PIXEL_SESSION_KEY,
} from '../runtime/constants';
import { stringifyJson } from '../runtime/json';
import type { SafeStorage } from '../runtime/storage';
import { conversionBody, logEventBody, moneyBody } from './bodies';
import { isBot } from './bot';
import { createDelivery, type DeliveryDeps, type LoadSending, type Settled } from './delivery';
import { installPageApi, type PixelPageApi } from './install';
import { isPixelSession, resolveSession, type PixelSession } from './pixel-session';
import { parseToken, readTokenFromUrl, type PixelToken } from './token';
import { conversionError, genericEventError, moneyError, toAppId, toNumber } from './validation';

/** Our own limit: an event body past a quarter of the beacon budget could never leave the page. */
export const EVENT_TOO_LARGE = 'Event is too large to send!';

export type { Analytics } from '../runtime/types';
export type { PixelPageApi, PixelSessionData } from './install';
export type { PixelSession, CustomValue } from './pixel-session';

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
  /** Live sending: its chunk's import in the loader, the module itself where it is bundled. */
  loadSending: LoadSending;
  /** Replaces the network and the online check (tests). */
  transport?: Pick<DeliveryDeps, 'send' | 'beacon' | 'isOnline'>;
}

/**
 * The pixel every page has, from the loader: MC_PIXEL, the event queue and the session. The page
 * stage builds what only widgets and the store integration ask of it on top (page-pixel.ts).
 */
export interface PixelCore extends PixelPageApi {
  /** Settles once `configure` ran (or its fall-back did). */
  readonly ready: Promise<void>;
  /** '' until configured, or when the page id is missing. */
  readonly sessionId: string;
  readonly session: Readonly<PixelSession> | undefined;
  readonly isBot: boolean;
  configure(config: PixelConfig): void;
  /** The page the events are for (the configured one once `ready`); none without a page id. */
  page(): { pageId: string; host: string } | undefined;
  /** Any `logEvent` with its app id, sent once there is a session. */
  logEvent(appId: number, event: string, payload: unknown): void;
  /** The store's customer id, sent as `external_id` with every later event. */
  setExternalId(id: string | undefined): void;
  /** Changes the session and stores it, once there is one. */
  updateSession(change: (current: PixelSession) => PixelSession): void;
  /** Called once per departure (page hidden or left), before queued events are handed to the browser. */
  onPageLeave(listener: () => void): () => void;
  flush(): void;
  dispose(): void;
}

export function startPixel({
  win,
  settings,
  storage,
  now = Date.now,
  random = Math.random,
  pageUrl = win.location.href,
  loadSending,
  transport,
}: StartPixelOptions): PixelCore {
  const delivery = createDelivery({ win, storage, now, random, loadSending, ...transport });
  const nav = win.navigator;
  const bot = isBot(nav.userAgent, nav.webdriver);
  const urlToken = readTokenFromUrl(pageUrl);
  let externalId: string | null = null;
  /** The page the events are for: the load answer's, where it names one, else the snippet's; none without a page id. */
  const pageFor = (config: PixelConfig) => {
    const target = callTarget(settings, config);
    return target.pageId ? target : undefined;
  };
  /** The snippet's account and host stand in until the load answer. */
  let page = pageFor({});
  let session: PixelSession | undefined;
  /** The page id the session was resolved for (docs/pixel.md#the-pixel-session); a borrowed stored session has none yet. */
  let resolvedFor: string | undefined;
  let configured = false;
  const waiting: Array<() => void> = [];
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  function saveSession(next: PixelSession): void {
    session = next;
    storage.setJSON(PIXEL_SESSION_KEY, next);
  }

  /** Runs now when there is a session, or once configured (only a snippet without an account id has none). */
  function whenSession(task: () => void): void {
    if (!session || !page) {
      if (!configured && waiting.length < PIXEL_QUEUE_MAX_EVENTS) waiting.push(task);
      return;
    }
    try {
      task();
    } catch (error) {
      console.warn(`${LOG_PREFIX} pixel event not sent:`, error);
    }
  }

  /** Queues one event, its body built now with its own id; false when there is no page id or it is too large to send. */
  function queue(path: string, build: (pageId: string, id: string) => unknown, settled?: Settled): boolean {
    if (!page || !session) return false;
    const id = createGuid();
    return delivery.enqueue({ id, url: `${page.host}/pixel/${path}`, body: stringifyJson(build(page.pageId, id)) ?? '' }, settled);
  }

  const eventBody = (appId: number, event: string, payload: unknown) => (pageId: string, id: string) =>
    logEventBody({ pageId, session: session!, externalId, bot }, appId, event, payload, id);
  const log = (appId: number, event: string, payload: unknown) => queue('logEvent', eventBody(appId, event, payload));

  const logSoon = (appId: number, event: string, payload: unknown) => whenSession(() => void log(appId, event, payload));
  const updateSession = (change: (current: PixelSession) => PixelSession) => whenSession(() => session && saveSession(change(session)));

  /** Keeps the session (the stored one) or starts a new one for this page id (docs/pixel.md#the-pixel-session), with its events. */
  function startSession(pageId: string): void {
    resolvedFor = pageId;
    const resolution = resolveSession({
      stored: session,
      pageId,
      urlToken,
      now: now(),
      newSessionId: () => buildPixelSessionId({ pageId, now: now(), random, guid: createGuid() }),
    });
    saveSession(resolution.session);
    const replaced = resolution.replaced;
    if (replaced)
      log(PIXEL_APP_ID_STORE, 'new_pixel_session', { reason: replaced.reason, old_session: replaced.old ?? null, new_session: session });
    if (resolution.tokenArrived) log(PIXEL_APP_ID_STORE, 'auth', {});
  }

  // A session stored for another page id is borrowed rather than replaced until the load answer
  // says which page this is: the snippet's account id and the page id need not be the same.
  session = storage.getJSON(PIXEL_SESSION_KEY, isPixelSession);
  if (page && (!session || session.pageId === page.pageId)) startSession(page.pageId);

  function configure(config: PixelConfig): void {
    if (configured) return;
    configured = true;
    clearTimeout(fallback);
    page = pageFor(config);
    if (!page) {
      console.warn(`${LOG_PREFIX} ${PIXEL_PAGE_ID_REQUIRED}`);
    } else if (resolvedFor !== page.pageId) {
      startSession(page.pageId);
    }
    for (const task of waiting.splice(0)) whenSession(task);
    markReady();
  }

  // The load answer normally configures the pixel; without one, the snippet's settings stand, so
  // MC_PIXEL's promises settle and nothing waits forever, not even when the page is left first.
  const fallback = setTimeout(() => configure({}), PIXEL_CONFIGURE_FALLBACK_MS);
  delivery.onLeave(() => configure({}));

  /** A token in the address wins (an expired one is reported as such); else the session's own. */
  const currentToken = (): PixelToken | undefined => urlToken ?? parseToken(session?.token);

  /**
   * An MC_PIXEL call: checked now (a failed check rejects with its documented message), then queued
   * like every event, now or, without an account id in the snippet, once the load answer named
   * the page. The promise settles with the server's answer, or when the browser took the event
   * over as the page went.
   */
  const fire = (problem: string | undefined, path: string, build: (pageId: string, id: string) => unknown): Promise<void> => {
    if (problem) return Promise.reject(new Error(problem));
    const go = () =>
      new Promise<void>((resolve, reject) => {
        if (!page || !session) reject(new Error(PIXEL_PAGE_ID_REQUIRED));
        else if (!queue(path, build, (error) => (error ? reject(error) : resolve()))) reject(new Error(EVENT_TOO_LARGE));
      });
    return page && session ? go() : ready.then(go);
  };

  const pixel: PixelCore = {
    fireLogConversionEvent(event) {
      const token = currentToken();
      return fire(conversionError(token, event, now()), 'logConversionEvent', (pageId, id) =>
        conversionBody(pageId, event, token!.value, id),
      );
    },
    fireLogMoneyEvent(event, weight, currency) {
      const token = currentToken();
      return fire(moneyError(token, event, weight, now()), 'logMoneyEvent', (pageId, id) =>
        moneyBody(pageId, event, toNumber(weight)!, currency || DEFAULT_CURRENCY, token!.value, id),
      );
    },
    fireLogEvent(appId, event, payload = {}) {
      return fire(genericEventError(appId, event), 'logEvent', eventBody(toAppId(appId)!, event, payload));
    },
    ready,
    get sessionId() {
      return session?.sessionId ?? '';
    },
    get session() {
      return session;
    },
    isBot: bot,
    configure,
    page: () => page,
    logEvent: logSoon,
    setExternalId(id) {
      externalId = id || null;
    },
    updateSession,
    onPageLeave: delivery.onLeave,
    flush: delivery.flush,
    dispose() {
      clearTimeout(fallback);
      delivery.dispose();
      uninstall();
    },
  };
  const uninstall = installPageApi(win, pixel, () => ({
    sessionId: pixel.sessionId,
    hasOptedIn: session?.hasOptedIn === true,
    pageId: session?.pageId ?? '',
  }));
  return pixel;
}
