import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { isPixelSession, resolveSession, type PixelSession } from '../../src/pixel/pixel-session';
import { parseToken } from '../../src/pixel/token';
import { NOW, tokenExpiringIn } from './support';

const TOKEN = tokenExpiringIn(3_600_000);
const OTHER_TOKEN = tokenExpiringIn(7_200_000);

const makeSession = (overrides: Partial<PixelSession> = {}): PixelSession => ({
  sessionId: 'stored-session',
  pageId: '1234567',
  hasOptedIn: true,
  token: TOKEN,
  custom: { shopify_session_started: true },
  ...overrides,
});

function resolve(stored: PixelSession | undefined, urlToken?: string, pageId = '1234567') {
  const newSessionId = sinon.stub().returns('new-session');
  const resolution = resolveSession({ stored, pageId, urlToken: parseToken(urlToken), now: NOW, newSessionId });
  return { ...resolution, newSessionId };
}

describe('resolveSession (docs/pixel.md#the-pixel-session)', () => {
  describe('starts a new session', () => {
    it('when none is stored', () => {
      const { session, replaced, tokenArrived } = resolve(undefined);
      expect(session).to.deep.equal({ sessionId: 'new-session', pageId: '1234567', hasOptedIn: false, custom: {} });
      expect(replaced).to.deep.equal({ reason: 'none_stored', old: undefined });
      expect(tokenArrived).to.equal(false);
    });

    it('when the stored one belongs to another page id, dropping its token and opt-in', () => {
      const old = makeSession({ pageId: '7654321' });
      const { session, replaced, tokenArrived } = resolve(old);
      expect(session).to.deep.equal({ sessionId: 'new-session', pageId: '1234567', hasOptedIn: false, custom: {} });
      expect(replaced).to.deep.equal({ reason: 'page_changed', old });
      expect(tokenArrived).to.equal(false);
    });

    it('when a valid unexpired token in the URL differs from the stored one', () => {
      const old = makeSession();
      const { session, replaced, tokenArrived } = resolve(old, OTHER_TOKEN);
      expect(session).to.deep.equal({ sessionId: 'new-session', pageId: '1234567', hasOptedIn: false, token: OTHER_TOKEN, custom: {} });
      expect(replaced).to.deep.equal({ reason: 'token_changed', old });
      expect(tokenArrived).to.equal(true);
    });

    it('when the stored session has no token and the URL brings one', () => {
      const { session, replaced, tokenArrived } = resolve(makeSession({ token: undefined }), TOKEN);
      expect(replaced?.reason).to.equal('token_changed');
      expect(session.token).to.equal(TOKEN);
      expect(tokenArrived).to.equal(true);
    });

    it('taking the URL token into a first session, which is its arrival', () => {
      const { session, replaced, tokenArrived } = resolve(undefined, TOKEN);
      expect(replaced?.reason).to.equal('none_stored');
      expect(session.token).to.equal(TOKEN);
      expect(tokenArrived).to.equal(true);
    });
  });

  describe('keeps the stored session', () => {
    const keeps: Array<[string, string | undefined]> = [
      ['without a token in the URL', undefined],
      ['with the same token in the URL', TOKEN],
      ['with an expired token in the URL', tokenExpiringIn(-1000)],
      ['with a malformed token in the URL', 'not-a-token'],
    ];
    for (const [name, urlToken] of keeps) {
      it(name, () => {
        const stored = makeSession();
        const { session, replaced, tokenArrived, newSessionId } = resolve(stored, urlToken);
        expect(session).to.equal(stored);
        expect(replaced).to.equal(undefined);
        expect(tokenArrived).to.equal(false);
        expect(newSessionId.called).to.equal(false);
      });
    }
  });

  it('does not let an expired token start a first session with it', () => {
    const { session, tokenArrived } = resolve(undefined, tokenExpiringIn(-1000));
    expect(session.token).to.equal(undefined);
    expect(tokenArrived).to.equal(false);
  });
});

describe('isPixelSession', () => {
  it('accepts what the pixel stores', () => {
    expect(isPixelSession(makeSession())).to.equal(true);
    expect(isPixelSession(makeSession({ token: undefined, custom: {} }))).to.equal(true);
  });

  const broken: Array<[string, unknown]> = [
    ['null', null],
    ['a string', 'session'],
    ['an array', []],
    ['no session id', { ...makeSession(), sessionId: '' }],
    ['a numeric page id', { ...makeSession(), pageId: 1234567 }],
    ['a string opt-in', { ...makeSession(), hasOptedIn: 'yes' }],
    ['a numeric token', { ...makeSession(), token: 5 }],
    ['no custom map', { ...makeSession(), custom: undefined }],
    ['a custom list', { ...makeSession(), custom: [] }],
  ];
  for (const [name, value] of broken) it(`refuses ${name}`, () => expect(isPixelSession(value)).to.equal(false));
});
