import '../../setup';
import { expect } from '@open-wc/testing';
import { matchUrl, matchUrlPattern } from '../../../src/runtime/rules/url-pattern';

interface Row {
  pattern: string;
  url: string;
  expected: boolean;
  why: string;
}

const rows: Row[] = [
  // "** matches any characters"
  { pattern: '/blog/**', url: 'https://x.com/blog/a/b', expected: true, why: '"** matches any characters", slashes included' },
  { pattern: '/blog/**', url: 'https://x.com/blog/a', expected: true, why: '** covers a single segment too' },
  { pattern: '/blog/**', url: 'https://x.com/news/blog/a', expected: false, why: 'a path pattern is anchored at the path start' },
  { pattern: 'x.com/**/checkout', url: 'https://x.com/a/b/c/checkout', expected: true, why: '** in the middle spans segments' },
  { pattern: '**', url: 'https://any.host/any/path?q=1', expected: true, why: '** alone matches every page' },
  { pattern: '**/cart', url: 'https://x.com/cart', expected: true, why: 'leading ** covers the host' },
  { pattern: '**/cart', url: 'https://x.com/cart/items', expected: false, why: 'the rest of the pattern is still anchored at the end' },
  // "* matches within one path segment"
  { pattern: '/blog/*', url: '/blog/a', expected: true, why: '"* matches within one path segment"' },
  { pattern: '/blog/*', url: 'https://x.com/blog/a', expected: true, why: '* matches a segment on a full URL' },
  { pattern: '/blog/*', url: '/blog/a/b', expected: false, why: '"* matches within one path segment": it never crosses a /' },
  { pattern: '/blog/*/edit', url: '/blog/post-1/edit', expected: true, why: '* in the middle of a path' },
  { pattern: '/blog/*/edit', url: '/blog/2024/post/edit', expected: false, why: '* in the middle covers one segment only' },
  { pattern: '/shop/item-*', url: '/shop/item-42', expected: true, why: '* within part of a segment' },
  { pattern: '*.example.com/cart', url: 'https://shop.example.com/cart', expected: true, why: '* in the host names any subdomain' },
  {
    pattern: '*.example.com/cart',
    url: 'https://example.com/cart',
    expected: false,
    why: 'the literal dot before example.com is required',
  },
  // "a [..] group is matched literally"
  { pattern: '/p/[*]', url: '/p/*', expected: true, why: '"a [..] group is matched literally": [*] is a literal star' },
  { pattern: '/p/[*]', url: '/p/anything', expected: false, why: '[*] is no wildcard' },
  { pattern: '/p/[**]', url: '/p/a/b', expected: false, why: '[**] is no wildcard either' },
  { pattern: '/p/[?]x', url: '/p/?x', expected: true, why: '[?] is a literal question mark' },
  { pattern: '/p/[?]x', url: '/p/ax', expected: false, why: '[?] does not stand for one character' },
  { pattern: '/p/[abc]', url: '/p/abc', expected: true, why: 'the group contents are literal text' },
  { pattern: '/p/[abc]', url: '/p/a', expected: false, why: 'a [..] group is not a character class' },
  { pattern: '/p/[', url: '/p/[', expected: true, why: 'an unclosed [ is a plain character' },
  // "case-insensitive"
  {
    pattern: 'shop.example.com/cart',
    url: 'HTTPS://Shop.example.com/Cart#x',
    expected: true,
    why: '"case-insensitive; scheme and hash ignored"',
  },
  { pattern: 'SHOP.EXAMPLE.COM/CART', url: 'https://shop.example.com/cart', expected: true, why: 'case-insensitive in the pattern too' },
  { pattern: '/p/[ABC]', url: '/p/abc', expected: true, why: 'literal groups are case-insensitive as well' },
  // "scheme and hash ignored"
  {
    pattern: 'https://shop.example.com/cart',
    url: 'http://shop.example.com/cart',
    expected: true,
    why: '"scheme ... ignored" on both sides',
  },
  {
    pattern: 'ftp://shop.example.com/cart',
    url: 'shop.example.com/cart',
    expected: true,
    why: 'any xxx:// scheme is dropped from the pattern',
  },
  {
    pattern: 'shop.example.com/cart',
    url: 'app+x://shop.example.com/cart',
    expected: true,
    why: 'any xxx:// scheme is dropped from the URL',
  },
  {
    pattern: 'shop.example.com/cart',
    url: '//shop.example.com/cart',
    expected: true,
    why: 'a protocol-relative URL has no scheme to drop',
  },
  { pattern: 'shop.example.com/cart#top', url: 'https://shop.example.com/cart', expected: true, why: '"hash ignored" in the pattern' },
  {
    pattern: 'shop.example.com/cart',
    url: 'https://shop.example.com/cart#/a/b',
    expected: true,
    why: '"hash ignored" in the URL, even a router hash',
  },
  { pattern: '/cart', url: 'https://shop.example.com/other#/cart', expected: false, why: 'the hash is not searched for the path' },
  // "a pattern ending in / allows an optional trailing slash"
  {
    pattern: 'shop.example.com/cart/',
    url: 'https://shop.example.com/cart',
    expected: true,
    why: '"a pattern ending in / allows an optional trailing slash": without',
  },
  {
    pattern: 'shop.example.com/cart/',
    url: 'https://shop.example.com/cart/',
    expected: true,
    why: '"a pattern ending in / allows an optional trailing slash": with',
  },
  {
    pattern: 'shop.example.com/cart/',
    url: 'https://shop.example.com/cart/extra',
    expected: false,
    why: 'the optional slash is not a prefix match',
  },
  {
    pattern: 'shop.example.com/cart',
    url: 'https://shop.example.com/cart/',
    expected: false,
    why: 'only a pattern ending in / makes the slash optional',
  },
  { pattern: 'shop.example.com/cart', url: 'shop.example.com/cart/extra', expected: false, why: 'a plain pattern is anchored at the end' },
  {
    pattern: 'shop.example.com/cart[/]',
    url: 'https://shop.example.com/cart',
    expected: false,
    why: 'a bracketed [/] is a required slash',
  },
  // Literal metacharacters
  { pattern: 'shop.example.com/cart', url: 'https://shopXexampleYcom/cart', expected: false, why: '. is a literal dot, not any character' },
  { pattern: '/a+b', url: '/a+b', expected: true, why: '+ is literal' },
  { pattern: '/a+b', url: '/aab', expected: false, why: '+ is no repetition' },
  { pattern: '/f(x)', url: '/f(x)', expected: true, why: 'parentheses are literal' },
  { pattern: '/a$b^c|d', url: '/a$b^c|d', expected: true, why: '$ ^ | are literal' },
  { pattern: '/a{2}', url: '/a{2}', expected: true, why: 'braces are literal' },
  { pattern: '/a\\d', url: '/a\\d', expected: true, why: 'a backslash is literal' },
  { pattern: '/a\\d', url: '/a1', expected: false, why: '\\d is not a digit class' },
  // Query strings (decision: a pattern without ? ignores the query)
  {
    pattern: 'shop.example.com/cart',
    url: 'https://shop.example.com/cart?utm_source=mail',
    expected: true,
    why: 'a pattern naming no ? compares the path only',
  },
  { pattern: '/search?q=shoes', url: 'https://x.com/search?q=shoes', expected: true, why: 'a pattern naming ? compares the query' },
  { pattern: '/search?q=shoes', url: 'https://x.com/search?q=boots', expected: false, why: 'a named query must match' },
  { pattern: '/search?q=*', url: 'https://x.com/search?q=boots', expected: true, why: '* works inside the query' },
  { pattern: '/search?q=shoes', url: 'https://x.com/search', expected: false, why: 'a named query must be present' },
  { pattern: '/cart/', url: 'https://x.com/cart/?step=2', expected: true, why: 'the optional slash holds before a dropped query' },
  // Path-only patterns match any host
  { pattern: '/pricing', url: 'https://a.com/pricing', expected: true, why: 'a path pattern matches on any host' },
  { pattern: '/pricing', url: 'https://b.org:8080/pricing', expected: true, why: 'a path pattern matches on any host and port' },
  { pattern: '/pricing', url: 'https://a.com/en/pricing', expected: false, why: 'a path pattern starts at the path root' },
  { pattern: '/', url: 'https://a.com/', expected: true, why: 'the root path pattern matches the home page' },
  { pattern: '/', url: 'https://a.com', expected: true, why: 'a URL with no path is the home page' },
  { pattern: '/', url: 'https://a.com/about', expected: false, why: 'the root path pattern matches only the home page' },
  // Host patterns
  { pattern: 'shop.example.com', url: 'https://shop.example.com/', expected: true, why: 'a bare host names its home page' },
  { pattern: 'shop.example.com', url: 'https://shop.example.com', expected: true, why: 'a bare host names its home page, no slash' },
  { pattern: 'shop.example.com', url: 'https://shop.example.com/cart', expected: false, why: 'a bare host is not the whole site' },
  {
    pattern: 'example.com/cart',
    url: 'https://shop.example.com/cart',
    expected: false,
    why: 'a host pattern is anchored at the host start',
  },
  { pattern: 'example.com/cart', url: 'https://www.example.com/cart', expected: false, why: 'www. gets no special handling' },
  { pattern: 'shop.example.com/cart', url: '/cart', expected: false, why: 'a bare path URL has no host to match a host pattern' },
  { pattern: '  shop.example.com/cart  ', url: ' https://shop.example.com/cart ', expected: true, why: 'surrounding spaces are ignored' },
  // Empty and garbage input never throws
  { pattern: '', url: 'https://x.com/', expected: false, why: 'an empty pattern matches nothing' },
  { pattern: '   ', url: 'https://x.com/', expected: false, why: 'a blank pattern matches nothing' },
  { pattern: '#only-hash', url: 'https://x.com/', expected: false, why: 'a pattern that is only a hash matches nothing' },
  { pattern: 'https://', url: 'https://x.com/', expected: false, why: 'a pattern that is only a scheme matches nothing' },
  { pattern: '/a', url: '', expected: false, why: 'an empty URL matches no path' },
  { pattern: '((([[[***', url: '(((', expected: false, why: 'garbage compiles safely' },
];

