/**
 * Delivery that loses nothing and counts nothing twice (CONTRACT §2). Every event carries its own id
 * (`event_id` in the body, by which the server drops repeats), and leaves the queue only when the
 * server accepted it, refused it for good (a 4xx other than 408/429), or the browser took it over.
 *
 * - Durable from the moment it is queued: the queue is written through to storage (in the same
 *   task's microtask, so a burst costs one write), each entry marked with the page that owns it,
 *   and an entry leaves storage once delivered or handed to the browser. A page that dies without
 *   a `pagehide` (a crash, a killed tab) leaves its entries there; the next page view takes them
 *   over once PIXEL_QUEUE_ADOPT_AFTER_MS old, since until then they may be another live tab's.
 *   Where storage throws, the queue lives in memory (runtime/storage.ts).
 * - While the page lives: events wait for the browser to be idle (after the frame being rendered,
 *   at most PIXEL_SEND_IDLE_TIMEOUT_MS), so opening 200 cards does not also start 200 requests in
 *   the middle of rendering them; then up to PIXEL_SEND_CONCURRENCY keepalive POSTs at a time.
 *   Server trouble, time-outs and 429 pause the whole queue with jittered exponential backoff (or
 *   `Retry-After`), then one probe at a time until the server answers again. Offline, nothing is
 *   sent until `online`.
 * - When the page goes (`pagehide`, hidden or frozen, once): requests in flight are keepalive and
 *   finish on their own; queued events go out as beacons, one event per beacon as the contract's
 *   `logEvent` takes one, while they fit the browser's shared 64 KB beacon budget. Both count as
 *   handed over and leave storage, so the next page does not send them again (the server's
 *   dedupe by event id is the backstop). What does not fit, and everything when offline or while
 *   the server is failing, stays in storage without an owner; the next page (or this one, if it
 *   comes back or the network returns) sends it.
 */
import { NETWORK_POST_ERROR, PIXEL_BEACON_QUOTA_BYTES, PIXEL_HANDED_OVER_MS, PIXEL_QUEUE_ADOPT_AFTER_MS, PIXEL_QUEUE_MAX_EVENTS, PIXEL_SEND_CONCURRENCY, PIXEL_SEND_IDLE_TIMEOUT_MS, EVENT_QUEUE_KEY } from '../runtime/constants';
import type { SafeStorage } from '../runtime/storage';
import { createGuid } from '../runtime/builders/session-id';
import { watchPageLeave } from './page-leave';
import { backoffDelay, isRetryable, retryAfterDelay } from './retry';
import { browserBeacon, byteLength, fetchSend, type Beacon, type Send, type SendResult } from './transport';

export interface QueuedEvent {
  /** The `event_id` inside `body`. */
  id: string;
  url: string;
  /** The JSON text sent as is, so a retry repeats the very same bytes. */
  body: string;
}

/** A queue entry as stored: the page that owns it (none once its page left) and when it was queued. */
interface StoredEvent extends QueuedEvent {
  owner?: string;
  at?: number;
}

/** Told what became of one event: nothing once delivered or handed to the browser, the error when refused for good. */
export type Settled = (error?: Error) => void;

/** Each event stays under a quarter of the beacon budget, so the keepalive requests in flight never exceed it. */
export const MAX_EVENT_BYTES = PIXEL_BEACON_QUOTA_BYTES / PIXEL_SEND_CONCURRENCY;

/** Runs a task later; returns how to cancel it. */
export type Schedule = (task: () => void) => () => void;

