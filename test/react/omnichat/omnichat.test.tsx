import '../../setup';
import { loadChatKinds } from '../../../src/react/widgets/load-chat-kinds';
import { sanitizerSettled } from '../../../src/react/sanitize';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { smsComposer } from '../../../src/react/sms/keyword-flow';
import { device } from '../../../src/react/sms/device';

const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
import { stopKeywordPoll } from '../../../src/react/sms/keyword-flow';
import { lastSeenKey } from '../../../src/react/widgets/omnichat/last-seen';
import {
  DEFAULT_GREETING_HEADLINE,
  DEFAULT_GREETING_TEXT,
  DEFAULT_POPOVER_TEXT,
  LAUNCHER_SMS_LEGAL_NOTE,
} from '../../../src/runtime/constants';
import { waitFor, type Mounted } from '../../support/mount-widget';
import {
  ALL_CHANNELS,
  IPHONE_UA,
  channelButton,
  clearLauncherStorage,
  events,
  holdNavigation,
  mountLauncher,
  part,
  unmountAll,
  untilPopover,
} from './omnichat-harness';
import { settle, settleUntil } from '../../support/settle';

const NOW = 1_700_000_000_000;
const FAKE_TIMERS = { toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], now: NOW } as Parameters<
  typeof sinon.useFakeTimers
>[0] &
  object;
const HOUR = 3_600_000;
const seenAgo = (ms: number) => localStorage.setItem(lastSeenKey(42), String(NOW - ms));

