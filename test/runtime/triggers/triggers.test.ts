import '../../setup';
import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { createExitIntentTrigger } from '../../../src/runtime/triggers/exit-intent-trigger';
import { createScrollTrigger, scrollPercent } from '../../../src/runtime/triggers/scroll-trigger';
import { createTimerTrigger, tickSchedule } from '../../../src/runtime/triggers/timer-trigger';
import { isEngaged, isFastUpwardScroll, createTouchExitIntentTrigger } from '../../../src/runtime/triggers/touch-exit-intent-trigger';
import { createAnchorTrigger } from '../../../src/runtime/triggers/anchor-trigger';

const TIMERS = { toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] as const };

describe('timer trigger: "A timer ticks at 5, 10, 30, 60 and 120 seconds"', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => (clock = sinon.useFakeTimers({ toFake: [...TIMERS.toFake] })));
  afterEach(() => clock.restore());

  it('ticks at exactly the spec schedule', async () => {
    const ticks: [number, number][] = [];
    const controller = new AbortController();
    createTimerTrigger(controller.signal, [], (seconds) => ticks.push([seconds, Date.now()]));
    await clock.tickAsync(121_000);
    expect(ticks).to.deep.equal([5, 10, 30, 60, 120].map((seconds) => [seconds, seconds * 1000]));
    controller.abort();
  });

  it('also ticks at a delay the owner set to another number of seconds', async () => {
    const ticks: number[] = [];
    const controller = new AbortController();
    createTimerTrigger(controller.signal, [2, 45], (seconds) => ticks.push(seconds));
    await clock.tickAsync(1999);
    expect(ticks).to.deep.equal([]);
    await clock.tickAsync(1);
    expect(ticks).to.deep.equal([2]);
    await clock.tickAsync(60_000);
    expect(ticks).to.deep.equal([2, 5, 10, 30, 45, 60]);
    controller.abort();
  });

  it('stops when aborted', async () => {
    const onTick = sinon.spy();
    const controller = new AbortController();
    createTimerTrigger(controller.signal, [], onTick);
    await clock.tickAsync(5000);
    controller.abort();
    await clock.tickAsync(200_000);
    expect(onTick.callCount).to.equal(1);
  });

  it('tickSchedule merges, sorts and drops odd values', () => {
    expect(tickSchedule([10, 3, Number.NaN, -1])).to.deep.equal([3, 5, 10, 30, 60, 120]);
  });
});

describe('scroll trigger: "Scroll percent is emitted throttled to every 500 ms with max-scroll tracking"', () => {
  const table: [number, number, number, number][] = [
    [0, 800, 4000, 0],
    [1600, 800, 4000, 50],
    [3200, 800, 4000, 100],
    [0, 800, 600, 100],
    [960, 800, 4000, 30],
  ];
  for (const [y, viewport, height, expected] of table) {
    it(`scrollPercent(${y}, ${viewport}, ${height}) = ${expected}`, () => expect(scrollPercent(y, viewport, height)).to.equal(expected));
  }

  describe('in a page', () => {
    let clock: sinon.SinonFakeTimers;
    let spacer: HTMLElement;
    beforeEach(() => {
      spacer = document.body.appendChild(document.createElement('div'));
      spacer.style.height = '5000px';
      window.scrollTo(0, 0);
      clock = sinon.useFakeTimers({ toFake: [...TIMERS.toFake] });
    });
    afterEach(() => {
      clock.restore();
      spacer.remove();
      window.scrollTo(0, 0);
    });

    it('emits at once, then at most once per 500 ms, with a trailing emit of the last position', async () => {
      const seen: number[] = [];
      const controller = new AbortController();
      createScrollTrigger(window, controller.signal, (percent) => seen.push(percent));
      expect(seen).to.deep.equal([0]);
      await clock.tickAsync(600);
      for (const y of [100, 200, 300, 400]) {
        window.scrollTo(0, y);
        window.dispatchEvent(new Event('scroll'));
      }
      expect(seen).to.have.length(2);
      await clock.tickAsync(499);
      expect(seen).to.have.length(2);
      await clock.tickAsync(1);
      expect(seen).to.have.length(3);
      expect(seen[2]).to.be.greaterThan(seen[1] ?? 0);
      controller.abort();
    });
  });
});

