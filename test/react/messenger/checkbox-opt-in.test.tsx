import '../../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { installFakeFb, resetFbGlobals, type FakeFb } from '../../support/fake-fb-sdk';
import { renderOptIn, renderReasons, unmountAll, type RenderedOptIn } from './render-opt-in';
import { settle } from '../../support/settle';

const FAKE_TIMERS = {
  toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] as Array<
    'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval' | 'Date'
  >,
};
const checkboxMain = { buttonType: 'checkbox', optInButtonText: 'Send it to me' };
const markup = (r: RenderedOptIn) => r.$('[part="plugin"] .fb-messenger-checkbox');
const userRefOf = (r: RenderedOptIn) => markup(r)?.getAttribute('user_ref') ?? '';
const submitButton = (r: RenderedOptIn) => r.$('[part="submit-button"]');
const fallback = (r: RenderedOptIn) => r.$('[part="fallback-button"]');

describe('Messenger opt-in, checkbox', () => {
  let clock: sinon.SinonFakeTimers;
  let fake: FakeFb;

  beforeEach(() => {
    clock = sinon.useFakeTimers(FAKE_TIMERS);
    fake = installFakeFb({ renders: true });
  });

  afterEach(() => {
    unmountAll();
    clock.restore();
    resetFbGlobals();
  });

  async function rendered(main: Record<string, unknown> = {}, options: Parameters<typeof renderOptIn>[1] = {}) {
    const r = renderOptIn({ ...checkboxMain, ...main }, options);
    await settle(clock);
    return r;
  }

  const tick = (r: RenderedOptIn, state: string, userRef = userRefOf(r)) =>
    fake.emit('messenger_checkbox', { event: 'checkbox', state, user_ref: userRef });

  it('renders the checkbox plugin markup with origin, page, app, a user ref of its own and the looks', async () => {
    const r = await rendered({ buttonSize: 'm', skin: 'dark', centered: true });
    const element = markup(r);
    expect(element).to.exist;
    expect(element?.getAttribute('origin')).to.equal(location.href.split('#')[0]);
    expect(element?.getAttribute('page_id')).to.equal('1234567');
    expect(element?.getAttribute('messenger_app_id')).to.equal('9876');
    expect(userRefOf(r)).to.match(/^-\d+$/);
    expect(element?.getAttribute('prechecked')).to.equal('false');
    expect(element?.getAttribute('allow_login')).to.equal('true');
    expect(element?.getAttribute('size')).to.equal('medium');
    expect(element?.getAttribute('skin')).to.equal('dark');
    expect(element?.getAttribute('center_align')).to.equal('true');
  });

  it('reports normal once the plugin renders, then shows the submit button with the opt-in text', async () => {
    const r = await rendered();
    expect(renderReasons(r)).to.deep.equal(['normal']);
    expect(submitButton(r)?.textContent).to.equal('Send it to me');
    expect(submitButton(r)?.getAttribute('aria-disabled')).to.equal('true');
    expect(fallback(r)).to.equal(null);
  });

  it('has no submit button before the plugin renders', async () => {
    fake = installFakeFb({ renders: false });
    const r = await rendered();
    expect(submitButton(r)).to.equal(null);
    expect(renderReasons(r)).to.deep.equal([]);
  });

  it('keeps checked and unchecked in the store, for its own user ref only', async () => {
    const r = await rendered();
    const checked = () => r.store.getState().instances.get(r.instanceId)?.checkbox.checked;
    tick(r, 'checked');
    await settle(clock);
    expect(checked()).to.equal(true);
    expect(submitButton(r)?.getAttribute('aria-disabled')).to.equal('false');
    tick(r, 'unchecked');
    await settle(clock);
    expect(checked()).to.equal(false);
    expect(submitButton(r)?.getAttribute('aria-disabled')).to.equal('true');
    tick(r, 'checked', '-1');
    await settle(clock);
    expect(checked()).to.equal(false);
  });

  it('refuses to submit while unchecked', async () => {
    const r = await rendered();
    submitButton(r)?.click();
    await settle(clock);
    expect(fake.logEvent.called).to.equal(false);
    expect(r.host.optedIn.called).to.equal(false);
    expect(r.store.getState().ui.get(r.instanceId)?.submitted).to.equal(false);
  });

  it('submits when checked: logs the user confirmation, keeps ref and user ref, opts in and shows the submitted state', async () => {
    const r = await rendered();
    const userRef = userRefOf(r);
    const ref = `42_session1_${r.instanceId}`;
    tick(r, 'checked');
    await settle(clock);
    submitButton(r)?.click();
    await settle(clock);
    expect(fake.logEvent.callCount).to.equal(1);
    expect(fake.logEvent.firstCall.args).to.deep.equal([
      'MessengerCheckboxUserConfirmation',
      null,
      { app_id: '9876', page_id: '1234567', ref, user_ref: userRef },
    ]);
    expect(r.store.getState().instances.get(r.instanceId)?.checkbox).to.deep.equal({ checked: true, ref, userRef });
    expect(r.host.optedIn.calledOnceWith(r.instanceId)).to.equal(true);
    expect(r.store.getState().ui.get(r.instanceId)?.submitted).to.equal(true);
    expect(r.host.pixel.checkOptin.called).to.equal(false);
  });

  it('hides the plugin and its submit button on a hidden event, and recovers on a later render', async () => {
    const r = await rendered();
    fake.emit('messenger_checkbox', { event: 'hidden', user_ref: userRefOf(r) });
    await settle(clock);
    expect(r.$('[part="plugin"]')?.hidden).to.equal(true);
    expect(submitButton(r)).to.equal(null);
    expect(fallback(r)).to.exist;
    fake.emit('messenger_checkbox', { event: 'rendered', user_ref: userRefOf(r) });
    await settle(clock);
    expect(r.$('[part="plugin"]')?.hidden).to.equal(false);
    expect(submitButton(r)).to.exist;
    expect(fallback(r)).to.equal(null);
  });

  it('falls back after the render time-out like the button', async () => {
    fake = installFakeFb({ renders: false });
    const r = await rendered();
    await clock.tickAsync(5000);
    await settle(clock);
    expect(renderReasons(r)).to.deep.equal(['timeout']);
    expect(fallback(r)).to.exist;
    expect(markup(r)).to.equal(null);
  });

  it('keeps its user ref when mounted again', async () => {
    const r = await rendered();
    const before = userRefOf(r);
    r.remount();
    await settle(clock);
    expect(userRefOf(r)).to.equal(before);
    expect(fake.listenerCount('messenger_checkbox')).to.equal(1);
  });
});
