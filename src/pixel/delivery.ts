/**
 * Delivery that loses nothing and counts nothing twice (docs/pixel.md#delivery). Every event carries its own id
 * (`event_id` in the body, by which the server drops repeats), and leaves the queue only when the
 * server accepted it, refused it for good (a 4xx other than 408/429), or the browser took it over.
 *
 * - Durable from the moment it is queued: the queue is written through to storage (in the same
 *   task's microtask, so a burst costs one write), each entry marked with the page that owns it,
 *   and an entry leaves storage with the first write after it was delivered or handed to the browser (live sending
 *   asks for one once the queue has drained, not after every answer: sending.ts). A page that dies without
 *   a `pagehide` (a crash, a killed tab) leaves its entries there; the next page view takes them
 *   over once PIXEL_QUEUE_ADOPT_AFTER_MS old, since until then they may be another live tab's.
 *   Where storage throws, the queue lives in memory (runtime/storage.ts).
 * - While the page lives: live sending (sending.ts, its own chunk) is imported the first time an
 *   event waits, and sends once the browser is idle, with back-off while the server is failing.
 * - When the page goes (`pagehide`, hidden or frozen, once): requests in flight are keepalive and
 *   finish on their own; queued events go out as beacons, one event per beacon as the server's
 *   `logEvent` takes one, while they fit the browser's shared 64 KB beacon budget. Both count as
 *   handed over and leave storage, so the next page does not send them again (the server's
 *   dedupe by event id is the backstop). What does not fit, and everything when offline, while
 *   the server is failing or live sending could not be imported, stays in storage without an
 *   owner; the next page (or this one, if it comes back or the network returns) sends it.
 */
import {
  EVENT_QUEUE_KEY,
  PIXEL_BEACON_QUOTA_BYTES,
  PIXEL_QUEUE_ADOPT_AFTER_MS,
  PIXEL_QUEUE_MAX_EVENTS,
  PIXEL_SEND_CONCURRENCY,
} from '../runtime/constants';
import type { SafeStorage } from '../runtime/storage';
import { createGuid } from '../runtime/builders/pixel-session-id';
import { watchPageLeave } from './page-leave';
import type { QueuedEvent, Settled, StoredEvent } from './queued-event';
import type { Sending, SendingOptions, StartSending } from './sending';
import { browserBeacon, byteLength, type Beacon } from './transport';

export type { QueuedEvent, Settled } from './queued-event';

/** Each event stays under a quarter of the beacon budget, so the keepalive requests in flight never exceed it. */
export const MAX_EVENT_BYTES = PIXEL_BEACON_QUOTA_BYTES / PIXEL_SEND_CONCURRENCY;

/**
 * Live sending: the module itself (tests, the npm package) or its import (the loader's chunk). An
 * import that failed is not tried again on this page (the browser would refuse the same URL): the
 * queue then counts as failing, so its events wait in storage for the next page view.
 */
export type LoadSending = () => { startSending: StartSending } | Promise<{ startSending: StartSending }>;

export interface DeliveryDeps extends SendingOptions {
  win: Window;
  storage: SafeStorage;
  loadSending: LoadSending;
  beacon?: Beacon;
}

export interface Delivery {
  /** False when the event is too large to ever be sent. `settled` hears of this event's fate, if this page sees it. */
  enqueue(event: QueuedEvent, settled?: Settled): boolean;
  /** Sends what is due now (the queue also does so on its own); the first time, once live sending is in. */
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

export function createDelivery({ win, storage, loadSending, beacon = browserBeacon(win), ...options }: DeliveryDeps): Delivery {
  const { isOnline = () => win.navigator.onLine !== false, now = Date.now } = options;
  const queue: StoredEvent[] = [];
  const callbacks = new Map<string, Settled>();
  const leaveListeners = new Set<() => void>();
  const lifetime = new AbortController();
  /** This page's mark on the entries it owns in storage. */
  const me = createGuid();
  /** The page is hidden or gone: nothing new starts, everything is handed over at once. */
  let away = false;
  /** Leave listeners are running: what they log joins the queue that is about to be handed over. */
  let handingOver = false;
  /** Beacon bytes handed to the browser since the page went; they hold the shared budget until sent. */
  let beaconBytes = 0;
  let syncDue = false;

  /** Until live sending is imported: nothing in flight; asked to send while the page is there, it imports it. */
  let importing: 'no' | 'started' | 'failed' = 'no';
  const importWhenDue = () => void (queue.length && !away && startImport());
  let sending: Sending = {
    wake: importWhenDue,
    flush: importWhenDue,
    resume: () => undefined,
    unschedule: () => undefined,
    inFlight: new Map(),
    // Live sending could not be imported: the server may not take beacons either.
    get failing() {
      return importing === 'failed';
    },
    dispose: () => undefined,
  };

  function startImport(): void {
    if (importing !== 'no') return;
    importing = 'started';
    const failed = () => void (importing = 'failed');
    const started = (module: { startSending: StartSending }) => {
      if (lifetime.signal.aborted) return;
      sending = module.startSending(
        { win, queue, isAway: () => away, lifetime: lifetime.signal, settle: done, keepForNextPage: sync, changed: syncSoon },
        options,
      );
      sending.wake();
    };
    try {
      const loaded = loadSending();
      if ('then' in loaded) loaded.then(started).catch(failed);
      else started(loaded);
    } catch {
      failed();
    }
  }

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
    const own = away ? [] : [...sending.inFlight.values(), ...queue];
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
    const held = new Set([...queue, ...sending.inFlight.values()].map((event) => event.id));
    const taken = readStored().filter(
      (event) =>
        !held.has(event.id) && (event.owner === undefined || (event.owner !== me && now() - (event.at ?? 0) > PIXEL_QUEUE_ADOPT_AFTER_MS)),
    );
    taken.forEach(push);
    if (taken.length) sync();
    sending.wake();
  }

  /** The page is going: beacons while they fit and the server was answering, storage for the rest. */
  function handOff(events: StoredEvent[]): void {
    const serverHealthy = isOnline() && !sending.failing;
    const budget = PIXEL_BEACON_QUOTA_BYTES - [...sending.inFlight.values()].reduce((sum, event) => sum + byteLength(event.body), 0);
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
    if (queue.length + sending.inFlight.size >= PIXEL_QUEUE_MAX_EVENTS) callbacks.delete(queue.shift()!.id);
    queue.push(event);
  }

  function done(id: string, error?: Error): void {
    const settled = callbacks.get(id);
    callbacks.delete(id);
    settled?.(error);
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
    sending.unschedule();
    // Keepalive requests in flight outlive the page: handed over like the beacons. A retry to a
    // failing server may fail again with no page left to keep it, so a copy waits in storage for the
    // next page too (the server keeps an event once per id).
    const retrying = sending.failing ? [...sending.inFlight.values()] : [];
    for (const id of sending.inFlight.keys()) done(id);
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
      sending.resume();
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
        sending.wake();
      }
      return true;
    },
    flush: () => sending.flush(),
    onLeave(listener) {
      leaveListeners.add(listener);
      return () => leaveListeners.delete(listener);
    },
    get pending() {
      return queue.length + sending.inFlight.size;
    },
    dispose() {
      lifetime.abort();
      sending.dispose();
      leaveListeners.clear();
      callbacks.clear();
    },
  };
}
