import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { hasPlacedWidgets, watchForDue } from '../../src/loader/boot';
import { ALL_PARTS } from '../../src/runtime/all-parts';
import { parseLoadAnswer } from '../../src/runtime/config';
import { startPageKit } from '../../src/runtime/page-kit';
import { createStore, type Store } from '../../src/runtime/store';
import { makeWidget } from '../support/factories';

const modal = (id: number, main: Record<string, unknown>, setup: Record<string, unknown> = {}) =>
  makeWidget({ widget_id: id, widget_type: 'modal', data: { main, setup } });

function storeWith(rawWidgets: unknown[], app: Record<string, unknown> = { pageId: '1' }): Store {
  const answer = parseLoadAnswer({ app, widgets: rawWidgets });
  if (!answer.ok) throw new Error(answer.reason);
  const store = createStore({ route: { url: location.href, lastChange: Date.now() }, history: { userId: 'visitor', widgets: {} } });
  store.configLoaded(answer.app, answer.widgets);
  return store;
}

describe('watchForDue: whether the page stage is needed', () => {
  const originalUrl = location.href;
  const mounted: HTMLElement[] = [];
  let stops: (() => void)[] = [];

  function watch(store: Store, force = false) {
    const onDue = sinon.spy();
    const { widgets, app } = store.getState();
    // The loader's wiring: one kit with the page's parts, its overlay candidates watched.
    const kit = startPageKit(window, store.getState(), ALL_PARTS);
    const check = watchForDue(window, widgets, kit, kit.rules.overlayCandidates(widgets, app), force, onDue);
    stops.push(() => history.replaceState(null, '', originalUrl), kit.stop);
    return { onDue, check };
  }

  function mount(markup: string): void {
    const holder = document.createElement('div');
    holder.innerHTML = markup;
    document.body.appendChild(holder);
    mounted.push(holder);
  }

  afterEach(() => {
    mounted.splice(0).forEach((element) => element.remove());
    stops.forEach((stop) => stop());
    stops = [];
  });

  it('is due at once, to render, for an immediately overlay', () => {
    const { onDue } = watch(storeWith([modal(1, { whenDisplay: ['immediately', 0] })]));
    expect(onDue.args).to.deep.equal([[true]]);
  });

  it('is not due for an overlay whose URL list excludes the page, and becomes due on a route it allows', async () => {
    const { onDue } = watch(storeWith([modal(1, { whenDisplay: ['immediately', 0] }, { urlWhitelist: ['/allowed-route'] })]));
    expect(onDue.called).to.equal(false);
    history.pushState(null, '', '/allowed-route');
    await Promise.resolve();
    expect(onDue.args).to.deep.equal([[true]]);
  });

  it('becomes due when the delay trigger fires, not before', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    try {
      const { onDue } = watch(storeWith([modal(1, { whenDisplay: ['delay', 2] })]));
      await clock.tickAsync(1900);
      expect(onDue.called).to.equal(false);
      await clock.tickAsync(200);
      expect(onDue.args).to.deep.equal([[true]]);
    } finally {
      clock.restore();
    }
  });

  it('is due at once, to render, when the owner placed a widget', () => {
    mount('<div class="mcwidget-embed" data-widget-id="7"></div>');
    const { onDue } = watch(storeWith([makeWidget({ widget_id: 7, widget_type: 'box' })]));
    expect(onDue.args).to.deep.equal([[true]]);
  });

  it('is due at once for a configured checkbox, whose page API lives in the stage, without rendering', () => {
    const { onDue } = watch(storeWith([makeWidget({ widget_id: 8, widget_type: 'checkbox' })]));
    expect(onDue.args).to.deep.equal([[false]]);
  });

  it('is due at once when forced (a store page, debugging)', () => {
    const { onDue } = watch(storeWith([]), true);
    expect(onDue.args).to.deep.equal([[false]]);
  });

  it('finds widgets placed later when asked again (MC.parse), and calls once', () => {
    const { onDue, check } = watch(storeWith([makeWidget({ widget_id: 7, widget_type: 'box' })]));
    expect(onDue.called).to.equal(false);
    mount('<mc-box data-widget-id="7"></mc-box>');
    check();
    check();
    expect(onDue.args).to.deep.equal([[true]]);
  });

  it('counts what the runtime claims as placed: a landing, an embed of any tag, a classic checkbox, a preview element', () => {
    const claimed = [
      '<div id="mcwidget-landing" data-widget-id="3"></div>',
      '<span class="mcwidget-embed" data-widget-id="3"></span>',
      '<div class="mcwidget-checkbox" data-widget-id="3"></div>',
      '<mc-modal preview data-widget-id="3"></mc-modal>',
    ];
    for (const markup of claimed) {
      mount(markup);
      expect(hasPlacedWidgets(document), markup).to.equal(true);
      mounted.splice(0).forEach((element) => element.remove());
    }
    // Nothing the runtime could claim: no widget id, or no place it knows.
    for (const markup of ['<div data-widget-id="3"></div>', '<div id="mcwidget-landing"></div>', '<div class="mcwidget-embed"></div>']) {
      mount(markup);
      expect(hasPlacedWidgets(document), markup).to.equal(false);
      mounted.splice(0).forEach((element) => element.remove());
    }
  });
});
