// GET /load (docs/server.md#the-visitor-api): the stored answer in the shape the client parses, ETag and 304, CORS.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseLoadAnswer } from '../../src/runtime/config/parse-load-answer';
import { DEMO_ACCOUNT_ID, DEMO_WIDGET_IDS } from '../../server/seed';
import { json, startTestServer, type TestServer } from './helpers';

describe('GET /load', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  const load = (query: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: `/load?${query}`, headers });

  it("answers the account's app settings and widgets, every one accepted by the client's parser", async () => {
    const response = await load(`account_id=${DEMO_ACCOUNT_ID}&hash=`);
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/json/);
    const warnings: string[] = [];
    const parsed = parseLoadAnswer(response.json(), { warn: (message) => warnings.push(message) });
    assert.ok(parsed.ok);
    assert.deepEqual(warnings, []);
    assert.equal(parsed.app.pageId, DEMO_ACCOUNT_ID);
    assert.deepEqual(
      parsed.widgets.map((widget) => widget.widgetId),
      Object.values(DEMO_WIDGET_IDS).sort((a, b) => a - b),
    );
  });

  it('refuses a missing or malformed account_id with 400 naming the field', async () => {
    for (const query of ['hash=x', 'account_id=', 'account_id=abc', 'account_id=1&account_id=2']) {
      const response = await load(query);
      assert.equal(response.statusCode, 400, query);
      assert.match(json(response).message as string, /account_id/, query);
    }
  });

  it('answers 404 for an account this server does not have', async () => {
    const response = await load('account_id=999');
    assert.equal(response.statusCode, 404);
    assert.match(json(response).message as string, /999/);
  });

  it('sends an ETag and answers 304 without a body when the browser already has that answer', async () => {
    const first = await load(`account_id=${DEMO_ACCOUNT_ID}`);
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[\w-]+"$/);
    // Each page view asks; the loader may decide with its kept answer meanwhile for a day (LOAD_STALE).
    assert.equal(first.headers['cache-control'], 'public, no-cache, stale-while-revalidate=86400');
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await load(`account_id=${DEMO_ACCOUNT_ID}`, { 'if-none-match': ifNoneMatch });
      assert.equal(again.statusCode, 304, ifNoneMatch);
      assert.equal(again.body, '');
    }
    const stale = await load(`account_id=${DEMO_ACCOUNT_ID}`, { 'if-none-match': '"stale"' });
    assert.equal(stale.statusCode, 200);
  });

  it('changes the ETag when the owner changes a widget', async () => {
    const before = String((await load(`account_id=${DEMO_ACCOUNT_ID}`)).headers.etag);
    await server.admin('PATCH', `/admin/api/widgets/${DEMO_WIDGET_IDS.box}`, { name: 'Renamed box' });
    const afterChange = await load(`account_id=${DEMO_ACCOUNT_ID}`, { 'if-none-match': before });
    assert.equal(afterChange.statusCode, 200);
    assert.notEqual(afterChange.headers.etag, before);
  });

  it('allows any origin when CORS_ORIGINS is not set', async () => {
    const response = await load(`account_id=${DEMO_ACCOUNT_ID}`, { origin: 'https://shop.example.com' });
    assert.equal(response.headers['access-control-allow-origin'], '*');
  });
});

describe('GET /load: Cache-Control from LOAD_MAX_AGE and LOAD_STALE', () => {
  const cases: Array<[string, { loadMaxAgeSeconds: number; loadStaleSeconds: number }, string]> = [
    ['no kept answer', { loadMaxAgeSeconds: 0, loadStaleSeconds: 0 }, 'public, no-cache'],
    ['kept ten minutes', { loadMaxAgeSeconds: 0, loadStaleSeconds: 600 }, 'public, no-cache, stale-while-revalidate=600'],
    ['cached a minute, kept an hour', { loadMaxAgeSeconds: 60, loadStaleSeconds: 3600 }, 'public, max-age=60, stale-while-revalidate=3600'],
  ];
  for (const [name, config, expected] of cases) {
    it(`${name}: ${expected}`, async () => {
      const server = await startTestServer({ config });
      try {
        const response = await server.app.inject({ method: 'GET', url: `/load?account_id=${DEMO_ACCOUNT_ID}` });
        assert.equal(response.headers['cache-control'], expected);
      } finally {
        await server.close();
      }
    });
  }
});

describe('GET /load with CORS_ORIGINS set', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ config: { corsOrigins: ['https://shop.example.com'] } });
  });
  after(() => server.close());

  it('allows the configured origin and no other', async () => {
    const url = `/load?account_id=${DEMO_ACCOUNT_ID}`;
    const allowed = await server.app.inject({ method: 'GET', url, headers: { origin: 'https://shop.example.com' } });
    assert.equal(allowed.headers['access-control-allow-origin'], 'https://shop.example.com');
    assert.match(String(allowed.headers.vary), /Origin/);
    assert.match(String(allowed.headers['access-control-expose-headers']), /Retry-After/);
    const other = await server.app.inject({ method: 'GET', url, headers: { origin: 'https://evil.example.net' } });
    assert.equal(other.headers['access-control-allow-origin'], undefined);
  });

  it('answers the preflight of a JSON POST from the configured origin', async () => {
    const response = await server.app.inject({
      method: 'OPTIONS',
      url: '/widget/createSubscriberByPhoneNumber',
      headers: {
        origin: 'https://shop.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    assert.equal(response.statusCode, 204);
    assert.equal(response.headers['access-control-allow-origin'], 'https://shop.example.com');
    assert.match(String(response.headers['access-control-allow-methods']), /POST/);
  });
});
