import '../../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { SMS_CARD_FALLBACK_RENDER_MS } from '../../../src/runtime/constants';
import { device } from '../../../src/react/sms/device';
import { mountSms, type SmsMount } from './sms-harness';

// docs/opt-in.md#render-reasons: "SMS card fallback renders after 100 ms".
describe('the SMS card fallback render', () => {
  let mounted: SmsMount | undefined;
  let clock: sinon.SinonFakeTimers;

  beforeEach(() => {
    sinon.stub(device, 'userAgent').returns('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0.0.0 Safari/537.36');
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });

  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
    clock.restore();
    sinon.restore();
  });

  it(`reports the instance rendered ${SMS_CARD_FALLBACK_RENDER_MS} ms after mount, once`, async () => {
    mounted = mountSms();
    await clock.tickAsync(SMS_CARD_FALLBACK_RENDER_MS - 1);
    expect(mounted.host.rendered.called).to.equal(false);
    await clock.tickAsync(1);
    expect(mounted.host.rendered.calledOnceWithExactly(mounted.instanceId, 'normal')).to.equal(true);
    await clock.tickAsync(1000);
    expect(mounted.host.rendered.callCount).to.equal(1);
    expect(mounted.store.getState().instances.get(mounted.instanceId)?.renderReason).to.equal('normal');
  });

  it('does not report an instance unmounted before the 100 ms', async () => {
    mounted = mountSms();
    await clock.tickAsync(50);
    mounted.unmount();
    await clock.tickAsync(200);
    expect(mounted.host.rendered.called).to.equal(false);
    mounted = undefined;
  });

  it('reports a preview rendered at once', async () => {
    mounted = mountSms({}, { preview: true });
    await clock.tickAsync(0);
    expect(mounted.host.rendered.calledOnceWithExactly(mounted.instanceId, 'normal')).to.equal(true);
  });
});
