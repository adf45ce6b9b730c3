// The owner API: the admin token, accounts and app settings, widgets, and what the dashboard reads.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { previewPatch } from '../../server/owner/app/preview/preview-patch';
import { DEMO_ACCOUNT_ID, DEMO_WIDGET_IDS } from '../../server/seed';
import { DAY_MS, json, startTestServer, TEST_SECRETS, type TestServer } from './helpers';

describe('owner API', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  const loadAnswer = async (accountId = DEMO_ACCOUNT_ID) =>
    json<{ app: Record<string, unknown>; widgets: { widget_id: number; name: string; data: { main?: Record<string, unknown> } }[] }>(
      await server.app.inject({ method: 'GET', url: `/load?account_id=${accountId}` }),
    );

  it('answers 401 without the admin token or with a wrong one, on every route', async () => {
    const routes: [string, string][] = [
      ['GET', '/admin/api/accounts'],
      ['PUT', '/admin/api/accounts/42'],
      ['DELETE', `/admin/api/widgets/${DEMO_WIDGET_IDS.box}`],
      ['GET', `/admin/api/accounts/${DEMO_ACCOUNT_ID}/stats`],
      ['GET', `/admin/api/accounts/${DEMO_ACCOUNT_ID}/subscribers`],
      ['GET', '/admin/api/backup'],
    ];
    for (const [method, url] of routes) {
      for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TEST_SECRETS.adminToken}`, TEST_SECRETS.adminToken]) {
        const response = await server.app.inject({ method: method as 'GET', url, headers: authorization ? { authorization } : {} });
        assert.equal(response.statusCode, 401, `${method} ${url} with ${authorization}`);
        assert.match(String(response.headers['www-authenticate']), /^Bearer/);
      }
    }
    assert.ok(await server.storage.getWidget(DEMO_WIDGET_IDS.box), 'nothing was deleted');
  });

  it('creates, reads, changes and deletes an account and its app settings', async () => {
    const created = await server.admin('PUT', '/admin/api/accounts/2222', {
      app: { page_name: 'Tea House', locale: 'de_DE' },
      shop_domain: 'tea.myshopify.com',
    });
    assert.equal(created.statusCode, 201);
    assert.equal(
      (await server.admin('PUT', '/admin/api/accounts/2222', { app: { page_name: 'Tea House' }, shop_domain: 'tea.myshopify.com' }))
        .statusCode,
      200,
    );
    const listed = json<{ accounts: { account_id: string }[] }>(await server.admin('GET', '/admin/api/accounts'));
    assert.deepEqual(
      listed.accounts.map((account) => account.account_id),
      [DEMO_ACCOUNT_ID, '2222'],
    );
    const patched = json<{ app: Record<string, unknown> }>(
      await server.admin('PATCH', '/admin/api/accounts/2222', { app: { widget_phone: '+15550199', page_name: null } }),
    );
    assert.deepEqual(patched.app, { widget_phone: '+15550199' });
    assert.deepEqual((await loadAnswer('2222')).app, { pageId: '2222', widget_phone: '+15550199' });
    assert.equal((await server.admin('DELETE', '/admin/api/accounts/2222')).statusCode, 204);
    assert.equal((await server.admin('GET', '/admin/api/accounts/2222')).statusCode, 404);
    assert.equal((await server.app.inject({ method: 'GET', url: '/load?account_id=2222' })).statusCode, 404);
  });

  it('refuses app settings with an unknown or mistyped field, naming it', async () => {
    const cases: [unknown, RegExp][] = [
      [{ app: { pagename: 'x' } }, /body\/app\/pagename is not a known field/],
      [{ app: { whitelist: 'shop.example.com' } }, /body\/app\/whitelist must be array/],
      [{ app: { fbSDKVersion: '3.1' } }, /body\/app\/fbSDKVersion/],
      [{}, /app/],
      [{ app: {}, shop_domain: 'bad domain' }, /shop_domain/],
    ];
    for (const [body, message] of cases) {
      const response = await server.admin('PUT', '/admin/api/accounts/3333', body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.match(json(response).message as string, message);
    }
    const taken = await server.admin('PUT', '/admin/api/accounts/3333', { app: {}, shop_domain: 'acme-coffee.myshopify.com' });
    assert.equal(taken.statusCode, 409);
  });

  it('creates a widget, assigning an id, and serves it in the load answer', async () => {
    const response = await server.admin('POST', `/admin/api/accounts/${DEMO_ACCOUNT_ID}/widgets`, {
      widget_type: 'page_takeover',
      name: 'Takeover',
      data: { main: { title: 'Everything 20% off', whenDisplay: ['delay', 5], pageTemplate: 'simple' } },
    });
    assert.equal(response.statusCode, 201);
    const created = json<{ widget_id: number; channel: string; account_id: string }>(response);
    assert.ok(created.widget_id > DEMO_WIDGET_IDS.spaSlideIn);
    assert.equal(created.channel, 'none');
    const served = (await loadAnswer()).widgets.find((widget) => widget.widget_id === created.widget_id);
    assert.equal(served?.data.main?.title, 'Everything 20% off');
    const duplicate = await server.admin('POST', `/admin/api/accounts/${DEMO_ACCOUNT_ID}/widgets`, {
      widget_id: created.widget_id,
      widget_type: 'bar',
    });
    assert.equal(duplicate.statusCode, 409);
  });

  it('refuses a widget the client cannot read, naming the field and its shapes', async () => {
    const cases: [unknown, RegExp][] = [
      [{ widget_type: 'popup' }, /widget_type must be one of bar, /],
      [{ widget_type: 'modal', data: { main: { title: { text: 'Hi' } } } }, /data\.main\.title/],
      [{ widget_type: 'modal', data: { main: { whenDisplay: 'scroll' } } }, /data\.main\.whenDisplay/],
      [{ widget_type: 'modal', channel: 'telegram' }, /channel must be one of/],
      [{ widget_type: 'modal', colour: 'red' }, /body\/colour is not a known field/],
      [{ name: 'no type' }, /widget_type/],
    ];
    for (const [body, message] of cases) {
      const response = await server.admin('POST', `/admin/api/accounts/${DEMO_ACCOUNT_ID}/widgets`, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.match(json(response).message as string, message);
    }
    assert.equal((await server.admin('POST', '/admin/api/accounts/4444/widgets', { widget_type: 'bar' })).statusCode, 404);
  });

  it('saves an in-place edit from the preview as a merge patch of the widget', async () => {
    const patch = previewPatch('main.title', 'Fresher roasts, every week');
    assert.ok(patch);
    const response = await server.admin('PATCH', `/admin/api/widgets/${DEMO_WIDGET_IDS.box}`, patch);
    assert.equal(response.statusCode, 200);
    const box = (await loadAnswer()).widgets.find((widget) => widget.widget_id === DEMO_WIDGET_IDS.box);
    assert.equal(box?.data.main?.title, 'Fresher roasts, every week');
    assert.equal(box?.data.main?.optInButtonText, 'Send me the roasts', 'the other fields stay');
    const refused = await server.admin('PATCH', `/admin/api/widgets/${DEMO_WIDGET_IDS.box}`, {
      data: { main: { showDescription: 'maybe' } },
    });
    assert.equal(refused.statusCode, 400);
    assert.equal((await server.admin('PATCH', '/admin/api/widgets/999999', patch)).statusCode, 404);
  });

  it('replaces and deletes a widget', async () => {
    const replaced = await server.admin('PUT', `/admin/api/widgets/${DEMO_WIDGET_IDS.button}`, {
      widget_type: 'button',
      name: 'Only a name',
    });
    assert.equal(replaced.statusCode, 200);
    assert.deepEqual(json(replaced).data, {});
    const withId = await server.admin('PUT', `/admin/api/widgets/${DEMO_WIDGET_IDS.button}`, { widget_id: 5, widget_type: 'button' });
    assert.match(json(withId).message as string, /body\/widget_id is not a known field/);
    assert.equal((await server.admin('DELETE', `/admin/api/widgets/${DEMO_WIDGET_IDS.button}`)).statusCode, 204);
    assert.equal((await server.admin('DELETE', `/admin/api/widgets/${DEMO_WIDGET_IDS.button}`)).statusCode, 404);
    assert.equal(
      (await loadAnswer()).widgets.some((widget) => widget.widget_id === DEMO_WIDGET_IDS.button),
      false,
    );
  });

  it('reports impressions, opt-ins and conversion rate per widget per day, and the latest subscribers', async () => {
    const sms = DEMO_WIDGET_IDS.smsCard;
    const impression = (session: string) => ({
      app_id: 2,
      account_id: DEMO_ACCOUNT_ID,
      event: 'impression',
      payload: { widget_id: sms },
      session_id: session,
      b: 0,
    });
    const subscribe = (session: string, phone: string) =>
      server.app.inject({
        method: 'POST',
        url: '/widget/createSubscriberByPhoneNumber',
        payload: { account_id: DEMO_ACCOUNT_ID, widget_id: sms, phone_number: phone, session_id: session, widget_sign: '' },
      });
    server.clock.time -= DAY_MS;
    await server.app.inject({
      method: 'POST',
      url: '/pixel/logEvent',
      payload: [impression('v1'), impression('v2'), impression('v3'), impression('v4')],
    });
    await subscribe('v1', '+12015550101');
    server.clock.time += DAY_MS;
    await server.app.inject({ method: 'POST', url: '/pixel/logEvent', payload: [impression('v5'), impression('v6')] });
    await subscribe('v5', '+12015550105');
    await subscribe('v6', '+12015550106');

    const stats = json<{
      days: string[];
      widgets: {
        widget_id: number;
        days: { day: string; impressions: number; optins: number; conversion_rate: number | null }[];
        totals: Record<string, number>;
      }[];
    }>(await server.admin('GET', `/admin/api/accounts/${DEMO_ACCOUNT_ID}/stats?days=3`));
    assert.deepEqual(stats.days, ['2026-03-08', '2026-03-09', '2026-03-10']);
    const card = stats.widgets.find((widget) => widget.widget_id === sms);
    const noIntent = { fallback_clicks: 0, channel_clicks: 0, sms_app_opened: 0 };
    assert.deepEqual(card?.days, [
      { day: '2026-03-08', impressions: 0, optins: 0, conversion_rate: null, ...noIntent },
      { day: '2026-03-09', impressions: 4, optins: 1, conversion_rate: 0.25, ...noIntent },
      { day: '2026-03-10', impressions: 2, optins: 2, conversion_rate: 1, ...noIntent },
    ]);
    assert.deepEqual(card?.totals, { impressions: 6, optins: 3, conversion_rate: 0.5, ...noIntent });

    const { subscribers } = json<{ subscribers: { phone_number: string; widget_name: string }[] }>(
      await server.admin('GET', `/admin/api/accounts/${DEMO_ACCOUNT_ID}/subscribers?limit=2`),
    );
    assert.deepEqual(
      subscribers.map((subscriber) => subscriber.phone_number),
      ['+12015550106', '+12015550105'],
    );
    assert.equal(subscribers[0]?.widget_name, 'SMS card: roast alerts by text');

    const { events } = json<{ events: { event: string }[] }>(
      await server.admin('GET', `/admin/api/accounts/${DEMO_ACCOUNT_ID}/events?event=impression&limit=3`),
    );
    assert.equal(events.length, 3);
    assert.match(json(await server.admin('GET', `/admin/api/accounts/${DEMO_ACCOUNT_ID}/stats?days=0`)).message as string, /days/);
    assert.match(json(await server.admin('GET', `/admin/api/accounts/${DEMO_ACCOUNT_ID}/subscribers?limit=x`)).message as string, /limit/);
  });

  it('downloads a consistent copy of the database', async () => {
    const response = await server.admin('GET', '/admin/api/backup');
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-disposition']), /attachment; filename="mc-backup-.*\.sqlite"/);
    assert.equal(response.rawPayload.subarray(0, 16).toString('latin1'), 'SQLite format 3\u0000');
    assert.equal(response.headers['cache-control'], 'no-store');
  });
});
