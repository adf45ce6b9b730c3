// Guards counts an outside audit faked: opt-ins posted with no Origin were stored and counted for any
// session, and one pixel token replayed 3 times with weight 1e12 put 3,000,000,001,026 USD on the
// dashboard. An opt-in counts only after an impression of its widget in its session; money above its
// token's ceiling is stored but flagged, and the stats list money per token.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_ACCOUNT_ID, DEMO_WIDGET_IDS } from '../../server/seed';
import { json, startTestServer, type TestServer } from './helpers';

const box = DEMO_WIDGET_IDS.box;
const bar = DEMO_WIDGET_IDS.bar;

interface Money {
  currency: string;
  count: number;
  amount: number;
}
interface Stats {
  widgets: { widget_id: number; totals: { impressions: number; optins: number } }[];
  account: {
    totals: { money: Money[]; money_flagged: Money[] };
    tokens: {
      token_id: string;
      label: string;
      currency: string;
      count: number;
      amount: number;
      flagged_count: number;
      flagged_amount: number;
    }[];
  };
}

describe('counting that resists fakes', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  const stats = async () => json<Stats>(await server.admin('GET', `/admin/api/accounts/${DEMO_ACCOUNT_ID}/stats?days=1`));
  const optinsOf = async (widgetId: number) => (await stats()).widgets.find((widget) => widget.widget_id === widgetId)?.totals.optins;
  const logEvent = (event: string, widgetId: number, session: string, extra: Record<string, unknown> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/pixel/logEvent',
      payload: { app_id: 2, account_id: DEMO_ACCOUNT_ID, event, session_id: session, payload: { widget_id: widgetId, ...extra } },
    });
  const optin = (widgetId: number, session: string) =>
    logEvent('mc_shopify_analytics', widgetId, session, { type: 'optin', status: 'positive', status_description: 'checkbox_confirmed' });

  it('counts an opt-in only when its session had an impression of that widget first', async () => {
    // Posted with no Origin, for sessions that never saw the widget: stored, not counted.
    for (let index = 0; index < 5; index += 1) assert.equal((await optin(box, `forger-${index}`)).statusCode, 200);
    assert.equal(
      (
        await server.app.inject({
          method: 'POST',
          url: '/pixel/logEvent',
          payload: { app_id: 2, account_id: DEMO_ACCOUNT_ID, event: 'optin', payload: { widget_id: box } },
        })
      ).statusCode,
      200,
    );
    assert.equal(await optinsOf(box), 0);
    assert.equal((await server.storage.latestEvents(DEMO_ACCOUNT_ID, 100, 'mc_shopify_analytics')).length, 5, 'still stored');
    // An impression of another widget is not one of this widget.
    await logEvent('impression', bar, 'visitor-1');
    await optin(box, 'visitor-1');
    assert.equal(await optinsOf(box), 0);
    await logEvent('impression', box, 'visitor-1');
    await optin(box, 'visitor-1');
    assert.equal(await optinsOf(box), 1);
    // Both in one batch, the impression first, as a page's queue sends them.
    await server.app.inject({
      method: 'POST',
      url: '/pixel/logEvent',
      payload: [
        { app_id: 2, account_id: DEMO_ACCOUNT_ID, event: 'impression', session_id: 'visitor-2', payload: { widget_id: box } },
        { app_id: 2, account_id: DEMO_ACCOUNT_ID, event: 'optin', session_id: 'visitor-2', payload: { widget_id: box } },
      ],
    });
    assert.equal(await optinsOf(box), 2);
  });

  it("stores money above its token's ceiling flagged, leaves it out of the money, and lists money per token", async () => {
    const issue = async (body: object) =>
      json<{ token: string; token_id: string; max_weight: number }>(
        await server.admin('POST', `/admin/api/accounts/${DEMO_ACCOUNT_ID}/pixel-tokens`, body),
      );
    const replayed = await issue({ label: 'spring mail' });
    assert.equal(replayed.max_weight, 10_000, 'a default ceiling');
    const capped = await issue({ label: 'small shop', max_weight: 50 });
    const money = (token: string, weight: number, eventId: string) =>
      server.app.inject({
        method: 'POST',
        url: '/pixel/logMoneyEvent',
        payload: { event: 'purchase', account_id: DEMO_ACCOUNT_ID, token, weight, currency: 'USD', event_id: eventId },
      });
    for (let replay = 0; replay < 3; replay += 1) assert.equal((await money(replayed.token, 1e12, `huge-${replay}`)).statusCode, 200);
    await money(replayed.token, 1026, 'real-1');
    await money(capped.token, 60, 'capped-1');
    await money(capped.token, 40, 'capped-2');
    assert.equal((await server.storage.latestEvents(DEMO_ACCOUNT_ID, 100, 'purchase')).length, 6, 'every one stored');
    const { account } = await stats();
    assert.deepEqual(account.totals.money, [{ currency: 'USD', count: 2, amount: 1066 }]);
    assert.deepEqual(account.totals.money_flagged, [{ currency: 'USD', count: 4, amount: 3e12 + 60 }]);
    assert.deepEqual(
      account.tokens.map((token) => [token.token_id, token.label, token.count, token.amount, token.flagged_count, token.flagged_amount]),
      [
        [replayed.token_id, 'spring mail', 1, 1026, 3, 3e12],
        [capped.token_id, 'small shop', 1, 40, 1, 60],
      ],
    );
    const [flagged] = await server.storage.latestEvents(DEMO_ACCOUNT_ID, 1, 'purchase');
    assert.deepEqual(flagged?.payload, { token_subject: 'small shop', token_id: capped.token_id, ceiling: 50, over_ceiling: false });
  });
});
