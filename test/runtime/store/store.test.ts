import '../../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { readWidget, type WidgetConfig } from '../../../src/runtime/config';
import { createStore, hasImpressionSinceRouteChange, INSTANCE_ACTIONS, isDisplayed, isSubmitted } from '../../../src/runtime/store';
import { makeWidget } from '../../support/factories';

function widget(id = 42): WidgetConfig {
  const result = readWidget(makeWidget({ widget_id: id }));
  if (result.kind !== 'widget') throw new Error('bad fixture');
  return result.widget;
}

function storeWithInstance() {
  const store = createStore({ route: { url: 'https://a.example/', lastChange: 1000 } });
  store.configLoaded(store.getState().app, [widget()]);
  store.instanceAdded('42-1', 42);
  store.rendered('42-1', 'normal');
  return store;
}

describe('createStore', () => {
  it('holds the spec state: widgets, session, app, route, page, ui, instances, smsForm', () => {
    expect(Object.keys(createStore().getState()).sort()).to.deep.equal(
      ['app', 'instances', 'page', 'history', 'route', 'smsForm', 'ui', 'widgets'].sort(),
    );
  });

  it('gives immutable snapshots: an action makes a new one and leaves the old one as it was', () => {
    const store = storeWithInstance();
    const before = store.getState();
    store.opened('42-1', 2000);
    expect(isDisplayed(before.ui.get('42-1'))).to.equal(false);
    expect(isDisplayed(store.getState().ui.get('42-1'))).to.equal(true);
    expect(Object.isFrozen(store.getState().ui.get('42-1'))).to.equal(true);
    expect(() => {
      (store.getState().ui.get('42-1') as { phase: string }).phase = 'closed';
    }).to.throw(TypeError);
  });

  it('tells subscribers of each change and stops after unsubscribe', () => {
    const store = storeWithInstance();
    const listener = sinon.spy();
    const unsubscribe = store.subscribe(listener);
    store.opened('42-1', 2000);
    expect(listener.callCount).to.equal(1);
    unsubscribe();
    store.closed('42-1', true);
    expect(listener.callCount).to.equal(1);
  });

  it('does not wake subscribers when an action changes nothing', () => {
    const store = storeWithInstance();
    store.opened('42-1', 2000);
    const listener = sinon.spy();
    store.subscribe(listener);
    store.opened('42-1', 3000);
    expect(listener.callCount).to.equal(0);
  });

  it('keeps telling the other subscribers when one throws', () => {
    const store = createStore({}, () => undefined);
    const good = sinon.spy();
    store.subscribe(() => {
      throw new Error('broken subscriber');
    });
    store.subscribe(good);
    store.routeChanged('https://a.example/next', 5);
    expect(good.callCount).to.equal(1);
  });
});

