import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { tellWidgetEvents, trackWidgetEvents } from '../../src/pixel/widget-events';
import type { WidgetConfig } from '../../src/runtime/config';
import { createStore, type Store } from '../../src/runtime/store';

const widgets = [
  { widgetId: 42, widgetType: 'modal' },
  { widgetId: 43, widgetType: 'bar' },
  { widgetId: 44, widgetType: 'slide_in' },
  { widgetId: 45, widgetType: 'box' },
  { widgetId: 46, widgetType: 'omnichat' },
  { widgetId: 47, widgetType: 'customer_chat' },
] as WidgetConfig[];

/** What the pixel was handed, in order: one line each. */
type Call = readonly unknown[];

function setup({ persistent = true } = {}) {
  const store = createStore({ widgets, route: { url: 'https://shop.example/', lastChange: 1000 } });
  const calls: Call[] = [];
  let leave!: () => void;
  const failing = { analytics: false };
  const pixel = {
    logImpression: (impression: unknown) => void calls.push(['impression', impression]),
    logAnalytics: (analytics: unknown) => {
      if (failing.analytics) throw new Error('quota');
      calls.push(['analytics', analytics]);
    },
    logWidgetEvent: (event: string, payload?: unknown) => void calls.push(['widget', event, payload]),
    markOptedIn: () => void calls.push(['optedIn']),
    onPageLeave: (listener: () => void) => {
      leave = listener;
      return () => undefined;
    },
  };
  const warn = sinon.spy();
  const stop = trackWidgetEvents(store, pixel, { persistent, warn });
  // Every instance of the tests is added and rendered as the runtime does, once per widget id.
  const add = (widgetId: number, preview = false) => {
    const id = `${widgetId}-1`;
    store.instanceAdded(id, widgetId, '', preview);
    store.rendered(id, 'normal');
    return id;
  };
  return { store, calls, leave: () => leave(), stop, add, failing, warn };
}

const negative = (widgetId: number, widgetType: string, statusDescription: string) => [
  'analytics',
  { widgetId, widgetType, type: 'optin', status: 'negative', statusDescription },
];
const positive = (widgetId: number, widgetType: string, statusDescription: string, consent?: object) => [
  'analytics',
  { widgetId, widgetType, type: 'optin', status: 'positive', statusDescription, ...(consent && { consent }) },
];
const impression = (widgetId: number, widgetType: string) => ['impression', { widgetId, widgetType, instanceId: `${widgetId}-1` }];
const consent = { button_text: 'Notify me', legal_text: 'Msg & data rates may apply.', page_url: 'https://shop.example/p' };

