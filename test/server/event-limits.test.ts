// Guards the unbounded events: a payload of any size up to the body limit was stored, session_data sent
// as an object slipped past its 20,000-character limit, and 6,000 levels of nesting were a 500 (the
// stack of JSON.stringify ran out when the row was written).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_PAYLOAD_BYTES, MAX_SESSION_DATA_BYTES } from '../../server/domain/event-limits';
import { MAX_JSON_DEPTH, tooDeepPath } from '../../server/http/json-body';
import { DEMO_ACCOUNT_ID, DEMO_WIDGET_IDS } from '../../server/seed';
import { json, startTestServer, type TestServer } from './helpers';

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

/** Built as text: JSON.stringify itself cannot write 6,000 levels. */
function nestedText(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

const event = (extra: Record<string, unknown> = {}) => ({
  app_id: 2,
  account_id: DEMO_ACCOUNT_ID,
  event: 'impression',
  payload: { widget_id: DEMO_WIDGET_IDS.box },
  ...extra,
});

describe('event size and depth limits', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  const post = (payload: string | object, contentType = 'application/json') =>
    server.app.inject({
      method: 'POST',
      url: '/pixel/logEvent',
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const storedCount = async () => (await server.storage.latestEvents(DEMO_ACCOUNT_ID, 1000)).length;

  it('refuses 6,000 levels of nesting in payload or session_data with 400 naming the field, as JSON or as a beacon', async () => {
    const before = await storedCount();
    for (const field of ['payload', 'session_data']) {
      for (const contentType of ['application/json', 'text/plain']) {
        const body = `{"app_id":2,"account_id":"${DEMO_ACCOUNT_ID}","event":"impression","${field}":${nestedText(6000)}}`;
        const response = await post(body, contentType);
        assert.equal(response.statusCode, 400, `${field} ${contentType}`);
        assert.equal(json(response).message, `body/${field}/… is nested more than ${MAX_JSON_DEPTH} levels deep`);
      }
    }
    const batch = await post(
      `[${JSON.stringify(event())},{"app_id":2,"account_id":"${DEMO_ACCOUNT_ID}","event":"x","payload":${nestedText(40)}}]`,
    );
    assert.equal(batch.statusCode, 400);
    assert.equal(json(batch).message, `body/1/payload/… is nested more than ${MAX_JSON_DEPTH} levels deep`);
    assert.equal(await storedCount(), before, 'nothing stored');
    assert.equal((await server.app.inject({ method: 'GET', url: `/load?account_id=${DEMO_ACCOUNT_ID}` })).statusCode, 200, 'still serving');
  });

  it('keeps an ordinarily nested payload', async () => {
    const response = await post(event({ payload: { widget_id: DEMO_WIDGET_IDS.box, deep: nested(20) } }));
    assert.equal(response.statusCode, 200);
    assert.equal(json(response).stored, 1);
  });

  it('refuses a payload or session_data over its limit with 413 naming the field, object or string alike, and stores nothing of the batch', async () => {
    const before = await storedCount();
    const bigPayload = await post(event({ payload: { widget_id: 1, blob: 'x'.repeat(MAX_PAYLOAD_BYTES) } }));
    assert.equal(bigPayload.statusCode, 413);
    assert.match(String(json(bigPayload).message), /^body\/0\/payload is \d+ bytes as JSON; the most kept is 16384$/);

    const objectSession = await post([event(), event(), event({ session_data: { blob: 'y'.repeat(MAX_SESSION_DATA_BYTES) } })]);
    assert.equal(objectSession.statusCode, 413);
    assert.match(String(json(objectSession).message), /^body\/2\/session_data is \d+ bytes/);

    // Multi-byte text is measured in bytes, as stored.
    const wideSession = await post(event({ session_data: { text: '€'.repeat(7000) } }));
    assert.equal(wideSession.statusCode, 413);

    const stringSession = await post(event({ session_data: 'z'.repeat(MAX_SESSION_DATA_BYTES + 1) }));
    assert.equal(stringSession.statusCode, 400);
    assert.match(String(json(stringSession).message), /session_data/);
    assert.equal(await storedCount(), before, 'nothing stored');
  });

  it('refuses a deeply nested owner API body too', async () => {
    const response = await server.admin('PATCH', `/admin/api/widgets/${DEMO_WIDGET_IDS.box}`, { data: { main: nested(40) } });
    assert.equal(response.statusCode, 400);
    assert.match(String(json(response).message), /^body\/data\/… is nested more than 32 levels deep$/);
  });

  it('refuses, as bad input, a value the storage cannot write as JSON, and stores nothing of it', async () => {
    const before = await storedCount();
    const deep = {
      ...event(),
      accountId: DEMO_ACCOUNT_ID,
      kind: 'event' as const,
      eventId: null,
      appId: 2,
      widgetId: null,
      sessionId: null,
      externalId: null,
      isBot: false,
      isOptin: false,
      weight: null,
      currency: null,
      sessionData: null,
    };
    await assert.rejects(
      server.storage.addEvents([
        { ...deep, payload: null },
        { ...deep, payload: nested(200_000) },
      ]),
      (error: Error & { statusCode?: number }) => {
        assert.equal(error.statusCode, 400);
        assert.match(error.message, /could not be stored as JSON/);
        return true;
      },
    );
    assert.equal(await storedCount(), before);
  });

  it('finds the first path too deep without recursion', () => {
    assert.equal(tooDeepPath(nested(5), 32), undefined);
    assert.equal(tooDeepPath(JSON.parse(nestedText(100_000)), 3), '/a/a/a');
    assert.equal(tooDeepPath([[1, [2]]], 2), '/0/1');
  });
});
