import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { startHarness, settle, type Harness } from '../support/runtime-harness';
import { makeWidget } from '../support/factories';

const TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] as const;
const START_URL = location.pathname + location.search;

function modal(id: number, main: Record<string, unknown>, setup: Record<string, unknown> = {}) {
  return makeWidget({ widget_id: id, widget_type: 'modal', data: { main: { showAgain: ['always', 0], ...main }, setup } });
}

const stateOf = (id: number) => document.querySelector(`mc-modal[data-widget-id="${id}"]`)?.getAttribute('data-state') ?? 'absent';

describe('runtime: the open/close flow (docs/opt-in.md#instance-lifecycle)', () => {
  let harness: Harness | undefined;
  let clock: sinon.SinonFakeTimers | undefined;
  let spacer: HTMLElement | undefined;
  afterEach(() => {
    harness?.dispose();
    clock?.restore();
    spacer?.remove();
    harness = clock = spacer = undefined;
    history.replaceState(null, '', START_URL);
    window.scrollTo(0, 0);
  });

  it('creates an overlay at the end of <body> only when it opens, and marks it open', async () => {
    harness = startHarness([modal(1, { whenDisplay: ['immediately', 0] })]);
    await settle();
    const element = document.querySelector('mc-modal[data-widget-id="1"]');
    expect(element?.parentElement).to.equal(document.body);
    expect(element?.getAttribute('data-state')).to.equal('open');
    expect(harness.store.getState().history.widgets[1]?.lastImpression).to.be.a('number');
  });

  it('tells of an instance about to render (its element placed) before it asks for the UI', async () => {
    harness = startHarness([modal(1, { whenDisplay: ['immediately', 0] })]);
    await settle();
    expect(harness.beforeRender.callCount).to.equal(1);
    const [instance] = harness.beforeRender.firstCall.args as [{ widget: { widgetId: number }; element: HTMLElement }];
    expect(instance.widget.widgetId).to.equal(1);
    expect(instance.element.isConnected).to.equal(true);
    expect(harness.beforeRender.calledBefore(harness.loadUi)).to.equal(true);
  });

  it('does not import the UI for a widget that is not due', async () => {
    harness = startHarness([modal(1, { whenDisplay: ['exit_intent', 0] })]);
    await settle();
    expect(harness.beforeRender.callCount).to.equal(0);
    expect(harness.loadUi.callCount).to.equal(0);
    expect(stateOf(1)).to.equal('absent');
  });

  it('opens a ["delay", 2] modal at 2 s, not at 1.9 s', async () => {
    clock = sinon.useFakeTimers({ toFake: [...TIMERS] });
    harness = startHarness([modal(1, { whenDisplay: ['delay', 2] })]);
    await clock.tickAsync(1900);
    await settle(clock);
    expect(stateOf(1)).to.equal('absent');
    await clock.tickAsync(100);
    await settle(clock);
    expect(stateOf(1)).to.equal('open');
  });

  // Guards overlays piling up: two modals due at once take turns, the second when the first is closed.
  it('opens a second modal that is due at once only when the first is closed, and not the first again', async () => {
    harness = startHarness([modal(1, { whenDisplay: ['immediately', 0] }), modal(2, { whenDisplay: ['immediately', 0] })]);
    await settle();
    expect([stateOf(1), stateOf(2)]).to.deep.equal(['open', 'hidden']);
    const first = harness.store
      .getState()
      .instances.ids()
      .find((id) => harness!.store.getState().instances.get(id)?.widgetId === 1)!;
    harness.runtime.close(first, true);
    await settle();
    expect([stateOf(1), stateOf(2)]).to.deep.equal(['closed', 'open']);
  });

  // Regression guard: after the hand-over the runtime must not start the time on page again.
  it("counts a delay from the page's start when the loader hands its kit over later", async () => {
    clock = sinon.useFakeTimers({ toFake: [...TIMERS] });
    // The loader's wiring: its store and page kit from the start, the page stage later.
    harness = startHarness([modal(1, { whenDisplay: ['delay', 1] }), modal(2, { whenDisplay: ['delay', 3] })], { start: false });
    await clock.tickAsync(1000);
    harness.runtime.start();
    await settle(clock);
    expect([stateOf(1), stateOf(2)]).to.deep.equal(['open', 'absent']);
    // One blocking overlay at a time: the first is closed so the second has its turn when due.
    const first = harness.store
      .getState()
      .instances.ids()
      .find((id) => harness!.store.getState().instances.get(id)?.widgetId === 1)!;
    harness.runtime.close(first, true);
    await clock.tickAsync(1900);
    await settle(clock);
    expect(stateOf(2)).to.equal('absent');
    await clock.tickAsync(100);
    await settle(clock);
    expect(stateOf(2)).to.equal('open');
  });

  it('dispatches mc:open and mc:close with the widget id, and a manual close is recorded', async () => {
    harness = startHarness([modal(7, { whenDisplay: ['immediately', 0] })]);
    const events: string[] = [];
    const listener = (event: Event) =>
      events.push(`${event.type}:${(event as CustomEvent).detail.widgetId}:${(event as CustomEvent).detail.manual ?? ''}`);
    document.addEventListener('mc:open', listener);
    document.addEventListener('mc:close', listener);
    try {
      await settle();
      const instance = harness.runtime.instances()[0];
      harness.runtime.close(instance?.instanceId ?? '', true);
      expect(events).to.deep.equal(['mc:open:7:', 'mc:close:7:true']);
      expect(stateOf(7)).to.equal('closed');
      expect(harness.store.getState().history.widgets[7]?.manualClose).to.equal(true);
    } finally {
      document.removeEventListener('mc:open', listener);
      document.removeEventListener('mc:close', listener);
    }
  });

  it('does not reopen by trigger on the same route once closed, even with showAgain always', async () => {
    harness = startHarness([modal(1, { whenDisplay: ['immediately', 0] })]);
    await settle();
    harness.runtime.close(harness.runtime.instances()[0]?.instanceId ?? '', false);
    harness.runtime.evaluate();
    await settle();
    expect(stateOf(1)).to.equal('closed');
  });

  it('a widget the session saw closed by hand with showAgainIfClosed never stays closed', async () => {
    harness = startHarness([modal(1, { whenDisplay: ['immediately', 0], showAgainIfClosed: ['never', 0] })], { start: false });
    harness.store.historyRestored({ userId: 'v', widgets: { 1: { lastImpression: Date.now() - 10_000_000, manualClose: true } } });
    harness.runtime.start();
    await settle();
    expect(stateOf(1)).to.equal('absent');
  });

  it('never opens an add-to-cart modal by triggers, but a manual open does', async () => {
    harness = startHarness([modal(1, { whenDisplay: ['add_to_cart', 0] })]);
    await settle();
    expect(stateOf(1)).to.equal('absent');
    const instance = harness.runtime.instances()[0];
    if (!instance) throw new Error('no instance');
    expect(await harness.runtime.tryOpen(instance, 'manual')).to.equal(true);
    expect(stateOf(1)).to.equal('open');
  });

  it('re-checks every guard when a trigger fires: a delayed modal does not open after a route change to an excluded URL', async () => {
    clock = sinon.useFakeTimers({ toFake: [...TIMERS] });
    harness = startHarness([modal(1, { whenDisplay: ['delay', 5] }, { urlBlacklist: ['**/excluded**'] })]);
    await clock.tickAsync(1000);
    history.pushState(null, '', '/excluded/page');
    await settle(clock);
    await clock.tickAsync(10_000);
    await settle(clock);
    expect(stateOf(1)).to.equal('absent');
  });

  it('a scroll trigger that fires after a route change to an excluded URL does not open', async () => {
    spacer = document.body.appendChild(document.createElement('div'));
    spacer.style.height = '6000px';
    harness = startHarness([modal(1, { whenDisplay: ['scroll', 30] }, { urlBlacklist: ['**/excluded**'] })]);
    await settle();
    history.pushState(null, '', '/excluded/page');
    await settle();
    window.scrollTo(0, 4000);
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    await settle();
    expect(harness.store.getState().page.maxScroll).to.be.greaterThan(30);
    expect(stateOf(1)).to.equal('absent');
  });

  it('the same scroll on an allowed URL does open', async () => {
    spacer = document.body.appendChild(document.createElement('div'));
    spacer.style.height = '6000px';
    harness = startHarness([modal(1, { whenDisplay: ['scroll', 30] }, { urlBlacklist: ['**/excluded**'] })]);
    await settle();
    window.scrollTo(0, 4000);
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    await settle();
    expect(stateOf(1)).to.equal('open');
  });

  it('asks the display rules once for one opening, before it loads anything for it', async () => {
    harness = startHarness([modal(1, { whenDisplay: ['immediately', 0] })], { start: false });
    const isDue = sinon.spy(harness.kit.rules, 'isDue');
    harness.runtime.start();
    await settle();
    expect(stateOf(1)).to.equal('open');
    expect(isDue.callCount).to.equal(1);
    expect(isDue.calledBefore(harness.loadUi)).to.equal(true);
  });

  it('decides again for the new page when the route changes while the view renders', async () => {
    let uiArrives = () => undefined as void;
    const uiLoaded = new Promise<void>((resolve) => (uiArrives = resolve));
    harness = startHarness([modal(1, { whenDisplay: ['immediately', 0] }, { urlBlacklist: ['**/excluded**'] })], { uiLoaded });
    await settle();
    expect(harness.loadUi.callCount).to.equal(1);
    history.pushState(null, '', '/excluded/page');
    await settle();
    uiArrives();
    await settle();
    expect(stateOf(1)).to.equal('hidden');
    history.pushState(null, '', START_URL);
    await settle();
    expect(stateOf(1), 'the allowed page it came back to decides anew').to.equal('open');
  });

  it('closes an open overlay when the route changes to a URL it excludes', async () => {
    harness = startHarness([modal(1, { whenDisplay: ['immediately', 0] }, { urlBlacklist: ['**/excluded**'] })]);
    await settle();
    expect(stateOf(1)).to.equal('open');
    history.pushState(null, '', '/excluded/page');
    await settle();
    expect(stateOf(1)).to.equal('closed');
  });

  it('resets page signals on a route change', async () => {
    harness = startHarness([modal(1, { whenDisplay: ['exit_intent', 0] })]);
    harness.store.pageSignalled({ maxScroll: 80, secondsSpent: 30, anchors: ['x'] });
    history.pushState(null, '', '/next');
    await settle();
    expect(harness.store.getState().page).to.deep.include({ secondsSpent: 0, exitIntent: false });
    expect(harness.store.getState().route.url).to.contain('/next');
  });

  it('handles a burst of 500 route changes once', async () => {
    harness = startHarness([modal(1, { whenDisplay: ['exit_intent', 0] })]);
    const routeChanged = sinon.spy(harness.store, 'routeChanged');
    for (let i = 0; i < 500; i += 1) history.pushState(null, '', `/burst/${i}`);
    await settle();
    expect(routeChanged.callCount).to.equal(1);
    expect(harness.store.getState().route.url).to.contain('/burst/499');
  });

  it('opens a second overlay on a desktop without measuring the one open: no layout forced in the middle of an open', async () => {
    const measure = sinon.spy(Element.prototype, 'getBoundingClientRect');
    try {
      const overlay = (id: number, widget_type: string) =>
        makeWidget({ widget_id: id, widget_type, data: { main: { whenDisplay: ['immediately', 0], showAgain: ['always', 0] } } });
      harness = startHarness([overlay(1, 'bar'), overlay(2, 'slide_in')]);
      await settle();
      const overlays = [...document.querySelectorAll('mc-bar, mc-slide-in')];
      expect(overlays.map((element) => element.getAttribute('data-state'))).to.deep.equal(['open', 'open']);
      expect(measure.getCalls().filter((call) => overlays.includes(call.thisValue as Element))).to.have.length(0);
    } finally {
      measure.restore();
    }
  });

  it('only opens on devices the widget allows', async () => {
    harness = startHarness([modal(1, { whenDisplay: ['immediately', 0] }, { hideOnMobile: 'desktop' })]);
    await settle();
    expect(stateOf(1)).to.equal('absent');
  });

  it('logs why a widget did not open when debugging', async () => {
    const info = sinon.spy();
    harness = startHarness([modal(1, { whenDisplay: ['immediately', 0] }, { urlWhitelist: ['/only-here'] })], { start: false });
    harness.dispose();
    const { createRuntime } = await import('../../src/runtime/instances');
    const { startPageKit } = await import('../../src/runtime/page-kit');
    const { ALL_PARTS } = await import('../../src/runtime/all-parts');
    const kit = startPageKit(window, harness.store.getState(), ALL_PARTS);
    const runtime = createRuntime({
      win: window,
      store: harness.store,
      kit,
      loadUi: async () => undefined,
      debug: true,
      log: { warn: () => undefined, info },
    });
    runtime.start();
    await settle();
    runtime.dispose();
    expect(info.args.map((args) => String(args[0]))).to.include('[mc] widget 1 (modal, trigger) does not open: the route guard said no');
  });
});
