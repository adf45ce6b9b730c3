// POST /pixel/logEvent (docs/pixel.md#event-bodies): single events, beacon batches sent as text/plain, duplicates by event_id.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_ACCOUNT_ID, DEMO_WIDGET_IDS } from '../../server/seed';
import { json, startTestServer, type TestServer } from './helpers';

function impression(overrides: Record<string, unknown> = {}) {
  return {
    app_id: 2,
    account_id: DEMO_ACCOUNT_ID,
    event: 'impression',
    payload: { widget_id: DEMO_WIDGET_IDS.box, widget_type: 'box', guid: 'g-1', hash: 'h', timestamp: 1, version: '1.0' },
    session_id: 'visitor-1',
    session_data: JSON.stringify({ sessionId: 'visitor-1', hasOptedIn: false }),
    external_id: null,
    b: 0,
    ...overrides,
  };
}

describe('POST /pixel/logEvent', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  const log = (payload: unknown, contentType = 'application/json') =>
    server.app.inject({
      method: 'POST',
      url: '/pixel/logEvent',
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const impressionsOfBox = async () => {
    const stats = json<{ widgets: { widget_id: number; totals: { impressions: number } }[] }>(
      await server.admin('GET', `/admin/api/accounts/${DEMO_ACCOUNT_ID}/stats?days=1`),
    );
    return stats.widgets.find((widget) => widget.widget_id === DEMO_WIDGET_IDS.box)?.totals.impressions;
  };

  it('stores one event, with the widget it names', async () => {
    const response = await log(impression({ event_id: 'e-1' }));
    assert.equal(response.statusCode, 200);
    assert.deepEqual(json(response), { state: true, stored: 1, duplicates: 0 });
    const [stored] = await server.storage.latestEvents(DEMO_ACCOUNT_ID, 1);
    assert.equal(stored?.widgetId, DEMO_WIDGET_IDS.box);
    assert.equal(stored?.appId, 2);
    assert.equal(stored?.sessionId, 'visitor-1');
    assert.equal(await impressionsOfBox(), 1);
  });

  it('ignores an event whose event_id is already stored (the client retries)', async () => {
    const again = await log(impression({ event_id: 'e-1' }));
    assert.deepEqual(json(again), { state: true, stored: 0, duplicates: 1 });
    assert.equal(await server.storage.hasEvent(DEMO_ACCOUNT_ID, 'e-1'), true);
    assert.equal(await impressionsOfBox(), 1);
  });

  it('takes a beacon batch: a JSON array sent as text/plain', async () => {
    const batch = [impression({ event_id: 'e-2' }), impression({ event_id: 'e-3' }), impression({ event_id: 'e-2' })];
    const response = await log(JSON.stringify(batch), 'text/plain;charset=UTF-8');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(json(response), { state: true, stored: 2, duplicates: 1 });
    assert.equal(await impressionsOfBox(), 3);
  });

  it('does not count impressions of bots', async () => {
    await log(impression({ b: 1 }));
    assert.equal(await impressionsOfBox(), 3);
  });

  it('stores the store events and the analytics event, and counts a positive opt-in as an opt-in', async () => {
    const events = [
      {
        app_id: 10,
        account_id: DEMO_ACCOUNT_ID,
        event: 'page_view',
        payload: { url: '/products/x', entity_id: 7001, entity_type: 'product' },
        session_id: 'visitor-2',
        b: 0,
      },
      { app_id: 10, account_id: DEMO_ACCOUNT_ID, event: 'cart_created', payload: {}, session_id: 'visitor-2', external_id: 12345, b: 0 },
      {
        app_id: 2,
        account_id: DEMO_ACCOUNT_ID,
        event: 'mc_shopify_analytics',
        payload: { widget_id: DEMO_WIDGET_IDS.box, widget_type: 'box', type: 'optin', status: 'positive', status_description: '' },
        // The session shown the box above: an opt-in counts after an impression.
        session_id: 'visitor-1',
        b: 0,
      },
    ];
    assert.equal(json(await log(events)).stored, 3);
    const [analytics, cart] = await server.storage.latestEvents(DEMO_ACCOUNT_ID, 2);
    assert.equal(analytics?.isOptin, true);
    assert.equal(cart?.externalId, '12345');
    const stats = json<{ widgets: { widget_id: number; totals: { optins: number; conversion_rate: number } }[] }>(
      await server.admin('GET', `/admin/api/accounts/${DEMO_ACCOUNT_ID}/stats?days=1`),
    );
    const box = stats.widgets.find((widget) => widget.widget_id === DEMO_WIDGET_IDS.box);
    assert.equal(box?.totals.optins, 1);
    assert.equal(box?.totals.conversion_rate, 1 / 3);
  });

  it('refuses a malformed event with 400 naming the field, and stores nothing of its batch', async () => {
    const before = (await server.storage.latestEvents(DEMO_ACCOUNT_ID, 1000)).length;
    const cases: [unknown, RegExp][] = [
      [impression({ event: undefined }), /body\/0 .*event/],
      [impression({ app_id: 'two' }), /body\/0\/app_id/],
      [impression({ payload: 'text' }), /body\/0\/payload/],
      [impression({ b: 7 }), /body\/0\/b/],
      [[impression(), impression({ account_id: 'x' })], /body\/1\/account_id/],
      [[], /body must NOT have fewer than 1 items/],
      [Array.from({ length: 101 }, () => impression()), /body must NOT have more than 100 items/],
    ];
    for (const [body, message] of cases) {
      const response = await log(body);
      assert.equal(response.statusCode, 400, JSON.stringify(body).slice(0, 80));
      assert.match(json(response).message as string, message);
    }
    assert.equal((await server.storage.latestEvents(DEMO_ACCOUNT_ID, 1000)).length, before);
  });

  it('refuses events of an account this server does not know with 404', async () => {
    const response = await log(impression({ account_id: '7654321' }));
    assert.equal(response.statusCode, 404);
  });

  it("keeps a confirmed opt-in's consent with the version of the widget the visitor saw", async () => {
    const consent = { button_text: 'Send me the roasts', legal_text: '', page_url: 'https://acme.example/article' };
    const payload = {
      widget_id: DEMO_WIDGET_IDS.box,
      widget_type: 'box',
      type: 'optin',
      status: 'positive',
      status_description: 'checkbox_confirmed',
      consent,
    };
    assert.equal((await log(impression({ event: 'mc_shopify_analytics', event_id: 'consent-1', payload }))).statusCode, 200);
    const [stored] = await server.storage.latestEvents(DEMO_ACCOUNT_ID, 1, 'mc_shopify_analytics');
    const widget = await server.storage.getWidget(DEMO_WIDGET_IDS.box);
    assert.deepEqual((stored?.payload as { consent: unknown }).consent, {
      ...consent,
      widget_updated_at: new Date(widget!.updatedAt).toISOString(),
    });
  });
});