/** A visitor's history with instances (the store actions, in order) and the events it must send, in order. */
const histories: { name: string; history: (store: Store, add: (widgetId: number, preview?: boolean) => string) => void; events: Call[] }[] =
  [
    {
      name: 'an opening logs its impression once per route; a reopen on the same route logs none',
      history: (store, add) => {
        const id = add(42);
        store.opened(id, 2000);
        store.closed(id, false);
        store.opened(id, 3000);
        store.routeChanged('https://shop.example/next', 4000);
        store.closed(id, false);
        store.opened(id, 5000);
      },
      events: [impression(42, 'modal'), impression(42, 'modal')],
    },
    {
      name: 'a close by the visitor before asking to opt in: closed_without_optin_request',
      history: (store, add) => {
        const id = add(42);
        store.opened(id, 2000);
        store.closed(id, true);
      },
      events: [impression(42, 'modal'), negative(42, 'modal', 'closed_without_optin_request')],
    },
    {
      name: 'a close by the visitor after asking, the opt-in not confirmed: closed_without_optedin, at every such close',
      history: (store, add) => {
        const id = add(44);
        store.opened(id, 2000);
        store.submitted(id);
        store.closed(id, true);
        store.opened(id, 3000);
        store.closed(id, true);
      },
      events: [
        impression(44, 'slide_in'),
        negative(44, 'slide_in', 'closed_without_optedin'),
        negative(44, 'slide_in', 'closed_without_optedin'),
      ],
    },
    {
      name: 'an opt-in is cached in the session, and a close after it, or one the visitor did not make, reports nothing',
      history: (store, add) => {
        const id = add(42);
        store.opened(id, 2000);
        store.submitted(id);
        store.optedIn(id);
        store.closed(id, true);
        const other = add(43);
        store.opened(other, 2000);
        store.closed(other, false);
      },
      events: [impression(42, 'modal'), ['optedIn'], impression(43, 'bar')],
    },
    {
      name: 'each opt-in path the visitor takes is a positive opt-in, a confirmed one with its consent, each time',
      history: (store, add) => {
        const id = add(42);
        store.acted(id, { type: 'optInPath', path: 'messenger_fallback_clicked' });
        store.optedIn(id);
        store.acted(id, { type: 'optInPath', path: 'button_optin_confirmed', consent });
        store.acted(id, { type: 'optInPath', path: 'sms_keyword_composer_opened' });
        store.acted(id, { type: 'optInPath', path: 'sms_keyword_composer_opened' });
      },
      events: [
        positive(42, 'modal', 'messenger_fallback_clicked'),
        ['optedIn'],
        positive(42, 'modal', 'button_optin_confirmed', consent),
        positive(42, 'modal', 'sms_keyword_composer_opened'),
        positive(42, 'modal', 'sms_keyword_composer_opened'),
      ],
    },
    {
      name: "a launcher channel used: its click with the channel's type, then the intent",
      history: (store, add) => {
        store.acted(add(46), { type: 'channel', channelType: 'whatsapp' });
        store.acted(add(47), { type: 'channel', channelType: 'messenger' });
      },
      events: [
        ['widget', 'click', { widget_id: 46, channelType: 'whatsapp' }],
        positive(46, 'omnichat', 'launcher_channel_clicked'),
        ['widget', 'click', { widget_id: 47, channelType: 'messenger' }],
        positive(47, 'customer_chat', 'launcher_channel_clicked'),
      ],
    },
    {
      name: "the launcher's open, close and popover close are widget events with the widget id",
      history: (store, add) => {
        const id = add(46);
        store.acted(id, { type: 'launcher', event: 'open' });
        store.acted(id, { type: 'launcher', event: 'close' });
        store.acted(id, { type: 'launcher', event: 'popover_close' });
      },
      events: [
        ['widget', 'open', { widget_id: 46 }],
        ['widget', 'close', { widget_id: 46 }],
        ['widget', 'popover_close', { widget_id: 46 }],
      ],
    },
    {
      name: 'the plugin found missing: fb_plugin_no_rendred, named by its kind only',
      history: (store, add) => store.acted(add(45), { type: 'pluginMissing' }),
      events: [['analytics', { widgetType: 'box', type: 'optin', status: 'negative', statusDescription: 'fb_plugin_no_rendred' }]],
    },
    {
      name: "an owner's preview reports nothing",
      history: (store, add) => {
        const id = add(42, true);
        store.opened(id, 2000);
        store.acted(id, { type: 'optInPath', path: 'button_optin_confirmed', consent });
        store.optedIn(id);
        store.acted(id, { type: 'pluginMissing' });
        store.closed(id, true);
      },
      events: [],
    },
    {
      name: 'an act on an instance that is gone reports nothing',
      history: (store, add) => {
        const id = add(42);
        store.instanceRemoved(id);
        store.acted(id, { type: 'optInPath', path: 'sms_keyword_confirmed', consent });
        store.acted('nowhere', { type: 'channel', channelType: 'sms' });
      },
      events: [],
    },
  ];

