import '../../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { submitOptIn, type SubmitContext } from '../../../src/react/messenger/submit-opt-in';
import type { FbSdk } from '../../../src/runtime/sdk/fb-sdk';
import { trackWidgetEvents } from '../../../src/pixel/widget-events';
import type { WidgetConfig } from '../../../src/runtime/config';
import { createStore } from '../../../src/runtime/store';

const ID = 'w42-1';

function makeContext(over: Partial<SubmitContext> = {}) {
  // The store knows the instance's widget, from which its events are named.
  const store = createStore({ widgets: [{ widgetId: 42, widgetType: 'modal' } as WidgetConfig] });
  store.instanceAdded(ID, 42);
  const logEvent = sinon.spy();
  const fb = { AppEvents: { logEvent } } as unknown as FbSdk;
  const host = {
    store,
    pixel: { sessionId: () => 's', checkOptin: sinon.stub().resolves(false), logAnalytics: sinon.spy(), logWidgetEvent: sinon.spy() },
    optedIn: sinon.spy(),
  };
  const { logAnalytics, logWidgetEvent } = host.pixel;
  trackWidgetEvents(
    store,
    { logAnalytics, logWidgetEvent, markOptedIn: () => undefined, onPageLeave: () => () => undefined, logImpression: () => undefined },
    { persistent: true },
  );
  const context: SubmitContext = {
    instanceId: ID,
    widget: { widgetId: 42 },
    buttonText: 'Notify me',
    host,
    afterSubmit: sinon.spy(),
    fb,
    appId: '9876',
    pageId: '1234567',
    ref: '42_s_w42-1',
    userRef: '-1700000001',
    ...over,
  };
  return { context, store, host, logEvent, afterSubmit: context.afterSubmit as sinon.SinonSpy };
}

/** The positive opt-in events a path sent (their status descriptions). */
const positives = (host: ReturnType<typeof makeContext>['host']) =>
  host.pixel.logAnalytics.getCalls().map((call) => {
    const { widgetId, widgetType, type, status, statusDescription } = call.args[0];
    expect({ widgetId, widgetType, type, status }).to.deep.equal({ widgetId: 42, widgetType: 'modal', type: 'optin', status: 'positive' });
    return statusDescription as string;
  });

describe('submitOptIn', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(() => clock?.restore());

  it('throws "unknown widget buttonType" for any other buttonType', () => {
    const { context } = makeContext();
    for (const kind of ['radio', '', 'Button']) {
      expect(() => submitOptIn(kind, context), kind).to.throw(Error, 'unknown widget buttonType');
    }
  });

  it('fallback: straight to the after-submit flow, no opt-in, no poll', () => {
    const { context, host, afterSubmit } = makeContext();
    expect(submitOptIn('fallback', context)).to.deep.equal({ outcome: 'submitted' });
    expect(afterSubmit.callCount).to.equal(1);
    expect(host.optedIn.called).to.equal(false);
    expect(host.pixel.checkOptin.called).to.equal(false);
    expect(positives(host)).to.deep.equal(['messenger_fallback_clicked']);
  });

  it('checkbox: refused while unchecked', () => {
    const { context, host, logEvent, afterSubmit, store } = makeContext();
    expect(submitOptIn('checkbox', context)).to.deep.equal({ outcome: 'refused' });
    expect(logEvent.called).to.equal(false);
    expect(host.optedIn.called).to.equal(false);
    expect(afterSubmit.called).to.equal(false);
    expect(positives(host)).to.deep.equal([]);
    expect(store.getState().instances.get(ID)?.checkbox).to.deep.equal({ checked: false, ref: '', userRef: '' });
  });

  it('checkbox: when checked, logs the user confirmation, keeps ref and user ref, opts in, then runs the after-submit flow', () => {
    const { context, host, logEvent, afterSubmit, store } = makeContext();
    store.checkboxChanged(ID, { checked: true });
    expect(submitOptIn('checkbox', context)).to.deep.equal({ outcome: 'submitted' });
    expect(logEvent.callCount).to.equal(1);
    expect(logEvent.firstCall.args).to.deep.equal([
      'MessengerCheckboxUserConfirmation',
      null,
      { app_id: '9876', page_id: '1234567', ref: '42_s_w42-1', user_ref: '-1700000001' },
    ]);
    expect(store.getState().instances.get(ID)?.checkbox).to.deep.equal({ checked: true, ref: '42_s_w42-1', userRef: '-1700000001' });
    expect(host.optedIn.calledOnceWith(ID)).to.equal(true);
    expect(afterSubmit.callCount).to.equal(1);
    // The confirmed opt-in carries what the visitor agreed to, for the consent on record.
    expect(host.pixel.logAnalytics.lastCall.args[0].consent).to.deep.equal({
      button_text: 'Notify me',
      legal_text: '',
      page_url: location.href,
    });
    expect(host.optedIn.calledBefore(afterSubmit)).to.equal(true);
    expect(positives(host)).to.deep.equal(['checkbox_confirmed']);
  });

  it('button: polls the opt-in check after 1 s, then every 3 s, and on yes opts in and runs the after-submit flow', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const { context, host, afterSubmit } = makeContext();
    host.pixel.checkOptin.onThirdCall().resolves(true);
    const result = submitOptIn('button', context);
    expect(result.outcome).to.equal('polling');
    await clock.tickAsync(999);
    expect(host.pixel.checkOptin.callCount).to.equal(0);
    await clock.tickAsync(1);
    expect(host.pixel.checkOptin.callCount).to.equal(1);
    await clock.tickAsync(2999);
    expect(host.pixel.checkOptin.callCount).to.equal(1);
    await clock.tickAsync(1);
    expect(host.pixel.checkOptin.callCount).to.equal(2);
    expect(host.optedIn.called).to.equal(false);
    expect(positives(host)).to.deep.equal([]);
    await clock.tickAsync(3000);
    expect(host.pixel.checkOptin.callCount).to.equal(3);
    expect(host.optedIn.calledOnceWith(ID)).to.equal(true);
    expect(positives(host)).to.deep.equal(['button_optin_confirmed']);
    expect(afterSubmit.callCount).to.equal(1);
    await clock.tickAsync(10_000);
    expect(host.pixel.checkOptin.callCount).to.equal(3);
  });

  it('button: a stopped poll asks no more', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const { context, host } = makeContext();
    const result = submitOptIn('button', context);
    await clock.tickAsync(1000);
    if (result.outcome === 'polling') result.stop();
    await clock.tickAsync(10_000);
    expect(host.pixel.checkOptin.callCount).to.equal(1);
  });
});
