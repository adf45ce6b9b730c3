// Guards limits that hurt real sites and missed abuse: 20 SMS calls a minute per address locked out a
// carrier's shared address, while one phone number or one form could be hit from many addresses, and
// the per-session limit keyed on an id the client chooses.
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readConfig, type ServerConfig } from '../../server/config';
import { DEMO_ACCOUNT_ID, DEMO_WIDGET_IDS } from '../../server/seed';
import { issuePixelToken } from '../../server/security/pixel-token';
import { json, startTestServer, testConfig, TEST_SECRETS, TEST_START, type TestServer } from './helpers';

type Limits = ServerConfig['rateLimits'];

async function serverWith(limits: Partial<Limits>): Promise<TestServer> {
  return startTestServer({ config: { rateLimits: { ...testConfig().rateLimits, ...limits } } });
}

const perMinute = (max: number) => ({ max, windowMs: 60_000 });

describe('rate limits', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const subscribe = (ip: string, session: string, phone = '+12015550123') =>
    server!.app.inject({
      method: 'POST',
      url: '/widget/createSubscriberByPhoneNumber',
      remoteAddress: ip,
      payload: { account_id: DEMO_ACCOUNT_ID, widget_id: DEMO_WIDGET_IDS.smsCard, phone_number: phone, session_id: session },
    });

  it('are sized for shared addresses by default, and each can be set', () => {
    const limits = readConfig({}).rateLimits;
    assert.equal(limits.smsPerIp.max, 120);
    assert.equal(limits.eventsPerIp.max, 3000);
    assert.equal(limits.eventsPerSession.max, 1200, 'a page left with a full queue (500 beacons, never retried) twice a minute');
    assert.deepEqual(limits.smsPerPhone, { max: 5, windowMs: 3_600_000 });
    const set = readConfig({ SMS_RATE_PER_WIDGET: '50', SMS_RATE_PER_PHONE: '2', EVENT_RATE_PER_SESSION: '10' }).rateLimits;
    assert.deepEqual([set.smsPerWidget.max, set.smsPerPhone.max, set.eventsPerSession.max], [50, 2, 10]);
  });

  it('lets 100 visitors behind one address sign up', async () => {
    server = await serverWith({});
    for (let visitor = 0; visitor < 100; visitor += 1) {
      const response = await subscribe('100.64.0.1', `visitor-${visitor}`, `+1201555${String(1000 + visitor)}`);
      assert.equal(response.statusCode, 200, `visitor ${visitor}`);
    }
  });

  it('limits the sign-ups of one phone number at one form, from any address and session (429)', async () => {
    server = await serverWith({ smsPerPhone: { max: 3, windowMs: 3_600_000 } });
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await subscribe(`10.9.0.${attempt}`, `s-${attempt}`, '+1 (201) 555-0123')).statusCode);
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    const refused = await subscribe('10.9.1.1', 's-x', '+12015550123');
    assert.equal(refused.statusCode, 429, 'the same number written otherwise');
    assert.match(String(json(refused).message), /too many sign-ups of this phone number/);
    assert.equal((await subscribe('10.9.1.1', 's-x', '+12015550124')).statusCode, 200, 'another number');
  });

  it('limits the calls to one form from many addresses (429)', async () => {
    server = await serverWith({ smsPerWidget: perMinute(5) });
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/widget/generateSMSRef',
        remoteAddress: `10.8.0.${attempt}`,
        payload: { account_id: DEMO_ACCOUNT_ID, widget_id: DEMO_WIDGET_IDS.smsCard, session_id: `s-${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429]);
  });

  it("keys the per-session limit with the address, so nobody can use up another visitor's session", async () => {
    server = await serverWith({ smsPerSession: perMinute(2) });
    assert.equal((await subscribe('10.7.0.1', 'victim', '+12015550101')).statusCode, 200);
    assert.equal((await subscribe('10.7.0.1', 'victim', '+12015550102')).statusCode, 200);
    assert.equal((await subscribe('10.7.0.1', 'victim', '+12015550103')).statusCode, 429);
    assert.equal((await subscribe('10.7.0.2', 'victim', '+12015550104')).statusCode, 200, 'the same id from another address');
  });

  // Guards one address adding about 150 MB a minute of events while within the request limits.
  it('limits the bytes of pixel events per address (429), and stores nothing refused', async () => {
    server = await serverWith({ eventBytesPerIp: { max: 100 * 1024, windowMs: 60_000 } });
    const big = {
      app_id: 2,
      account_id: DEMO_ACCOUNT_ID,
      event: 'page_view',
      payload: { blob: 'x'.repeat(15_000) },
      session_data: { blob: 'y'.repeat(15_000) },
    };
    const send = (ip: string) => server!.app.inject({ method: 'POST', url: '/pixel/logEvent', remoteAddress: ip, payload: [big] });
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await send('10.4.0.1')).statusCode);
    assert.deepEqual(statuses, [200, 200, 200, 429, 429]);
    const refused = await send('10.4.0.1');
    assert.match(String(json(refused).message), /too many bytes of events from this address/);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal((await server.storage.latestEvents(DEMO_ACCOUNT_ID, 100)).length, 3);
    assert.equal((await send('10.4.0.2')).statusCode, 200, 'another address');
    assert.equal(readConfig({}).rateLimits.eventBytesPerIp.max, 4096 * 1024);
  });

  it('limits pixel events per session and address (429), and stores nothing refused', async () => {
    server = await serverWith({ eventsPerSession: perMinute(3) });
    const send = (session: string) =>
      server!.app.inject({
        method: 'POST',
        url: '/pixel/logEvent',
        remoteAddress: '10.6.0.1',
        payload: {
          app_id: 2,
          account_id: DEMO_ACCOUNT_ID,
          event: 'optin',
          session_id: session,
          payload: { widget_id: DEMO_WIDGET_IDS.box },
        },
      });
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await send('faker')).statusCode);
    assert.deepEqual(statuses, [200, 200, 200, 429, 429]);
    assert.match(String(json(await send('faker')).message), /too many events in this session/);
    assert.equal((await server.storage.latestEvents(DEMO_ACCOUNT_ID, 100)).length, 3);
    assert.equal((await send('another')).statusCode, 200);
  });

  it('counts a batch of events as one call, and leaves calls naming no session (conversions, money) to the per-address limit', async () => {
    server = await serverWith({ eventsPerSession: perMinute(2) });
    const event = (n: number) => ({
      app_id: 2,
      account_id: DEMO_ACCOUNT_ID,
      event: 'batched',
      session_id: 'leaving',
      event_id: `batch-${n}`,
    });
    const batch = await server.app.inject({
      method: 'POST',
      url: '/pixel/logEvent',
      remoteAddress: '10.7.0.1',
      payload: Array.from({ length: 50 }, (_, n) => event(n)),
    });
    assert.deepEqual([batch.statusCode, json(batch).stored], [200, 50]);
    const token = issuePixelToken(TEST_SECRETS.pixelTokenSecret, {
      acc: DEMO_ACCOUNT_ID,
      iat: Math.floor(TEST_START / 1000),
      exp: Math.floor(TEST_START / 1000) + 3600,
    });
    const statuses = [];
    for (let n = 0; n < 5; n += 1) {
      const conversion = await server.app.inject({
        method: 'POST',
        url: '/pixel/logConversionEvent',
        remoteAddress: '10.7.0.1',
        payload: { event: 'signed_up', account_id: DEMO_ACCOUNT_ID, token, event_id: `conversion-${n}` },
      });
      statuses.push(conversion.statusCode);
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200], 'the visitors behind one address do not share one session');
  });
});
