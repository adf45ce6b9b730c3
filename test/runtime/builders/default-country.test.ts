import '../../setup';
import { expect } from '@open-wc/testing';
import { defaultCountry } from '../../../src/runtime/builders/default-country';

describe('defaultCountry', () => {
  // docs/opt-in.md#sms-by-phone-number: "Default country inferred from the first browser language of the form xx-YY; default US."
  const cases: Array<[string, readonly unknown[] | undefined, string]> = [
    ['de-DE gives DE', ['de-DE'], 'DE'],
    ['pt-BR gives BR', ['pt-BR', 'en-US'], 'BR'],
    ['the first xx-YY entry wins', ['fr-CA', 'fr-FR'], 'CA'],
    ['a bare language is skipped for a later xx-YY', ['en', 'de-DE'], 'DE'],
    ['a bare language alone gives US', ['en'], 'US'],
    ['an empty list gives US', [], 'US'],
    ['no list gives US', undefined, 'US'],
    ['a lower-case region is accepted and upper-cased', ['en-gb'], 'GB'],
    ['an underscore locale is accepted', ['en_AU'], 'AU'],
    ['a script subtag is not xx-YY', ['zh-Hant-TW'], 'US'],
    ['a script subtag is skipped for a later xx-YY', ['zh-Hant-TW', 'zh-TW'], 'TW'],
    ['a numeric region is not xx-YY', ['es-419'], 'US'],
    ['a three-letter language is not xx-YY', ['fil-PH'], 'US'],
    ['non-string entries are skipped', [null, 42, 'it-IT'], 'IT'],
  ];
  for (const [name, languages, expected] of cases) {
    it(name, () => expect(defaultCountry(languages)).to.equal(expected));
  }
});
