// Conversion and money events are stored only with a pixel token this server signed, for that account, unexpired.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { issuePixelToken } from '../../server/security/pixel-token';
import { DEMO_ACCOUNT_ID } from '../../server/seed';
import { json, startTestServer, TEST_SECRETS, type TestServer } from './helpers';

describe('pixel tokens, conversion and money events', () => {
  let server: TestServer;
  let token: string;
  before(async () => {
    server = await startTestServer();
    await server.admin('PUT', '/admin/api/accounts/7654321', { app: { page_name: 'Other shop' } });
    const issued = await server.admin('POST', `/admin/api/accounts/${DEMO_ACCOUNT_ID}/pixel-tokens`, {
      ttl_seconds: 3600,
      label: 'spring-mail',
      url: 'https://shop.example.com/thanks?x=1',
    });
    assert.equal(issued.statusCode, 201);
    token = json<{ token: string }>(issued).token;
  });
  after(() => server.close());

  const storedCount = async () => (await server.storage.latestEvents(DEMO_ACCOUNT_ID, 1000)).length;
  const conversion = (body: Record<string, unknown>) =>
    server.app.inject({
      method: 'POST',
      url: '/pixel/logConversionEvent',
      payload: { event: 'signed_up', account_id: Number(DEMO_ACCOUNT_ID), ...body },
    });
  const money = (body: Record<string, unknown>) =>
    server.app.inject({
      method: 'POST',
      url: '/pixel/logMoneyEvent',
      payload: { event: 'purchase', account_id: DEMO_ACCOUNT_ID, weight: 19.99, ...body },
    });

  it('issues a token whose first segment the client can read the expiry from, and a link carrying it', async () => {
    const issued = json<{ token: string; exp: number; url: string }>(
      await server.admin('POST', `/admin/api/accounts/${DEMO_ACCOUNT_ID}/pixel-tokens`, { url: 'https://shop.example.com/thanks' }),
    );
    const claims = JSON.parse(Buffer.from(issued.token.split('.')[0] ?? '', 'base64url').toString('utf8')) as { exp: number; acc: string };
    assert.equal(claims.exp, issued.exp);
    assert.equal(claims.acc, DEMO_ACCOUNT_ID);
    assert.equal(claims.exp, Math.floor(server.clock.time / 1000) + 30 * 86_400, 'thirty days by default');
    assert.equal(new URL(issued.url).searchParams.get('mcp_token'), issued.token);
  });

  it('stores a conversion event with a valid token (account_id sent as a number)', async () => {
    const before = await storedCount();
    const response = await conversion({ token });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(json(response), { state: true, stored: 1 });
    const [stored] = await server.storage.latestEvents(DEMO_ACCOUNT_ID, 1);
    assert.equal(stored?.kind, 'conversion');
    assert.deepEqual(stored?.payload, { token_subject: 'spring-mail' });
    assert.equal(await storedCount(), before + 1);
  });

  it('stores a money event with its amount, USD when no currency is given', async () => {
    assert.equal((await money({ token })).statusCode, 200);
    const [usd] = await server.storage.latestEvents(DEMO_ACCOUNT_ID, 1);
    assert.equal(usd?.weight, 19.99);
    assert.equal(usd?.currency, 'USD');
    assert.equal((await money({ token, weight: '5', currency: 'eur' })).statusCode, 200);
    const [eur] = await server.storage.latestEvents(DEMO_ACCOUNT_ID, 1);
    assert.equal(eur?.currency, 'EUR');
  });

  it('takes the token with what followed a "?" dropped, as the client does', async () => {
    assert.equal((await conversion({ token: `${token}?utm_source=mail` })).statusCode, 200);
  });

  it('refuses a forged, malformed, foreign-account or expired token with 401 and stores nothing', async () => {
    const [claims, signature] = token.split('.') as [string, string];
    const longer = Buffer.from(JSON.stringify({ acc: DEMO_ACCOUNT_ID, iat: 0, exp: 4_000_000_000 })).toString('base64url');
    const otherAccount = issuePixelToken(TEST_SECRETS.pixelTokenSecret, { acc: '7654321', iat: 0, exp: 4_000_000_000 });
    const wrongSecret = issuePixelToken('not-the-secret', { acc: DEMO_ACCOUNT_ID, iat: 0, exp: 4_000_000_000 });
    const before = await storedCount();
    const refused: [string, RegExp][] = [
      [`${longer}.${signature}`, /signature/],
      [`${claims}.${signature.slice(0, -2)}xx`, /signature/],
      [wrongSecret, /signature/],
      [claims, /malformed/],
      ['a.b.c', /malformed/],
      [otherAccount, /another account/],
    ];
    for (const [candidate, reason] of refused) {
      for (const send of [conversion, money]) {
        const response = await send({ token: candidate });
        assert.equal(response.statusCode, 401, candidate);
        assert.match(json(response).message as string, reason);
      }
    }
    server.clock.time += 2 * 3600 * 1000;
    const expired = await conversion({ token });
    assert.equal(expired.statusCode, 401);
    assert.match(json(expired).message as string, /expired/);
    server.clock.time -= 2 * 3600 * 1000;
    assert.equal(await storedCount(), before);
  });

  it('refuses a malformed conversion or money request with 400 naming the field', async () => {
    const cases: [Promise<{ statusCode: number; json(): unknown }>, RegExp][] = [
      [conversion({ token: undefined }), /token/],
      [conversion({ token, event: '' }), /event/],
      [conversion({ token, account_id: 'acme' }), /account_id/],
      [money({ token, weight: undefined }), /weight/],
      [money({ token, weight: 'lots' }), /weight/],
      [money({ token, currency: 'dollars' }), /currency/],
    ];
    for (const [pending, field] of cases) {
      const response = await pending;
      assert.equal(response.statusCode, 400);
      assert.match((response.json() as { message: string }).message, field);
    }
  });

  it('lets the owner issue tokens only for an account that exists, and only with the admin token', async () => {
    assert.equal((await server.admin('POST', '/admin/api/accounts/5555/pixel-tokens', {})).statusCode, 404);
    assert.equal((await server.admin('POST', `/admin/api/accounts/${DEMO_ACCOUNT_ID}/pixel-tokens`, { ttl_seconds: 5 })).statusCode, 400);
    const anonymous = await server.app.inject({ method: 'POST', url: `/admin/api/accounts/${DEMO_ACCOUNT_ID}/pixel-tokens`, payload: {} });
    assert.equal(anonymous.statusCode, 401);
    const noBody = await server.admin('POST', `/admin/api/accounts/${DEMO_ACCOUNT_ID}/pixel-tokens`);
    assert.equal(noBody.statusCode, 201);
  });
});
