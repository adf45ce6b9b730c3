import '../../setup';
import { loadChatKinds } from '../../../src/react/widgets/load-chat-kinds';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createFakeFb, fakeSdkScriptUrl, installFakeFb, resetFbGlobals, type FakeFb } from '../../support/fake-fb-sdk';
import { waitFor } from '../../support/mount-widget';
import { FAKE_TIMERS, mountChat, renderReasons, unmountAll, type MountedChat } from './chat-harness';
import { settle, settleDrawn } from '../../support/settle';

interface FakeCustomerChat {
  show: sinon.SinonSpy;
  hide: sinon.SinonSpy;
  showDialog: sinon.SinonSpy;
  hideDialog: sinon.SinonSpy;
  update: sinon.SinonSpy;
}

/** Gives a fake SDK the customer chat plugin, which "loads" (emits customerchat.load) when parsed, unless told not to. */
function withCustomerChat(fake: FakeFb, loads = true): FakeCustomerChat {
  const chat = { show: sinon.spy(), hide: sinon.spy(), showDialog: sinon.spy(), hideDialog: sinon.spy(), update: sinon.spy() };
  (fake.sdk as unknown as { CustomerChat: FakeCustomerChat }).CustomerChat = chat;
  const parse = fake.sdk.XFBML.parse;
  fake.sdk.XFBML.parse = (element?: Element, callback?: () => void) => {
    parse(element, callback);
    if (loads && element?.querySelector('.fb-customerchat')) void Promise.resolve().then(() => fake.emit('customerchat.load', {}));
  };
  return chat;
}

// The platform's chat plugin, for an SDK that still offers FB.CustomerChat (docs/elements.md#mc-customer-chat).

