import '../../setup';
import { expect } from '@open-wc/testing';
import { detectDevice, isDeviceAllowed } from '../../../src/runtime/rules/device-rule';
import { MOBILE_VIEWPORT_MAX_PX } from '../../../src/runtime/constants';
import type { Device } from '../../../src/runtime/types';

const rows: Array<{ hideOnMobile: unknown; device: Device; expected: boolean; why: string }> = [
  { hideOnMobile: true, device: 'mobile', expected: false, why: '"hideOnMobile true hides on mobile"' },
  { hideOnMobile: true, device: 'desktop', expected: true, why: 'true hides on mobile only' },
  { hideOnMobile: 'desktop', device: 'desktop', expected: false, why: '"value desktop hides on desktop"' },
  { hideOnMobile: 'desktop', device: 'mobile', expected: true, why: 'desktop still shows on mobile' },
  { hideOnMobile: 'mobile', device: 'desktop', expected: false, why: '"value mobile hides when not on mobile"' },
  { hideOnMobile: 'mobile', device: 'mobile', expected: true, why: 'mobile shows on mobile' },
  { hideOnMobile: 'everywhere', device: 'mobile', expected: true, why: '"other values allow": the default everywhere' },
  { hideOnMobile: 'everywhere', device: 'desktop', expected: true, why: '"other values allow": the default everywhere' },
  { hideOnMobile: false, device: 'mobile', expected: true, why: '"other values allow": false' },
  { hideOnMobile: undefined, device: 'mobile', expected: true, why: '"other values allow": missing' },
  { hideOnMobile: null, device: 'desktop', expected: true, why: '"other values allow": null' },
  { hideOnMobile: 'true', device: 'mobile', expected: true, why: 'the string "true" is another value, not true' },
  { hideOnMobile: 1, device: 'mobile', expected: true, why: '1 is another value, not true' },
  { hideOnMobile: 'Desktop', device: 'desktop', expected: true, why: 'values are compared exactly' },
];

describe('isDeviceAllowed (docs/display-rules.md#device-rule)', () => {
  for (const { hideOnMobile, device, expected, why } of rows) {
    it(`hideOnMobile ${JSON.stringify(hideOnMobile)} on ${device} is ${expected ? 'shown' : 'hidden'}: ${why}`, () => {
      expect(isDeviceAllowed(hideOnMobile, device)).to.equal(expected);
    });
  }
});

const UA = {
  iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 12_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X) AppleWebKit/605.1.15',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
  firefoxMobile: 'Mozilla/5.0 (Mobile; rv:120.0) Gecko/120.0 Firefox/120.0',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
};

const detections: Array<{ ua: string; touch: number; width: number; expected: Device; why: string }> = [
  { ua: UA.iPhone, touch: 5, width: 390, expected: 'mobile', why: 'UA says iPhone' },
  { ua: UA.iPad, touch: 5, width: 1024, expected: 'mobile', why: 'UA says iPad' },
  { ua: UA.iPod, touch: 5, width: 320, expected: 'mobile', why: 'UA says iPod' },
  { ua: UA.androidPhone, touch: 5, width: 412, expected: 'mobile', why: 'UA says Android (and Mobile)' },
  { ua: UA.androidTablet, touch: 10, width: 1280, expected: 'mobile', why: 'UA says Android without Mobile' },
  { ua: UA.firefoxMobile, touch: 5, width: 400, expected: 'mobile', why: 'UA says Mobi' },
  { ua: UA.mac, touch: 5, width: 1024, expected: 'mobile', why: 'iPadOS sends a Mac UA but has touch points > 1' },
  { ua: UA.mac, touch: 1, width: 1024, expected: 'desktop', why: 'a Mac UA with one touch point is not an iPad' },
  { ua: UA.mac, touch: 0, width: 1440, expected: 'desktop', why: 'a real Mac' },
  { ua: UA.windows, touch: 10, width: 1366, expected: 'desktop', why: 'a Windows touch laptop stays desktop' },
  { ua: UA.windows, touch: 10, width: 500, expected: 'desktop', why: 'a narrow window does not override a known desktop UA' },
  { ua: UA.linux, touch: 0, width: 1920, expected: 'desktop', why: 'a Linux desktop' },
  { ua: '', touch: 5, width: MOBILE_VIEWPORT_MAX_PX, expected: 'mobile', why: 'empty UA: a touch screen at the mobile width limit' },
  { ua: '', touch: 5, width: MOBILE_VIEWPORT_MAX_PX + 1, expected: 'desktop', why: 'empty UA: a touch screen past the mobile width limit' },
  { ua: '', touch: 0, width: 360, expected: 'desktop', why: 'empty UA: no touch means no phone' },
  { ua: '', touch: 5, width: 0, expected: 'desktop', why: 'empty UA: an unknown width proves nothing' },
];

describe('detectDevice', () => {
  for (const { ua, touch, width, expected, why } of detections) {
    it(`${expected} for ${why} (touch ${touch}, width ${width})`, () => {
      expect(detectDevice(ua, touch, width)).to.equal(expected);
    });
  }

  it('does not throw on a missing user agent', () => {
    expect(detectDevice(undefined as unknown as string, 0, 1200)).to.equal('desktop');
  });
});
