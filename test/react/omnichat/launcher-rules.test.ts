import '../../setup';
import { expect } from '@open-wc/testing';
import { LAUNCHER_REANIMATE_AFTER_MS } from '../../../src/runtime/constants';
import { parseWidget } from '../../../src/runtime/config';
import { makeWidget } from '../../support/factories';
import { createStorage } from '../../../src/runtime/storage';
import { channelEntries, channelTarget } from '../../../src/react/widgets/omnichat/channel-links';
import { isChannelUsable, usableChannels, type ChannelSettings, type ChannelType } from '../../../src/react/widgets/omnichat/channels';
import {
  firstSeenFor,
  firstSeenPlan,
  isAnimationDisabled,
  isPopoverVisible,
  popoverEntrance,
  shouldAnimate,
  type PopoverInputs,
} from '../../../src/react/widgets/omnichat/launcher-rules';
import { lastSeenKey, readLastSeen, writeLastSeen } from '../../../src/react/widgets/omnichat/last-seen';
import { makeStorage } from '../../support/fake-storage';

const NONE: ChannelSettings = {
  enable_facebook: false,
  enable_whatsapp: false,
  whatsapp_id: '',
  enable_sms: false,
  enable_email: false,
  email_to: '',
};
const ALL_ON: ChannelSettings = {
  enable_facebook: true,
  enable_whatsapp: true,
  whatsapp_id: '15550100',
  enable_sms: true,
  enable_email: true,
  email_to: 'help@example.com',
};
const APP = { pageId: '1234567', fbPageId: '1234567', smsChannelConnected: true, widgetPhone: '+15550100' };

// docs/elements.md#mc-omnichat: "Facebook needs its flag and a page id; WhatsApp needs flag and id; SMS needs flag, a
// connected SMS channel and a widget phone; Email needs flag and address."
describe('launcher channel usability', () => {
  const cases: Array<[string, ChannelType, Partial<ChannelSettings>, Partial<typeof APP>, boolean]> = [
    ['messenger with flag and page id', 'messenger', { enable_facebook: true }, {}, true],
    ['messenger with only the fb page id', 'messenger', { enable_facebook: true }, { pageId: '' }, true],
    ['messenger with only the page id', 'messenger', { enable_facebook: true }, { fbPageId: '' }, true],
    ['messenger without a page id', 'messenger', { enable_facebook: true }, { pageId: '', fbPageId: '' }, false],
    ['messenger without its flag', 'messenger', {}, {}, false],
    ['whatsapp with flag and id', 'whatsapp', { enable_whatsapp: true, whatsapp_id: '15550100' }, {}, true],
    ['whatsapp without an id', 'whatsapp', { enable_whatsapp: true, whatsapp_id: '  ' }, {}, false],
    ['whatsapp without its flag', 'whatsapp', { whatsapp_id: '15550100' }, {}, false],
    ['sms with flag, connected channel and phone', 'sms', { enable_sms: true }, {}, true],
    ['sms without a connected channel', 'sms', { enable_sms: true }, { smsChannelConnected: false }, false],
    ['sms without a widget phone', 'sms', { enable_sms: true }, { widgetPhone: '' }, false],
    ['sms without its flag', 'sms', {}, {}, false],
    ['email with flag and address', 'email', { enable_email: true, email_to: 'help@example.com' }, {}, true],
    ['email without an address', 'email', { enable_email: true }, {}, false],
    ['email without its flag', 'email', { email_to: 'help@example.com' }, {}, false],
  ];
  for (const [name, type, channels, app, expected] of cases) {
    it(`${name}: ${expected ? 'usable' : 'not usable'}`, () => {
      expect(isChannelUsable(type, { ...NONE, ...channels }, { ...APP, ...app })).to.equal(expected);
    });
  }

  it('lists the usable channels in icon order: Messenger, SMS, Email, WhatsApp', () => {
    expect(usableChannels(ALL_ON, APP)).to.deep.equal(['messenger', 'sms', 'email', 'whatsapp']);
    expect(usableChannels({ ...ALL_ON, enable_sms: false }, APP)).to.deep.equal(['messenger', 'email', 'whatsapp']);
    expect(usableChannels(NONE, APP)).to.deep.equal([]);
  });
});

