// Guards the 500s an outside audit found: `/admin/assets/__proto__` (a lookup in a plain object),
// "Infinity" and overflowing numbers passing the owner API's schema (`ttl_seconds`, `days`, `limit`),
// `{"url": "http://"}`, and public routes taking `widget_id: "Infinity"` or a cart quantity of Infinity.
// Every owner route is fuzzed: nothing a caller sends gets a 5xx.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { issuePixelToken } from '../../server/security/pixel-token';
import { DEMO_ACCOUNT_ID, DEMO_WIDGET_IDS } from '../../server/seed';
import { json, startTestServer, TEST_SECRETS, type TestServer } from './helpers';

/** `METHOD /path` of every route under `prefix`, read from Fastify's route tree. */
function routesUnder(tree: string, prefix: string): [string, string][] {
  const stack: string[] = [];
  const found: [string, string][] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)(?:[├└]── )(.+?) \(([A-Z, ]+)\)$/.exec(line.replace(/│ {3}| {4}/g, '│'));
    if (!match) continue;
    const depth = match[1]!.length;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    if (!path.startsWith(prefix)) continue;
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') found.push([method, path]);
  }
  return found;
}

const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);
const HOSTILE_SEGMENTS = [
  '__proto__',
  'constructor',
  'toString',
  'Infinity',
  '1e999',
  '-1',
  '0x10',
  '%20',
  '%00',
  'x'.repeat(3000),
  '1234567',
  '104',
];
const HOSTILE_QUERIES = [
  '',
  '?days=Infinity',
  '?days=1e999',
  '?limit=Infinity',
  '?limit=1e999',
  '?limit=0x10',
  '?limit=%20',
  '?event=__proto__',
  '?days=-1&limit=NaN',
  '?__proto__=1&constructor=2',
];
/** Raw JSON values: `1e999` parses to Infinity, so these are written as text. */
const HOSTILE_VALUES = [
  '"Infinity"',
  '1e999',
  '-1e999',
  'null',
  'true',
  '" "',
  '"0x10"',
  '"http://"',
  '{}',
  '[]',
  '"__proto__"',
  '{"__proto__":{"x":1}}',
  '"toString"',
];
const BODY_FIELDS = [
  'ttl_seconds',
  'label',
  'url',
  'line_items',
  'token',
  'redirect_target',
  'shop',
  'app',
  'shop_domain',
  'widget_type',
  'widget_id',
  'id',
  'name',
  'channel',
  'data',
  'quantity',
];

