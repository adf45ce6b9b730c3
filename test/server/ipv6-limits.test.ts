// Guards per-address limits an outside audit walked through: they keyed on the whole IPv6 address, so
// 25 of 25 events passed EVENT_RATE_PER_IP=20 from addresses of one /64 (SMS calls alike), and the
// limiter's table of 5,000 addresses could be flushed by new addresses, resetting a blocked one.
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { addressKey } from '../../server/http/rate-limit';
import { createWindowCounter } from '../../server/http/window-counter';
import { DEMO_ACCOUNT_ID, DEMO_WIDGET_IDS } from '../../server/seed';
import { startTestServer, TEST_SECRETS, testConfig, type TestServer } from './helpers';

const perMinute = (max: number) => ({ max, windowMs: 60_000 });

describe('per-address limits on IPv6', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const logEvent = (ip: string, accountId = DEMO_ACCOUNT_ID) =>
    server!.app.inject({
      method: 'POST',
      url: '/pixel/logEvent',
      remoteAddress: ip,
      payload: { app_id: 2, account_id: accountId, event: 'page_view', session_id: `s-${ip}` },
    });

  it("count an address's /64 as one: 20 of 25 events pass EVENT_RATE_PER_IP=20 from one /64, another /64 counts apart", async () => {
    server = await startTestServer({ config: { rateLimits: { ...testConfig().rateLimits, eventsPerIp: perMinute(20) } } });
    const statuses: number[] = [];
    for (let host = 1; host <= 25; host += 1) statuses.push((await logEvent(`2001:db8:aa:1:${host.toString(16)}::${host}`)).statusCode);
    assert.deepEqual([statuses.filter((status) => status === 200).length, statuses.filter((status) => status === 429).length], [20, 5]);
    assert.equal((await logEvent('2001:db8:aa:2::1')).statusCode, 200, 'the next /64 is another visitor');
  });

  it('count SMS calls per /64 too', async () => {
    server = await startTestServer({ config: { rateLimits: { ...testConfig().rateLimits, smsPerIp: perMinute(3) } } });
    const statuses: number[] = [];
    for (let host = 1; host <= 5; host += 1) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/widget/generateSMSRef',
        remoteAddress: `2001:db8:bb:7:0:0:0:${host}`,
        payload: { account_id: DEMO_ACCOUNT_ID, widget_id: DEMO_WIDGET_IDS.smsCard, session_id: `s${host}` },
      });
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses, [200, 200, 200, 429, 429]);
  });

  it('count wrong admin tokens per /64 too, and never refuse the right one', async () => {
    server = await startTestServer({ config: { rateLimits: { ...testConfig().rateLimits, adminFailuresPerIp: perMinute(3) } } });
    const asAdmin = (host: number, token: string) =>
      server!.app.inject({
        method: 'GET',
        url: '/admin/api/accounts',
        remoteAddress: `2001:db8:cc:9::${host}`,
        headers: { authorization: `Bearer ${token}` },
      });
    const statuses: number[] = [];
    for (let host = 1; host <= 5; host += 1) statuses.push((await asAdmin(host, `wrong-token-${host}-of-some-length`)).statusCode);
    assert.deepEqual(statuses, [401, 401, 401, 429, 429]);
    assert.equal((await asAdmin(6, TEST_SECRETS.adminToken)).statusCode, 200);
  });

  it('cannot be flushed: a blocked address stays blocked after 5,100 other addresses are counted (the old table held 5,000)', async () => {
    server = await startTestServer({ config: { rateLimits: { ...testConfig().rateLimits, eventsPerIp: perMinute(3) } } });
    const unknownAccount = '999999';
    for (let attempt = 0; attempt < 3; attempt += 1) await logEvent('203.0.113.9', unknownAccount);
    assert.equal((await logEvent('203.0.113.9', unknownAccount)).statusCode, 429);
    for (let other = 0; other < 5_100; other += 1) await logEvent(`10.${other >> 16}.${(other >> 8) & 255}.${other & 255}`, unknownAccount);
    assert.equal((await logEvent('203.0.113.9', unknownAccount)).statusCode, 429, 'still counted');
  });
});

describe('the window counter', () => {
  it('never drops a live count for a new key; new keys share one count while the table is full', () => {
    const clock = { time: 0 };
    const counter = createWindowCounter(60_000, () => clock.time, 100);
    counter.add('ip:blocked', 50);
    for (let key = 0; key < 1000; key += 1) counter.add(`ip:new-${key}`, 1);
    assert.equal(counter.total('ip:blocked'), 50);
    assert.equal(counter.total('ip:new-999'), 901, 'the 901 keys that found no room share one count');
    clock.time = 60_000;
    assert.equal(counter.add('ip:later', 1), 1, 'once the windows end, keys count on their own again');
    assert.equal(counter.total('ip:blocked'), 0);
  });
});

describe('addressKey', () => {
  it('keeps IPv4 as it is and reads IPv6 by its /64, however it is written', () => {
    const cases: [string, string][] = [
      ['198.51.100.7', '198.51.100.7'],
      ['::ffff:198.51.100.7', '198.51.100.7'],
      ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
      ['2001:DB8:1:2::9', '2001:db8:1:2::/64'],
      ['2001:0db8:0001:0002:ffff:ffff:1.2.3.4', '2001:db8:1:2::/64'],
      ['2001:db8::1', '2001:db8:0:0::/64'],
      ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ];
    for (const [ip, key] of cases) assert.equal(addressKey(ip), key, ip);
  });
});
