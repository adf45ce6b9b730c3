import '../../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { NetworkError } from '../../../src/runtime/network';
import { OPT_IN_POLL_FIRST_MS, OPT_IN_POLL_INTERVAL_MS, STORAGE_KEYS } from '../../../src/runtime/constants';
import { smsComposer } from '../../../src/react/sms/keyword-flow';
import { device } from '../../../src/react/sms/device';
import { stopKeywordPoll } from '../../../src/react/sms/keyword-flow';
import { $, deferred, mountSms, waitFor, type SmsMount } from './sms-harness';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPADOS_DESKTOP_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const KEY = STORAGE_KEYS.smsKeywordRef;

// docs/opt-in.md#sms-keyword-flow.
describe('the SMS keyword flow on iOS', () => {
  let mounted: SmsMount | undefined;
  let composer: sinon.SinonStub;
  let userAgent: sinon.SinonStub;
  let touchPoints: sinon.SinonStub;

  beforeEach(() => {
    localStorage.removeItem(KEY);
    userAgent = sinon.stub(device, 'userAgent').returns(IPHONE_UA);
    touchPoints = sinon.stub(device, 'maxTouchPoints').returns(5);
    composer = sinon.stub(smsComposer, 'open');
  });

  afterEach(() => {
    if (mounted) stopKeywordPoll(mounted.instanceId);
    mounted?.unmount();
    mounted = undefined;
    localStorage.removeItem(KEY);
    sinon.restore();
  });

  const smsButton = (m: SmsMount) => waitFor(() => $<HTMLButtonElement>(m.root, 'button[part="sms-button"]'), 'the SMS button');

  it('shows the button instead of the phone form and loads no country picker', async () => {
    mounted = mountSms();
    const button = await smsButton(mounted);
    expect(button.textContent).to.equal('Subscribe');
    expect($(mounted.root, 'input[part="phone-input"]')).to.equal(null);
    expect($(mounted.root, '[part="country-picker"]')).to.equal(null);
    expect($(mounted.root, '[part="sms-legal"]')).to.exist;
  });

  it('with a stored ref, opens the composer with keyword and ref and polls for the opt-in', async () => {
    localStorage.setItem(KEY, 'abc123');
    mounted = mountSms();
    const button = await smsButton(mounted);
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    try {
      button.click();
      expect(composer.calledOnceWithExactly('sms:+15550100&body=JOIN%20abc123')).to.equal(true);
      expect(mounted.host.post.called).to.equal(false);
      await clock.tickAsync(OPT_IN_POLL_FIRST_MS - 1);
      expect(mounted.host.pixel.checkOptin.called).to.equal(false);
      await clock.tickAsync(1);
      expect(mounted.host.pixel.checkOptin.callCount).to.equal(1);
      mounted.host.pixel.checkOptin.resolves(true);
      await clock.tickAsync(OPT_IN_POLL_INTERVAL_MS);
      expect(mounted.host.pixel.checkOptin.callCount).to.equal(2);
      expect(mounted.host.optedIn.calledOnceWithExactly(mounted.instanceId)).to.equal(true);
      expect(mounted.host.submitted.calledOnceWithExactly(mounted.instanceId)).to.equal(true);
      // The composer opening is the visitor's intent; the poll's yes confirms the opt-in.
      expect(
        mounted.host.pixel.logAnalytics
          .getCalls()
          .map((call) => [call.args[0].status, call.args[0].statusDescription, call.args[0].widgetId]),
      ).to.deep.equal([
        ['positive', 'sms_keyword_composer_opened', mounted.widget.widgetId],
        ['positive', 'sms_keyword_confirmed', mounted.widget.widgetId],
      ]);
      await clock.tickAsync(OPT_IN_POLL_INTERVAL_MS * 3);
      expect(mounted.host.pixel.checkOptin.callCount).to.equal(2);
    } finally {
      clock.restore();
    }
  });

  it('without a ref, requests one, stores it, and opens the composer with keyword and ref', async () => {
    mounted = mountSms();
    const answer = deferred<unknown>();
    mounted.host.post.returns(answer.promise);
    (await smsButton(mounted)).click();
    expect(mounted.host.post.firstCall.args).to.deep.equal([
      'widget/generateSMSRef',
      { account_id: '1234567', widget_id: 42, session_id: 'session1' },
    ]);
    // A 24 px spinner inside the button while the ref is generated.
    const spinner = await waitFor(() => $<HTMLElement>(mounted!.root, '[part="sms-button"] [part="spinner"]'), 'the spinner');
    expect(spinner.style.width).to.equal('24px');
    expect(mounted.store.getState().smsForm.get(mounted.instanceId)?.isGeneratingRef).to.equal(true);
    (await smsButton(mounted)).click();
    expect(mounted.host.post.callCount).to.equal(1);
    answer.resolve({ state: true, ref: 'r-42' });
    await waitFor(() => composer.called, 'the composer');
    expect(composer.firstCall.args[0]).to.equal('sms:+15550100&body=JOIN%20r-42');
    expect(localStorage.getItem(KEY)).to.equal('r-42');
    expect(mounted.store.getState().smsForm.get(mounted.instanceId)?.isGeneratingRef).to.equal(false);
    await waitFor(() => !$(mounted!.root, '[part="spinner"]'), 'the spinner to go');
    // The next tap reuses the stored ref.
    (await smsButton(mounted)).click();
    expect(mounted.host.post.callCount).to.equal(1);
    expect(composer.secondCall.args[0]).to.equal('sms:+15550100&body=JOIN%20r-42');
  });

  it('polls after a generated ref too', async () => {
    mounted = mountSms();
    mounted.host.post.resolves({ state: true, ref: 'r-7' });
    mounted.host.pixel.checkOptin.resolves(true);
    (await smsButton(mounted)).click();
    await waitFor(() => composer.called, 'the composer');
    await waitFor(() => mounted!.host.optedIn.called, 'the opt-in', OPT_IN_POLL_FIRST_MS + 2000);
    expect(mounted.host.submitted.calledWith(mounted.instanceId)).to.equal(true);
  });

  const fallbacks: Array<[string, (m: SmsMount) => void]> = [
    ['state false', (m) => m.host.post.resolves({ state: false })],
    ['a failed request', (m) => m.host.post.rejects(new NetworkError('POST', '/widget/generateSMSRef', 500, 'status'))],
    ['a ref-less answer', (m) => m.host.post.resolves({ state: true, ref: '' })],
  ];
  for (const [name, answer] of fallbacks) {
    it(`on ${name}, opens the composer with the fallback keyword alone and stores nothing`, async () => {
      sinon.stub(console, 'warn');
      mounted = mountSms();
      answer(mounted);
      (await smsButton(mounted)).click();
      await waitFor(() => composer.called, 'the composer');
      expect(composer.firstCall.args[0]).to.equal('sms:+15550100&body=JOIN');
      expect(localStorage.getItem(KEY)).to.equal(null);
      expect(mounted.store.getState().smsForm.get(mounted.instanceId)?.isGeneratingRef).to.equal(false);
    });
  }

  it('uses actions.opt_in_text when the widget has no sms_keyword', async () => {
    localStorage.setItem(KEY, 'abc');
    mounted = mountSms({ sms_keyword: '', data: { actions: { opt_in_text: 'Hi there' } } });
    (await smsButton(mounted)).click();
    expect(composer.firstCall.args[0]).to.equal('sms:+15550100&body=Hi%20there%20abc');
  });

  it('uses the ?&body= form for user agents that do not name iOS 8 or later (iPadOS desktop mode)', async () => {
    userAgent.returns(IPADOS_DESKTOP_UA);
    localStorage.setItem(KEY, 'abc');
    mounted = mountSms();
    (await smsButton(mounted)).click();
    expect(composer.firstCall.args[0]).to.equal('sms:+15550100?&body=JOIN%20abc');
  });

  it('shows the phone form on a Mac without touch and on iOS when the app has no widget phone', async () => {
    userAgent.returns(IPADOS_DESKTOP_UA);
    touchPoints.returns(0);
    mounted = mountSms();
    await waitFor(() => $(mounted!.root, 'input[part="phone-input"]'), 'the phone form on a Mac');
    mounted.unmount();
    userAgent.returns(IPHONE_UA);
    touchPoints.returns(5);
    mounted = mountSms({}, { app: { widget_phone: '' } });
    await waitFor(() => $(mounted!.root, 'input[part="phone-input"]'), 'the phone form without a widget phone');
  });

  it('does nothing in the preview', async () => {
    localStorage.setItem(KEY, 'abc');
    mounted = mountSms({}, { preview: true });
    (await smsButton(mounted)).click();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(composer.called).to.equal(false);
    expect(mounted.host.post.called).to.equal(false);
  });
});
