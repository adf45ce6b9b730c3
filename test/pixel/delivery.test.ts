import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createDelivery, MAX_EVENT_BYTES, type Delivery, type LoadSending, type QueuedEvent } from '../../src/pixel/delivery';
import * as sendingModule from '../../src/pixel/sending';
import { idleSchedule, type Schedule } from '../../src/pixel/sending';
import type { SendResult } from '../../src/pixel/transport';
import {
  PIXEL_BEACON_QUOTA_BYTES,
  PIXEL_HANDED_OVER_MS,
  PIXEL_QUEUE_ADOPT_AFTER_MS,
  PIXEL_QUEUE_MAX_EVENTS,
  PIXEL_RETRY_BASE_MS,
  PIXEL_SEND_IDLE_TIMEOUT_MS,
  STORAGE_KEYS,
} from '../../src/runtime/constants';
import {
  HOST,
  asWindow,
  hide,
  makeBacking,
  makeTransport,
  makeWindow,
  memoryStorage,
  pagehide,
  show,
  useFakeTimers,
  type SentRequest,
} from './support';

const URL = `${HOST}/pixel/logEvent`;
const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('event delivery', () => {
  let clock: sinon.SinonFakeTimers;
  let started: Delivery[];
  let counter: number;

  beforeEach(() => {
    clock = useFakeTimers();
    started = [];
    counter = 0;
  });
  afterEach(() => {
    for (const delivery of started) delivery.dispose();
    clock.restore();
  });

  function makeEvent(payload: unknown = {}): QueuedEvent {
    counter += 1;
    const id = `event-${String(counter).padStart(3, '0')}`;
    return { id, url: URL, body: JSON.stringify({ app_id: 2, event: 'test', payload, event_id: id }) };
  }

  interface StartOptions {
    answer?: (attempt: SentRequest, index: number) => SendResult | Promise<SendResult>;
    backing?: Storage;
    online?: () => boolean;
    beacon?: (url: string, body: string) => boolean;
    schedule?: Schedule;
    /** The module itself by default, as where it is bundled. */
    loadSending?: LoadSending;
  }

  /** "Once idle" as a task of its own (on the fake clock): nothing is sent in the task that queued it. */
  const nextTask: Schedule = (task) => {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  };

  function start({
    answer,
    backing = makeBacking(),
    online = () => true,
    beacon,
    schedule = nextTask,
    loadSending = () => sendingModule,
  }: StartOptions = {}) {
    const win = makeWindow();
    const transport = makeTransport(answer);
    const delivery = createDelivery({
      win: asWindow(win),
      storage: memoryStorage(backing),
      loadSending,
      send: transport.send,
      beacon: beacon ?? transport.beacon,
      isOnline: online,
      random: () => 0, // the shortest jitter: back-off waits are exactly half the ceiling
      schedule,
    });
    started.push(delivery);
    return { win, delivery, backing, ...transport };
  }

  const idsOf = (requests: { body: unknown }[]) =>
    requests.map((request) => (typeof request.body === 'string' ? JSON.parse(request.body) : request.body).event_id as string);
  const stored = (backing: Storage): QueuedEvent[] => JSON.parse(backing.getItem(STORAGE_KEYS.eventQueue) ?? '[]');
  const never = () => new Promise<SendResult>(() => {});

  describe('while the page lives', () => {
    it('sends each event once, once idle, as keepalive requests, at most four at a time', async () => {
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const { delivery, attempts, delivered } = start({ answer: async () => (await gate, { status: 200 }) });
      const events = Array.from({ length: 10 }, () => makeEvent());
      events.forEach((event) => delivery.enqueue(event));
      expect(attempts.length).to.equal(0); // not in the task that logged them (a render)
      await clock.tickAsync(0);
      expect(attempts.length).to.equal(4);
      open();
      await clock.tickAsync(10); // each round of answers waits for the next idle moment
      expect(idsOf(delivered)).to.deep.equal(events.map((event) => event.id));
      expect(attempts.every((attempt) => attempt.keepalive && attempt.url === URL)).to.equal(true);
      expect(delivery.pending).to.equal(0);
    });

    it('asks for one idle moment for a burst of events, and sends them all in it', () => {
      const waiting: (() => void)[] = [];
      const schedule = sinon.spy((task: () => void) => (waiting.push(task), () => undefined));
      const { delivery, attempts } = start({ schedule });
      const events = Array.from({ length: 200 }, () => makeEvent());
      events.forEach((event) => delivery.enqueue(event));
      expect(schedule.callCount).to.equal(1);
      expect(attempts.length).to.equal(0);
      waiting.shift()!();
      expect(attempts.length).to.equal(4);
    });

    it('sends at once when flushed', () => {
      const { delivery, attempts } = start({ schedule: () => () => undefined });
      delivery.enqueue(makeEvent());
      delivery.flush();
      expect(attempts.length).to.equal(1);
    });

    it('backs off exponentially after server errors, then delivers the same body once', async () => {
      const statuses = [500, 503, 502, 200];
      const { delivery, attempts, delivered } = start({ answer: (_, index) => ({ status: statuses[index]! }) });
      const event = makeEvent({ widget_id: 42 });
      delivery.enqueue(event);
      await clock.tickAsync(0);
      expect(attempts.length).to.equal(1);
      // random() = 0 gives half of each ceiling: 500 ms, 1 s, 2 s.
      for (const [wait, expected] of [
        [499, 1],
        [1, 2],
        [999, 2],
        [1, 3],
        [1999, 3],
        [1, 4],
      ] as const) {
        await clock.tickAsync(wait);
        expect(attempts.length, `after another ${wait} ms`).to.equal(expected);
      }
      expect(attempts.map((attempt) => JSON.stringify(attempt.body))).to.deep.equal(Array(4).fill(event.body));
      expect(idsOf(delivered)).to.deep.equal([event.id]);
      await clock.tickAsync(120_000);
      expect(attempts.length).to.equal(4);
      expect(delivery.pending).to.equal(0);
    });

    it('retries 408 and 429 too, and an answer that never came (status 0)', async () => {
      const statuses = [408, 429, 0, 200];
      const { delivery, attempts, delivered } = start({ answer: (_, index) => ({ status: statuses[index]! }) });
      delivery.enqueue(makeEvent());
      await clock.tickAsync(10_000);
      expect(attempts.length).to.equal(4);
      expect(delivered.length).to.equal(1);
    });

    it('waits as long as Retry-After says, in seconds', async () => {
      const { delivery, attempts } = start({ answer: (_, index) => (index === 0 ? { status: 429, retryAfter: '7' } : { status: 200 }) });
      delivery.enqueue(makeEvent());
      await clock.tickAsync(6999);
      expect(attempts.length).to.equal(1);
      await clock.tickAsync(1);
      expect(attempts.length).to.equal(2);
    });

    it('waits until a Retry-After date', async () => {
      const until = new Date(Date.now() + 20_000).toUTCString();
      const { delivery, attempts } = start({ answer: (_, index) => (index === 0 ? { status: 503, retryAfter: until } : { status: 200 }) });
      delivery.enqueue(makeEvent());
      await clock.tickAsync(19_999);
      expect(attempts.length).to.equal(1);
      await clock.tickAsync(1);
      expect(attempts.length).to.equal(2);
    });

    it('caps a Retry-After of an hour at a minute', async () => {
      const { delivery, attempts } = start({ answer: (_, index) => (index === 0 ? { status: 503, retryAfter: '3600' } : { status: 200 }) });
      delivery.enqueue(makeEvent());
      await clock.tickAsync(59_999);
      expect(attempts.length).to.equal(1);
      await clock.tickAsync(1);
      expect(attempts.length).to.equal(2);
    });

    it('pauses the whole queue and probes with one request until the server answers again', async () => {
      let healthyFrom = Infinity;
      const { delivery, attempts, delivered } = start({ answer: () => ({ status: Date.now() >= healthyFrom ? 200 : 503 }) });
      const events = Array.from({ length: 8 }, () => makeEvent());
      events.forEach((event) => delivery.enqueue(event));
      await clock.tickAsync(0);
      expect(attempts.length).to.equal(4); // the first four, all refused
      await clock.tickAsync(500);
      expect(attempts.length).to.equal(5); // one probe, not four
      // The four refusals of one round count as one failure: the next wait is 1 s, not 8 s.
      await clock.tickAsync(999);
      expect(attempts.length).to.equal(5);
      await clock.tickAsync(1);
      expect(attempts.length).to.equal(6);
      healthyFrom = Date.now();
      await clock.tickAsync(2010);
      expect(delivered.length).to.equal(8);
      expect(new Set(idsOf(delivered)).size).to.equal(8);
    });

    it('drops an event the server refuses with another 4xx, and carries on with the next', async () => {
      const { delivery, attempts, delivered } = start({
        answer: (attempt) => ({ status: (attempt.body.payload as { bad?: boolean }).bad ? 400 : 200 }),
      });
      const bad = makeEvent({ bad: true });
      const good = makeEvent();
      delivery.enqueue(bad);
      delivery.enqueue(good);
      await clock.tickAsync(120_000);
      expect(idsOf(attempts)).to.deep.equal([bad.id, good.id]);
      expect(idsOf(delivered)).to.deep.equal([good.id]);
      expect(delivery.pending).to.equal(0);
    });

    // Guards against counting an event twice: an event the server accepted is never sent again,
    // and a retry repeats the event's own id, so a copy whose answer was lost is dropped by the server.
    it('never sends an accepted event again, and repeats the same event id when it must retry', async () => {
      const recorded = new Map<string, string[]>(); // event id → bodies the server processed
      const refusals = new Map<string, number>();
      const { delivery, attempts } = start({
        answer: (attempt) => {
          const id = attempt.body.event_id as string;
          const n = Number(id.slice(-3));
          if (n % 4 === 0 && (refusals.get(id) ?? 0) < 2) {
            refusals.set(id, (refusals.get(id) ?? 0) + 1);
            return { status: 503 };
          }
          recorded.set(id, [...(recorded.get(id) ?? []), JSON.stringify(attempt.body)]);
          // For every third event the server's first answer is lost on the way back.
          return { status: n % 3 === 0 && recorded.get(id)!.length === 1 ? 0 : 200 };
        },
      });
      const events = Array.from({ length: 24 }, () => makeEvent());
      events.forEach((event) => delivery.enqueue(event));
      await clock.tickAsync(300_000);
      expect(delivery.pending).to.equal(0);
      expect(attempts.length).to.be.greaterThan(events.length); // there were retries
      for (const event of events) {
        const copies = recorded.get(event.id) ?? [];
        const answerLost = Number(event.id.slice(-3)) % 3 === 0;
        expect(copies.length, event.id).to.equal(answerLost ? 2 : 1);
        expect(new Set(copies).size, `${event.id} repeats the same body`).to.equal(1);
      }
      // What a server deduplicating by event_id counts: each event once.
      expect([...recorded.keys()].sort()).to.deep.equal(events.map((event) => event.id));
    });

    it('sends nothing while offline and everything when back online', async () => {
      let online = false;
      const { win, delivery, attempts, delivered } = start({ online: () => online });
      delivery.enqueue(makeEvent());
      delivery.enqueue(makeEvent());
      await clock.tickAsync(60_000);
      expect(attempts.length).to.equal(0);
      online = true;
      win.dispatchEvent(new Event('online'));
      await clock.tickAsync(0);
      expect(delivered.length).to.equal(2);
    });

    it('does not wait out a back-off once the network is back', async () => {
      const { win, delivery, attempts } = start({
        answer: (_, index) => (index === 0 ? { status: 0, retryAfter: '30' } : { status: 200 }),
      });
      delivery.enqueue(makeEvent());
      await clock.tickAsync(1000);
      expect(attempts.length).to.equal(1);
      win.dispatchEvent(new Event('online'));
      await clock.tickAsync(0);
      expect(attempts.length).to.equal(2);
    });

    it('keeps at most PIXEL_QUEUE_MAX_EVENTS, dropping the oldest', async () => {
      let online = false;
      const { win, delivery, delivered } = start({ online: () => online });
      const events = Array.from({ length: PIXEL_QUEUE_MAX_EVENTS + 10 }, () => makeEvent());
      events.forEach((event) => delivery.enqueue(event));
      expect(delivery.pending).to.equal(PIXEL_QUEUE_MAX_EVENTS);
      online = true;
      win.dispatchEvent(new Event('online'));
      await clock.tickAsync(1000);
      expect(idsOf(delivered)).to.deep.equal(events.slice(10).map((event) => event.id));
    });

    it('refuses an event too large to ever leave the page', () => {
      const { delivery, attempts } = start();
      expect(delivery.enqueue(makeEvent('x'.repeat(MAX_EVENT_BYTES)))).to.equal(false);
      expect(delivery.enqueue(makeEvent('x'.repeat(MAX_EVENT_BYTES - 200)))).to.equal(true);
      delivery.flush();
      expect(attempts.length).to.equal(1);
    });
  });

  describe('durably queued', () => {
    // Guards against losing what a page fires when it dies before any send or hand-over (a crash,
    // a killed tab): every event is in storage from the task that queued it until it is delivered.
    it('writes a burst of events to storage in one write, and removes each once the server took it', async () => {
      let answer!: () => void;
      const gate = new Promise<void>((resolve) => (answer = resolve));
      const backing = makeBacking();
      const setItem = sinon.spy(backing, 'setItem');
      const { delivery } = start({ backing, answer: async () => (await gate, { status: 200 }) });
      const events = Array.from({ length: 30 }, () => makeEvent());
      events.forEach((event) => delivery.enqueue(event));
      await Promise.resolve();
      expect(setItem.withArgs(STORAGE_KEYS.eventQueue).callCount).to.equal(1);
      expect(stored(backing).map((event) => event.id)).to.deep.equal(events.map((event) => event.id));
      await clock.tickAsync(0); // four in flight: still stored until answered
      expect(stored(backing).length).to.equal(30);
      answer();
      await clock.tickAsync(100);
      expect(delivery.pending).to.equal(0);
      expect(backing.getItem(STORAGE_KEYS.eventQueue)).to.equal(null);
    });

    // The stored queue is written whole: a write per answer made a page of 200 impressions write up to 200 events 200
    // times (about 90 ms of script at full speed on the bench's 200 embeds).
    it('writes storage once when a burst is queued and once when it has drained, not once per answer', async () => {
      const backing = makeBacking();
      const { delivery } = start({ backing });
      const spies = { setItem: sinon.spy(backing, 'setItem'), removeItem: sinon.spy(backing, 'removeItem') };
      Array.from({ length: 30 }, () => makeEvent()).forEach((event) => delivery.enqueue(event));
      await clock.tickAsync(100);
      expect(delivery.pending).to.equal(0);
      expect(spies.setItem.withArgs(STORAGE_KEYS.eventQueue).callCount).to.equal(1);
      expect(spies.removeItem.withArgs(STORAGE_KEYS.eventQueue).callCount).to.equal(1);
      expect(backing.getItem(STORAGE_KEYS.eventQueue)).to.equal(null);
    });

    it('leaves out what was delivered when an event queued meanwhile is written', async () => {
      const answers: (() => void)[] = [];
      const backing = makeBacking();
      const { delivery } = start({ backing, answer: () => new Promise((resolve) => answers.push(() => resolve({ status: 200 }))) });
      const events = Array.from({ length: 6 }, () => makeEvent());
      events.forEach((event) => delivery.enqueue(event));
      await clock.tickAsync(0);
      expect(answers.length).to.equal(4);
      answers.slice(0, 2).forEach((answer) => answer());
      await clock.tickAsync(0);
      // Delivered and still stored until the next write: no write per answer.
      expect(stored(backing).length).to.equal(6);
      const late = makeEvent();
      delivery.enqueue(late);
      await Promise.resolve();
      expect(stored(backing).map((event) => event.id)).to.have.members([...events.slice(2), late].map((event) => event.id));
    });

    it("tells each event's sender what became of it: delivered, refused for good, or handed over as the page went", async () => {
      const { win, delivery } = start({ answer: (attempt) => ({ status: (attempt.body.payload as { bad?: boolean }).bad ? 401 : 200 }) });
      const outcomes: string[] = [];
      const settled = (name: string) => (error?: Error) => outcomes.push(error ? `${name}: ${error.message}` : `${name}: ok`);
      delivery.enqueue(makeEvent(), settled('good'));
      delivery.enqueue(makeEvent({ bad: true }), settled('bad'));
      await clock.tickAsync(100);
      expect(outcomes).to.deep.equal(['good: ok', `bad: Newtwork POST error ${URL} 401`]);
      outcomes.length = 0;
      delivery.enqueue(makeEvent(), settled('left'));
      pagehide(win);
      expect(outcomes).to.deep.equal(['left: ok']);
    });

    it('does not send the fresh events of another live page, and takes over those of a page that died', async () => {
      const backing = makeBacking();
      const first = start({ backing, online: () => false });
      const event = makeEvent();
      first.delivery.enqueue(event);
      await Promise.resolve();
      first.delivery.dispose(); // the tab dies without pagehide: its event stays, owned by it
      const second = start({ backing });
      await clock.tickAsync(100);
      expect(second.attempts.length).to.equal(0); // may still be another tab's, on its way
      await clock.tickAsync(PIXEL_QUEUE_ADOPT_AFTER_MS);
      const third = start({ backing });
      await clock.tickAsync(100);
      expect(idsOf(third.delivered)).to.deep.equal([event.id]);
      expect(backing.getItem(STORAGE_KEYS.eventQueue)).to.equal(null);
    });

    it('sends, when the network returns, what an offline page left', async () => {
      const backing = makeBacking();
      let online = false;
      const gone = start({ backing, online: () => online });
      const event = makeEvent();
      gone.delivery.enqueue(event);
      pagehide(gone.win);
      const next = start({ backing, online: () => online });
      await clock.tickAsync(100);
      expect(next.attempts.length).to.equal(0);
      online = true;
      next.win.dispatchEvent(new Event('online'));
      await clock.tickAsync(100);
      expect(idsOf(next.delivered)).to.deep.equal([event.id]);
    });

    it('delivers from memory where storage refuses every write', async () => {
      const warn = sinon.stub(console, 'warn');
      try {
        const { delivery, delivered } = start({ backing: makeBacking({}, true) });
        const events = [makeEvent(), makeEvent()];
        events.forEach((event) => delivery.enqueue(event));
        await clock.tickAsync(100);
        expect(idsOf(delivered)).to.deep.equal(events.map((event) => event.id));
      } finally {
        warn.restore();
      }
    });
  });

  describe('live sending, a chunk of its own', () => {
    /** An import the test resolves or fails when it chooses. */
    function deferredImport() {
      let arrive!: () => void;
      let fail!: () => void;
      const imported = new Promise<typeof sendingModule>((resolve, reject) => {
        arrive = () => resolve(sendingModule);
        fail = () => reject(new TypeError('Failed to fetch dynamically imported module'));
      });
      return { loadSending: sinon.spy(() => imported), arrive, fail };
    }

    it('is not imported by a page that has nothing to send, and once by one that has', async () => {
      const { loadSending } = deferredImport();
      const { delivery } = start({ loadSending });
      await clock.tickAsync(10_000);
      expect(loadSending.callCount).to.equal(0);
      delivery.enqueue(makeEvent());
      delivery.enqueue(makeEvent());
      delivery.flush();
      expect(loadSending.callCount).to.equal(1);
    });

    it('sends what was queued while it was on its way, each event once', async () => {
      const { loadSending, arrive } = deferredImport();
      const { delivery, attempts, delivered, backing } = start({ loadSending });
      const events = Array.from({ length: 6 }, () => makeEvent());
      events.forEach((event) => delivery.enqueue(event));
      await clock.tickAsync(100);
      expect(attempts.length).to.equal(0);
      expect(stored(backing).length).to.equal(6); // durable while it waits
      arrive();
      await clock.tickAsync(100);
      expect(idsOf(delivered)).to.deep.equal(events.map((event) => event.id));
      expect(attempts.length).to.equal(6);
      expect(backing.getItem(STORAGE_KEYS.eventQueue)).to.equal(null);
    });

    it('is imported at once for the events an earlier page left', async () => {
      const backing = makeBacking();
      const gone = start({ backing, online: () => false });
      const event = makeEvent();
      gone.delivery.enqueue(event);
      pagehide(gone.win);
      const { loadSending, arrive } = deferredImport();
      const next = start({ backing, loadSending });
      expect(loadSending.callCount).to.equal(1);
      arrive();
      await clock.tickAsync(100);
      expect(idsOf(next.delivered)).to.deep.equal([event.id]);
    });

    it('hands the queue to beacons if the page goes before it arrives, and then sends nothing twice', async () => {
      const { loadSending, arrive } = deferredImport();
      const { win, delivery, attempts, beacons, backing } = start({ loadSending });
      const events = [makeEvent(), makeEvent()];
      events.forEach((event) => delivery.enqueue(event));
      pagehide(win);
      expect(idsOf(beacons)).to.deep.equal(events.map((event) => event.id));
      arrive();
      await clock.tickAsync(10_000);
      expect(attempts.length).to.equal(0);
      expect(backing.getItem(STORAGE_KEYS.eventQueue)).to.equal(null);
    });

    it('is not asked for while the page is away: what is logged as it leaves goes by beacon', () => {
      const { loadSending } = deferredImport();
      const { win, delivery, beacons } = start({ loadSending });
      delivery.onLeave(() => delivery.enqueue(makeEvent({ left: true })));
      pagehide(win);
      expect(loadSending.callCount).to.equal(0);
      expect(beacons.length).to.equal(1);
    });

    // Its import failing says the server may be down: beacons to it would count as delivered and be lost.
    it('when it cannot be imported, keeps the events in storage at page leave for the next page, which sends them', async () => {
      const backing = makeBacking();
      const { loadSending, fail } = deferredImport();
      const first = start({ backing, loadSending });
      const events = [makeEvent(), makeEvent()];
      events.forEach((event) => first.delivery.enqueue(event));
      fail();
      await clock.tickAsync(10_000);
      expect(first.attempts.length).to.equal(0);
      pagehide(first.win);
      expect(first.beacons.length).to.equal(0);
      expect(stored(backing).map((event) => [event.id, (event as { owner?: string }).owner])).to.deep.equal(
        events.map((event) => [event.id, undefined]),
      );
      const next = start({ backing });
      await clock.tickAsync(100);
      expect(idsOf(next.delivered)).to.deep.equal(events.map((event) => event.id));
    });
  });

  describe('idleSchedule: when queued events go', () => {
    const windowWith = (parts: Partial<Record<'requestIdleCallback' | 'cancelIdleCallback' | 'requestAnimationFrame', unknown>>) =>
      ({ ...parts }) as unknown as Window;

    it('asks the browser for an idle callback, at most PIXEL_SEND_IDLE_TIMEOUT_MS away, and can cancel it', () => {
      const requestIdleCallback = sinon.stub().returns(7);
      const cancelIdleCallback = sinon.spy();
      const task = sinon.spy();
      const cancel = idleSchedule(windowWith({ requestIdleCallback, cancelIdleCallback }))(task);
      expect(requestIdleCallback.firstCall.args[1]).to.deep.equal({ timeout: PIXEL_SEND_IDLE_TIMEOUT_MS });
      requestIdleCallback.firstCall.args[0]();
      expect(task.callCount).to.equal(1);
      cancel();
      expect(cancelIdleCallback.firstCall.args).to.deep.equal([7]);
    });

    it('without idle callbacks, runs the task after the next frame, once', async () => {
      const frames: (() => void)[] = [];
      const task = sinon.spy();
      idleSchedule(windowWith({ requestAnimationFrame: (frame: () => void) => frames.push(frame) }))(task);
      await clock.tickAsync(100);
      expect(task.callCount).to.equal(0);
      frames.shift()!();
      await clock.tickAsync(0);
      expect(task.callCount).to.equal(1);
      await clock.tickAsync(PIXEL_SEND_IDLE_TIMEOUT_MS);
      expect(task.callCount).to.equal(1);
    });

    it('runs it after PIXEL_SEND_IDLE_TIMEOUT_MS when no frame comes (a background tab), or in a task of its own without frames', async () => {
      const background = sinon.spy();
      idleSchedule(windowWith({ requestAnimationFrame: () => 1 }))(background);
      await clock.tickAsync(PIXEL_SEND_IDLE_TIMEOUT_MS - 1);
      expect(background.callCount).to.equal(0);
      await clock.tickAsync(1);
      expect(background.callCount).to.equal(1);

      const bare = sinon.spy();
      const cancelled = sinon.spy();
      idleSchedule(windowWith({}))(bare);
      idleSchedule(windowWith({}))(cancelled)();
      expect(bare.callCount).to.equal(0);
      await clock.tickAsync(0);
      expect(bare.callCount).to.equal(1);
      expect(cancelled.callCount).to.equal(0);
    });
  });

  describe('when the page is left', () => {
    /** Four requests hang in flight; the rest of `count` events wait in the queue. */
    function startBusy(count: number, options: StartOptions = {}) {
      const busy = start({ answer: never, ...options });
      const events = Array.from({ length: count }, () => makeEvent());
      events.forEach((event) => busy.delivery.enqueue(event));
      busy.delivery.flush();
      return { ...busy, events, queued: events.slice(4) };
    }

    it('hands the queued events to beacons once, though both pagehide and visibilitychange fire', () => {
      const { win, delivery, beacon, beacons, queued, backing } = startBusy(10);
      const listener = sinon.spy();
      delivery.onLeave(listener);
      hide(win);
      pagehide(win);
      expect(listener.callCount).to.equal(1);
      expect(beacon.callCount).to.equal(queued.length);
      expect(idsOf(beacons)).to.deep.equal(queued.map((event) => event.id));
      expect(beacons.every((sent) => sent.url === URL)).to.equal(true);
      expect(backing.getItem(STORAGE_KEYS.eventQueue)).to.equal(null);
    });

    it('counts pagehide then visibilitychange as one departure too', () => {
      const { win, delivery, beacon, queued } = startBusy(6);
      const listener = sinon.spy();
      delivery.onLeave(listener);
      pagehide(win);
      hide(win);
      expect(listener.callCount).to.equal(1);
      expect(beacon.callCount).to.equal(queued.length);
    });

    it('sends what the leave listeners log in the same hand-over', () => {
      const { win, delivery, beacons } = startBusy(4);
      const last = makeEvent({ status_description: 'page_leave_while_widget_open' });
      delivery.onLeave(() => delivery.enqueue(last));
      pagehide(win);
      expect(idsOf(beacons)).to.deep.equal([last.id]);
    });

    it('sends an event logged after the page went straight to a beacon', () => {
      const { win, delivery, beacons } = startBusy(4);
      hide(win);
      const late = makeEvent();
      delivery.enqueue(late);
      expect(idsOf(beacons)).to.deep.equal([late.id]);
    });

    it('leaves again, once, after the visitor came back', async () => {
      const { win, delivery, beacon, attempts } = startBusy(4);
      const listener = sinon.spy();
      delivery.onLeave(listener);
      hide(win);
      show(win);
      delivery.enqueue(makeEvent());
      expect(attempts.length).to.equal(4); // still four in flight: the new one waits its turn
      hide(win);
      pagehide(win);
      expect(listener.callCount).to.equal(2);
      expect(beacon.callCount).to.equal(1);
    });

    it('splits what is queued across beacons under the shared 64 KB budget and keeps the rest for the next page', async () => {
      // The browser's rule: beacons and keepalive requests in flight share 64 KB.
      let used = 0;
      const browserBeacon = sinon.spy((_url: string, body: string) => {
        if (used + bytes(body) > PIXEL_BEACON_QUOTA_BYTES) return false;
        used += bytes(body);
        return true;
      });
      const backing = makeBacking();
      const busy = start({ answer: never, beacon: browserBeacon, backing });
      const events = Array.from({ length: 100 }, () => makeEvent('p'.repeat(1000)));
      events.forEach((event) => busy.delivery.enqueue(event));
      busy.delivery.flush();
      const inFlightBytes = events.slice(0, 4).reduce((sum, event) => sum + bytes(event.body), 0);
      used = inFlightBytes;
      const total = events.reduce((sum, event) => sum + bytes(event.body), 0);
      expect(total).to.be.greaterThan(PIXEL_BEACON_QUOTA_BYTES);

      pagehide(busy.win);
      const beaconed = browserBeacon
        .getCalls()
        .filter((call) => call.returnValue)
        .map((call) => call.args[1]);
      expect(browserBeacon.getCalls().every((call) => call.returnValue)).to.equal(true); // never asked beyond the budget
      expect(beaconed.length).to.be.within(40, 60);
      expect(beaconed.every((body) => bytes(body) < PIXEL_BEACON_QUOTA_BYTES)).to.equal(true);
      expect(beaconed.reduce((sum, body) => sum + bytes(body), 0) + inFlightBytes).to.be.at.most(PIXEL_BEACON_QUOTA_BYTES);
      const kept = stored(backing);
      const handedOver = [...beaconed.map((body) => JSON.parse(body).event_id as string), ...kept.map((event) => event.id)];
      expect(handedOver).to.deep.equal(events.slice(4).map((event) => event.id)); // all, in order, none twice

      // The next page sends what was kept, and only that.
      const next = start({ backing });
      await clock.tickAsync(100); // a round of four per idle moment
      expect(idsOf(next.delivered)).to.deep.equal(kept.map((event) => event.id));
      expect(backing.getItem(STORAGE_KEYS.eventQueue)).to.equal(null);
    });

    it('keeps the rest in storage when the browser refuses a beacon (another script used the budget)', () => {
      let accepted = 0;
      const { win, queued, backing } = startBusy(12, { beacon: () => ++accepted <= 3 });
      pagehide(win);
      expect(stored(backing).map((event) => event.id)).to.deep.equal(queued.slice(3).map((event) => event.id));
    });

    it('keeps everything in storage rather than beaconing while offline', () => {
      let online = true;
      const { win, beacon, queued, backing } = startBusy(7, { online: () => online });
      online = false;
      pagehide(win);
      expect(beacon.called).to.equal(false);
      expect(stored(backing).map((event) => event.id)).to.deep.equal(queued.map((event) => event.id));
    });

    it('keeps everything in storage rather than beaconing to a server that is failing', async () => {
      const { win, delivery, beacon, backing } = start({ answer: () => ({ status: 503 }) });
      const events = Array.from({ length: 3 }, () => makeEvent());
      events.forEach((event) => delivery.enqueue(event));
      await clock.tickAsync(0);
      pagehide(win);
      expect(beacon.called).to.equal(false);
      expect(
        stored(backing)
          .map((event) => event.id)
          .sort(),
      ).to.deep.equal(events.map((event) => event.id));
    });

    /** One request in flight when the page goes, which then fails with `status` (0: no answer). */
    async function failAfterLeaving(status: number) {
      let fail!: () => void;
      const failing = new Promise<SendResult>((resolve) => (fail = () => resolve({ status })));
      const { win, delivery, backing } = start({ answer: () => failing });
      const event = makeEvent();
      delivery.enqueue(event);
      delivery.flush();
      pagehide(win);
      fail();
      await clock.tickAsync(0);
      return { backing, event };
    }

    it('keeps in storage a request that was in flight when the page went and then failed', async () => {
      const { backing, event } = await failAfterLeaving(503);
      expect(stored(backing).map((kept) => kept.id)).to.deep.equal([event.id]);
    });

    // Guards against sending an event twice: a keepalive request goes on after its page is torn
    // down, while the page's promise for it fails without an answer as the page goes.
    it('keeps a request that failed without an answer after the page went only if the page still runs a moment later', async () => {
      const { backing, event } = await failAfterLeaving(0);
      expect(stored(backing)).to.deep.equal([]); // a torn-down page ends here: the browser has the request
      await clock.tickAsync(PIXEL_HANDED_OVER_MS);
      expect(stored(backing).map((kept) => kept.id)).to.deep.equal([event.id]); // a page still running keeps it
    });

    // Guards an event lost at a thank-you redirect while the server was failing: the retry in flight
    // as the page went failed again with no page left to keep it.
    it('keeps in storage, before the page is gone, a retry that was in flight to a failing server', async () => {
      let attempt = 0;
      const { win, delivery, backing, beacon } = start({ answer: () => (++attempt === 1 ? { status: 503 } : never()) });
      const event = makeEvent();
      delivery.enqueue(event);
      await clock.tickAsync(0);
      await clock.tickAsync(PIXEL_RETRY_BASE_MS);
      expect(attempt).to.equal(2); // the retry is in flight
      pagehide(win);
      expect(beacon.called).to.equal(false);
      expect(stored(backing).map((kept) => kept.id)).to.deep.equal([event.id]);
    });

    it('hands over a request in flight to a healthy server to the browser alone', async () => {
      const { win, delivery, backing } = start({ answer: never });
      delivery.enqueue(makeEvent());
      delivery.flush();
      pagehide(win);
      expect(stored(backing)).to.deep.equal([]);
    });

    it('takes its stored events back and sends them when the visitor returns', async () => {
      let online = true;
      const { win, delivery, delivered, backing } = start({ online: () => online });
      online = false;
      const event = makeEvent();
      delivery.enqueue(event);
      hide(win);
      expect(stored(backing).length).to.equal(1);
      online = true;
      show(win);
      await clock.tickAsync(0);
      expect(idsOf(delivered)).to.deep.equal([event.id]);
      expect(backing.getItem(STORAGE_KEYS.eventQueue)).to.equal(null);
    });

    it('sends what an earlier page left in storage, once, and ignores a corrupt entry', async () => {
      const left = [makeEvent(), makeEvent()];
      const backing = makeBacking({ [STORAGE_KEYS.eventQueue]: JSON.stringify(left) });
      const { delivered } = start({ backing });
      await clock.tickAsync(0);
      expect(idsOf(delivered)).to.deep.equal(left.map((event) => event.id));
      const again = start({ backing });
      await clock.tickAsync(0);
      expect(again.attempts.length).to.equal(0);

      const corrupt = makeBacking({ [STORAGE_KEYS.eventQueue]: '[{"id":1}]' });
      const third = start({ backing: corrupt });
      await clock.tickAsync(0);
      expect(third.attempts.length).to.equal(0);
    });
  });
});
