import '../setup';
import { expect } from '@open-wc/testing';
import { normaliseRedirect, safeRedirect, safeUrl } from '../../src/runtime/url-safety';

/** Every way a configured link has been seen to smuggle a script past a naive check. */
const DANGEROUS: Array<[string, string]> = [
  ['plain javascript:', 'javascript:alert(1)'],
  ['upper case', 'JAVASCRIPT:alert(1)'],
  ['mixed case', 'JaVaScRiPt:alert(1)'],
  ['a tab inside the scheme', 'java\tscript:alert(1)'],
  ['a newline inside the scheme', 'java\nscript:alert(1)'],
  ['a carriage return inside the scheme', 'java\rscript:alert(1)'],
  ['leading spaces', '   javascript:alert(1)'],
  ['leading control characters', '\u0001\u0010javascript:alert(1)'],
  ['a NUL inside the scheme', 'java\u0000script:alert(1)'],
  ['a zero-width space inside the scheme', 'java\u200bscript:alert(1)'],
  ['the &colon; entity', 'javascript&colon;alert(1)'],
  ['a decimal entity', '&#106;avascript:alert(1)'],
  ['a padded decimal entity without semicolon', '&#0000106avascript:alert(1)'],
  ['a hex entity', '&#x6A;avascript:alert(1)'],
  ['an upper-case hex entity', '&#X6A;avascript:alert(1)'],
  ['an entity-encoded tab', 'java&Tab;script:alert(1)'],
  ['an entity-encoded newline', 'java&NewLine;script:alert(1)'],
  ['a percent-encoded colon', 'javascript%3Aalert(1)'],
  ['a percent-encoded first letter', '%6Aavascript:alert(1)'],
  ['double percent-encoding', 'javascript%253Aalert(1)'],
  ['data: HTML', 'data:text/html,<script>alert(1)</script>'],
  ['data: base64', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['upper-case DATA:', 'DATA:text/html,x'],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['upper-case VBSCRIPT:', 'VBScript:msgbox(1)'],
];

describe('safeUrl', () => {
  for (const [name, url] of DANGEROUS) {
    it(`refuses ${name}: ${JSON.stringify(url)}`, () => expect(safeUrl(url)).to.equal(null));
  }

  const kept: Array<[string, string]> = [
    ['https', 'https://example.com/a?b=1#c'],
    ['http', 'http://example.com/'],
    ['an absolute path', '/path/to/page'],
    ['a fragment', '#x'],
    ['a protocol-relative URL', '//cdn.example.com/x'],
    ['a relative path', 'thanks.html'],
    ['mailto', 'mailto:a@b.c'],
    ['sms', 'sms:+1555'],
    ['sms with a body', 'sms:+1555?&body=JOIN'],
    ['tel', 'tel:+15550100'],
    ['upper-case HTTPS', 'HTTPS://EXAMPLE.COM/'],
    ['an https URL whose query mentions javascript:', 'https://example.com/?next=javascript%3Aalert(1)'],
    ['an https URL with an entity-like query', 'https://example.com/?a=1&amp;b=2'],
  ];
  for (const [name, url] of kept) {
    it(`keeps ${name}: ${url}`, () => expect(safeUrl(url)).to.equal(url));
  }

  it('returns the URL as the browser reads it: ends trimmed, tabs and newlines removed', () => {
    expect(safeUrl('  https://exam\tple.com/\n ')).to.equal('https://example.com/');
  });

  const refusedOther: Array<[string, unknown]> = [
    ['ftp (not allow-listed)', 'ftp://example.com/file'],
    ['file', 'file:///etc/passwd'],
    ['blob', 'blob:https://example.com/uuid'],
    ['an unknown scheme', 'intent://scan/#Intent;scheme=zxing;end'],
    ['the empty string', ''],
    ['whitespace only', ' \t\n'],
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
    ['an object', { href: 'https://example.com' }],
  ];
  for (const [name, url] of refusedOther) {
    it(`refuses ${name}`, () => expect(safeUrl(url)).to.equal(null));
  }

  it('honours a narrower allow-list', () => {
    expect(safeUrl('mailto:a@b.c', ['https:'])).to.equal(null);
    expect(safeUrl('https://example.com', ['https:'])).to.equal('https://example.com');
    expect(safeUrl('http://example.com', ['https:'])).to.equal(null);
  });

  it('does not throw on malformed input', () => {
    for (const url of ['%', '%E0%A4%A', '&#99999999999;', 'http://[::1', 'https://exa mple.com']) {
      expect(() => safeUrl(url)).to.not.throw();
    }
  });
});

describe('normaliseRedirect', () => {
  // docs/opt-in.md#redirect: "A URL not starting with http, / or # gets // prepended."
  const cases: Array<[string, string]> = [
    ['example.com/x', '//example.com/x'],
    ['www.example.com', '//www.example.com'],
    ['httpbin.org/get', '//httpbin.org/get'],
    ['localhost:3000/x', '//localhost:3000/x'],
    ['https://example.com/x', 'https://example.com/x'],
    ['http://example.com/x', 'http://example.com/x'],
    ['HTTPS://example.com', 'HTTPS://example.com'],
    ['/thanks', '/thanks'],
    ['//cdn.example.com', '//cdn.example.com'],
    ['#done', '#done'],
    ['mailto:a@b.c', 'mailto:a@b.c'],
    ['tel:+15550100', 'tel:+15550100'],
    ['  example.com  ', '//example.com'],
    ['', ''],
  ];
  for (const [input, expected] of cases) {
    it(`${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => expect(normaliseRedirect(input)).to.equal(expected));
  }
});

describe('safeRedirect', () => {
  for (const [name, url] of DANGEROUS) {
    it(`refuses ${name} before normalising`, () => expect(safeRedirect(url)).to.equal(null));
  }

  const cases: Array<[unknown, string | null]> = [
    ['example.com/x', '//example.com/x'],
    ['https://example.com/thanks', 'https://example.com/thanks'],
    ['/thanks', '/thanks'],
    ['#done', '#done'],
    ['mailto:a@b.c', 'mailto:a@b.c'],
    ['  example.com/x', '//example.com/x'],
    ['', null],
    [null, null],
    [42, null],
  ];
  for (const [input, expected] of cases) {
    it(`${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => expect(safeRedirect(input)).to.equal(expected));
  }

  // Guards against checking only after normalising: `javascript:443/x` runs script as written,
  // yet its normalised form is a valid protocol-relative URL to a host named "javascript".
  it('refuses a javascript: URL that would survive normalising', () => {
    expect(safeUrl(normaliseRedirect('javascript:443/x'))).to.equal('//javascript:443/x');
    expect(safeRedirect('javascript:443/x')).to.equal(null);
  });
});
