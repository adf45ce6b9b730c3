// Nothing a visitor sends may crash the server or reach outside its tables: hostile bodies and queries
// get a 4xx, the prototype stays clean, and the server keeps answering.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_ACCOUNT_ID, DEMO_WIDGET_IDS } from '../../server/seed';
import { json, startTestServer, type TestServer } from './helpers';

const VISITOR_POSTS = [
  '/widget/createSubscriberByPhoneNumber',
  '/widget/generateSMSRef',
  '/pixel/logEvent',
  '/pixel/logConversionEvent',
  '/pixel/logMoneyEvent',
];
const VISITOR_GETS = ['/load', '/pixel/checkOptin', '/shopify/getShopInfo', '/shopify/getCart', '/shopify/repairCart'];

function deeplyNested(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

const HOSTILE_BODIES: [string, string][] = [
  ['application/json', 'not json at all'],
  ['application/json', '{"account_id":'],
  ['application/json', '{"__proto__":{"polluted":true},"account_id":"1234567"}'],
  ['application/json', '{"constructor":{"prototype":{"polluted":true}}}'],
  ['application/json', 'null'],
  ['application/json', '42'],
  ['application/json', '"a string"'],
  ['application/json', '[[[[[]]]]]'],
  ['application/json', deeplyNested(5000)],
  [
    'application/json',
    JSON.stringify({ account_id: DEMO_ACCOUNT_ID, widget_id: DEMO_WIDGET_IDS.smsCard, phone_number: 'x'.repeat(100_000), session_id: 's' }),
  ],
  ['application/json', JSON.stringify({ account_id: DEMO_ACCOUNT_ID, widget_id: 1e308, phone_number: '+1', session_id: 's' })],
  ['application/json', JSON.stringify({ account_id: ['1234567'], widget_id: { $gt: 0 }, phone_number: true, session_id: null })],
  ['application/json', JSON.stringify({ account_id: "1234567' OR '1'='1", widget_id: '1; DROP TABLE widgets', session_id: 's' })],
  ['text/plain', '{"__proto__":{"polluted":true}}'],
  ['text/plain', '\u0000\u0001\u0002'],
  ['application/x-www-form-urlencoded', 'account_id=1234567&widget_id=108'],
  ['application/octet-stream', '\u00ff\u00fe'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
];

const HOSTILE_QUERIES = [
  '?account_id=%00',
  '?account_id=1234567&__proto__[polluted]=true',
  '?account_id[]=1&account_id[]=2',
  '?account_id=' + '9'.repeat(5000),
  '?account_id=1234567&session_id=' + encodeURIComponent('"><script>alert(1)</script>'),
  '?shop=' + 'a'.repeat(10_000),
  '?token=%E0%A4%A&hmac=%ZZ&token_new=x',
  '?constructor=1&toString=2&hasOwnProperty=3',
];

describe('hostile input', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  it('answers every hostile body to every visitor call with a 4xx, or a refusal, never a 5xx', async () => {
    for (const url of VISITOR_POSTS) {
      for (const [contentType, payload] of HOSTILE_BODIES) {
        const response = await server.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
        assert.ok(response.statusCode < 500, `${url} ${contentType} ${payload.slice(0, 40)} → ${response.statusCode}`);
        if (response.statusCode === 200) assert.equal(json(response).state, false, `${url} ${payload.slice(0, 40)} was accepted`);
      }
    }
  });

  it('answers every hostile query to every visitor call with a 4xx or a harmless answer', async () => {
    for (const url of VISITOR_GETS) {
      for (const query of HOSTILE_QUERIES) {
        const response = await server.app.inject({ method: 'GET', url: url + query });
        assert.ok(response.statusCode < 500, `${url}${query.slice(0, 60)} → ${response.statusCode}`);
        assert.doesNotMatch(response.body, /<script>/, 'nothing is echoed back as markup');
      }
    }
  });

  it('refuses a body over the size limit with 413', async () => {
    const huge = JSON.stringify({ app_id: 2, account_id: DEMO_ACCOUNT_ID, event: 'impression', payload: { blob: 'x'.repeat(300 * 1024) } });
    const response = await server.app.inject({
      method: 'POST',
      url: '/pixel/logEvent',
      headers: { 'content-type': 'application/json' },
      payload: huge,
    });
    assert.equal(response.statusCode, 413);
  });

  it('leaves Object.prototype clean and the stored data as it was', async () => {
    assert.equal(({} as Record<string, unknown>)['polluted'], undefined);
    assert.equal((await server.storage.listWidgets(DEMO_ACCOUNT_ID)).length, Object.keys(DEMO_WIDGET_IDS).length);
    assert.deepEqual(await server.storage.latestSubscribers(DEMO_ACCOUNT_ID, 10), []);
  });

  it('still serves the load answer afterwards', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/load?account_id=${DEMO_ACCOUNT_ID}` });
    assert.equal(response.statusCode, 200);
  });

  it('keeps hostile text as data: stored as given, served back as JSON', async () => {
    const name = `<img src=x onerror=alert(1)>'; DROP TABLE widgets; --`;
    await server.admin('PATCH', `/admin/api/widgets/${DEMO_WIDGET_IDS.box}`, { name });
    const stored = await server.storage.getWidget(DEMO_WIDGET_IDS.box);
    assert.equal(stored?.name, name);
    const preview = await server.app.inject({
      method: 'GET',
      url: `/admin/preview?account=${DEMO_ACCOUNT_ID}&widget=${DEMO_WIDGET_IDS.box}`,
    });
    assert.equal(preview.statusCode, 200);
    assert.doesNotMatch(preview.body, /<img src=x/, 'the preview page holds no widget names (its script sets them as text)');
  });
});
