// Guards values that were stored though no honest client sends them: a lone UTF-16 half, NUL or a
// direction override in session_id (stored as invalid text); app_id null/true (stored as 0/1); a
// repairCart token_new holding NUL, line breaks or markup; SMS sign-ups and refs at a Messenger-only
// widget; premium-rate numbers; negative money.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkPhoneNumber } from '../../server/domain/phone';
import { issuePixelToken } from '../../server/security/pixel-token';
import { cartHmac } from '../../server/security/cart-hmac';
import { DEMO_ABANDONED_CART_TOKEN, DEMO_ACCOUNT_ID, DEMO_WIDGET_IDS } from '../../server/seed';
import { json, startTestServer, TEST_SECRETS, type TestServer } from './helpers';

const BAD_SESSION_IDS: [string, string][] = [
  ['a lone high surrogate', 'abc\ud800'],
  ['a lone low surrogate', '\udc00abc'],
  ['NUL', 'a\u0000b'],
  ['a line break', 'a\nb'],
  ['a right-to-left override', 'abc\u202efdp.exe'],
  ['a zero-width space', 'a\u200bb'],
];

describe('refused values', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload });
  const eventCount = async () => (await server.storage.latestEvents(DEMO_ACCOUNT_ID, 1000)).length;

  it('refuses a session_id with a lone surrogate, a control character or a direction override, on every call that takes one (400)', async () => {
    const before = await eventCount();
    for (const [what, session] of BAD_SESSION_IDS) {
      const calls: [string, object][] = [
        ['/pixel/logEvent', { app_id: 2, account_id: DEMO_ACCOUNT_ID, event: 'impression', session_id: session }],
        ['/widget/generateSMSRef', { account_id: DEMO_ACCOUNT_ID, widget_id: DEMO_WIDGET_IDS.smsCard, session_id: session }],
        [
          '/widget/createSubscriberByPhoneNumber',
          { account_id: DEMO_ACCOUNT_ID, widget_id: DEMO_WIDGET_IDS.smsCard, phone_number: '+12015550123', session_id: session },
        ],
      ];
      for (const [url, body] of calls) {
        const response = await post(url, body);
        assert.equal(response.statusCode, 400, `${url} with ${what}`);
        assert.match(String(json(response).message), /session_id must match pattern/, `${url} with ${what}`);
      }
      // A lone surrogate cannot be written into a URL at all.
      if (/[\ud800-\udfff]/.test(session)) continue;
      const check = await server.app.inject({
        method: 'GET',
        url: `/pixel/checkOptin?account_id=${DEMO_ACCOUNT_ID}&session_id=${encodeURIComponent(session)}`,
      });
      assert.equal(check.statusCode, 400, `checkOptin with ${what}`);
    }
    assert.equal(await eventCount(), before, 'no event stored');
    assert.deepEqual(await server.storage.latestSubscribers(DEMO_ACCOUNT_ID, 10), [], 'no subscriber stored');
  });

  it('keeps a session_id with emoji and accents (a surrogate pair is one character)', async () => {
    const response = await post('/pixel/logEvent', {
      app_id: 2,
      account_id: DEMO_ACCOUNT_ID,
      event: 'impression',
      session_id: 'café-😀-Ω',
    });
    assert.equal(response.statusCode, 200);
    assert.equal((await server.storage.latestEvents(DEMO_ACCOUNT_ID, 1))[0]?.sessionId, 'café-😀-Ω');
  });

  it('refuses app_id null or true rather than storing 0 or 1 (400 naming the field), and still takes "2"', async () => {
    const before = await eventCount();
    for (const appId of [null, true, false, 'Infinity']) {
      const response = await post('/pixel/logEvent', { app_id: appId, account_id: DEMO_ACCOUNT_ID, event: 'impression' });
      assert.equal(response.statusCode, 400, String(appId));
      assert.equal(json(response).message, `body/0/app_id must be a finite decimal number, not ${JSON.stringify(appId)}`);
    }
    const batch = await post('/pixel/logEvent', [
      { app_id: 2, account_id: DEMO_ACCOUNT_ID, event: 'impression' },
      { app_id: 2, account_id: DEMO_ACCOUNT_ID, event: 'x', b: true },
    ]);
    assert.equal(json(batch).message, 'body/1/b must be a finite decimal number, not true');
    assert.equal(await eventCount(), before, 'nothing stored');
    assert.equal((await post('/pixel/logEvent', { app_id: '2', account_id: DEMO_ACCOUNT_ID, event: 'impression' })).statusCode, 200);
    assert.equal((await server.storage.latestEvents(DEMO_ACCOUNT_ID, 1))[0]?.appId, 2);
  });

  it('refuses a repairCart token_new holding NUL, line breaks, spaces or markup (400), and records nothing', async () => {
    const hmac = cartHmac(TEST_SECRETS.shopifyHmacSecret, DEMO_ABANDONED_CART_TOKEN);
    const repair = (tokenNew: string) =>
      server.app.inject({
        method: 'GET',
        url: `/shopify/repairCart?token=${DEMO_ABANDONED_CART_TOKEN}&hmac=${hmac}&token_new=${encodeURIComponent(tokenNew)}`,
      });
    for (const bad of ['a\u0000b', 'a\nb', 'a\r\nSet-Cookie: x', '<script>alert(1)</script>', 'a"onmouseover="x', 'a b', '']) {
      const response = await repair(bad);
      assert.equal(response.statusCode, 400, JSON.stringify(bad));
      assert.match(String(json(response).message), /token_new/);
    }
    assert.equal((await server.storage.getAbandonedCart(DEMO_ABANDONED_CART_TOKEN))?.repairedToken, null, 'nothing recorded');
    const good = await repair('c1-0123456789abcdef?key=9f8e7d');
    assert.deepEqual(json(good), { state: true });
    assert.equal((await server.storage.getAbandonedCart(DEMO_ABANDONED_CART_TOKEN))?.repairedToken, 'c1-0123456789abcdef?key=9f8e7d');
  });

  it('refuses SMS sign-ups and refs at a widget without an SMS channel, storing nothing', async () => {
    const messengerOnly = DEMO_WIDGET_IDS.box;
    const signUp = await post('/widget/createSubscriberByPhoneNumber', {
      account_id: DEMO_ACCOUNT_ID,
      widget_id: messengerOnly,
      phone_number: '+12015550123',
      session_id: 's-1',
    });
    assert.deepEqual(json(signUp), { state: false, errors: ['This form does not take sign-ups by text.'] });
    const ref = await post('/widget/generateSMSRef', { account_id: DEMO_ACCOUNT_ID, widget_id: messengerOnly, session_id: 's-1' });
    assert.equal(json(ref).state, false);
    assert.deepEqual(await server.storage.latestSubscribers(DEMO_ACCOUNT_ID, 10), []);
    assert.equal(await server.storage.hasOptedIn(DEMO_ACCOUNT_ID, 's-1'), false);
    // The launcher with its SMS channel on may ask for a ref.
    const launcherRef = await post('/widget/generateSMSRef', {
      account_id: DEMO_ACCOUNT_ID,
      widget_id: DEMO_WIDGET_IDS.launcher,
      session_id: 's-1',
    });
    assert.equal(json(launcherRef).state, true);
  });

  it('refuses premium-rate and shared-cost numbers, with a message a visitor can act on', async () => {
    for (const number of ['+19002345678', '+449098765432', '+33891123456', '+34901123456', '+41840123456']) {
      const check = checkPhoneNumber(number);
      assert.deepEqual(check, { valid: false, message: 'This number cannot get texts from us. Enter your mobile number.' }, number);
    }
    const signUp = await post('/widget/createSubscriberByPhoneNumber', {
      account_id: DEMO_ACCOUNT_ID,
      widget_id: DEMO_WIDGET_IDS.smsCard,
      phone_number: '+19002345678',
      session_id: 's-2',
    });
    assert.equal(json(signUp).state, false);
    assert.deepEqual(await server.storage.latestSubscribers(DEMO_ACCOUNT_ID, 10), []);
    assert.equal(checkPhoneNumber('+447911123456').valid, true, 'a mobile number still passes');
  });

  it('refuses money with a negative, non-finite, null or true weight (400), storing nothing', async () => {
    const token = issuePixelToken(TEST_SECRETS.pixelTokenSecret, { acc: DEMO_ACCOUNT_ID, iat: 0, exp: 4_000_000_000 });
    const before = await eventCount();
    for (const weight of [-1, -0.01, 'Infinity', '-Infinity', 'NaN', 1e300, null, true]) {
      const response = await post('/pixel/logMoneyEvent', {
        event: 'purchase',
        account_id: DEMO_ACCOUNT_ID,
        weight,
        currency: 'USD',
        token,
      });
      assert.equal(response.statusCode, 400, String(weight));
      assert.match(String(json(response).message), /weight/, String(weight));
    }
    assert.equal(await eventCount(), before);
    assert.equal(
      (await post('/pixel/logMoneyEvent', { event: 'purchase', account_id: DEMO_ACCOUNT_ID, weight: 0, token })).statusCode,
      200,
      'zero is fine',
    );
  });
});