describe('no request gets a 5xx', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  const send = (method: string, url: string, payload?: string) =>
    server.app.inject({
      method: method as 'GET',
      url,
      headers: {
        authorization: `Bearer ${TEST_SECRETS.adminToken}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload }),
    });

  it('answers an asset named after a prototype member with 404', async () => {
    for (const name of PROTOTYPE_NAMES) {
      const response = await server.app.inject({ method: 'GET', url: `/admin/assets/${name}` });
      assert.equal(response.statusCode, 404, name);
    }
  });

  it('refuses non-finite and non-decimal numbers in the owner API with a 400 naming the field', async () => {
    const cases: [string, string, string | undefined, RegExp][] = [
      [
        'POST',
        `/admin/api/accounts/${DEMO_ACCOUNT_ID}/pixel-tokens`,
        '{"ttl_seconds":"Infinity"}',
        /^body\/ttl_seconds must be a finite decimal number/,
      ],
      [
        'POST',
        `/admin/api/accounts/${DEMO_ACCOUNT_ID}/pixel-tokens`,
        '{"ttl_seconds":1e999}',
        /^body\/ttl_seconds must be a finite decimal number/,
      ],
      ['POST', `/admin/api/accounts/${DEMO_ACCOUNT_ID}/pixel-tokens`, '{"url":"http://"}', /^body\/url must be a whole http\(s\) address/],
      [
        'GET',
        `/admin/api/accounts/${DEMO_ACCOUNT_ID}/stats?days=Infinity`,
        undefined,
        /^querystring\/days must be a finite decimal number/,
      ],
      [
        'GET',
        `/admin/api/accounts/${DEMO_ACCOUNT_ID}/events?limit=Infinity`,
        undefined,
        /^querystring\/limit must be a finite decimal number/,
      ],
      [
        'GET',
        `/admin/api/accounts/${DEMO_ACCOUNT_ID}/subscribers?limit=1e999`,
        undefined,
        /^querystring\/limit must be a finite decimal number/,
      ],
      [
        'POST',
        `/admin/api/accounts/${DEMO_ACCOUNT_ID}/carts`,
        '{"line_items":[{"id":1,"quantity":"Infinity"}]}',
        /^body\/line_items\/0\/quantity must be a finite decimal number/,
      ],
    ];
    for (const [method, url, body, message] of cases) {
      const response = await send(method, url, body);
      assert.equal(response.statusCode, 400, `${method} ${url} ${body ?? ''}`);
      assert.match(String(json(response).message), message);
    }
  });

  it('refuses widget_id "Infinity" on the public routes, and a money weight of " " or "0x10"', async () => {
    const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload });
    for (const url of ['/widget/generateSMSRef', '/widget/createSubscriberByPhoneNumber']) {
      const response = await post(url, {
        account_id: DEMO_ACCOUNT_ID,
        widget_id: 'Infinity',
        session_id: 's',
        phone_number: '+12015550123',
      });
      assert.equal(response.statusCode, 400, url);
      assert.match(String(json(response).message), /^body\/widget_id must be a finite decimal number/);
    }
    const token = issuePixelToken(TEST_SECRETS.pixelTokenSecret, { acc: DEMO_ACCOUNT_ID, iat: 0, exp: 4_000_000_000 });
    for (const weight of [' ', '0x10', '', '1,5', '1e999']) {
      const response = await post('/pixel/logMoneyEvent', { event: 'purchase', account_id: DEMO_ACCOUNT_ID, weight, token });
      assert.equal(response.statusCode, 400, JSON.stringify(weight));
      assert.match(String(json(response).message), /^body\/weight must be a finite decimal number/);
    }
    assert.equal(
      (await post('/pixel/logMoneyEvent', { event: 'purchase', account_id: DEMO_ACCOUNT_ID, weight: '12.50', token })).statusCode,
      200,
      'a decimal as text is taken',
    );
  });

  it('reads an opt-in status named after a prototype member as no status', async () => {
    for (const description of ['__proto__', 'toString', 'constructor', 'hasOwnProperty']) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/pixel/logEvent',
        payload: {
          app_id: 2,
          account_id: DEMO_ACCOUNT_ID,
          event: 'mc_shopify_analytics',
          payload: { widget_id: DEMO_WIDGET_IDS.box, type: 'optin', status: 'positive', status_description: description },
        },
      });
      assert.equal(response.statusCode, 200, description);
    }
  });

  // Last: it deletes what it finds.
  it('answers every owner route, with hostile path segments, queries and bodies, below 500', async () => {
    const routes = routesUnder(server.app.printRoutes({ commonPrefix: false }), '/admin/');
    assert.ok(routes.length >= 20, `found ${routes.length} owner routes`);
    const failures: string[] = [];
    const check = async (method: string, url: string, body?: string) => {
      const response = await send(method, url, body);
      if (response.statusCode >= 500) failures.push(`${method} ${url.slice(0, 80)} ${body ?? ''} → ${response.statusCode}`);
    };
    for (const [method, pattern] of routes) {
      const hasBody = method !== 'GET' && method !== 'DELETE';
      for (const segment of HOSTILE_SEGMENTS) await check(method, pattern.replace(/:[A-Za-z]+/g, segment), hasBody ? '{}' : undefined);
      // Queries and bodies at real ids, so they reach the handler behind the path's own checks.
      const path = pattern.replace(':accountId', DEMO_ACCOUNT_ID).replace(':widgetId', String(DEMO_WIDGET_IDS.box));
      if (method === 'GET') for (const query of HOSTILE_QUERIES) await check(method, path + query);
      if (hasBody) for (const field of BODY_FIELDS) for (const value of HOSTILE_VALUES) await check(method, path, `{"${field}":${value}}`);
    }
    assert.deepEqual(failures.slice(0, 10), [], `${failures.length} answers were 5xx`);
  });
});

describe('the demo storefront', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ config: { demo: true } });
  });
  after(() => server.close());

  it('refuses a cart quantity of Infinity (400), by script or by form', async () => {
    const script = await server.app.inject({ method: 'POST', url: '/cart/add.js', payload: { id: 41001, quantity: 'Infinity' } });
    assert.equal(script.statusCode, 400);
    assert.match(String(json(script).message), /^body\/quantity must be a finite decimal number/);
    const form = await server.app.inject({
      method: 'POST',
      url: '/cart/add',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=41001&quantity=Infinity',
    });
    assert.equal(form.statusCode, 400);
  });
});
