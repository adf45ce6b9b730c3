import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { isTokenExpired, parseToken, readTokenFromUrl } from '../../src/pixel/token';
import { PIXEL_TOKEN_MAX_LENGTH } from '../../src/runtime/constants';
import { NOW, makeToken, tokenExpiringIn } from './support';

const base64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('parseToken', () => {
  it('reads exp (seconds) from the first dot-separated segment as epoch ms', () => {
    const token = makeToken({ exp: 1_900_000_000 });
    expect(parseToken(token)).to.deep.equal({ value: token, expiresAt: 1_900_000_000_000 });
  });

  it('drops what follows a question mark, from the value sent and from the parse', () => {
    const token = makeToken({ exp: 1_900_000_000 });
    expect(parseToken(`${token}?utm_source=mail`)).to.deep.equal({ value: token, expiresAt: 1_900_000_000_000 });
  });

  it('decodes base64url (- and _) and UTF-8 claims', () => {
    // "ÿ" and "?" encode to bytes whose base64 holds "/" and "+": base64url turns them into "_" and "-".
    const claims = { exp: 1_900_000_000, name: 'Zoë ÿÿ???' };
    const token = `${base64Url(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(claims))))}.sig`;
    expect(token).to.match(/[-_]/);
    expect(parseToken(token)?.expiresAt).to.equal(1_900_000_000_000);
  });

  it('accepts a token without a signature segment', () => {
    expect(parseToken(base64Url('{"exp":1900000000}'))?.expiresAt).to.equal(1_900_000_000_000);
  });

  const absent: Array<[string, string | null | undefined]> = [
    ['a missing parameter', null],
    ['an undefined value', undefined],
    ['an empty value', ''],
    ['a segment that is not base64', '%%%.sig'],
    ['a segment that is not JSON', `${base64Url('not json')}.sig`],
    ['JSON that is not an object', `${base64Url('42')}.sig`],
    ['JSON null', `${base64Url('null')}.sig`],
    ['no exp claim', makeToken({ sub: 'x' })],
    ['a string exp', makeToken({ exp: '1900000000' })],
    ['a null exp', makeToken({ exp: null })],
    [
      'an exp claim only in the second segment (a standard JWT header first)',
      `${base64Url('{"alg":"HS256"}')}.${base64Url('{"exp":1900000000}')}.sig`,
    ],
    ['a value past the length limit', makeToken({ exp: 1_900_000_000, pad: 'x'.repeat(PIXEL_TOKEN_MAX_LENGTH) })],
  ];
  for (const [name, raw] of absent) {
    it(`treats ${name} as no token`, () => expect(parseToken(raw)).to.equal(undefined));
  }

  it('gives up on a 1 MB token at once, without decoding it and without throwing', () => {
    const huge = makeToken({ exp: 1_900_000_000, pad: 'x'.repeat(1024 * 1024) });
    const decode = sinon.spy(window, 'atob');
    try {
      const started = performance.now();
      expect(parseToken(huge)).to.equal(undefined);
      expect(performance.now() - started).to.be.below(50);
      expect(decode.called).to.equal(false);
    } finally {
      decode.restore();
    }
  });
});

describe('readTokenFromUrl', () => {
  it('reads the mcp_token parameter', () => {
    const token = tokenExpiringIn(60_000);
    expect(readTokenFromUrl(`https://shop.example.com/thanks?order=1&mcp_token=${token}`)?.value).to.equal(token);
  });

  it('keeps the token when a pasted link left a second question mark in it', () => {
    const token = tokenExpiringIn(60_000);
    expect(readTokenFromUrl(`https://shop.example.com/?mcp_token=${token}?utm_source=mail`)?.value).to.equal(token);
  });

  it('finds nothing on a page without the parameter, or with a malformed one', () => {
    expect(readTokenFromUrl('https://shop.example.com/?other=1')).to.equal(undefined);
    expect(readTokenFromUrl('https://shop.example.com/?mcp_token=garbage')).to.equal(undefined);
  });

  it('survives an address with a 1 MB token', () => {
    const url = `https://shop.example.com/?mcp_token=${makeToken({ exp: 1_900_000_000, pad: 'y'.repeat(1024 * 1024) })}`;
    expect(readTokenFromUrl(url)).to.equal(undefined);
  });

  it('survives a string that is not a URL', () => expect(readTokenFromUrl('not a url')).to.equal(undefined));
});

describe('isTokenExpired', () => {
  it('is false before exp and true from exp on', () => {
    const token = parseToken(tokenExpiringIn(60_000))!;
    expect(isTokenExpired(token, NOW)).to.equal(false);
    expect(isTokenExpired(token, token.expiresAt - 1)).to.equal(false);
    expect(isTokenExpired(token, token.expiresAt)).to.equal(true);
    expect(isTokenExpired(parseToken(tokenExpiringIn(-1000))!, NOW)).to.equal(true);
  });
});
