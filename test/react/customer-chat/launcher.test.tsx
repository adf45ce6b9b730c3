import '../../setup';
import { loadChatKinds } from '../../../src/react/widgets/load-chat-kinds';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { installFakeFb, resetFbGlobals } from '../../support/fake-fb-sdk';
import { waitFor } from '../../support/mount-widget';
import { FAKE_TIMERS, mountChat, renderReasons, unmountAll, type MountedChat } from './chat-harness';
import { settle, settleDrawn } from '../../support/settle';

// Our own launcher, shown whenever the platform's SDK offers no customer chat (the normal case since
// Meta ended the plugin): here the SDK is on the page but without FB.CustomerChat.

// These kinds' views are a chunk of their own (lazy-view.test.tsx covers the wait): in before the first mount.
before(() => loadChatKinds());
describe('customer chat: our launcher', () => {
  let clock: sinon.SinonFakeTimers;

  beforeEach(() => {
    clock = sinon.useFakeTimers(FAKE_TIMERS);
    installFakeFb({ renders: false });
  });
  afterEach(() => {
    unmountAll();
    clock.restore();
    resetFbGlobals();
  });

  /** Mounts and settles once the view has drawn something; a chat that starts hidden draws nothing to wait for. */
  async function chat(setup: Record<string, unknown> = {}, options: Parameters<typeof mountChat>[1] = {}): Promise<MountedChat> {
    const m = mountChat(setup, options);
    if (options.open === false) await settle(clock);
    else await settleDrawn(clock, m.root);
    return m;
  }
  const bubble = (m: MountedChat) => m.part<HTMLButtonElement>('bubble');
  const dialog = (m: MountedChat) => m.part('dialog');
  const greeting = (m: MountedChat) => m.part('greeting')?.textContent;

  it('shows the bubble and the dialog with the logged-out greeting, and reports itself rendered', async () => {
    const m = await chat({ loggedInGreeting: 'Welcome back', loggedOutGreeting: 'Hi, visitor!' }, { app: { page_name: 'Acme' } });
    expect(bubble(m)?.getAttribute('aria-label')).to.equal('Chat with us on Messenger');
    expect(bubble(m)?.getAttribute('aria-expanded')).to.equal('true');
    expect(dialog(m)?.getAttribute('role')).to.equal('dialog');
    const titleId = dialog(m)?.getAttribute('aria-labelledby') ?? '';
    expect(m.root.getElementById(titleId)?.textContent).to.equal('Acme');
    expect(greeting(m)).to.equal('Hi, visitor!');
    expect(m.root.querySelector('button[aria-label="Close"]')).to.exist;
    expect(renderReasons(m)).to.deep.equal(['timeout']);
    expect(m.root.querySelector('.fb-customerchat')).to.equal(null);
  });

  it('falls back to the logged-in greeting, then to the default one', async () => {
    const onlyIn = await chat({ loggedInGreeting: 'Welcome back' });
    expect(greeting(onlyIn)).to.equal('Welcome back');
    const none = await chat();
    expect(greeting(none)).to.equal('Hi! How can we help you?');
  });

  it('shows owner markup in a greeting as its words only', async () => {
    const m = await chat({ loggedOutGreeting: '<img src="x" onerror="window.__mcPwned = 1">Hello <b>there</b> &amp; welcome' });
    expect(greeting(m)).to.equal('Hello there & welcome');
    expect(m.root.querySelector('img, b')).to.equal(null);
    expect((window as { __mcPwned?: number }).__mcPwned).to.equal(undefined);
  });

  describe('display modes (setup.greetingDialogDisplay)', () => {
    const starts: Array<[string, boolean]> = [
      ['show', true],
      ['hide', false],
      ['icon', false],
      ['fade', false],
    ];
    for (const [mode, open] of starts) {
      it(`${mode}: the dialog is ${open ? 'open' : 'closed'} at start, the bubble is there`, async () => {
        const m = await chat({ greetingDialogDisplay: mode });
        expect(bubble(m)).to.exist;
        expect(Boolean(dialog(m))).to.equal(open);
        expect(bubble(m)?.getAttribute('aria-expanded')).to.equal(String(open));
      });
    }

    it('fade opens the dialog after dialogDelay seconds', async () => {
      const m = await chat({ greetingDialogDisplay: 'fade', dialogDelay: 3 });
      await clock.tickAsync(2999);
      expect(dialog(m)).to.equal(null);
      await clock.tickAsync(1);
      await settle(clock);
      expect(greeting(m)).to.equal('Hi! How can we help you?');
    });

    it('fade waits 15 s when no dialogDelay is set', async () => {
      const m = await chat({ greetingDialogDisplay: 'fade' });
      await clock.tickAsync(14_999);
      expect(dialog(m)).to.equal(null);
      await clock.tickAsync(1);
      await settle(clock);
      expect(dialog(m)).to.exist;
    });

    it('fade keeps a dialog the visitor closed before the delay closed', async () => {
      const m = await chat({ greetingDialogDisplay: 'fade', dialogDelay: 3 });
      bubble(m)?.click();
      await settle(clock);
      bubble(m)?.click();
      await settle(clock);
      await clock.tickAsync(5000);
      await settle(clock);
      expect(dialog(m)).to.equal(null);
    });

    for (const mode of ['hide', 'icon']) {
      it(`${mode}: the bubble opens and closes the dialog`, async () => {
        const m = await chat({ greetingDialogDisplay: mode });
        bubble(m)?.click();
        await settle(clock);
        expect(dialog(m)).to.exist;
        expect(bubble(m)?.getAttribute('aria-expanded')).to.equal('true');
        expect(bubble(m)?.getAttribute('aria-controls')).to.equal(dialog(m)?.id);
        bubble(m)?.click();
        await settle(clock);
        expect(dialog(m)).to.equal(null);
      });
    }
  });

  describe('setup.minimized', () => {
    const cases: Array<[string, string, boolean]> = [
      ['opened', 'hide', true],
      ['minimized', 'show', false],
      ['default', 'show', true],
      ['default', 'hide', false],
    ];
    for (const [minimized, display, open] of cases) {
      it(`${minimized} with ${display}: the dialog starts ${open ? 'open' : 'closed'}`, async () => {
        const m = await chat({ minimized, greetingDialogDisplay: display });
        expect(Boolean(dialog(m))).to.equal(open);
      });
    }

    it('minimized stops a fade from opening the dialog', async () => {
      const m = await chat({ minimized: 'minimized', greetingDialogDisplay: 'fade', dialogDelay: 1 });
      await clock.tickAsync(2000);
      await settle(clock);
      expect(dialog(m)).to.equal(null);
    });

    it('hidden: nothing shows and nothing is reported until the page opens it', async () => {
      const m = await chat({ minimized: 'hidden' }, { open: false });
      expect(bubble(m)).to.equal(null);
      expect(m.host.rendered.called).to.equal(false);
      m.api.open(true);
      await settle(clock);
      expect(renderReasons(m)).to.deep.equal(['timeout']);
      // The runtime opens it once rendered.
      m.open();
      await settle(clock);
      expect(bubble(m)).to.exist;
      expect(dialog(m)).to.exist;
    });
  });

  it('sits at the bottom corner setup.pluginAlign names, right by default', async () => {
    const right = await chat();
    const left = await chat({ pluginAlign: 'left' });
    const rootOf = (m: MountedChat) => m.part('chat') as HTMLElement;
    expect(rootOf(right).dataset['align']).to.equal('right');
    expect(rootOf(left).dataset['align']).to.equal('left');
    expect(getComputedStyle(rootOf(right)).position).to.equal('fixed');
    expect(getComputedStyle(rootOf(right)).right).to.equal('20px');
    expect(getComputedStyle(rootOf(left)).left).to.equal('20px');
    expect(getComputedStyle(rootOf(left)).bottom).to.equal('20px');
  });

  it('paints the bubble and the messenger button in setup.colors.theme; an unusable colour gives the brand blue (deepened until white reads on it)', async () => {
    const themed = await chat({ colors: { theme: '#ff0000' } });
    expect(getComputedStyle(bubble(themed) as Element).backgroundColor).to.equal('rgb(255, 0, 0)');
    expect(getComputedStyle(themed.part('messenger-button') as Element).backgroundColor).to.equal('rgb(255, 0, 0)');
    const broken = await chat({ colors: { theme: 'red; background: url(x)' } });
    expect(getComputedStyle(bubble(broken) as Element).backgroundColor).to.equal('rgb(0, 116, 224)');
  });

  it('the Close button and Escape close the dialog, and focus goes back to the bubble', async () => {
    const m = await chat();
    (m.root.querySelector('button[aria-label="Close"]') as HTMLButtonElement).click();
    await settle(clock);
    expect(dialog(m)).to.equal(null);
    expect(m.root.activeElement).to.equal(bubble(m));
    bubble(m)?.click();
    await settle(clock);
    const link = m.part('messenger-button') as HTMLElement;
    link.focus();
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await settle(clock);
    expect(dialog(m)).to.equal(null);
    expect(m.root.activeElement).to.equal(bubble(m));
    // Closing the dialog is not closing the chat.
    expect(m.host.close.called).to.equal(false);
  });

  describe('the page API', () => {
    it('openDialog and closeDialog open and close it; a second call within 5 s is ignored, and works after', async () => {
      const warn = sinon.stub(console, 'warn');
      try {
        const m = await chat({ greetingDialogDisplay: 'hide' });
        expect(m.api.openDialog()).to.equal(true);
        await settle(clock);
        expect(dialog(m)).to.exist;
        expect(m.api.closeDialog()).to.equal(true);
        await settle(clock);
        expect(dialog(m)).to.equal(null);
        await clock.tickAsync(1000);
        expect(m.api.openDialog()).to.equal(false);
        await settle(clock);
        expect(dialog(m)).to.equal(null);
        await clock.tickAsync(4000);
        expect(m.api.openDialog()).to.equal(true);
        await settle(clock);
        expect(dialog(m)).to.exist;
      } finally {
        warn.restore();
      }
    });

    it('the messenger button links to m.me with the ref and the payload setPayload set, and opens it in a new tab', async () => {
      const m = await chat();
      const open = sinon.stub(window, 'open');
      try {
        m.api.setPayload('spring-sale');
        await settle(clock);
        const link = m.part<HTMLAnchorElement>('messenger-button');
        const expected = `https://m.me/1234567?ref=${encodeURIComponent(`42_session1_${m.instanceId}--spring-sale`)}`;
        expect(link?.getAttribute('href')).to.equal(expected);
        expect(link?.textContent).to.equal('Go to Messenger');
        link?.click();
        expect(open.callCount).to.equal(1);
        expect(open.firstCall.args).to.deep.equal([expected, '_blank', 'noopener']);
        expect(m.host.pixel.logWidgetEvent.calledWith('click', { widget_id: 42, channelType: 'messenger' })).to.equal(true);
      } finally {
        open.restore();
      }
    });

    it('setLoggedOutGreeting and set() change what the dialog says and where it links', async () => {
      const m = await chat({ loggedOutGreeting: 'Before' });
      m.api.setLoggedOutGreeting('After');
      await settle(clock);
      expect(greeting(m)).to.equal('After');
      await clock.tickAsync(5000);
      m.api.set({ loggedOutGreeting: 'Set <i>all</i>', refPayload: 'abc' });
      await settle(clock);
      expect(greeting(m)).to.equal('Set all');
      expect(m.part('messenger-button')?.getAttribute('href')).to.contain(encodeURIComponent('--abc'));
    });

    it('close() hides the whole chat; open(true) brings it back with its dialog', async () => {
      const m = await chat({ greetingDialogDisplay: 'hide' });
      m.api.close();
      await settle(clock);
      expect(bubble(m)).to.equal(null);
      expect(m.host.close.calledWith(m.instanceId, false)).to.equal(true);
      await m.api.open(true);
      await settle(clock);
      expect(bubble(m)).to.exist;
      expect(dialog(m)).to.exist;
    });
  });

  it('in the EU shows the launcher at once with reason EU, loading no SDK', async () => {
    resetFbGlobals();
    const m = await chat({}, { app: { is_eu_affected: true } });
    expect(bubble(m)).to.exist;
    expect(renderReasons(m)).to.deep.equal(['EU']);
    expect(document.getElementById('facebook-jssdk')).to.equal(null);
  });

  it('shows the launcher when the SDK takes longer than the render time-out', async () => {
    resetFbGlobals();
    // An SDK script of the page's own that never finishes loading: the loader waits for it.
    const stalled = document.createElement('script');
    stalled.id = 'facebook-jssdk';
    stalled.type = 'text/plain';
    document.head.appendChild(stalled);
    const m = mountChat();
    await settle(clock);
    expect(bubble(m)).to.equal(null);
    await clock.tickAsync(5000);
    await settle(clock);
    expect(bubble(m)).to.exist;
    expect(renderReasons(m)).to.deep.equal(['timeout']);
  });
});

describe('customer chat: without any SDK', () => {
  afterEach(() => {
    unmountAll();
    resetFbGlobals();
  });

  it('shows our launcher when the SDK cannot be loaded', async () => {
    const warn = sinon.stub(console, 'warn');
    try {
      const m = mountChat({ loggedOutGreeting: 'Hello' }, { settings: { fbSdkUrl: `${location.origin}/missing-sdk-${Date.now()}.js` } });
      const found = await waitFor(() => m.part('greeting'), 'the greeting');
      expect(found.textContent).to.equal('Hello');
      // The failed script is reported a moment after the launcher is drawn.
      await waitFor(() => renderReasons(m).length > 0, 'the render report');
      expect(renderReasons(m)).to.deep.equal(['timeout']);
    } finally {
      warn.restore();
    }
  });
});