// These kinds' views are a chunk of their own (lazy-view.test.tsx covers the wait): in before the first mount.
before(() => loadChatKinds());
describe('<mc-omnichat>', () => {
  let clock: sinon.SinonFakeTimers | undefined;

  beforeEach(() => clearLauncherStorage());

  afterEach(() => {
    unmountAll();
    clock?.restore();
    clock = undefined;
    sinon.restore();
    clearLauncherStorage();
  });

  const bubbleOf = (m: Mounted) => waitFor(() => part<HTMLButtonElement>(m, 'bubble'), 'the bubble');

  describe('channels', () => {
    it('offers one button per usable channel, in icon order, with the spec links', async () => {
      const m = mountLauncher();
      (await bubbleOf(m)).click();
      await waitFor(() => part(m, 'panel')?.hidden === false || null, 'the open panel');
      const types = [...m.root.querySelectorAll<HTMLElement>('[part~="channel"]')].map((el) => el.dataset['channel']);
      expect(types).to.deep.equal(['messenger', 'sms', 'email', 'whatsapp']);

      const messenger = channelButton<HTMLAnchorElement>(m, 'messenger');
      expect(messenger?.getAttribute('href')).to.equal('https://m.me/1234567?ref=w42');
      expect(messenger?.target).to.equal('_blank');
      expect(messenger?.rel).to.equal('noopener noreferrer');

      const whatsapp = channelButton<HTMLAnchorElement>(m, 'whatsapp');
      expect(whatsapp?.getAttribute('href')).to.equal('https://wa.me/15550100?text=Hi%20there');
      expect(whatsapp?.target).to.equal('_blank');

      const email = channelButton<HTMLAnchorElement>(m, 'email');
      expect(email?.getAttribute('href')).to.equal('mailto:help@example.com');
      expect(email?.hasAttribute('target')).to.equal(false);

      const sms = channelButton(m, 'sms');
      expect(sms?.tagName).to.equal('BUTTON');
      expect(sms?.hasAttribute('href')).to.equal(false);
    });

    it('links Messenger to the fb page id when it differs from the page id', async () => {
      const m = mountLauncher({}, { app: { pageId: '111', fb_page_id: '222' } });
      await bubbleOf(m);
      expect(channelButton(m, 'messenger')?.getAttribute('href')).to.equal('https://m.me/222?ref=w42');
    });

    it('leaves out the channels that are not usable', async () => {
      const m = mountLauncher({}, { app: { sms_channel_connected: false } });
      await bubbleOf(m);
      const types = [...m.root.querySelectorAll<HTMLElement>('[part~="channel"]')].map((el) => el.dataset['channel']);
      expect(types).to.deep.equal(['messenger', 'email', 'whatsapp']);
      expect(part(m, 'legal')).to.equal(null);
    });

    it('reports itself rendered once mounted', async () => {
      const m = mountLauncher();
      await bubbleOf(m);
      // Reported by an effect, which React runs after the commit that drew the bubble.
      await waitFor(() => m.host.rendered.called || null, 'the rendered report');
      expect(m.host.rendered.calledWith(m.instanceId, 'normal')).to.equal(true);
      expect(m.host.failed.called).to.equal(false);
    });

    it('renders nothing and reports a failure when no channel is usable', async () => {
      const m = mountLauncher(
        {
          channels: { enable_facebook: true, enable_whatsapp: true, whatsapp_id: '', enable_sms: true, enable_email: true, email_to: '' },
        },
        { app: { pageId: '', fb_page_id: '', sms_channel_connected: false } },
      );
      await waitFor(() => m.host.failed.called || null, 'host.failed');
      expect(m.host.failed.calledWith(m.instanceId)).to.equal(true);
      expect(m.host.rendered.called).to.equal(false);
      expect(m.root.querySelector('[part]')).to.equal(null);
    });
  });

  describe('panel', () => {
    it('greets with the default headline and text, and shows the SMS legal note when SMS is usable', async () => {
      const m = mountLauncher();
      await bubbleOf(m);
      expect(part(m, 'greeting-headline')?.textContent).to.equal(DEFAULT_GREETING_HEADLINE);
      expect(part(m, 'greeting-text')?.textContent).to.equal(DEFAULT_GREETING_TEXT);
      expect(part(m, 'legal')?.textContent).to.equal(LAUNCHER_SMS_LEGAL_NOTE);
    });

    it('uses the configured greeting and colours', async () => {
      const m = mountLauncher({
        appearance: {
          greeting_headline: 'Hello!',
          greeting_text: 'Ask <b>anything</b>',
          colors: { background: '#112233', greetingHeadline: '#ff0000', greetingText: '#00ff00', legalText: '#0000ff' },
        },
        main: { colors: { chatBubble: '#123456' } },
      });
      const bubble = await bubbleOf(m);
      await sanitizerSettled(); // the greeting holds markup: drawn again once DOMPurify is in
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(part(m, 'greeting-headline')?.textContent).to.equal('Hello!');
      expect(part(m, 'greeting-text')?.innerHTML).to.equal('Ask <b>anything</b>');
      expect(part(m, 'panel')?.style.background).to.equal('rgb(17, 34, 51)');
      expect(part(m, 'greeting-headline')?.style.color).to.equal('rgb(255, 0, 0)');
      expect(part(m, 'greeting-text')?.style.color).to.equal('rgb(0, 255, 0)');
      expect(part(m, 'legal')?.style.color).to.equal('rgb(0, 0, 255)');
      expect(bubble.style.background).to.equal('rgb(18, 52, 86)');
    });

    it('runs nothing from a greeting holding a script or an onerror handler', async () => {
      const win = window as unknown as Record<string, unknown>;
      delete win['omniXss'];
      const m = mountLauncher({
        appearance: { greeting_text: '<img src="x" onerror="window.omniXss=1"><script>window.omniXss=2</script><b>Hi</b>' },
      });
      await bubbleOf(m);
      // Long enough for a broken image to fire its error event.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(win['omniXss']).to.equal(undefined);
      const text = part(m, 'greeting-text');
      expect(text?.querySelector('script, img, [onerror]')).to.equal(null);
      expect(text?.innerHTML).to.equal('<b>Hi</b>');
    });

    it('is a round bubble fixed at the bottom right, at --mc-z-index', async () => {
      const m = mountLauncher();
      const bubble = await bubbleOf(m);
      const launcher = part(m, 'launcher') as HTMLElement;
      const style = getComputedStyle(launcher);
      expect(style.position).to.equal('fixed');
      expect(style.right).to.equal('20px');
      expect(style.bottom).to.equal('20px');
      expect(style.zIndex).to.equal('2147483000');
      expect(getComputedStyle(bubble).borderRadius).to.equal('50%');
      m.element.style.setProperty('--mc-z-index', '5');
      expect(getComputedStyle(launcher).zIndex).to.equal('5');
    });

    it('sits at the bottom left in a right-to-left locale', async () => {
      const m = mountLauncher({}, { settings: { locale: 'ar' } });
      await bubbleOf(m);
      expect(getComputedStyle(part(m, 'launcher') as HTMLElement).left).to.equal('20px');
      expect(part(m, 'bubble')?.getBoundingClientRect().left).to.equal(20);
    });

    it('toggles from the bubble: aria-expanded, aria-controls, and open/close events', async () => {
      const m = mountLauncher();
      const bubble = await bubbleOf(m);
      const panel = part(m, 'panel') as HTMLElement;
      expect(bubble.getAttribute('aria-label')).to.be.a('string').and.not.equal('');
      expect(bubble.getAttribute('aria-controls')).to.equal(panel.id);
      expect(bubble.getAttribute('aria-expanded')).to.equal('false');
      expect(panel.hidden).to.equal(true);

      bubble.click();
      await waitFor(() => bubble.getAttribute('aria-expanded') === 'true' || null, 'the open panel');
      expect(panel.hidden).to.equal(false);
      bubble.click();
      await waitFor(() => bubble.getAttribute('aria-expanded') === 'false' || null, 'the closed panel');
      expect(panel.hidden).to.equal(true);
      expect(events(m)).to.deep.equal([
        ['open', { widget_id: 42 }],
        ['close', { widget_id: 42 }],
      ]);
    });

    it('closes on Escape and sends close', async () => {
      const m = mountLauncher();
      const bubble = await bubbleOf(m);
      bubble.click();
      await waitFor(() => part(m, 'panel')?.hidden === false || null, 'the open panel');
      channelButton(m, 'sms')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
      await waitFor(() => part(m, 'panel')?.hidden === true || null, 'the closed panel');
      expect(events(m).map(([name]) => name)).to.deep.equal(['open', 'close']);
    });

    it('has no close control and no overlay on desktop', async () => {
      const m = mountLauncher();
      const bubble = await bubbleOf(m);
      bubble.click();
      await waitFor(() => part(m, 'panel')?.hidden === false || null, 'the open panel');
      expect(part(m, 'close')).to.equal(null);
      expect(part(m, 'overlay')).to.equal(null);
    });

    describe('on mobile', () => {
      beforeEach(() => {
        sinon.stub(device, 'userAgent').returns(IPHONE_UA);
        sinon.stub(device, 'maxTouchPoints').returns(5);
      });

      it('closes from its close control named Close', async () => {
        const m = mountLauncher();
        const bubble = await bubbleOf(m);
        bubble.click();
        const close = await waitFor(() => part<HTMLButtonElement>(m, 'close'), 'the close control');
        expect(close.getAttribute('aria-label')).to.equal('Close');
        close.click();
        await waitFor(() => part(m, 'panel')?.hidden === true || null, 'the closed panel');
        expect(bubble.getAttribute('aria-expanded')).to.equal('false');
        expect(events(m).map(([name]) => name)).to.deep.equal(['open', 'close']);
      });

      it('closes from the overlay behind the panel', async () => {
        const m = mountLauncher();
        const bubble = await bubbleOf(m);
        expect(part(m, 'overlay')).to.equal(null);
        bubble.click();
        const overlay = await waitFor(() => part(m, 'overlay'), 'the overlay');
        overlay.click();
        await waitFor(() => part(m, 'panel')?.hidden === true || null, 'the closed panel');
        expect(part(m, 'overlay')).to.equal(null);
        expect(events(m).map(([name]) => name)).to.deep.equal(['open', 'close']);
      });
    });
  });

  describe('owner preview', () => {
    it('shows the panel open in place, and stores and sends nothing', async () => {
      const m = mountLauncher({}, { attributes: { preview: '' } });
      await bubbleOf(m);
      // The preview opens its panel in an effect after the bubble is drawn: a slow machine sees the bubble first.
      await waitFor(() => part(m, 'panel')?.hidden === false || null, 'the open panel');
      expect(getComputedStyle(part(m, 'launcher') as HTMLElement).position).to.equal('relative');
      const link = channelButton(m, 'messenger') as HTMLElement;
      const navigated = sinon.spy();
      link.addEventListener('click', (event) => navigated(event.defaultPrevented));
      m.root.addEventListener('click', (event) => navigated(event.defaultPrevented));
      link.click();
      expect(navigated.lastCall.args).to.deep.equal([true]);
      part(m, 'bubble')?.click();
      await waitFor(() => part(m, 'panel')?.hidden === true || null, 'the closed panel');
      expect(events(m)).to.deep.equal([]);
      expect(localStorage.getItem(lastSeenKey(42))).to.equal(null);
    });
  });

  describe('channel clicks', () => {
    for (const type of ['messenger', 'email', 'whatsapp'] as const) {
      it(`sends click with channelType ${type}`, async () => {
        const m = mountLauncher();
        await bubbleOf(m);
        const link = channelButton(m, type) as HTMLElement;
        holdNavigation(link);
        link.click();
        expect(events(m)).to.deep.equal([['click', { widget_id: 42, channelType: type }]]);
        const [optin] = m.host.pixel.logAnalytics.getCalls().map((call) => call.args[0]);
        expect(optin).to.deep.include({
          widgetId: 42,
          widgetType: 'omnichat',
          type: 'optin',
          status: 'positive',
          statusDescription: 'launcher_channel_clicked',
        });
      });
    }

    describe('SMS', () => {
      let composer: sinon.SinonStub;
      let instanceId: string | undefined;

      let userAgent: sinon.SinonStub;

      beforeEach(() => {
        composer = sinon.stub(smsComposer, 'open');
        // A phone, which has a messages app to open; the desktop's code is tested below.
        userAgent = sinon.stub(device, 'userAgent').returns(ANDROID_UA);
      });

      afterEach(() => {
        if (instanceId) stopKeywordPoll(instanceId);
        instanceId = undefined;
        userAgent.restore();
      });

      // Guards the desktop launcher's SMS channel doing nothing visible (an sms: link no desktop browser opens).
      it('on a desktop shows the number and the text to send, with a QR code that opens the composer on a phone', async () => {
        userAgent.returns(DESKTOP_UA);
        const m = mountLauncher({ sms_keyword: 'JOIN' });
        instanceId = m.instanceId;
        m.host.post.resolves({ state: true, ref: 'r77' });
        (await bubbleOf(m)).click();
        await waitFor(() => (part(m, 'panel')?.hidden === false ? true : null), 'the panel open');
        channelButton(m, 'sms')?.click();
        const qr = await waitFor(() => part(m, 'sms-qr')?.querySelector('path') ?? null, 'the QR code');
        expect(composer.called).to.equal(false);
        expect(part(m, 'sms-code-body')?.textContent).to.equal('JOIN r77');
        expect(part(m, 'sms-code-phone')?.textContent).to.equal('+15550100');
        expect(part(m, 'sms-qr')?.getAttribute('aria-label')).to.match(/QR code/);
        expect(qr.getAttribute('d')?.length).to.be.above(100);
        // The code holds the phone's composer link.
        expect(m.store.getState().smsForm.get(m.instanceId)?.smsCode?.link).to.match(/^sms:\+15550100\??&body=JOIN%20r77$/);
        await waitFor(() => (m.root.activeElement === part(m, 'sms-code-done') ? true : null), 'focus on Done');
        expect(part(m, 'channels')).to.equal(null);
        (part(m, 'sms-code-done') as HTMLButtonElement).click();
        await waitFor(() => (part(m, 'sms-code') ? null : true), 'the code to go');
        await waitFor(() => (m.root.activeElement === channelButton(m, 'sms') ? true : null), 'focus back on the SMS channel');
      });

      it('starts the SMS opt-in flow: the composer opens with the widget keyword', async () => {
        const m = mountLauncher({ sms_keyword: 'JOIN' });
        instanceId = m.instanceId;
        await bubbleOf(m);
        channelButton(m, 'sms')?.click();
        await waitFor(() => composer.called || null, 'the composer');
        expect(composer.firstCall.args).to.deep.equal(['sms:+15550100?&body=JOIN']);
        expect(m.host.post.calledWith('widget/generateSMSRef')).to.equal(true);
        expect(events(m)).to.deep.equal([['click', { widget_id: 42, channelType: 'sms' }]]);
      });

      it('adds the SMS ref the server hands out', async () => {
        const m = mountLauncher({ sms_keyword: 'JOIN' });
        instanceId = m.instanceId;
        m.host.post.resolves({ state: true, ref: 'r77' });
        await bubbleOf(m);
        channelButton(m, 'sms')?.click();
        await waitFor(() => composer.called || null, 'the composer');
        expect(composer.firstCall.args).to.deep.equal(['sms:+15550100?&body=JOIN%20r77']);
      });
    });
  });

  describe('popover', () => {
    beforeEach(() => {
      // Seen an hour ago: no icon animation, which then stops after 0.5 s.
      seenAgo(HOUR);
    });

    it('shows the default message once the animation has stopped, and not before', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const m = mountLauncher();
      await settleUntil(clock, () => part(m, 'bubble'));
      await settle(clock, 20);
      expect(part(m, 'bubble')).to.exist;
      expect(part(m, 'popover')).to.equal(null);
      await clock.tickAsync(500);
      await settleUntil(clock, () => part(m, 'popover-text'));
      expect(part(m, 'popover-text')?.textContent).to.equal(DEFAULT_POPOVER_TEXT);
      expect(part(m, 'popover-text')?.textContent).to.not.match(/\p{Extended_Pictographic}/u);
    });

    it('shows the configured message', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const m = mountLauncher({ main: { popupMessageText: 'Questions? Text us.' } });
      await untilPopover(m, clock);
      expect(part(m, 'popover-text')?.textContent).to.equal('Questions? Text us.');
    });

    it('stays hidden when the popover message is disabled', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const m = mountLauncher({ main: { popupMessageEnabled: false } });
      await clock.tickAsync(10_000);
      await settle(clock);
      expect(part(m, 'bubble')).to.exist;
      expect(part(m, 'popover')).to.equal(null);
    });

    it('waits for its entrance rule (main.popupMessageWhenDisplay)', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const m = mountLauncher({ main: { popupMessageWhenDisplay: ['scroll', 50] } });
      await clock.tickAsync(5000);
      await settle(clock);
      expect(part(m, 'popover')).to.equal(null);
      m.store.pageSignalled({ maxScroll: 60 });
      await settle(clock);
      expect(part(m, 'popover')).to.equal(null);
      await clock.tickAsync(500);
      await settleUntil(clock, () => part(m, 'popover'));
      expect(part(m, 'popover')).to.exist;
    });

    it('follows setup.popupMessageWhenDisplay when main has none', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const m = mountLauncher({ setup: { popupMessageWhenDisplay: ['delay', 10] } });
      await clock.tickAsync(5000);
      await settle(clock);
      expect(part(m, 'popover')).to.equal(null);
      m.store.pageSignalled({ secondsSpent: 10 });
      await clock.tickAsync(500);
      await settleUntil(clock, () => part(m, 'popover'));
      expect(part(m, 'popover')).to.exist;
    });

    it('hands focus to the bubble when its close icon is used from the keyboard', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const m = mountLauncher();
      await untilPopover(m, clock);
      const close = part<HTMLButtonElement>(m, 'popover-close') as HTMLButtonElement;
      close.focus();
      close.click();
      await settleUntil(clock, () => m.root.activeElement === part(m, 'bubble'));
      expect(m.root.activeElement).to.equal(part(m, 'bubble'));
    });

    it('its close icon dismisses it for good and sends popover_close', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const m = mountLauncher();
      await untilPopover(m, clock);
      expect(part(m, 'popover-close')).to.exist;
      part(m, 'popover-close')?.click();
      await settleUntil(clock, () => part(m, 'popover') === null);
      expect(part(m, 'popover')).to.equal(null);
      expect(part(m, 'panel')?.hidden).to.equal(true);
      expect(events(m)).to.deep.equal([['popover_close', { widget_id: 42 }]]);
      part(m, 'bubble')?.click();
      await settle(clock);
      part(m, 'bubble')?.click();
      await clock.tickAsync(10_000);
      await settle(clock);
      expect(part(m, 'popover')).to.equal(null);
    });

    it('a click on it opens the panel (sending open) and it hides while the panel is open', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const m = mountLauncher();
      await untilPopover(m, clock);
      expect(part(m, 'popover')).to.exist;
      part(m, 'popover')?.click();
      await settleUntil(clock, () => part(m, 'panel')?.hidden === false);
      expect(part(m, 'panel')?.hidden).to.equal(false);
      expect(part(m, 'popover')).to.equal(null);
      expect(events(m)).to.deep.equal([['open', { widget_id: 42 }]]);
      part(m, 'bubble')?.click();
      await settleUntil(clock, () => part(m, 'popover'));
      expect(part(m, 'panel')?.hidden).to.equal(true);
      expect(part(m, 'popover')).to.exist;
    });
  });

  describe('first seen', () => {
    it('opened: a visitor who never saw the launcher finds it open', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const m = mountLauncher({ setup: { desktopFirstSeen: ['opened', 0] } });
      await settle(clock);
      expect(part(m, 'panel')?.hidden).to.equal(false);
      expect(part(m, 'bubble')?.getAttribute('aria-expanded')).to.equal('true');
      expect(events(m)).to.deep.equal([]);
    });

    it('opened: a returning visitor finds it closed', async () => {
      seenAgo(48 * HOUR);
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const m = mountLauncher({ setup: { desktopFirstSeen: ['opened', 0] } });
      await settle(clock);
      expect(part(m, 'panel')?.hidden).to.equal(true);
    });

    it('follows mobileFirstSeen on mobile', async () => {
      sinon.stub(device, 'userAgent').returns(IPHONE_UA);
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const m = mountLauncher({ setup: { desktopFirstSeen: ['hidden', 15], mobileFirstSeen: ['opened', 0] } });
      await settle(clock);
      expect(part(m, 'panel')?.hidden).to.equal(false);
    });

    it('delay: opens after N seconds and closes again 2 s later', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const m = mountLauncher({ setup: { desktopFirstSeen: ['delay', 3] } });
      await settle(clock);
      await clock.tickAsync(2999);
      await settle(clock);
      expect(part(m, 'panel')?.hidden).to.equal(true);
      await clock.tickAsync(1);
      await settle(clock);
      expect(part(m, 'panel')?.hidden).to.equal(false);
      await clock.tickAsync(1999);
      await settle(clock);
      expect(part(m, 'panel')?.hidden).to.equal(false);
      await clock.tickAsync(1);
      await settle(clock);
      expect(part(m, 'panel')?.hidden).to.equal(true);
    });

    it('delay: stays open when the visitor toggled in the meantime', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const m = mountLauncher({ setup: { desktopFirstSeen: ['delay', 3] } });
      await settle(clock);
      await clock.tickAsync(1000);
      part(m, 'bubble')?.click();
      await settle(clock);
      expect(part(m, 'panel')?.hidden).to.equal(false);
      await clock.tickAsync(10_000);
      await settle(clock);
      expect(part(m, 'panel')?.hidden).to.equal(false);
    });

    it('hidden (the default): stays closed', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const m = mountLauncher();
      await clock.tickAsync(20_000);
      await settle(clock);
      expect(part(m, 'panel')?.hidden).to.equal(true);
    });

    it('records when the visitor saw it', async () => {
      clock = sinon.useFakeTimers({ ...FAKE_TIMERS, now: NOW + 5 });
      mountLauncher();
      await settle(clock);
      expect(localStorage.getItem(lastSeenKey(42))).to.equal(String(NOW + 5));
    });

    it('records nothing before the runtime displays it', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const m = mountLauncher({}, { open: false });
      await settle(clock);
      expect(m.host.rendered.called).to.equal(true);
      expect(part(m, 'bubble')).to.equal(null);
      expect(localStorage.getItem(lastSeenKey(42))).to.equal(null);
    });
  });

  describe('icon animation', () => {
    async function iconTimeline(m: Mounted, ms: number): Promise<Array<[number, string]>> {
      const seen: Array<[number, string]> = [];
      let last: string | undefined;
      for (let t = 0; t <= ms; t += 100) {
        await settle(clock as sinon.SinonFakeTimers, 2);
        const icon = part(m, 'bubble')?.dataset['icon'] ?? '';
        if (icon !== last) seen.push([t, icon]);
        last = icon;
        await clock?.tickAsync(100);
      }
      return seen;
    }

    it('cycles Messenger, SMS, Email, WhatsApp for a new visitor, then shows the popover', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const m = mountLauncher();
      await settle(clock);
      const timeline = await iconTimeline(m, 8500);
      expect(timeline).to.deep.equal([
        [0, 'chat'],
        [2000, 'messenger'],
        [3500, 'sms'],
        [5000, 'email'],
        [6500, 'whatsapp'],
        [8000, 'chat'],
      ]);
    });

    it('shows the popover only once the animation has played', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const m = mountLauncher();
      await settle(clock);
      await clock.tickAsync(7999);
      await settle(clock);
      expect(part(m, 'bubble')?.dataset['icon']).to.equal('whatsapp');
      expect(part(m, 'popover')).to.equal(null);
      await clock.tickAsync(1);
      await settle(clock);
      expect(part(m, 'bubble')?.dataset['icon']).to.equal('chat');
      expect(part(m, 'popover')).to.exist;
    });

    it('shows only the usable channels', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const m = mountLauncher({ channels: { ...ALL_CHANNELS, enable_facebook: false, enable_sms: false } });
      await settle(clock);
      expect(await iconTimeline(m, 5500)).to.deep.equal([
        [0, 'chat'],
        [2000, 'email'],
        [3500, 'whatsapp'],
        [5000, 'chat'],
      ]);
    });

    it('animates again when the visitor was last seen more than 24 h ago', async () => {
      seenAgo(25 * HOUR);
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const m = mountLauncher();
      await settle(clock);
      await clock.tickAsync(2000);
      await settle(clock);
      expect(part(m, 'bubble')?.dataset['icon']).to.equal('messenger');
    });

    it('does not animate within 24 h of the last visit', async () => {
      seenAgo(23 * HOUR);
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const m = mountLauncher();
      await settle(clock);
      expect(await iconTimeline(m, 9000)).to.deep.equal([[0, 'chat']]);
    });

    it('does not animate when main.disableAnimation is set', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const m = mountLauncher({ main: { disableAnimation: true } });
      await settle(clock);
      expect(await iconTimeline(m, 9000)).to.deep.equal([[0, 'chat']]);
    });

    it('stops when the visitor toggles the panel', async () => {
      clock = sinon.useFakeTimers(FAKE_TIMERS);
      const m = mountLauncher();
      await settle(clock);
      await clock.tickAsync(2500);
      await settle(clock);
      expect(part(m, 'bubble')?.dataset['icon']).to.equal('messenger');
      part(m, 'bubble')?.click();
      await settle(clock);
      expect(part(m, 'bubble')?.dataset['icon']).to.equal('close');
      part(m, 'bubble')?.click();
      await settle(clock);
      expect(await iconTimeline(m, 8000)).to.deep.equal([[0, 'chat']]);
    });
  });
});