describe('store actions: the open/close flow (docs/opt-in.md#instance-lifecycle)', () => {
  it('rendered → open → closed, with the phase following and the submit kept through a close and a reopening', () => {
    const store = storeWithInstance();
    const ui = () => store.getState().ui.get('42-1');
    const phase = () => ui()?.phase;
    expect([phase(), store.getState().instances.get('42-1')?.rendered]).to.deep.equal(['idle', true]);
    store.opened('42-1', 2000);
    expect(phase()).to.equal('open');
    store.submitted('42-1');
    expect([phase(), isDisplayed(ui()), isSubmitted(ui())]).to.deep.equal(['open', true, true]);
    store.closed('42-1', false);
    expect([phase(), isDisplayed(ui()), isSubmitted(ui())]).to.deep.equal(['closed', false, true]);
    store.opened('42-1', 3000);
    expect([phase(), isDisplayed(ui()), isSubmitted(ui())]).to.deep.equal(['open', true, true]);
  });

  it('"Opening sets displayed" and commits an impression at that time', () => {
    const store = storeWithInstance();
    store.opened('42-1', 2000);
    expect(isDisplayed(store.getState().ui.get('42-1'))).to.equal(true);
    expect(store.getState().history.widgets[42]).to.deep.equal({ lastImpression: 2000, manualClose: false });
  });

  it('"An already open widget does not reopen"', () => {
    const store = storeWithInstance();
    store.opened('42-1', 2000);
    const snapshot = store.getState();
    store.opened('42-1', 9000);
    expect(store.getState()).to.equal(snapshot);
  });

  it('"Closing clears it and records manualClose when manual"', () => {
    const store = storeWithInstance();
    store.opened('42-1', 2000);
    store.closed('42-1', true);
    expect(isDisplayed(store.getState().ui.get('42-1'))).to.equal(false);
    expect(store.getState().history.widgets[42]?.manualClose).to.equal(true);
  });

  it('keeps on the instance whether the visitor closed it, an open under way, and the route a trigger opened it on', () => {
    const store = storeWithInstance();
    store.openingSet('42-1', true);
    expect(store.getState().instances.get('42-1')?.opening).to.equal(true);
    store.opened('42-1', 2000, true);
    // The open ends its being under way in the same commit: the runtime's own end of it then commits nothing.
    expect(store.getState().instances.get('42-1')).to.include({ opening: false, triggeredOnRoute: 1000, closedByVisitor: false });
    const listener = sinon.spy();
    store.subscribe(listener);
    store.openingSet('42-1', false);
    expect(listener.callCount).to.equal(0);
    store.closed('42-1', true);
    expect(store.getState().instances.get('42-1')?.closedByVisitor).to.equal(true);
    store.routeChanged('https://a.example/other', 4000);
    store.opened('42-1', 5000);
    store.closed('42-1', false);
    // Opened by the page, not a trigger: the route it was triggered on stays the old one.
    expect(store.getState().instances.get('42-1')).to.include({ triggeredOnRoute: 1000, closedByVisitor: false });
  });

  it('an automatic close records no manual close', () => {
    const store = storeWithInstance();
    store.opened('42-1', 2000);
    store.closed('42-1', false);
    expect(store.getState().history.widgets[42]?.manualClose).to.equal(false);
  });

  it('"An impression is detected when the widget has no impression newer than the last route change"', () => {
    const store = storeWithInstance();
    store.opened('42-1', 2000);
    store.closed('42-1', false);
    store.opened('42-1', 3000);
    expect(store.getState().history.widgets[42]?.lastImpression).to.equal(2000);
    expect(hasImpressionSinceRouteChange(store.getState(), 42)).to.equal(true);
    store.routeChanged('https://a.example/other', 4000);
    expect(hasImpressionSinceRouteChange(store.getState(), 42)).to.equal(false);
    store.closed('42-1', false);
    store.opened('42-1', 5000);
    expect(store.getState().history.widgets[42]?.lastImpression).to.equal(5000);
  });

  it('a route change resets the page signals and records the time', () => {
    const store = storeWithInstance();
    store.pageSignalled({ maxScroll: 40, secondsSpent: 10, exitIntent: true, anchors: ['pricing'] });
    store.routeChanged('https://a.example/next', 7000);
    expect(store.getState().page).to.deep.equal({ maxScroll: 0, secondsSpent: 0, exitIntent: false, anchors: [] });
    expect(store.getState().route).to.deep.equal({ url: 'https://a.example/next', lastChange: 7000 });
  });

  it('page signals keep the highest scroll and gather anchors', () => {
    const store = createStore();
    store.pageSignalled({ maxScroll: 60, anchors: ['a'] });
    store.pageSignalled({ maxScroll: 20, anchors: ['b', 'a'] });
    expect(store.getState().page.maxScroll).to.equal(60);
    expect(store.getState().page.anchors).to.deep.equal(['a', 'b']);
  });

  it('keeps loading, ref generation and errors per instance', () => {
    const store = storeWithInstance();
    store.instanceAdded('42-2', 42);
    store.loadingSet('42-1', true);
    store.errorsSet('42-1', ['Invalid number', 'Try again']);
    expect(store.getState().smsForm.get('42-1')).to.deep.equal({
      isLoading: true,
      isGeneratingRef: false,
      errors: ['Invalid number', 'Try again'],
    });
    expect(store.getState().smsForm.get('42-2')).to.equal(undefined);
  });

  it('removes an instance with its ui and overlay state', () => {
    const store = storeWithInstance();
    store.loadingSet('42-1', true);
    store.instanceRemoved('42-1');
    const state = store.getState();
    expect([state.instances.get('42-1'), state.ui.get('42-1'), state.smsForm.get('42-1')]).to.deep.equal([undefined, undefined, undefined]);
  });

  it('sets the payload and the render reason of an instance', () => {
    const store = storeWithInstance();
    store.payloadSet('42-1', 'spring');
    store.rendered('42-1', 'timeout');
    expect(store.getState().instances.get('42-1')).to.deep.include({ refPayload: 'spring', renderReason: 'timeout' });
  });

  it('marks the social SDK ready once', () => {
    const store = createStore();
    store.sdkReady('fb');
    const snapshot = store.getState();
    store.sdkReady('fb');
    expect(snapshot.app.fbsdkReady).to.equal(true);
    expect(store.getState()).to.equal(snapshot);
  });
});