describe('trackWidgetEvents: a history of instances → the pixel events', () => {
  for (const { name, history, events } of histories) {
    it(name, () => {
      const { store, calls, add } = setup();
      history(store, add);
      expect(calls).to.deep.equal(events);
    });
  }

  // Guards the opt-in followed by a redirect: the durable queue keeps the event only if it was queued before the page is left.
  it("hands an act's event to the pixel while the act is committed, before its caller goes on", () => {
    const { store, calls, add } = setup();
    const id = add(42);
    store.acted(id, { type: 'optInPath', path: 'sms_subscribed', consent });
    expect(calls).to.deep.equal([positive(42, 'modal', 'sms_subscribed', consent)]);
  });

  it('reports a page whose storage keeps nothing once, first', () => {
    const { calls, store, add } = setup({ persistent: false });
    store.opened(add(42), 2000);
    expect(calls).to.deep.equal([
      ['analytics', { widgetType: '', type: 'impression', status: 'negative', statusDescription: 'no_local_storage' }],
      impression(42, 'modal'),
    ]);
  });

  it('reports page_leave_while_widget_open for each overlay still open and not opted in, once per opening', () => {
    const { store, calls, add, leave } = setup();
    for (const widgetId of [42, 43, 44, 45, 46]) store.opened(add(widgetId), 2000);
    store.closed('44-1', false);
    store.optedIn('46-1');
    calls.length = 0;
    leave();
    leave(); // the tab came back and went again: already reported
    store.closed('42-1', false);
    store.opened('42-1', 3000);
    leave(); // a new opening is reported again
    expect(calls).to.deep.equal([
      negative(42, 'modal', 'page_leave_while_widget_open'),
      negative(43, 'bar', 'page_leave_while_widget_open'),
      negative(42, 'modal', 'page_leave_while_widget_open'),
    ]);
  });

  it("a pixel that throws loses that commit's events only: the store and the next commits go on", () => {
    const { store, calls, add, failing, warn } = setup();
    const id = add(42);
    failing.analytics = true;
    store.acted(id, { type: 'channel', channelType: 'sms' });
    failing.analytics = false;
    store.acted(id, { type: 'launcher', event: 'open' });
    expect(calls).to.deep.equal([
      ['widget', 'click', { widget_id: 42, channelType: 'sms' }],
      ['widget', 'open', { widget_id: 42 }],
    ]);
    expect(warn.calledOnce).to.equal(true);
  });

  it('stops when asked', () => {
    const { store, calls, add, stop } = setup();
    const id = add(42);
    stop();
    store.opened(id, 2000);
    store.acted(id, { type: 'optInPath', path: 'sms_subscribed' });
    expect(calls).to.deep.equal([]);
  });
});

describe('tellWidgetEvents', () => {
  it("reads one commit for one instance: its lifecycle's events, then the acts it added", () => {
    const store = createStore({ widgets, route: { url: '', lastChange: 1000 } });
    store.instanceAdded('42-1', 42);
    const before = store.getState();
    store.opened('42-1', 2000);
    const opened = store.getState();
    store.acted('42-1', { type: 'optInPath', path: 'checkbox_confirmed', consent });
    const told = (from: typeof before, to: typeof before, instanceId: string) => {
      const pixel = { logImpression: sinon.spy(), logAnalytics: sinon.spy(), logWidgetEvent: sinon.spy(), markOptedIn: sinon.spy() };
      tellWidgetEvents(pixel, from, to, instanceId);
      return Object.entries(pixel).flatMap(([name, spy]) => spy.getCalls().map((call) => [name, ...call.args]));
    };
    expect(told(before, opened, '42-1')).to.deep.equal([['logImpression', { widgetId: 42, widgetType: 'modal', instanceId: '42-1' }]]);
    expect(told(opened, store.getState(), '42-1')).to.deep.equal([
      [
        'logAnalytics',
        { widgetId: 42, widgetType: 'modal', type: 'optin', status: 'positive', statusDescription: 'checkbox_confirmed', consent },
      ],
    ]);
    expect(told(before, store.getState(), '43-1')).to.deep.equal([]);
  });
});
