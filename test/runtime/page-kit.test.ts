import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { ALL_PARTS } from '../../src/runtime/all-parts';
import { parseLoadAnswer } from '../../src/runtime/config';
import { startPageKit, type PageKit } from '../../src/runtime/page-kit';
import { createStore, type Store } from '../../src/runtime/store';
import { makeWidget } from '../support/factories';

function storeWith(rawWidgets: unknown[]): Store {
  const answer = parseLoadAnswer({ app: { pageId: '1' }, widgets: rawWidgets });
  if (!answer.ok) throw new Error(answer.reason);
  const store = createStore({ route: { url: location.href, lastChange: Date.now() }, history: { userId: 'visitor', widgets: {} } });
  store.configLoaded(answer.app, answer.widgets);
  return store;
}

const modal = (id: number, main: Record<string, unknown>) => makeWidget({ widget_id: id, widget_type: 'modal', data: { main } });

/** The page kit: one set of triggers and one route watcher, told to the loader and then to the runtime. */
describe('the page kit', () => {
  const originalUrl = location.href;
  const originalPath = location.pathname + location.search;
  let kit: PageKit | undefined;
  let clock: sinon.SinonFakeTimers | undefined;

  afterEach(() => {
    kit?.stop();
    kit = undefined;
    clock?.restore();
    clock = undefined;
    history.replaceState(null, '', originalUrl);
  });

  it('handles a burst of route changes once, at its end: the kit holds the new route, then the one told hears it', async () => {
    const store = storeWith([modal(1, { whenDisplay: ['scroll', 30] })]);
    kit = startPageKit(window, store.getState(), ALL_PARTS);
    const told = sinon.spy();
    kit.tell(told);
    history.pushState(null, '', '/kit-a');
    history.pushState(null, '', '/kit-b');
    history.replaceState(null, '', '/kit-c');
    await Promise.resolve();
    expect(told.args.map(([url]) => new URL(url as string).pathname)).to.deep.equal(['/kit-c']);
    expect(new URL(kit.data().route.url).pathname).to.equal('/kit-c');
    expect(store.getState().route.url, "the store is not the kit's before the hand-over").to.equal(location.origin + originalPath);
  });

  it('tells only the last one told: the runtime after the hand-over, not the loader', async () => {
    const store = storeWith([]);
    kit = startPageKit(window, store.getState(), ALL_PARTS);
    const loader = sinon.spy();
    const runtime = sinon.spy();
    kit.tell(loader);
    kit.handOver(store, runtime);
    history.pushState(null, '', '/kit-handed-over');
    await Promise.resolve();
    expect(loader.called).to.equal(false);
    expect(runtime.calledOnce).to.equal(true);
    expect(new URL(store.getState().route.url).pathname, 'the store holds the route after the hand-over').to.equal('/kit-handed-over');
    expect(kit.data()).to.equal(store.getState());
  });

  it('tells of a swapped <body> without a URL', async () => {
    kit = startPageKit(window, storeWith([]).getState(), ALL_PARTS);
    const told = sinon.spy();
    kit.tell(told);
    const original = document.body;
    const swapped = document.createElement('body');
    try {
      document.documentElement.replaceChild(swapped, original);
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      document.documentElement.replaceChild(original, swapped);
    }
    expect(told.args[0]).to.deep.equal([]);
  });

  // Regression guard: a restart of the triggers (a swapped body) must not restart the time on page.
  it('counts a delay from the route start, whatever restarts the triggers meanwhile', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const store = storeWith([modal(1, { whenDisplay: ['delay', 2] })]);
    kit = startPageKit(window, store.getState(), ALL_PARTS);
    const told = sinon.spy();
    kit.tell(told);
    await clock.tickAsync(1500);
    const original = document.body;
    const swapped = document.createElement('body');
    try {
      document.documentElement.replaceChild(swapped, original);
      await clock.tickAsync(0);
      expect(told.calledOnce, 'the swap restarted the triggers').to.equal(true);
      await clock.tickAsync(400);
      expect(kit.data().page.secondsSpent).to.equal(0);
      await clock.tickAsync(200);
      expect(kit.data().page.secondsSpent).to.equal(2);
    } finally {
      document.documentElement.replaceChild(original, swapped);
    }
  });

  it('runs no trigger without the triggers part: the page signals stay empty, and start with it', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const bare = storeWith([modal(1, { whenDisplay: ['delay', 2] })]);
    kit = startPageKit(window, bare.getState(), { lists: ALL_PARTS.lists });
    await clock.tickAsync(6000);
    expect(kit.data().page).to.deep.include({ secondsSpent: 0, maxScroll: 0 });
    kit.stop();
    const full = storeWith([modal(1, { whenDisplay: ['delay', 2] })]);
    kit = startPageKit(window, full.getState(), ALL_PARTS);
    await clock.tickAsync(2000);
    expect(kit.data().page.secondsSpent).to.equal(2);
    kit.handOver(full, () => undefined);
    await clock.tickAsync(3000);
    expect(full.getState().page.secondsSpent, 'the triggers tell the store after the hand-over').to.equal(5);
  });

  it('asks the one isDue with the inputs of the moment: the page signals, the history and the URL', () => {
    const store = storeWith([modal(1, { whenDisplay: ['delay', 30] })]);
    kit = startPageKit(window, store.getState(), ALL_PARTS);
    const [widget] = store.getState().widgets;
    expect(kit.rules.isDue(widget!)).to.deep.equal({ ok: false, guard: 'entrance' });
    expect(kit.rules.isDue(widget!, { mode: 'force' }), 'a force open, whatever the page').to.deep.equal({ ok: true });
    kit.handOver(store, () => undefined);
    store.pageSignalled({ secondsSpent: 30 });
    expect(kit.rules.isDue(widget!)).to.deep.equal({ ok: true });
  });
});