// These kinds' views are a chunk of their own (lazy-view.test.tsx covers the wait): in before the first mount.
before(() => loadChatKinds());
describe('customer chat: the platform plugin', () => {
  let clock: sinon.SinonFakeTimers;
  let fake: FakeFb;
  let chat: FakeCustomerChat;

  beforeEach(() => {
    clock = sinon.useFakeTimers(FAKE_TIMERS);
    fake = installFakeFb({ renders: true });
    chat = withCustomerChat(fake);
  });
  afterEach(() => {
    unmountAll();
    clock.restore();
    resetFbGlobals();
  });

  async function mounted(setup: Record<string, unknown> = {}, options: Parameters<typeof mountChat>[1] = {}): Promise<MountedChat> {
    const m = mountChat(setup, options);
    await settleDrawn(clock, m.root);
    return m;
  }
  const markup = (m: MountedChat) => m.root.querySelector('.fb-customerchat');

  it('renders div.fb-customerchat with the settings as the platform names them, parses it and reports normal', async () => {
    const m = await mounted(
      {
        greetingDialogDisplay: 'fade',
        dialogDelay: 7,
        minimized: 'minimized',
        loggedInGreeting: 'Welcome back',
        loggedOutGreeting: 'Hello <b>you</b>',
        colors: { theme: '#ff6600' },
      },
      { attributes: { 'data-widget-payload': 'promo' } },
    );
    const element = markup(m);
    expect(element).to.exist;
    const attributes = Object.fromEntries(
      [
        'page_id',
        'ref',
        'theme_color',
        'logged_in_greeting',
        'logged_out_greeting',
        'greeting_dialog_display',
        'greeting_dialog_delay',
        'minimized',
      ].map((name) => [name, element?.getAttribute(name)]),
    );
    expect(attributes).to.deep.equal({
      page_id: '1234567',
      ref: `42_session1_${m.instanceId}--promo`,
      theme_color: '#ff6600',
      logged_in_greeting: 'Welcome back',
      logged_out_greeting: 'Hello you',
      greeting_dialog_display: 'fade',
      greeting_dialog_delay: '7',
      minimized: 'true',
    });
    expect(fake.parse.callCount).to.equal(1);
    expect(fake.parse.firstCall.args[0]).to.equal(m.part('plugin'));
    expect(renderReasons(m)).to.deep.equal(['normal']);
    expect(m.part('bubble')).to.equal(null);
  });

  const minimizedCases: Array<[string, string, string]> = [
    ['opened', 'hide', 'false'],
    ['minimized', 'show', 'true'],
    ['hidden', 'show', 'true'],
    ['default', 'show', 'false'],
    ['default', 'fade', 'false'],
    ['default', 'hide', 'true'],
    ['default', 'icon', 'true'],
  ];
  for (const [minimized, display, expected] of minimizedCases) {
    it(`minimized ${minimized} with ${display} gives minimized="${expected}"`, async () => {
      const m = await mounted({ minimized, greetingDialogDisplay: display });
      expect(markup(m)?.getAttribute('minimized')).to.equal(expected);
    });
  }

  it('leaves empty greetings to the platform and defaults to show, 15 s, the brand colour', async () => {
    const m = await mounted();
    const element = markup(m);
    expect(element?.hasAttribute('logged_in_greeting')).to.equal(false);
    expect(element?.hasAttribute('logged_out_greeting')).to.equal(false);
    expect(element?.getAttribute('greeting_dialog_display')).to.equal('show');
    expect(element?.getAttribute('greeting_dialog_delay')).to.equal('15');
    expect(element?.getAttribute('theme_color')).to.equal('#0084FF');
  });

  it('sends the ref through FB.CustomerChat.update 100 ms after the dialog shows', async () => {
    const m = await mounted();
    fake.emit('customerchat.dialogShow', {});
    await clock.tickAsync(99);
    expect(chat.update.called).to.equal(false);
    await clock.tickAsync(1);
    expect(chat.update.callCount).to.equal(1);
    expect(chat.update.firstCall.args[0]).to.deep.equal({ ref: `42_session1_${m.instanceId}` });
    // The plugin's own dialog is written back to the store.
    expect(m.store.getState().instances.get(m.instanceId)?.chat.dialog).to.equal(true);
  });

  it('a payload and greetings set by the page reach the plugin at its next dialog, 100 ms after', async () => {
    const m = await mounted();
    m.api.setPayload('abc');
    m.api.setLoggedOutGreeting('New <i>greeting</i>');
    await settle(clock);
    expect(chat.update.called).to.equal(false);
    fake.emit('customerchat.dialogShow', {});
    await clock.tickAsync(100);
    expect(chat.update.lastCall.args[0]).to.deep.equal({ ref: `42_session1_${m.instanceId}--abc`, logged_out_greeting: 'New greeting' });
  });

  it('while the dialog is shown, a new payload is sent 100 ms later', async () => {
    const m = await mounted();
    fake.emit('customerchat.dialogShow', {});
    await clock.tickAsync(100);
    m.api.setPayload('later');
    await settle(clock);
    await clock.tickAsync(99);
    expect(chat.update.callCount).to.equal(1);
    await clock.tickAsync(1);
    expect(chat.update.callCount).to.equal(2);
    expect(chat.update.lastCall.args[0]).to.deep.equal({ ref: `42_session1_${m.instanceId}--later` });
  });

  it('openDialog, closeDialog, close and open go to the plugin', async () => {
    const m = await mounted();
    m.api.openDialog();
    await settle(clock);
    expect(chat.showDialog.callCount).to.equal(1);
    m.api.closeDialog();
    await settle(clock);
    expect(chat.hideDialog.callCount).to.equal(1);
    m.api.close();
    await settle(clock);
    expect(chat.hide.callCount).to.equal(1);
    await m.api.open(true);
    await settle(clock);
    expect(chat.show.callCount).to.equal(1);
    expect(chat.show.firstCall.args).to.deep.equal([true]);
  });

  it('a dialog the visitor closed in the plugin is not reopened by the store', async () => {
    const m = await mounted();
    fake.emit('customerchat.dialogShow', {});
    fake.emit('customerchat.dialogHide', {});
    await settle(clock);
    expect(m.store.getState().instances.get(m.instanceId)?.chat.dialog).to.equal(false);
    expect(chat.showDialog.called).to.equal(false);
    expect(chat.hideDialog.called).to.equal(false);
  });

  it('hidden: the plugin is hidden until the page opens it', async () => {
    const m = await mounted({ minimized: 'hidden' }, { open: false });
    expect(chat.hide.callCount).to.equal(1);
    expect(m.host.rendered.called).to.equal(false);
    m.api.open();
    await settle(clock);
    expect(renderReasons(m)).to.deep.equal(['normal']);
    m.open();
    await settle(clock);
    expect(chat.show.firstCall.args).to.deep.equal([false]);
  });

  it('gives way to our launcher when the plugin has not loaded within the render time-out', async () => {
    resetFbGlobals();
    fake = installFakeFb({ renders: true });
    chat = withCustomerChat(fake, false);
    const m = await mounted({ loggedOutGreeting: 'Hello' });
    expect(markup(m)).to.exist;
    await clock.tickAsync(4999);
    expect(m.part('bubble')).to.equal(null);
    await clock.tickAsync(1);
    await settle(clock);
    expect(markup(m)).to.equal(null);
    expect(m.part('greeting')?.textContent).to.equal('Hello');
  });

  it('without FB.CustomerChat shows our launcher', async () => {
    resetFbGlobals();
    installFakeFb({ renders: true });
    const m = await mounted();
    expect(markup(m)).to.equal(null);
    expect(m.part('bubble')).to.exist;
  });
});

describe('customer chat: loading the SDK', () => {
  afterEach(() => {
    unmountAll();
    resetFbGlobals();
  });

  for (const [version, expected] of [
    ['v9.0', 'v9.0'],
    ['', 'v3.1'],
  ]) {
    it(`initialises the SDK with ${version ? 'app.fbSDKVersion' : 'v3.1 by default'}`, async () => {
      const fake = createFakeFb({ renders: true });
      withCustomerChat(fake);
      const m = mountChat({}, { settings: { fbSdkUrl: fakeSdkScriptUrl(fake) }, app: { fbSDKVersion: version, appId: '9876' } });
      await waitFor(() => m.root.querySelector('.fb-customerchat'), 'the plugin markup');
      expect(fake.init.callCount).to.equal(1);
      expect(fake.init.firstCall.args[0]).to.deep.include({ appId: '9876', version: expected });
    });
  }
});
