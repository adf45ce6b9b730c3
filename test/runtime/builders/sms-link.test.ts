import '../../setup';
import { expect } from '@open-wc/testing';
import { buildSmsLink, chooseSmsLinkForm, smsPhone } from '../../../src/runtime/builders/sms-link';

describe('buildSmsLink', () => {
  // docs/opt-in.md#sms-keyword-flow: "sms:{phone}?&body=... in one case, sms:{phone}&body=... otherwise".
  const cases: Array<[string, Parameters<typeof buildSmsLink>, string]> = [
    ['query form', ['+15550100', 'JOIN', 'query'], 'sms:+15550100?&body=JOIN'],
    ['ampersand form', ['+15550100', 'JOIN', 'ampersand'], 'sms:+15550100&body=JOIN'],
    ['encodes the body', ['+15550100', 'JOIN ref=a&b', 'query'], 'sms:+15550100?&body=JOIN%20ref%3Da%26b'],
    ['encodes the body in the ampersand form', ['+15550100', 'Hi #1?', 'ampersand'], 'sms:+15550100&body=Hi%20%231%3F'],
    ['strips phone formatting', ['+1 (555) 010-0199', 'x', 'query'], 'sms:+15550100199?&body=x'],
    ['keeps a number without +', ['555 0100', 'x', 'query'], 'sms:5550100?&body=x'],
    ['allows an empty phone (composer asks for one)', ['', 'JOIN', 'ampersand'], 'sms:&body=JOIN'],
    ['allows an empty body', ['+1', '', 'query'], 'sms:+1?&body='],
  ];
  for (const [name, args, expected] of cases) {
    it(name, () => expect(buildSmsLink(...args)).to.equal(expected));
  }
});

describe('smsPhone', () => {
  const cases: Array<[string | null | undefined, string]> = [
    ['+15550100', '+15550100'],
    [' +1 555-0100 ', '+15550100'],
    ['1+555', '1555'],
    ['+', ''],
    ['?&body=evil#', ''],
    [null, ''],
    [undefined, ''],
  ];
  for (const [input, expected] of cases) {
    it(`${JSON.stringify(input)} → "${expected}"`, () => expect(smsPhone(input)).to.equal(expected));
  }
});

describe('chooseSmsLinkForm', () => {
  const ua = {
    iphone17:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    iphone8:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 8_0 like Mac OS X) AppleWebKit/600.1.4 (KHTML, like Gecko) Version/8.0 Mobile/12A365 Safari/600.1.4',
    iphone7:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 7_1_2 like Mac OS X) AppleWebKit/537.51.2 (KHTML, like Gecko) Version/7.0 Mobile/11D257 Safari/9537.53',
    ipad16:
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
    ipod12:
      'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
    chromeIos:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/122.0.6261.89 Mobile/15E148 Safari/604.1',
    android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Mobile Safari/537.36',
    ipadDesktopMode:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36',
  };
  const cases: Array<[string, string, 'query' | 'ampersand']> = [
    ['iOS 17 iPhone uses &body=', ua.iphone17, 'ampersand'],
    ['iOS 8 (the first with &body=) uses it', ua.iphone8, 'ampersand'],
    ['iOS 7 predates &body=', ua.iphone7, 'query'],
    ['iPad on iOS 16 uses &body=', ua.ipad16, 'ampersand'],
    ['iPod touch on iOS 12 uses &body=', ua.ipod12, 'ampersand'],
    ['Chrome on iOS is still iOS', ua.chromeIos, 'ampersand'],
    ['Android uses ?&body=', ua.android, 'query'],
    ['iPad in desktop mode looks like a Mac and gets the safe default', ua.ipadDesktopMode, 'query'],
    ['desktop Windows gets the default', ua.windows, 'query'],
    ['an empty user agent gets the default', '', 'query'],
  ];
  for (const [name, userAgent, expected] of cases) {
    it(name, () => expect(chooseSmsLinkForm(userAgent)).to.equal(expected));
  }
});
