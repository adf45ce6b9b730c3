/**
 * Sending while the page lives (dist/ui/mc-send.js). The durable queue (delivery.ts) imports this
 * the first time it holds an event to send, so a page that logs nothing while it is open never
 * downloads it; what leaves with the page goes by beacon without it.
 *
 * - Events wait for the browser to be idle (after the frame being rendered, at most
 *   PIXEL_SEND_IDLE_TIMEOUT_MS), so opening 200 cards does not also start 200 requests in the
 *   middle of rendering them; then up to PIXEL_SEND_CONCURRENCY keepalive POSTs at a time.
 * - Server trouble, time-outs and 429 pause the whole queue with jittered exponential backoff (or
 *   `Retry-After`), then one probe at a time until the server answers again. Offline, nothing is
 *   sent until `online`.
 * - A keepalive request outlives its page: once the page is away, what was in flight counts as
 *   handed over, unless it fails with an answer, or the page is still there a moment later.
 */
import { NETWORK_POST_ERROR, PIXEL_HANDED_OVER_MS, PIXEL_SEND_CONCURRENCY, PIXEL_SEND_IDLE_TIMEOUT_MS } from '../runtime/constants';
import type { StoredEvent } from './queued-event';
import { backoffDelay, isRetryable, retryAfterDelay } from './retry';
import { fetchSend, type Send, type SendResult } from './transport';

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

/** The network side of sending; each has a default (tests replace them). */
export interface SendingOptions {
  send?: Send;
  isOnline?: () => boolean;
  random?: () => number;
  now?: () => number;
  /** When queued events are sent (idleSchedule by default). */
  schedule?: Schedule;
}

/** What the durable queue lends to live sending. */
export interface QueueAccess {
  win: Window;
  /** The events waiting, oldest first; sending takes from the front and puts a retry back there. */
  queue: StoredEvent[];
  /** The page is hidden or gone: nothing new starts. */
  isAway(): boolean;
  /** Aborted when the queue is disposed. */
  lifetime: AbortSignal;
  /** Tells the event's sender what became of it. */
  settle(id: string, error?: Error): void;
  /** Writes these to storage without an owner, for whichever page comes next. */
  keepForNextPage(events: StoredEvent[]): void;
  /** The queue changed: write it to storage soon. */
  changed(): void;
}

export interface Sending {
  /** Sends what is due once the browser is idle. */
  wake(): void;
  /** Sends what is due now. */
  flush(): void;
  /** Ends a back-off at once (the network is back) and sends. */
  resume(): void;
  /** Cancels the idle send asked for (the page is going). */
  unschedule(): void;
  /** Requests sent and not yet answered. */
  readonly inFlight: ReadonlyMap<string, StoredEvent>;
  /** The last answer was a failure (or none came): the server may not take beacons either. */
  readonly failing: boolean;
  dispose(): void;
}

export type StartSending = (queue: QueueAccess, options: SendingOptions) => Sending;

export const startSending: StartSending = (
  { win, queue, isAway, lifetime, settle, keepForNextPage, changed },
  {
    send = fetchSend(win),
    isOnline = () => win.navigator.onLine !== false,
    random = Math.random,
    now = Date.now,
    schedule = idleSchedule(win),
  },
) => {
  const inFlight = new Map<string, StoredEvent>();
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** The idle send asked for and not yet run (one covers every event queued meanwhile). */
  let scheduled: { cancel?: () => void } | undefined;

  function unschedule(): void {
    scheduled?.cancel?.();
    scheduled = undefined;
  }

  function pump(): void {
    unschedule();
    if (isAway() || retryTimer !== undefined || !isOnline() || lifetime.aborted) return;
    const limit = failures > 0 ? 1 : PIXEL_SEND_CONCURRENCY;
    while (inFlight.size < limit && queue.length) sendOne(queue.shift()!);
  }

  /** Sends once the browser is idle. */
  function wake(): void {
    if (scheduled || isAway() || lifetime.aborted) return;
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
      .then((result) => answered(event, result));
  }

  function answered(event: StoredEvent, { status, retryAfter }: SendResult): void {
    inFlight.delete(event.id);
    if (lifetime.aborted) return;
    if (isRetryable(status)) {
      // A keepalive request outlives its page, but its promise fails as the page is torn down: a
      // failure without an answer counts only if the page is still there a moment later.
      if (isAway()) {
        if (status) keepForNextPage([event]);
        else setTimeout(() => (isAway() ? keepForNextPage([event]) : (queue.unshift(event), wake())), PIXEL_HANDED_OVER_MS);
      } else {
        queue.unshift(event);
        pauseAfterFailure(retryAfter);
      }
      return;
    }
    failures = 0;
    settle(event.id, status >= 300 ? new Error(`${NETWORK_POST_ERROR} ${event.url} ${status}`) : undefined);
    // The stored queue is written whole (delivery.ts), so an answer does not rewrite it: what was delivered leaves
    // storage with the next write, an event queued meanwhile, the page's departure, or at the latest this one once
    // the queue has drained. 200 impressions sent cost one write, not 200 of up to 200 events each.
    if (!inFlight.size && !queue.length) changed();
    wake();
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

  return {
    wake,
    flush: pump,
    resume,
    unschedule,
    inFlight,
    get failing() {
      return failures > 0;
    },
    dispose() {
      unschedule();
      clearTimeout(retryTimer);
    },
  };
};
