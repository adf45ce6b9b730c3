/**
 * Delivery that loses nothing and counts nothing twice (CONTRACT §2). Every event carries its own id
 * (`event_id` in the body, by which the server drops repeats), and leaves the queue only when the
 * server accepted it, refused it for good (a 4xx other than 408/429), or the browser took it over.
 *
 * - While the page lives: events wait for the browser to be idle (after the frame being rendered,
 *   at most PIXEL_SEND_IDLE_TIMEOUT_MS), so opening 200 cards does not also start 200 requests in
 *   the middle of rendering them; then up to PIXEL_SEND_CONCURRENCY keepalive POSTs at a time.
 *   Server trouble, time-outs and 429 pause the whole queue with jittered exponential backoff (or
 *   `Retry-After`), then one probe at a time until the server answers again. Offline, nothing is
 *   sent until `online`.
 * - When the page goes (`pagehide` or hidden, once): requests in flight are keepalive and finish on
 *   their own; queued events go out as beacons, one event per beacon as the contract's `logEvent`
 *   takes one, while they fit the browser's shared 64 KB beacon budget. What does not fit, and
 *   everything when offline or while the server is failing, is written to storage; the next page
 *   (or this one, if it comes back) sends it.
 */
import { PIXEL_BEACON_QUOTA_BYTES, PIXEL_QUEUE_MAX_EVENTS, PIXEL_SEND_CONCURRENCY, PIXEL_SEND_IDLE_TIMEOUT_MS, STORAGE_KEYS } from '../runtime/constants';
import type { SafeStorage } from '../runtime/storage';
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
  /** False when the event is too large to ever be sent. */
  enqueue(event: QueuedEvent): boolean;
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
  const queue: QueuedEvent[] = [];
  const inFlight = new Map<string, number>(); // event id → body bytes
  const leaveListeners = new Set<() => void>();
  const lifetime = new AbortController();
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

  /**
   * The queue earlier pages left. Storage is shared with other scripts and older versions, so each
   * entry is checked on its own: one bad entry neither takes the good ones with it nor stalls them.
   */
  const readStored = (): QueuedEvent[] => {
    const stored = storage.getJSON(STORAGE_KEYS.eventQueue);
    if (!Array.isArray(stored)) return [];
    return stored.filter((event): event is QueuedEvent => isQueuedEvent(event) && isSendableUrl(event.url, win.location.href));
  };

  /** Appends to what other tabs of the site may have left there; an event is in memory or in storage, never both. */
  function persist(events: QueuedEvent[]): void {
    storage.setJSON(STORAGE_KEYS.eventQueue, [...readStored(), ...events].slice(-PIXEL_QUEUE_MAX_EVENTS));
  }

  /** Takes over what an earlier page (or this one, before it was hidden) left in storage. */
  function adopt(): void {
    const stored = readStored();
    storage.remove(STORAGE_KEYS.eventQueue);
    stored.forEach(push);
    pumpWhenIdle();
  }

  /** The page is going: beacons while they fit and the server was answering, storage for the rest. */
  function handOff(events: QueuedEvent[]): void {
    const serverHealthy = isOnline() && retryTimer === undefined;
    const budget = PIXEL_BEACON_QUOTA_BYTES - [...inFlight.values()].reduce((sum, bytes) => sum + bytes, 0);
    const kept: QueuedEvent[] = [];
    for (const event of events) {
      const bytes = byteLength(event.body);
      // Order matters to the server's session timeline: after the first event that stays, all stay.
      if (serverHealthy && kept.length === 0 && beaconBytes + bytes <= budget && beacon(event.url, event.body)) beaconBytes += bytes;
      else kept.push(event);
    }
    if (kept.length) persist(kept);
  }

  /** Bounded: a page that logs faster than a failing server accepts keeps the newest events. */
  function push(event: QueuedEvent): void {
    if (queue.length + inFlight.size >= PIXEL_QUEUE_MAX_EVENTS) queue.shift();
    queue.push(event);
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

  function sendOne(event: QueuedEvent): void {
    inFlight.set(event.id, byteLength(event.body));
    send(event.url, event.body, true)
      .catch((): SendResult => ({ status: 0 }))
      .then((result) => settle(event, result));
  }

  function settle(event: QueuedEvent, { status, retryAfter }: SendResult): void {
    inFlight.delete(event.id);
    if (lifetime.signal.aborted) return;
    if (isRetryable(status)) {
      if (away) persist([event]);
      else {
        queue.unshift(event);
        pauseAfterFailure(retryAfter);
      }
      return;
    }
    failures = 0;
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
    handOff(queue.splice(0));
  }

  watchPageLeave(win, lifetime.signal, {
    leave,
    back: () => {
      away = false;
      beaconBytes = 0;
      adopt();
    },
  });
  // Back online: whatever waited for the network (or for a back-off caused by its absence) goes now.
  win.addEventListener('online', resume, { signal: lifetime.signal });
  adopt();

  return {
    enqueue(event) {
      if (byteLength(event.body) > MAX_EVENT_BYTES) return false;
      push(event);
      if (away && !handingOver) handOff(queue.splice(0));
      else pumpWhenIdle();
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
    },
  };
}