describe('launcher channel links', () => {
  const links = { whatsapp_id: '+1 (555) 010-0', whatsapp_prefill: 'Hi & hello?', email_to: 'help@example.com' };

  it('builds the messenger link from the fb page id with ref w{widget id}, in a new tab', () => {
    expect(channelTarget('messenger', 42, links, { pageId: '111', fbPageId: '222' })).to.deep.equal({
      kind: 'link',
      href: 'https://m.me/222?ref=w42',
      newTab: true,
    });
    expect(channelTarget('messenger', 42, links, { pageId: '111', fbPageId: '' })).to.deep.equal({
      kind: 'link',
      href: 'https://m.me/111?ref=w42',
      newTab: true,
    });
  });

  it('keeps only the digits of the WhatsApp number and encodes the prefill', () => {
    expect(channelTarget('whatsapp', 42, links, APP)).to.deep.equal({
      kind: 'link',
      href: 'https://wa.me/15550100?text=Hi%20%26%20hello%3F',
      newTab: true,
    });
  });

  it('mails the configured address in the same tab', () => {
    expect(channelTarget('email', 42, links, APP)).to.deep.equal({ kind: 'link', href: 'mailto:help@example.com', newTab: false });
  });

  it('gives SMS no link', () => {
    expect(channelTarget('sms', 42, links, APP)).to.deep.equal({ kind: 'sms' });
  });

  it('leaves out a channel whose link cannot be built', () => {
    const entries = channelEntries(['messenger', 'whatsapp', 'email'], 42, { ...links, whatsapp_id: 'no digits' }, APP);
    expect(entries.map((entry) => entry.type)).to.deep.equal(['messenger', 'email']);
  });
});

// docs/elements.md#mc-omnichat: the icons animate only if not disabled, with channels, and the last-seen timestamp
// absent or older than 24 hours.
describe('launcher animation eligibility', () => {
  const now = 1_700_000_000_000;
  const cases: Array<[string, Parameters<typeof shouldAnimate>[0], boolean]> = [
    ['never seen', { disabled: false, channelCount: 2, lastSeen: undefined, now }, true],
    ['seen just over 24 h ago', { disabled: false, channelCount: 2, lastSeen: now - LAUNCHER_REANIMATE_AFTER_MS - 1, now }, true],
    ['seen exactly 24 h ago', { disabled: false, channelCount: 2, lastSeen: now - LAUNCHER_REANIMATE_AFTER_MS, now }, false],
    ['seen an hour ago', { disabled: false, channelCount: 2, lastSeen: now - 3_600_000, now }, false],
    ['disabled', { disabled: true, channelCount: 2, lastSeen: undefined, now }, false],
    ['no channels', { disabled: false, channelCount: 0, lastSeen: undefined, now }, false],
  ];
  for (const [name, inputs, expected] of cases) {
    it(`${name}: ${expected ? 'animates' : 'does not animate'}`, () => {
      expect(shouldAnimate(inputs)).to.equal(expected);
    });
  }

  it('reads main.disableAnimation as off unless it is set (spec-shaped flags: 1, "true")', () => {
    const main = (disableAnimation: unknown) => resolved({ main: { disableAnimation } }).main;
    expect(isAnimationDisabled(resolved({}).main)).to.equal(false);
    expect(isAnimationDisabled(main(false))).to.equal(false);
    expect(isAnimationDisabled(main('yes'))).to.equal(false);
    expect(isAnimationDisabled(main(true))).to.equal(true);
    expect(isAnimationDisabled(main(1))).to.equal(true);
    expect(isAnimationDisabled(main('true'))).to.equal(true);
  });
});

/** An omnichat's data as the views get it. */
function resolved(data: Record<string, unknown>) {
  const result = parseWidget(makeWidget({ widget_type: 'omnichat', channel: 'omni', data }));
  if (result.kind !== 'widget') throw new Error(result.kind);
  return result.widget.data;
}

describe('launcher first-seen plan', () => {
  const cases: Array<[string, unknown[], number | undefined, ReturnType<typeof firstSeenPlan>]> = [
    ['opened, never seen', ['opened', 0], undefined, { kind: 'open' }],
    ['opened, seen before', ['opened', 0], 1000, { kind: 'none' }],
    ['delay 5, never seen', ['delay', 5], undefined, { kind: 'delay', ms: 5000 }],
    ['delay "3", never seen', ['delay', '3'], undefined, { kind: 'delay', ms: 3000 }],
    ['delay 5, seen before', ['delay', 5], 1000, { kind: 'none' }],
    ['delay that is not a number', ['delay', 'soon'], undefined, { kind: 'none' }],
    ['delay that is negative', ['delay', -1], undefined, { kind: 'none' }],
    ['hidden (the default)', ['hidden', 15], undefined, { kind: 'none' }],
    ['an unknown mode', ['minimized', 0], undefined, { kind: 'none' }],
  ];
  for (const [name, pair, lastSeen, expected] of cases) {
    it(name, () => {
      expect(firstSeenPlan(pair, lastSeen)).to.deep.equal(expected);
    });
  }

  it('takes the pair of the visitor device', () => {
    const setup = { desktopFirstSeen: ['opened', 0], mobileFirstSeen: ['delay', 4] };
    expect(firstSeenFor(setup, 'desktop')).to.deep.equal(['opened', 0]);
    expect(firstSeenFor(setup, 'mobile')).to.deep.equal(['delay', 4]);
    expect(firstSeenFor({}, 'mobile')).to.deep.equal(['hidden', 15]);
  });
});

