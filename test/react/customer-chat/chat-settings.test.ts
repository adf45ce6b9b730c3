import '../../setup';
import { expect } from '@open-wc/testing';
import { initialDialog, launcherGreeting, readChatSettings, startsHidden } from '../../../src/react/widgets/customer-chat/chat-settings';
import { defaultsFor } from '../../../src/runtime/config';

const setup = (overrides: Record<string, unknown> = {}) =>
  ({ ...defaultsFor('customer_chat').setup, ...overrides }) as ReturnType<typeof defaultsFor>['setup'];
const noPage = { loggedInGreeting: undefined, loggedOutGreeting: undefined };

describe('customer chat settings (docs/elements.md#mc-customer-chat, docs/widgets.md#setup)', () => {
  it('reads the defaults: show, 15 s, default, right, the brand colour, no greetings', () => {
    expect(readChatSettings(setup(), noPage)).to.deep.equal({
      display: 'show',
      dialogDelay: 15,
      minimized: 'default',
      loggedInGreeting: '',
      loggedOutGreeting: '',
      theme: '#0084FF',
      align: 'right',
    });
  });

  const unusable: Array<[string, Record<string, unknown>, string, unknown]> = [
    ['an unknown display mode', { greetingDialogDisplay: 'blink' }, 'display', 'show'],
    ['a negative delay', { dialogDelay: -3 }, 'dialogDelay', 15],
    ['an unknown minimized value', { minimized: 'tiny' }, 'minimized', 'default'],
    ['an align other than left', { pluginAlign: 'center' }, 'align', 'right'],
  ];
  for (const [what, overrides, key, expected] of unusable) {
    it(`takes the default for ${what}`, () => {
      expect((readChatSettings(setup(overrides), noPage) as unknown as Record<string, unknown>)[key]).to.equal(expected);
    });
  }

  it('puts the page’s greetings over the widget’s, an empty one included', () => {
    const settings = readChatSettings(setup({ loggedInGreeting: 'In', loggedOutGreeting: 'Out' }), {
      loggedInGreeting: '',
      loggedOutGreeting: 'Page',
    });
    expect([settings.loggedInGreeting, settings.loggedOutGreeting]).to.deep.equal(['', 'Page']);
  });

  const starts: Array<[string, string, boolean, boolean]> = [
    // display, minimized, delay passed, open
    ['show', 'default', false, true],
    ['fade', 'default', false, false],
    ['fade', 'default', true, true],
    ['hide', 'default', true, false],
    ['icon', 'default', true, false],
    ['hide', 'opened', false, true],
    ['show', 'minimized', true, false],
    ['show', 'hidden', true, false],
  ];
  for (const [display, minimized, passed, open] of starts) {
    it(`${display} / ${minimized}${passed ? ' after the delay' : ''}: dialog ${open ? 'open' : 'closed'}`, () => {
      expect(initialDialog({ display: display as 'show', minimized: minimized as 'default' }, passed)).to.equal(open);
    });
  }

  it('only minimized "hidden" waits for the page', () => {
    expect(
      ['opened', 'hidden', 'minimized', 'default'].filter((minimized) => startsHidden({ minimized: minimized as 'default' })),
    ).to.deep.equal(['hidden']);
  });

  it('the launcher says the logged-out greeting, else the logged-in one, else the default', () => {
    expect(launcherGreeting({ loggedInGreeting: 'In', loggedOutGreeting: 'Out' })).to.equal('Out');
    expect(launcherGreeting({ loggedInGreeting: 'In', loggedOutGreeting: '' })).to.equal('In');
    expect(launcherGreeting({ loggedInGreeting: '', loggedOutGreeting: '' })).to.equal('Hi! How can we help you?');
  });
});
