// Guards the rate-limit bypass behind a proxy: with every X-Forwarded-For entry trusted, a client that
// wrote its own first entry was counted as a new visitor on each call.
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readConfig } from '../../server/config';
import { DEMO_ACCOUNT_ID, DEMO_WIDGET_IDS } from '../../server/seed';
import { startTestServer, testConfig, type TestServer } from './helpers';

const PROXY = '10.0.0.2';
const VISITOR = '203.0.113.9';

function smsRefCall(server: TestServer, remoteAddress: string, forwardedFor: string | undefined, session: string) {
  return server.app.inject({
    method: 'POST',
    url: '/widget/generateSMSRef',
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    payload: { account_id: DEMO_ACCOUNT_ID, widget_id: DEMO_WIDGET_IDS.smsCard, session_id: session },
  });
}

async function withIpEcho(trustProxy: ReturnType<typeof readConfig>['trustProxy'], smsPerIp = 1000): Promise<TestServer> {
  const limits = testConfig().rateLimits;
  const server = await startTestServer({
    config: { trustProxy, rateLimits: { ...limits, smsPerIp: { max: smsPerIp, windowMs: 60_000 } } },
  });
  server.app.get('/test/ip', (request) => ({ ip: request.ip }));
  return server;
}

async function ipSeen(server: TestServer, remoteAddress: string, forwardedFor?: string): Promise<string> {
  const response = await server.app.inject({
    method: 'GET',
    url: '/test/ip',
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
  return (response.json() as { ip: string }).ip;
}

describe('TRUST_PROXY', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('reads a hop count, or proxy addresses and ranges, and refuses "trust everyone"', () => {
    assert.equal(readConfig({}).trustProxy, false);
    assert.equal(readConfig({ TRUST_PROXY: '0' }).trustProxy, false);
    assert.equal(readConfig({ TRUST_PROXY: '1' }).trustProxy, 1);
    assert.equal(readConfig({ TRUST_PROXY: '2' }).trustProxy, 2);
    assert.deepEqual(readConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,fd00::/8, loopback' }).trustProxy, [
      '10.0.0.2',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', 'yes', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/2', '11']) {
      assert.throws(() => readConfig({ TRUST_PROXY: bad }), /TRUST_PROXY/, bad);
    }
  });

  it('with a hop count, takes the address the nearest proxy saw, whatever the client wrote before it', async () => {
    server = await withIpEcho(1);
    assert.equal(await ipSeen(server, PROXY, `1.2.3.4, ${VISITOR}`), VISITOR);
    assert.equal(await ipSeen(server, PROXY, `5.6.7.8, 9.9.9.9, ${VISITOR}`), VISITOR);
    assert.equal(await ipSeen(server, PROXY), PROXY, 'no header: the peer itself');
  });

  it('with proxy addresses, believes X-Forwarded-For only from them', async () => {
    server = await withIpEcho(['10.0.0.0/24']);
    assert.equal(await ipSeen(server, PROXY, `1.2.3.4, ${VISITOR}`), VISITOR);
    assert.equal(await ipSeen(server, '198.51.100.7', `1.2.3.4, ${VISITOR}`), '198.51.100.7', 'a client talking to the server directly');
    assert.equal(await ipSeen(server, PROXY, `${VISITOR}, 10.0.0.5`), VISITOR, 'a chain of trusted proxies is walked back');
  });

  it('without it, ignores X-Forwarded-For', async () => {
    server = await withIpEcho(false);
    assert.equal(await ipSeen(server, PROXY, `1.2.3.4, ${VISITOR}`), PROXY);
  });

  it('a client rotating its own X-Forwarded-For entry still hits the per-address SMS limit (429)', async () => {
    server = await withIpEcho(1, 5);
    const statuses: number[] = [];
    for (let call = 0; call < 8; call += 1) {
      statuses.push((await smsRefCall(server, PROXY, `198.18.0.${call}, ${VISITOR}`, `session-${call}`)).statusCode);
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = await smsRefCall(server, PROXY, `198.18.1.1, ${VISITOR}`, 'session-x');
    assert.match(refused.json().message, /too many sign-up attempts from this address/);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    // Another visitor behind the same proxy is not affected.
    assert.equal((await smsRefCall(server, PROXY, '192.0.2.50', 'session-y')).statusCode, 200);
  });
});
