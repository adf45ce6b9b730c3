import '../../setup';
import { expect } from '@open-wc/testing';
import { renderCounts, rendersBetween } from '../../support/render-counter';
import sinon from 'sinon';
import { STORAGE_KEYS } from '../../../src/runtime/constants';
import { createFakeFb, fakeSdkScriptUrl, installFakeFb, resetFbGlobals } from '../../support/fake-fb-sdk';
import { waitFor } from '../../support/mount-widget';
import { renderOptIn, renderReasons, unmountAll, type RenderedOptIn } from './render-opt-in';
import { settle } from '../../support/settle';

const FAKE_TIMERS = {
  toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] as Array<
    'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval' | 'Date'
  >,
};
const messengerRef = (r: RenderedOptIn) => `42_session1_${r.instanceId}`;
const fallback = (r: RenderedOptIn) => r.$('[part="fallback-button"]');
const plugin = (r: RenderedOptIn) => r.$('[part="plugin"]');

describe('Messenger opt-in, send-to-messenger button', () => {
  let clock: sinon.SinonFakeTimers | undefined;

  afterEach(() => {
    unmountAll();
    clock?.restore();
    clock = undefined;
    resetFbGlobals();
    localStorage.removeItem(STORAGE_KEYS.renderTimeout);
  });

  describe('render reasons', () => {
    it('shows the fallback at 5000 ms when the plugin never renders, and reports the timeout', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      installFakeFb({ renders: false });
      const r = renderOptIn({ buttonType: 'button' });
      await settle(clock);
      expect(plugin(r)?.querySelector('.fb-send-to-messenger')).to.exist;
      await clock.tickAsync(4999);
      expect(renderReasons(r)).to.deep.equal([]);
      expect(fallback(r)).to.equal(null);
      await clock.tickAsync(1);
      await settle(clock);
      expect(renderReasons(r)).to.deep.equal(['timeout']);
      expect(r.store.getState().instances.get(r.instanceId)?.renderReason).to.equal('timeout');
      expect(fallback(r)).to.exist;
      expect(plugin(r)).to.equal(null);
    });

    it('takes the render time-out from local storage when it holds a positive whole number', async () => {
      localStorage.setItem(STORAGE_KEYS.renderTimeout, '1200');
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      installFakeFb({ renders: false });
      const r = renderOptIn({ buttonType: 'button' });
      await settle(clock);
      await clock.tickAsync(1199);
      expect(renderReasons(r)).to.deep.equal([]);
      await clock.tickAsync(1);
      await settle(clock);
      expect(renderReasons(r)).to.deep.equal(['timeout']);
      expect(fallback(r)).to.exist;
    });

    it('ignores a render time-out in local storage that is not a positive whole number', async () => {
      localStorage.setItem(STORAGE_KEYS.renderTimeout, '-1');
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      installFakeFb({ renders: false });
      const r = renderOptIn({ buttonType: 'button' });
      await settle(clock);
      await clock.tickAsync(4999);
      expect(renderReasons(r)).to.deep.equal([]);
      await clock.tickAsync(1);
      expect(renderReasons(r)).to.deep.equal(['timeout']);
    });

    it('falls back at once when the SDK cannot be loaded', async () => {
      const warn = sinon.stub(console, 'warn');
      try {
        const started = performance.now();
        const r = renderOptIn({ buttonType: 'button' }, { settings: { fbSdkUrl: `${location.origin}/missing-sdk-${Date.now()}.js` } });
        await waitFor(() => fallback(r), 'the fallback button');
        expect(performance.now() - started).to.be.below(3000);
        expect(renderReasons(r)).to.deep.equal(['timeout']);
        expect(plugin(r)).to.equal(null);
      } finally {
        warn.restore();
      }
    });

    it('draws the fallback in its first render once the SDK failed on the page, and says so as it commits', async () => {
      const warn = sinon.stub(console, 'warn');
      try {
        const r = renderOptIn({ buttonType: 'button' }, { settings: { fbSdkUrl: `${location.origin}/missing-sdk-${Date.now()}.js` } });
        await waitFor(() => fallback(r), 'the fallback button');
        expect(renderReasons(r)).to.deep.equal(['timeout']);
        // Another card of the same page mounts: React's render and commit run in this call, nothing awaited.
        const before = renderCounts();
        r.remount();
        expect(rendersBetween(before, renderCounts(), 'PluginOptIn'), "the plugin's lifecycle never set up").to.equal(0);
        expect(rendersBetween(before, renderCounts(), 'FallbackOptIn'), 'the fallback drawn instead').to.equal(1);
        expect(fallback(r), 'the fallback in the first render').to.exist;
        expect(plugin(r), 'no plugin markup drawn to be removed').to.equal(null);
        expect(renderReasons(r)).to.deep.equal(['timeout', 'timeout']);
      } finally {
        warn.restore();
      }
    });

    it('renders at once with reason EU and the fallback in the EU, loading no SDK', async () => {
      const r = renderOptIn({ buttonType: 'button' }, { app: { is_eu_affected: true } });
      await settle();
      expect(renderReasons(r)).to.deep.equal(['EU']);
      expect(fallback(r)).to.exist;
      expect(plugin(r)).to.equal(null);
      expect(document.getElementById('facebook-jssdk')).to.equal(null);
      expect((window as { FB?: unknown }).FB).to.equal(undefined);
    });

    it('reports normal when the plugin renders for this ref, and no time-out after it', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const fake = installFakeFb({ renders: true });
      const r = renderOptIn({ buttonType: 'button' });
      await settle(clock);
      expect(renderReasons(r)).to.deep.equal(['normal']);
      expect(fake.parse.callCount).to.equal(1);
      expect(fake.parse.firstCall.args[0]).to.equal(plugin(r));
      await clock.tickAsync(6000);
      expect(renderReasons(r)).to.deep.equal(['normal']);
      expect(fallback(r)).to.equal(null);
      expect(r.store.getState().app.fbsdkReady).to.equal(true);
    });

    it("loads the SDK from data-fb-sdk-url the standard way, keeps the page's fbAsyncInit, and renders", async () => {
      const fake = createFakeFb({ renders: true });
      const owners = sinon.spy();
      (window as { fbAsyncInit?: unknown }).fbAsyncInit = owners;
      const r = renderOptIn({ buttonType: 'button' }, { settings: { fbSdkUrl: fakeSdkScriptUrl(fake) }, app: { fbSDKVersion: 'v9.0' } });
      await waitFor(() => renderReasons(r).length > 0, 'the render');
      expect(renderReasons(r)).to.deep.equal(['normal']);
      expect(owners.callCount).to.equal(1);
      expect(fake.init.firstCall.args).to.deep.equal([{ appId: '9876', version: 'v9.0', xfbml: false }]);
      expect(document.querySelectorAll('script#facebook-jssdk').length).to.equal(1);
      expect(r.store.getState().app.fbsdkReady).to.equal(true);
    });

    it("ignores another instance's render", async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const fake = installFakeFb({ renders: false });
      const r = renderOptIn({ buttonType: 'button' });
      await settle(clock);
      fake.emit('send_to_messenger', { event: 'rendered', ref: '42_session1_other' });
      await settle(clock);
      expect(renderReasons(r)).to.deep.equal([]);
    });
  });

  it('renders the send-to-messenger markup with the app, page, ref, colour and size', async () => {
    installFakeFb({ renders: false });
    const r = renderOptIn(
      { buttonType: 'button', buttonBackground: 'white', buttonSize: 'l' },
      { app: { fb_page_id: '555', pageId: '1234567' } },
    );
    const markup = await waitFor(() => r.$('[part="plugin"] .fb-send-to-messenger'), 'the plugin markup');
    expect(markup.getAttribute('messenger_app_id')).to.equal('9876');
    expect(markup.getAttribute('page_id')).to.equal('555');
    expect(markup.getAttribute('data-ref')).to.equal(messengerRef(r));
    expect(markup.getAttribute('color')).to.equal('white');
    expect(markup.getAttribute('size')).to.equal('xlarge');
    expect(r.$('[part="opt-in"]')).to.exist;
  });

  describe('opt-in poll', () => {
    it('asks after a click at 1 s, 4 s, 7 s, and on yes opts in and shows the submitted state', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const fake = installFakeFb({ renders: true });
      const r = renderOptIn({ buttonType: 'button' });
      await settle(clock);
      const check = r.host.pixel.checkOptin;
      check.onThirdCall().resolves(true);
      fake.emit('send_to_messenger', { event: 'clicked', ref: messengerRef(r) });
      fake.emit('send_to_messenger', { event: 'opt_in', ref: messengerRef(r) });
      await clock.tickAsync(999);
      expect(check.callCount).to.equal(0);
      await clock.tickAsync(1);
      expect(check.callCount).to.equal(1);
      await clock.tickAsync(3000);
      expect(check.callCount).to.equal(2);
      expect(r.host.optedIn.called).to.equal(false);
      expect(r.store.getState().ui.get(r.instanceId)?.submitted).to.equal(false);
      await clock.tickAsync(3000);
      expect(check.callCount).to.equal(3);
      expect(r.host.optedIn.calledOnceWith(r.instanceId)).to.equal(true);
      const ui = r.store.getState().ui.get(r.instanceId);
      expect(ui?.optedin).to.equal(true);
      expect(ui?.submitted).to.equal(true);
      await clock.tickAsync(10_000);
      expect(check.callCount).to.equal(3);
    });

    it("does not start for another instance's click", async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const fake = installFakeFb({ renders: true });
      const r = renderOptIn({ buttonType: 'button' });
      await settle(clock);
      fake.emit('send_to_messenger', { event: 'clicked', ref: 'someone-else' });
      await clock.tickAsync(5000);
      expect(r.host.pixel.checkOptin.called).to.equal(false);
    });

    it('stops when the opt-in is unmounted', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const fake = installFakeFb({ renders: true });
      const r = renderOptIn({ buttonType: 'button' });
      await settle(clock);
      fake.emit('send_to_messenger', { event: 'clicked', ref: messengerRef(r) });
      await clock.tickAsync(1000);
      expect(r.host.pixel.checkOptin.callCount).to.equal(1);
      r.unmount();
      await clock.tickAsync(10_000);
      expect(r.host.pixel.checkOptin.callCount).to.equal(1);
    });
  });

  describe('hidden plugin', () => {
    it('hides the plugin on a hidden event, shows the fallback meanwhile, and recovers on a later render', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const fake = installFakeFb({ renders: true });
      const r = renderOptIn({ buttonType: 'button' });
      await settle(clock);
      fake.emit('send_to_messenger', { event: 'hidden', ref: messengerRef(r) });
      await settle(clock);
      expect(plugin(r)?.hidden).to.equal(true);
      expect(getComputedStyle(plugin(r) as HTMLElement).display).to.equal('none');
      expect(fallback(r)).to.exist;
      fake.emit('send_to_messenger', { event: 'rendered', ref: messengerRef(r) });
      await settle(clock);
      expect(plugin(r)?.hidden).to.equal(false);
      expect(fallback(r)).to.equal(null);
      expect(renderReasons(r)).to.deep.equal(['normal']);
    });

    it('counts a plugin hidden before it ever rendered as not rendered, and still recovers', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const fake = installFakeFb({ renders: false });
      const r = renderOptIn({ buttonType: 'button' });
      await settle(clock);
      fake.emit('send_to_messenger', { event: 'hidden', ref: messengerRef(r) });
      await settle(clock);
      expect(renderReasons(r)).to.deep.equal(['timeout']);
      expect(fallback(r)).to.exist;
      fake.emit('send_to_messenger', { event: 'rendered', ref: messengerRef(r) });
      await settle(clock);
      expect(plugin(r)?.hidden).to.equal(false);
      expect(fallback(r)).to.equal(null);
    });
  });

  describe('plugin render check', () => {
    const negative = { widgetType: 'box', type: 'optin', status: 'negative', statusDescription: 'fb_plugin_no_rendred' };

    it('reports a zero-size plugin 500 ms after opening, once per opening', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      installFakeFb({ renders: true, iframeSize: { width: 0, height: 0 } });
      const r = renderOptIn({ buttonType: 'button' });
      await settle(clock);
      await clock.tickAsync(2000);
      expect(r.host.pixel.logAnalytics.called, 'not before opening').to.equal(false);
      r.open();
      await settle(clock);
      await clock.tickAsync(499);
      expect(r.host.pixel.logAnalytics.called).to.equal(false);
      await clock.tickAsync(1);
      expect(r.host.pixel.logAnalytics.callCount).to.equal(1);
      expect(r.host.pixel.logAnalytics.firstCall.args).to.deep.equal([negative]);
      await clock.tickAsync(5000);
      expect(r.host.pixel.logAnalytics.callCount).to.equal(1);
      r.store.closed(r.instanceId, false);
      await settle(clock);
      r.open();
      await settle(clock);
      await clock.tickAsync(500);
      expect(r.host.pixel.logAnalytics.callCount).to.equal(2);
    });

    it('reports a plugin without an iframe', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      installFakeFb({ renders: false });
      const r = renderOptIn({ buttonType: 'button' });
      await settle(clock);
      r.open();
      await settle(clock);
      await clock.tickAsync(500);
      expect(r.host.pixel.logAnalytics.callCount).to.equal(1);
      expect(r.host.pixel.logAnalytics.firstCall.args).to.deep.equal([negative]);
    });

    it('says nothing about a plugin that rendered with a size', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      installFakeFb({ renders: true, iframeSize: { width: 180, height: 40 } });
      const r = renderOptIn({ buttonType: 'button' });
      await settle(clock);
      r.open();
      await settle(clock);
      await clock.tickAsync(1000);
      expect(r.host.pixel.logAnalytics.called).to.equal(false);
    });

    it('says nothing when the fallback is shown instead of the plugin', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const r = renderOptIn({ buttonType: 'button' }, { app: { is_eu_affected: true } });
      await settle(clock);
      r.open();
      await settle(clock);
      await clock.tickAsync(1000);
      expect(r.host.pixel.logAnalytics.called).to.equal(false);
    });
  });

  describe('clean-up', () => {
    it('leaves no subscription or timer behind when unmounted', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const fake = installFakeFb({ renders: false });
      const r = renderOptIn({ buttonType: 'button' });
      await settle(clock);
      expect(fake.listenerCount('send_to_messenger')).to.equal(1);
      r.open();
      await settle(clock);
      r.unmount();
      expect(fake.listenerCount('send_to_messenger')).to.equal(0);
      await clock.tickAsync(10_000);
      expect(r.host.rendered.called).to.equal(false);
      expect(r.host.pixel.logAnalytics.called).to.equal(false);
    });

    it('renders again after a remount with one subscription and one plugin', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const fake = installFakeFb({ renders: true });
      const r = renderOptIn({ buttonType: 'button' });
      await settle(clock);
      r.remount();
      await settle(clock);
      expect(fake.listenerCount('send_to_messenger')).to.equal(1);
      expect(r.root.querySelectorAll('.fb-send-to-messenger').length).to.equal(1);
      expect(renderReasons(r).every((reason) => reason === 'normal')).to.equal(true);
      const instance = r.store.getState().instances.get(r.instanceId);
      expect(instance?.rendered).to.equal(true);
      expect(instance?.renderReason).to.equal('normal');
    });
  });
});