describe('matchUrlPattern (docs/display-rules.md#url-patterns)', () => {
  for (const { pattern, url, expected, why } of rows) {
    it(`${JSON.stringify(pattern)} ${expected ? 'matches' : 'does not match'} ${JSON.stringify(url)}: ${why}`, () => {
      expect(matchUrlPattern(pattern, url)).to.equal(expected);
    });
  }

  const garbage: unknown[] = [undefined, null, 42, {}, [], () => 1];
  for (const value of garbage) {
    it(`never throws on ${String(value)} as pattern or URL`, () => {
      expect(matchUrlPattern(value as string, 'https://x.com/')).to.equal(false);
      expect(matchUrlPattern('/a', value as string)).to.equal(false);
    });
  }
});

describe('matchUrl (any of the patterns)', () => {
  const cases: Array<{ patterns: readonly string[]; url: string; expected: boolean; why: string }> = [
    { patterns: [], url: 'https://x.com/', expected: false, why: 'no patterns match nothing' },
    { patterns: ['/a', '/b'], url: 'https://x.com/b', expected: true, why: 'one matching pattern is enough' },
    { patterns: ['/a', '/b'], url: 'https://x.com/c', expected: false, why: 'none matching gives false' },
    { patterns: ['', '/c'], url: 'https://x.com/c', expected: true, why: 'an empty entry does not spoil the others' },
  ];
  for (const { patterns, url, expected, why } of cases) {
    it(`${JSON.stringify(patterns)} on ${url} is ${expected}: ${why}`, () => {
      expect(matchUrl(patterns, url)).to.equal(expected);
    });
  }

  it('returns false when the list is not an array', () => {
    expect(matchUrl(undefined as unknown as string[], 'https://x.com/')).to.equal(false);
  });
});