type IdleWindow = Window & {
  requestIdleCallback?: (task: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * When the browser is idle, or PIXEL_SEND_IDLE_TIMEOUT_MS at the latest. Without idle callbacks:
 * a task after the next frame, or after the time-out where no frame comes (a background tab);
 * without frames either, a task of its own.
 */
export function idleSchedule(win: Window): Schedule {
  const idle = win as IdleWindow;
  return (task) => {
    if (typeof idle.requestIdleCallback === 'function') {
      const handle = idle.requestIdleCallback(task, { timeout: PIXEL_SEND_IDLE_TIMEOUT_MS });
      return () => idle.cancelIdleCallback?.(handle);
    }
    let done = false;
    const run = () => {
      if (done) return;
      done = true;
      clearTimeout(late);
      task();
    };
    const late = setTimeout(run, typeof win.requestAnimationFrame === 'function' ? PIXEL_SEND_IDLE_TIMEOUT_MS : 0);
    if (typeof win.requestAnimationFrame === 'function') win.requestAnimationFrame(() => setTimeout(run, 0));
    return () => {
      done = true;
      clearTimeout(late);
    };
  };
}

export interface DeliveryDeps {
  win: Window;
  storage: SafeStorage;
  send?: Send;
  beacon?: Beacon;
  isOnline?: () => boolean;
  random?: () => number;
  now?: () => number;
  /** When queued events are sent (idleSchedule by default). */
  schedule?: Schedule;
}

export interface Delivery {
  /** False when the event is too large to ever be sent. `settled` hears of this event's fate, if this page sees it. */
  enqueue(event: QueuedEvent, settled?: Settled): boolean;
  /** Sends what is due now (the queue also does so on its own). */
  flush(): void;
  /** Called once per departure, before the queue is handed over, so what listeners log leaves too. */
  onLeave(listener: () => void): () => void;
  /** Events not yet delivered: queued or in flight. */
  readonly pending: number;
  dispose(): void;
}

const isQueuedEvent = (value: unknown): value is QueuedEvent => {
  const event = value as QueuedEvent | null;
  return typeof event?.id === 'string' && typeof event.url === 'string' && typeof event.body === 'string';
};

/** An http(s) address a request can carry; anything else would fail on every try and hold up the queue behind it. */
function isSendableUrl(url: string, base: string): boolean {
  try {
    return /^https?:$/.test(new URL(url, base).protocol);
  } catch {
    return false;
  }
}

export function createDelivery({
  win,
  storage,
  send = fetchSend(win),
  beacon = browserBeacon(win),
  isOnline = () => win.navigator.onLine !== false,
  random = Math.random,
  now = Date.now,
  schedule = idleSchedule(win),
}: DeliveryDeps): Delivery {
  const queue: StoredEvent[] = [];
  const inFlight = new Map<string, StoredEvent>();
  const callbacks = new Map<string, Settled>();
  const leaveListeners = new Set<() => void>();
  const lifetime = new AbortController();
  /** This page's mark on the entries it owns in storage. */
  const me = createGuid();
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** The page is hidden or gone: nothing new starts, everything is handed over at once. */
  let away = false;
  /** Leave listeners are running: what they log joins the queue that is about to be handed over. */
  let handingOver = false;
  /** Beacon bytes handed to the browser since the page went; they hold the shared budget until sent. */
  let beaconBytes = 0;
  /** The idle send asked for and not yet run (one covers every event queued meanwhile). */
  let scheduled: { cancel?: () => void } | undefined;
  let syncDue = false;

  /**
   * The stored queue. Storage is shared with other tabs, scripts and older versions, so each entry
   * is checked on its own: one bad entry neither takes the good ones with it nor stalls them.
   */
  const readStored = (): StoredEvent[] => {
    const stored = storage.getJSON(EVENT_QUEUE_KEY);
    if (!Array.isArray(stored)) return [];
    return stored.filter((event): event is StoredEvent => isQueuedEvent(event) && isSendableUrl(event.url, win.location.href));
  };

  /**
   * Writes what this page has not delivered (nothing once it is away: it handed everything over)
   * beside other pages' entries, and `orphans` without an owner for whichever page comes next.
   */
  function sync(orphans: StoredEvent[] = []): void {
    syncDue = false;
    const own = away ? [] : [...inFlight.values(), ...queue];
    const ids = new Set([...own, ...orphans].map((event) => event.id));
    const others = readStored().filter((event) => event.owner !== me && !ids.has(event.id));
    const next = [...others, ...orphans.map(({ owner, ...event }) => event), ...own.map((event) => ({ ...event, owner: me }))];
    if (next.length) storage.setJSON(EVENT_QUEUE_KEY, next.slice(-PIXEL_QUEUE_MAX_EVENTS));
    else storage.remove(EVENT_QUEUE_KEY);
  }

  /** One write for everything a task queued or settled. */
  function syncSoon(): void {
    if (syncDue) return;
    syncDue = true;
    queueMicrotask(() => syncDue && sync());
  }

  /**
   * Takes over what earlier pages (or this one, before it was hidden) left in storage, and what a
   * page that died with its events has not delivered for a while.
   */
  function adopt(): void {
    const held = new Set([...queue, ...inFlight.values()].map((event) => event.id));
    const taken = readStored().filter(
      (event) => !held.has(event.id) && (event.owner === undefined || (event.owner !== me && now() - (event.at ?? 0) > PIXEL_QUEUE_ADOPT_AFTER_MS)),
    );
    taken.forEach(push);
    if (taken.length) sync();
    pumpWhenIdle();
  }

  /** The page is going: beacons while they fit and the server was answering, storage for the rest. */
  function handOff(events: StoredEvent[]): void {
    const serverHealthy = isOnline() && retryTimer === undefined && failures === 0;
    const budget = PIXEL_BEACON_QUOTA_BYTES - [...inFlight.values()].reduce((sum, event) => sum + byteLength(event.body), 0);
    const kept: StoredEvent[] = [];
    for (const event of events) {
      const bytes = byteLength(event.body);
      // Order matters to the server's session timeline: after the first event that stays, all stay.
      if (serverHealthy && kept.length === 0 && beaconBytes + bytes <= budget && beacon(event.url, event.body)) {
        beaconBytes += bytes;
        done(event.id);
      } else kept.push(event);
    }
    sync(kept);
  }

  /** Bounded: a page that logs faster than a failing server accepts keeps the newest events. */
  function push(event: StoredEvent): void {
    if (queue.length + inFlight.size >= PIXEL_QUEUE_MAX_EVENTS) callbacks.delete(queue.shift()!.id);
    queue.push(event);
  }

  function done(id: string, error?: Error): void {
    const settled = callbacks.get(id);
    callbacks.delete(id);
    settled?.(error);
  }

  function unschedule(): void {
    scheduled?.cancel?.();
    scheduled = undefined;
  }

  function pump(): void {
    unschedule();
    if (away || retryTimer !== undefined || !isOnline() || lifetime.signal.aborted) return;
    const limit = failures > 0 ? 1 : PIXEL_SEND_CONCURRENCY;
    while (inFlight.size < limit && queue.length) sendOne(queue.shift()!);
  }

  /** Sends once the browser is idle. */
  function pumpWhenIdle(): void {
    if (scheduled || away || lifetime.signal.aborted) return;
    const mine: { cancel?: () => void } = {};
    scheduled = mine;
    const cancel = schedule(() => {
      if (scheduled === mine) pump();
    });
    // A schedule may run the task at once; then there is nothing left to cancel.
    if (scheduled === mine) mine.cancel = cancel;
  }

  function sendOne(event: StoredEvent): void {
    inFlight.set(event.id, event);
    send(event.url, event.body, true)
      .catch((): SendResult => ({ status: 0 }))
      .then((result) => settle(event, result));
  }

  function settle(event: StoredEvent, { status, retryAfter }: SendResult): void {
    inFlight.delete(event.id);
    if (lifetime.signal.aborted) return;
    if (isRetryable(status)) {
      // A keepalive request outlives its page, but its promise fails as the page is torn down: a
      // failure without an answer counts only if the page is still there a moment later.
      if (away) {
        if (status) sync([event]);
        else setTimeout(() => (away ? sync([event]) : (queue.unshift(event), pumpWhenIdle())), PIXEL_HANDED_OVER_MS);
      } else {
        queue.unshift(event);
        pauseAfterFailure(retryAfter);
      }
      return;
    }
    failures = 0;
    // The spec's network error; the loader leaves network.ts to the page stage.
    done(event.id, status >= 300 ? new Error(`${NETWORK_POST_ERROR} ${event.url} ${status}`) : undefined);
    syncSoon();
    pumpWhenIdle();
  }

  function pauseAfterFailure(retryAfter: string | null | undefined): void {
    // Requests already in flight when the first failure came do not stretch the pause further.
    if (retryTimer !== undefined) return;
    failures += 1;
    retryTimer = setTimeout(resume, retryAfterDelay(retryAfter, now()) ?? backoffDelay(failures, random));
  }

  function resume(): void {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    pump();
  }

  function leave(): void {
    away = handingOver = true;
    for (const listener of [...leaveListeners]) {
      try {
        listener();
      } catch {
        // One failing listener must not keep the queue from leaving with the page.
      }
    }
    handingOver = false;
    unschedule();
    // Keepalive requests in flight outlive the page: handed over like the beacons. A retry to a
    // failing server may fail again with no page left to keep it, so a copy waits in storage for the
    // next page too (the server keeps an event once per id).
    const retrying = failures > 0 ? [...inFlight.values()] : [];
    for (const id of inFlight.keys()) done(id);
    handOff([...retrying, ...queue.splice(0)]);
  }

  watchPageLeave(win, lifetime.signal, {
    leave,
    back: () => {
      away = false;
      beaconBytes = 0;
      adopt();
    },
  });
  // Back online: whatever waited for the network (or for a back-off caused by its absence) goes now,
  // with what the pages left while it was away.
  win.addEventListener(
    'online',
    () => {
      resume();
      if (!away) adopt();
    },
    { signal: lifetime.signal },
  );
  adopt();

  return {
    enqueue(event, settled) {
      if (byteLength(event.body) > MAX_EVENT_BYTES) return false;
      push({ ...event, at: now() });
      if (settled) callbacks.set(event.id, settled);
      if (away && !handingOver) handOff(queue.splice(0));
      else {
        syncSoon();
        pumpWhenIdle();
      }
      return true;
    },
    flush: pump,
    onLeave(listener) {
      leaveListeners.add(listener);
      return () => leaveListeners.delete(listener);
    },
    get pending() {
      return queue.length + inFlight.size;
    },
    dispose() {
      lifetime.abort();
      unschedule();
      clearTimeout(retryTimer);
      leaveListeners.clear();
      callbacks.clear();
    },
  };
}