// docs/elements.md#mc-omnichat: "Popover shows only when the panel is closed, the popover is not dismissed, the
// entrance is ready, and animation is stopped or has played once."
describe('launcher popover visibility', () => {
  const shown: PopoverInputs = {
    enabled: true,
    panelOpen: false,
    dismissed: false,
    entranceReady: true,
    animationStopped: true,
    animationPlayedOnce: false,
  };
  const cases: Array<[string, Partial<PopoverInputs>, boolean]> = [
    ['all conditions met, animation stopped', {}, true],
    ['animation played once', { animationStopped: false, animationPlayedOnce: true }, true],
    ['animation still running', { animationStopped: false, animationPlayedOnce: false }, false],
    ['panel open', { panelOpen: true }, false],
    ['dismissed', { dismissed: true }, false],
    ['entrance not ready', { entranceReady: false }, false],
    ['popover message disabled', { enabled: false }, false],
  ];
  for (const [name, patch, expected] of cases) {
    it(`${name}: ${expected ? 'shows' : 'hidden'}`, () => {
      expect(isPopoverVisible({ ...shown, ...patch })).to.equal(expected);
    });
  }

  it('follows main.popupMessageWhenDisplay, else setup.popupMessageWhenDisplay, else immediately', () => {
    const entrance = (data: Record<string, unknown>) => popoverEntrance(resolved(data).main);
    expect(entrance({ main: { popupMessageWhenDisplay: ['delay', 3] }, setup: { popupMessageWhenDisplay: ['scroll', 50] } })).to.deep.equal(
      ['delay', 3],
    );
    expect(entrance({ main: {}, setup: { popupMessageWhenDisplay: ['scroll', 50] } })).to.deep.equal(['scroll', 50]);
    expect(entrance({ main: { popupMessageWhenDisplay: ['Delay', '3'] } })).to.deep.equal(['delay', 3]);
    expect(entrance({ main: { popupMessageWhenDisplay: 'soon' } })).to.deep.equal(['immediately', 0]);
    expect(entrance({})).to.deep.equal(['immediately', 0]);
  });
});

describe('launcher last-seen storage', () => {
  it('reads and writes a timestamp per widget under the launcher key', () => {
    const backing = makeStorage();
    const storage = createStorage(() => backing);
    expect(readLastSeen(42, storage)).to.equal(undefined);
    writeLastSeen(42, 1_700_000_000_000, storage);
    expect(backing.data.get(lastSeenKey(42))).to.equal('1700000000000');
    expect(lastSeenKey(42)).to.equal('mc_launcher_last_seen_42');
    expect(readLastSeen(42, storage)).to.equal(1_700_000_000_000);
    expect(readLastSeen(43, storage)).to.equal(undefined);
  });

  it('reads a value that is not a timestamp as never seen', () => {
    const storage = createStorage(() => makeStorage({ initial: { [lastSeenKey(42)]: 'yesterday' } }));
    expect(readLastSeen(42, storage)).to.equal(undefined);
  });

  it('survives a storage that throws on every read and write', () => {
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      const storage = createStorage(() => makeStorage({ failReads: true, failWrites: true }));
      expect(readLastSeen(42, storage)).to.equal(undefined);
      writeLastSeen(42, 5000, storage);
      // Kept in memory for the rest of the page view.
      expect(readLastSeen(42, storage)).to.equal(5000);
      const missing = createStorage(() => {
        throw new DOMException('denied', 'SecurityError');
      });
      expect(readLastSeen(42, missing)).to.equal(undefined);
      expect(() => writeLastSeen(42, 5000, missing)).not.to.throw();
    } finally {
      console.warn = warn;
    }
  });
});
