// Guards counts anyone could fake from their own site: any page could post impressions and opt-ins for
// any account. Where the account has a host whitelist, a browser page on another host is refused.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_ACCOUNT_ID, DEMO_WIDGET_IDS } from '../../server/seed';
import { json, startTestServer, type TestServer } from './helpers';

const impression = {
  app_id: 2,
  account_id: DEMO_ACCOUNT_ID,
  event: 'impression',
  session_id: 's',
  payload: { widget_id: DEMO_WIDGET_IDS.box },
};
const optin = {
  app_id: 2,
  account_id: DEMO_ACCOUNT_ID,
  event: 'mc_shopify_analytics',
  session_id: 's',
  payload: { widget_id: DEMO_WIDGET_IDS.box, type: 'optin', status: 'positive' },
};
const pageView = { app_id: 10, account_id: DEMO_ACCOUNT_ID, event: 'page_view', session_id: 's', payload: {} };

describe('impressions and opt-ins from other sites', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  const send = (body: object, origin?: string) =>
    server.app.inject({ method: 'POST', url: '/pixel/logEvent', headers: origin === undefined ? {} : { origin }, payload: body });
  const count = async () => (await server.storage.latestEvents(DEMO_ACCOUNT_ID, 1000)).length;

  it('are taken from any page while the account has no whitelist', async () => {
    assert.equal((await send(impression, 'https://anywhere.example')).statusCode, 200);
  });

  it('are refused (403, nothing of the batch stored) from a page whose host is not on the whitelist', async () => {
    const patched = await server.admin('PATCH', `/admin/api/accounts/${DEMO_ACCOUNT_ID}`, { app: { whitelist: ['shop.example.com'] } });
    assert.equal(patched.statusCode, 200);
    const before = await count();
    for (const origin of ['https://evil.example', 'https://shop.example.com.evil.example', 'https://www.shop.example.com', 'null']) {
      for (const body of [impression, optin, [pageView, optin]]) {
        const response = await send(body, origin);
        assert.equal(response.statusCode, 403, `${origin} ${JSON.stringify(body).slice(0, 60)}`);
        assert.match(String(json(response).message), /taken only from the hosts on its whitelist/);
      }
    }
    assert.equal(await count(), before);
  });

  it('are taken from the whitelisted hosts, localhost, and callers that are not browsers; other events from anywhere', async () => {
    const before = await count();
    for (const origin of ['https://shop.example.com', 'http://shop.example.com:8080', 'http://localhost:3000', undefined]) {
      assert.equal((await send([impression, optin], origin)).statusCode, 200, String(origin));
    }
    assert.equal((await send(pageView, 'https://evil.example')).statusCode, 200, 'a store event counts nowhere');
    assert.equal(await count(), before + 9);
  });
});