describe('store changes: what each commit tells its subscribers', () => {
  function twoInstances() {
    const store = storeWithInstance();
    store.instanceAdded('42-2', 42);
    store.rendered('42-2', 'normal');
    return store;
  }

  it('names the instance an instance action changed, the keys it changed and the snapshot before', () => {
    const store = twoInstances();
    const before = store.getState();
    const listener = sinon.spy();
    store.subscribe(listener);
    store.opened('42-1', 2000);
    const [state, change] = listener.firstCall.args;
    expect(state).to.equal(store.getState());
    expect(change.previous).to.equal(before);
    expect(change.instanceId).to.equal('42-1');
    expect([...change.keys].sort()).to.deep.equal(['history', 'ui']);
  });

  it('names no instance for an action that is not about one', () => {
    const store = twoInstances();
    store.pageSignalled({ maxScroll: 30 });
    const listener = sinon.spy();
    store.subscribe(listener);
    store.routeChanged('https://a.example/next', 5000);
    const [, change] = listener.firstCall.args;
    expect(change.instanceId).to.equal(undefined);
    expect([...change.keys].sort()).to.deep.equal(['page', 'route']);
  });

  // Each instance action, run on instance 42-1 of a page with two: 42-2's entries stay the same objects.
  const instanceActions: [string, (store: ReturnType<typeof createStore>) => void][] = [
    ['instanceAdded', (store) => store.instanceAdded('42-3', 42)],
    ['instanceRemoved', (store) => store.instanceRemoved('42-1')],
    ['payloadSet', (store) => store.payloadSet('42-1', 'spring')],
    ['rendered', (store) => store.rendered('42-1', 'timeout')],
    ['openingSet', (store) => store.openingSet('42-1', true)],
    ['opened', (store) => store.opened('42-1', 2000, true)],
    ['closed', (store) => (store.opened('42-1', 2000), store.closed('42-1', true))],
    ['checkboxChanged', (store) => store.checkboxChanged('42-1', { checked: true })],
    ['chatChanged', (store) => store.chatChanged('42-1', { requested: true })],
    ['submitted', (store) => store.submitted('42-1')],
    ['optedIn', (store) => store.optedIn('42-1')],
    ['acted', (store) => store.acted('42-1', { type: 'channel', channelType: 'sms' })],
    ['loadingSet', (store) => store.loadingSet('42-1', true)],
    ['generatingRefSet', (store) => store.generatingRefSet('42-1', true)],
    ['errorsSet', (store) => store.errorsSet('42-1', ['Invalid number'])],
    ['smsCodeSet', (store) => store.smsCodeSet('42-1', { phone: '+15550100', body: 'JOIN r77', link: 'sms:+15550100?&body=JOIN%20r77' })],
  ];

  it('lists every instance action in INSTANCE_ACTIONS', () => {
    expect(instanceActions.map(([name]) => name).sort()).to.deep.equal([...INSTANCE_ACTIONS].sort());
  });

  for (const [name, run] of instanceActions) {
    it(`${name} changes no other instance's entries`, () => {
      const store = twoInstances();
      store.loadingSet('42-2', false);
      const other = (state: ReturnType<typeof store.getState>) => [
        state.ui.get('42-2'),
        state.instances.get('42-2'),
        state.smsForm.get('42-2'),
      ];
      const before = other(store.getState());
      const changes: (string | undefined)[] = [];
      store.subscribe((_, change) => changes.push(change.instanceId));
      run(store);
      expect(changes.length).to.be.greaterThan(0);
      expect(changes.every((id) => id === '42-1' || id === '42-3')).to.equal(true);
      other(store.getState()).forEach((entry, index) => expect(entry).to.equal(before[index]));
    });
  }
});

describe("an instance's acts", () => {
  it('are appended in order, each time the visitor acts, and go with the instance', () => {
    const store = createStore();
    store.instanceAdded('42-1', 42);
    store.acted('42-1', { type: 'optInPath', path: 'sms_keyword_composer_opened' });
    store.acted('42-1', { type: 'optInPath', path: 'sms_keyword_composer_opened' });
    store.acted('42-1', { type: 'launcher', event: 'popover_close' });
    expect(store.getState().instances.get('42-1')?.acts).to.deep.equal([
      { type: 'optInPath', path: 'sms_keyword_composer_opened' },
      { type: 'optInPath', path: 'sms_keyword_composer_opened' },
      { type: 'launcher', event: 'popover_close' },
    ]);
    store.instanceRemoved('42-1');
    const before = store.getState();
    store.acted('42-1', { type: 'channel', channelType: 'sms' });
    expect(store.getState()).to.equal(before);
  });

  it("mark an owner's preview as the runtime registers it", () => {
    const store = createStore();
    store.instanceAdded('42-1', 42, '', true);
    store.instanceAdded('42-2', 42);
    expect([store.getState().instances.get('42-1')?.preview, store.getState().instances.get('42-2')?.preview]).to.deep.equal([true, false]);
  });
});
