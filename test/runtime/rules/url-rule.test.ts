import '../../setup';
import { expect } from '@open-wc/testing';
import { matchUrl } from '../../../src/runtime/rules/url-pattern';
import { isUrlAllowed, type UrlRuleSetup } from '../../../src/runtime/rules/url-rule';

const URL = 'https://shop.example.com/blog/post';

const rows: Array<{ setup: UrlRuleSetup; url: string; expected: boolean; why: string }> = [
  { setup: {}, url: URL, expected: true, why: '"Otherwise allowed": no lists at all' },
  { setup: { urlWhitelist: [], urlBlacklist: [] }, url: URL, expected: true, why: 'empty lists allow' },
  { setup: { urlWhitelist: ['/blog/**'] }, url: URL, expected: true, why: '"the page URL must match one entry" of a non-empty whitelist' },
  { setup: { urlWhitelist: ['/shop/**', '/blog/*'] }, url: URL, expected: true, why: 'matching any one whitelist entry is enough' },
  { setup: { urlWhitelist: ['/shop/**'] }, url: URL, expected: false, why: 'a non-empty whitelist the URL misses refuses' },
  { setup: { urlBlacklist: ['/blog/**'] }, url: URL, expected: false, why: '"if a blacklist is present, it must match none"' },
  { setup: { urlBlacklist: ['/shop/**'] }, url: URL, expected: true, why: 'a blacklist the URL misses allows' },
  { setup: { urlBlacklist: ['/shop/**', '/blog/*'] }, url: URL, expected: false, why: 'any one blacklist entry refuses' },
  {
    setup: { urlWhitelist: ['/blog/**'], urlBlacklist: ['/blog/post'] },
    url: URL,
    expected: true,
    why: 'a non-empty whitelist decides alone; the blacklist is "Otherwise"',
  },
  {
    setup: { urlWhitelist: ['/shop/**'], urlBlacklist: ['/other'] },
    url: URL,
    expected: false,
    why: 'a missed whitelist refuses even when the blacklist does not match',
  },
  {
    setup: { urlWhitelist: [], urlBlacklist: ['/blog/**'] },
    url: URL,
    expected: false,
    why: 'an empty whitelist is not "present and non-empty"',
  },
  { setup: { urlWhitelist: ['', '  '] }, url: URL, expected: true, why: 'a whitelist of blank entries counts as empty' },
  { setup: { urlWhitelist: ['', '/shop/**'] }, url: URL, expected: false, why: 'blank entries are ignored, the real one still applies' },
  { setup: { urlBlacklist: ['', ' '] }, url: URL, expected: true, why: 'blank blacklist entries block nothing' },
  {
    setup: { urlWhitelist: ['  ', '/blog/**'], urlBlacklist: ['/blog/**'] },
    url: URL,
    expected: true,
    why: 'blank entries do not hide a real whitelist',
  },
];

describe('isUrlAllowed (docs/display-rules.md#url-rule)', () => {
  for (const { setup, url, expected, why } of rows) {
    it(`${JSON.stringify(setup)} ${expected ? 'allows' : 'refuses'} ${url}: ${why}`, () => {
      expect(isUrlAllowed(setup, url, matchUrl)).to.equal(expected);
    });
  }

  it('treats lists that are not arrays as absent', () => {
    const setup = { urlWhitelist: 'nope', urlBlacklist: null } as unknown as UrlRuleSetup;
    expect(isUrlAllowed(setup, URL, matchUrl)).to.equal(true);
  });
});
