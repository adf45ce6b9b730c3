import '../../setup';
import { expect } from '@open-wc/testing';
import { defaultChoice } from '../../../src/react/sms/default-choice';
import { isIosDevice } from '../../../src/react/sms/device';
import { composePhoneNumber } from '../../../src/react/sms/phone-number';

describe('composePhoneNumber (docs/opt-in.md#sms-by-phone-number)', () => {
  const cases: Array<[string, string, string]> = [
    ['49', '15123456789', '+4915123456789'],
    ['49', '151 2345-6789', '+4915123456789'],
    ['1', '(201) 555-0123', '+12015550123'],
    ['1809', '5550100', '+18095550100'],
    ['49', '', ''],
    ['49', '  - ', ''],
    // A number typed with its own + keeps its own country code.
    ['49', '+44 7911 123456', '+447911123456'],
  ];
  for (const [prefix, typed, expected] of cases) {
    it(`+${prefix} and "${typed}" give "${expected}"`, () => expect(composePhoneNumber(prefix, typed)).to.equal(expected));
  }
});

describe('defaultChoice (docs/opt-in.md#sms-by-phone-number: first browser language of the form xx-YY, default US)', () => {
  const cases: Array<[string[], string, string]> = [
    [['de-DE'], 'DE', '49'],
    [['pt-BR', 'en-US'], 'BR', '55'],
    [['en'], 'US', '1'],
    [[], 'US', '1'],
    [['en-GB'], 'GB', '44'],
    [['fr-ZZ'], 'US', '1'],
  ];
  for (const [languages, code, prefix] of cases) {
    it(`${JSON.stringify(languages)} → ${code} +${prefix}`, () => expect(defaultChoice(languages)).to.deep.equal({ code, prefix }));
  }
});

describe('isIosDevice', () => {
  const cases: Array<[string, number, boolean]> = [
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      5,
      true,
    ],
    ['Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148', 5, true],
    ['Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X) AppleWebKit/605.1.15', 5, true],
    // iPadOS in desktop mode: a Mac user agent with a touch screen.
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', 5, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', 0, false],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36', 5, false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36', 10, false],
  ];
  for (const [userAgent, touchPoints, expected] of cases) {
    it(`${expected ? 'is' : 'is not'} iOS: ${userAgent.slice(13, 40)}… (${touchPoints} touch points)`, () =>
      expect(isIosDevice(userAgent, touchPoints)).to.equal(expected));
  }
});
