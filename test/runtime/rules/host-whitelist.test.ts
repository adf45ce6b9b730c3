import '../../setup';
import { expect } from '@open-wc/testing';
import { isHostAllowed, needsHostWhitelist } from '../../../src/runtime/rules/host-whitelist';
import { OVERLAY_WIDGET_TYPES } from '../../../src/runtime/kinds';

const hostRows: Array<{ whitelist: readonly string[] | undefined; host: string; expected: boolean; why: string }> = [
  { whitelist: undefined, host: 'evil.example', expected: true, why: '"no whitelist means allowed"' },
  { whitelist: [], host: 'evil.example', expected: true, why: 'an empty whitelist is no whitelist' },
  { whitelist: ['', '  '], host: 'evil.example', expected: true, why: 'a whitelist of blanks is no whitelist' },
  { whitelist: ['shop.example.com'], host: 'shop.example.com', expected: true, why: '"the current host is in the whitelist"' },
  { whitelist: ['shop.example.com'], host: 'other.example.com', expected: false, why: 'a host not in the whitelist is refused' },
  { whitelist: ['shop.example.com'], host: 'localhost', expected: true, why: '"localhost always added"' },
  { whitelist: ['shop.example.com'], host: 'localhost:8000', expected: true, why: 'localhost with a port' },
  { whitelist: ['shop.example.com'], host: '127.0.0.1', expected: false, why: 'only the name localhost is added' },
  { whitelist: ['Shop.Example.COM'], host: 'shop.EXAMPLE.com', expected: true, why: 'hosts compare case-insensitively' },
  { whitelist: ['shop.example.com'], host: 'shop.example.com:8443', expected: true, why: 'the port of the current host is ignored' },
  { whitelist: ['shop.example.com:8443'], host: 'shop.example.com', expected: true, why: 'a port in an entry is ignored' },
  {
    whitelist: ['https://shop.example.com/collections?x=1#y'],
    host: 'shop.example.com',
    expected: true,
    why: 'scheme, path, query and hash are stripped from entries',
  },
  { whitelist: ['//shop.example.com/'], host: 'shop.example.com', expected: true, why: 'a protocol-relative entry' },
  {
    whitelist: ['https://user:pw@shop.example.com'],
    host: 'shop.example.com',
    expected: true,
    why: 'credentials in an entry are stripped',
  },
  { whitelist: ['shop.example.com.'], host: 'shop.example.com', expected: true, why: 'a fully qualified trailing dot is dropped' },
  { whitelist: [' shop.example.com '], host: 'shop.example.com', expected: true, why: 'spaces around an entry are trimmed' },
  { whitelist: ['shop.example.com'], host: 'www.shop.example.com', expected: false, why: 'exact match: www. needs its own entry' },
  { whitelist: ['example.com'], host: 'shop.example.com', expected: false, why: 'exact match: subdomains need their own entry' },
  { whitelist: ['shop.example.com'], host: 'example.com', expected: false, why: 'exact match: the parent domain is not included' },
  { whitelist: ['shop.example.com'], host: 'shop.example.com.evil.io', expected: false, why: 'exact match: no prefix match' },
  { whitelist: ['[::1]:8080'], host: '[::1]', expected: true, why: 'IPv6 hosts keep their brackets, lose their port' },
  { whitelist: ['shop.example.com'], host: '', expected: false, why: 'an empty host is not in a whitelist' },
];

describe('isHostAllowed (docs/display-rules.md#host-whitelist)', () => {
  for (const { whitelist, host, expected, why } of hostRows) {
    it(`${JSON.stringify(whitelist)} ${expected ? 'allows' : 'refuses'} ${JSON.stringify(host)}: ${why}`, () => {
      expect(isHostAllowed(whitelist, host)).to.equal(expected);
    });
  }

  it('does not throw on a non-string host or entries', () => {
    expect(isHostAllowed(['shop.example.com'], undefined as unknown as string)).to.equal(false);
    expect(isHostAllowed([42, 'shop.example.com'] as unknown as string[], 'shop.example.com')).to.equal(true);
    expect(isHostAllowed('shop.example.com' as unknown as string[], 'x.io')).to.equal(true);
  });
});

const widgetRows: Array<{ widget_type: string; channel: string; phone: string | undefined; expected: boolean; why: string }> = [
  { widget_type: 'modal', channel: 'sms', phone: undefined, expected: true, why: '"Overlay widgets of channel sms" need the whitelist' },
  { widget_type: 'modal', channel: 'sms', phone: '+15550100', expected: true, why: 'sms needs it with or without a phone' },
  { widget_type: 'omnichat', channel: 'omni', phone: '+15550100', expected: true, why: '"or omni with a widget phone"' },
  { widget_type: 'omnichat', channel: 'omni', phone: undefined, expected: false, why: 'omni without a widget phone is not restricted' },
  { widget_type: 'omnichat', channel: 'omni', phone: '   ', expected: false, why: 'a blank widget phone is no phone' },
  { widget_type: 'modal', channel: 'fb', phone: '+15550100', expected: false, why: 'other channels are not restricted' },
  { widget_type: 'modal', channel: 'none', phone: '+15550100', expected: false, why: 'none is treated as fb' },
  { widget_type: 'box', channel: 'sms', phone: '+15550100', expected: false, why: 'box is an embed, not an overlay' },
  { widget_type: 'button', channel: 'sms', phone: '+15550100', expected: false, why: 'button is an embed, not an overlay' },
  { widget_type: 'landing', channel: 'sms', phone: '+15550100', expected: false, why: 'landing is not an overlay' },
  { widget_type: 'checkbox', channel: 'omni', phone: '+15550100', expected: false, why: 'checkbox is not an overlay' },
  ...OVERLAY_WIDGET_TYPES.map((widget_type) => ({
    widget_type,
    channel: 'sms',
    phone: undefined,
    expected: true,
    why: `${widget_type} is an overlay`,
  })),
];

describe('needsHostWhitelist (docs/display-rules.md#host-whitelist)', () => {
  for (const { widget_type, channel, phone, expected, why } of widgetRows) {
    it(`${widget_type}/${channel} with phone ${JSON.stringify(phone)} ${expected ? 'needs' : 'skips'} the whitelist: ${why}`, () => {
      expect(needsHostWhitelist({ widget_type, channel }, phone)).to.equal(expected);
    });
  }
});