describe('exit intent: "the mouse leaves through the top of the window within 20 px, or the Cmd+L keypress"', () => {
  const cases: [string, Event, boolean][] = [
    ['mouse out at y=0', new MouseEvent('mouseout', { clientY: 0, relatedTarget: null }), true],
    ['mouse out at y=20', new MouseEvent('mouseout', { clientY: 20, relatedTarget: null }), true],
    ['mouse out at y=21', new MouseEvent('mouseout', { clientY: 21, relatedTarget: null }), false],
    ['mouse moving onto another element at y=0', new MouseEvent('mouseout', { clientY: 0, relatedTarget: document.body }), false],
    ['Cmd+L', new KeyboardEvent('keydown', { key: 'l', metaKey: true }), true],
    ['Ctrl+L', new KeyboardEvent('keydown', { key: 'L', ctrlKey: true }), true],
    ['a plain L', new KeyboardEvent('keydown', { key: 'l' }), false],
  ];
  for (const [what, event, fires] of cases) {
    it(`${what} → ${fires ? 'fires' : 'does not fire'}`, () => {
      const onExit = sinon.spy();
      const controller = new AbortController();
      createExitIntentTrigger(window, controller.signal, onExit);
      document.dispatchEvent(event);
      controller.abort();
      expect(onExit.callCount).to.equal(fires ? 1 : 0);
    });
  }

  it('removes its listeners when aborted', () => {
    const onExit = sinon.spy();
    const controller = new AbortController();
    createExitIntentTrigger(window, controller.signal, onExit);
    controller.abort();
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: null }));
    expect(onExit.callCount).to.equal(0);
  });
});

describe('exit intent on touch devices', () => {
  const engaged: [number, number, boolean][] = [
    [0, 0, false],
    [25, 0, true],
    [0, 10, true],
    [24, 9, false],
  ];
  for (const [maxScroll, secondsSpent, expected] of engaged) {
    it(`engaged(${maxScroll} %, ${secondsSpent} s) = ${expected}`, () => expect(isEngaged({ maxScroll, secondsSpent })).to.equal(expected));
  }

  const fast: [number, number, number, number, boolean][] = [
    [2000, 1700, 200, 800, true],
    [2000, 1800, 200, 800, false],
    [2000, 1500, 400, 800, false],
    [1000, 1500, 100, 800, false],
  ];
  for (const [from, to, ms, viewport, expected] of fast) {
    it(`scrolling from ${from} to ${to} in ${ms} ms (viewport ${viewport}) is ${expected ? '' : 'not '}a fast upward scroll`, () =>
      expect(isFastUpwardScroll(from, to, ms, viewport)).to.equal(expected));
  }

  it('fires when the tab is hidden after engagement, not before', () => {
    const onExit = sinon.spy();
    const controller = new AbortController();
    let maxScroll = 0;
    const visibility = sinon.stub(document, 'visibilityState').get(() => 'hidden');
    try {
      createTouchExitIntentTrigger(window, controller.signal, () => ({ maxScroll, secondsSpent: 0 }), onExit);
      document.dispatchEvent(new Event('visibilitychange'));
      expect(onExit.callCount).to.equal(0);
      maxScroll = 40;
      document.dispatchEvent(new Event('visibilitychange'));
      expect(onExit.callCount).to.equal(1);
    } finally {
      visibility.restore();
      controller.abort();
    }
  });
});

describe('anchor trigger: "fires once when its named element is scrolled past"', () => {
  let spacer: HTMLElement;
  beforeEach(() => {
    spacer = document.body.appendChild(document.createElement('div'));
    spacer.innerHTML =
      '<div style="height:3000px"></div><section id="pricing">Pricing</section><a name="faq">FAQ</a><div style="height:3000px"></div>';
    window.scrollTo(0, 0);
  });
  afterEach(() => {
    spacer.remove();
    window.scrollTo(0, 0);
  });

  // Timers rather than animation frames: a test tab in the background gets no frames.
  const frames = (n: number) => new Promise<void>((resolve) => setTimeout(resolve, n * 20));

  it('fires once per anchor, by id and then by name, only when reached', async () => {
    const seen: string[] = [];
    const controller = new AbortController();
    createAnchorTrigger(window, controller.signal, ['pricing', 'faq', 'missing'], (name) => seen.push(name));
    await frames(3);
    expect(seen).to.deep.equal([]);
    document.getElementById('pricing')?.scrollIntoView();
    await waitUntil(() => seen.includes('pricing'), 'the pricing anchor did not fire', { timeout: 5000 });
    window.scrollTo(0, 0);
    await frames(2);
    document.getElementById('pricing')?.scrollIntoView();
    await frames(5);
    expect(seen.filter((name) => name === 'pricing')).to.have.length(1);
    controller.abort();
  });
});
