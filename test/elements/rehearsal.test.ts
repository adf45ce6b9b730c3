// A widget that waits for its trigger is drawn once ahead of it, hidden and detached (src/elements/rehearsal.ts):
// its kind's rules are inserted then, and nothing of it reaches the page, the host, the server or the platform.
import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { defineElements, rehearse } from '../../src/elements';
import { rehearsalsOf } from '../../src/runtime/rehearsal';
import { createTestInstance } from '../support/mount-widget';
import { makeWidget } from '../support/factories';
import { watchPageErrors } from '../support/watch-page-errors';

/** Each kind once, so each case is the first to insert its kind's rules in this page. */
const cards = [
  ['modal', 'fb'],
  ['slide_in', 'sms'],
  ['bar', 'fb'],
  ['page_takeover', 'fb'],
] as const;

describe('rehearsing a widget before its trigger', () => {
  afterEach(() => sinon.restore());

  for (const [kind, channel] of cards) {
    it(`draws a ${channel} ${kind} once, inserting its styles, with nothing reaching the page, its host or the network`, async () => {
      const { host, store } = createTestInstance(
        makeWidget({ widget_id: 77, widget_type: kind, channel, data: { main: { title: 'Ahead', description: 'A <b>bold</b> word' } } }),
      );
      const stop = defineElements(host);
      const fetch = sinon.spy(window, 'fetch');
      const insertRule = sinon.spy(CSSStyleSheet.prototype, 'insertRule');
      const before = store.getState();
      const added: Node[] = [];
      const watcher = new MutationObserver((records) => records.forEach((record) => added.push(...record.addedNodes)));
      watcher.observe(document, { childList: true, subtree: true });
      try {
        await rehearse(rehearsalsOf(host, before.widgets));
        await new Promise((resolve) => setTimeout(resolve, 50));
        watcher.disconnect();
        expect(insertRule.called, 'the kind’s rules inserted').to.equal(true);
        expect(added, 'nothing placed in the page').to.deep.equal([]);
        expect(store.getState(), 'the page’s store untouched').to.equal(before);
        expect(host.rendered.called || host.close.called || host.failed.called || host.post.called).to.equal(false);
        expect(host.pixel.checkOptin.called || host.pixel.logAnalytics.called || host.pixel.logWidgetEvent.called).to.equal(false);
        expect((host.fbSdk as sinon.SinonSpy).called, 'the platform’s SDK not asked for').to.equal(false);
        expect(fetch.called, 'no request').to.equal(false);
      } finally {
        watcher.disconnect();
        stop();
      }
    });
  }

  it('rehearses each kind once, whatever the number of its widgets', async () => {
    const { host } = createTestInstance(makeWidget({ widget_id: 78, widget_type: 'bar' }));
    const stop = defineElements(host);
    const widgets = host.store.getState().widgets;
    const renders = sinon.spy(document, 'createElement');
    try {
      await rehearse(rehearsalsOf(host, [...widgets, { ...widgets[0]!, widgetId: 79 }, { ...widgets[0]!, widgetId: 80 }]));
      expect(renders.getCalls().filter((call) => call.args[0] === 'mc-bar').length).to.equal(1);
    } finally {
      stop();
    }
  });

  describe('leaves out a kind the page has drawn, or is drawing: its code has run and its styles are in', () => {
    const cases: [string, (store: ReturnType<typeof createTestInstance>['store'], instanceId: string) => unknown, boolean][] = [
      ['an instance added, not opened yet: rehearsed', () => undefined, true],
      ['an instance opening (its UI loading, its render awaited)', (store, id) => store.openingSet(id, true), false],
      [
        'an instance rendered (an `immediately` modal, open by the time the browser is idle)',
        (store, id) => store.rendered(id, 'normal'),
        false,
      ],
      [
        'an instance that was opening and gave up: rehearsed',
        (store, id) => (store.openingSet(id, true), store.openingSet(id, false)),
        true,
      ],
    ];
    for (const [what, change, rehearsed] of cases) {
      it(what, () => {
        const { host, store } = createTestInstance(makeWidget({ widget_id: 82, widget_type: 'modal' }));
        change(store, store.getState().instances.ids()[0]!);
        const bar = { ...store.getState().widgets[0]!, widgetId: 83, widgetType: 'bar' as const };
        const kinds = rehearsalsOf(host, [...store.getState().widgets, bar]).map(({ widget }) => widget.widgetType);
        expect(kinds).to.deep.equal(rehearsed ? ['modal', 'bar'] : ['bar']);
      });
    }
  });

  it('lets no error of a view reach the page, and resolves', async () => {
    const { host } = createTestInstance(makeWidget({ widget_id: 81, widget_type: 'modal' }));
    const stop = defineElements(host);
    const errors = watchPageErrors();
    // The messenger reference a modal's view builds as it renders: broken.
    host.pixel.sessionId.throws(new Error('broken'));
    try {
      await rehearse(rehearsalsOf(host, host.store.getState().widgets));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(errors.pageErrors).to.deep.equal([]);
    } finally {
      errors.stop();
      stop();
    }
  });
});
