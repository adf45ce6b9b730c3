// The dashboard's daily counts, kept as events arrive: each event counts once however often the pixel
// retries it, confirmed opt-ins apart from the intent clicks, money per currency, bots apart. And a
// database from before the counts existed gets them filled from what it stored.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DEMO_ACCOUNT_ID, DEMO_WIDGET_IDS } from '../../server/seed';
import { issuePixelToken } from '../../server/security/pixel-token';
import { MIGRATIONS } from '../../server/storage/sqlite/migrations';
import { createSqliteStorage } from '../../server/storage/sqlite/sqlite-storage';
import { json, startTestServer, TEST_SECRETS, TEST_START, type TestServer } from './helpers';

const account = DEMO_ACCOUNT_ID;
const box = DEMO_WIDGET_IDS.box;
const sms = DEMO_WIDGET_IDS.smsCard;

const event = (name: string, payload: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  app_id: 2,
  account_id: account,
  event: name,
  payload,
  session_id: 'visitor-1',
  b: 0,
  ...extra,
});
const optin = (widgetId: number, description: string, extra: Record<string, unknown> = {}) =>
  event(
    'mc_shopify_analytics',
    { widget_id: widgetId, widget_type: 'box', type: 'optin', status: 'positive', status_description: description },
    extra,
  );

interface Stats {
  widgets: { widget_id: number; totals: Record<string, number | null> }[];
  account: { totals: { conversions: number; money: { currency: string; count: number; amount: number }[]; bot_visits: number } };
}

describe('daily counts', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  const post = (url: string, payload: unknown) =>
    server.app.inject({ method: 'POST', url, headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify(payload) });
  const stats = async () => json<Stats>(await server.admin('GET', `/admin/api/accounts/${account}/stats?days=1`));
  const totalsOf = (answer: Stats, widgetId: number) => answer.widgets.find((widget) => widget.widget_id === widgetId)?.totals;
  const token = issuePixelToken(TEST_SECRETS.pixelTokenSecret, {
    acc: account,
    iat: Math.floor(TEST_START / 1000),
    exp: Math.floor(TEST_START / 1000) + 3600,
  });

  it('counts a repeated event id once, answering 200 each time (the pixel retries)', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      assert.equal((await post('/pixel/logEvent', event('impression', { widget_id: box }, { event_id: 'imp-1' }))).statusCode, 200);
      assert.equal(
        (await post('/pixel/logConversionEvent', { event: 'signed_up', account_id: Number(account), token, event_id: 'conv-1' }))
          .statusCode,
        200,
      );
      assert.equal(
        (
          await post('/pixel/logMoneyEvent', {
            event: 'purchase',
            account_id: account,
            weight: 49.5,
            currency: 'eur',
            token,
            event_id: 'money-1',
          })
        ).statusCode,
        200,
      );
    }
    await post('/pixel/logMoneyEvent', {
      event: 'purchase',
      account_id: account,
      weight: 19.99,
      currency: 'USD',
      token,
      event_id: 'money-2',
    });
    await post('/pixel/logMoneyEvent', {
      event: 'purchase',
      account_id: account,
      weight: 0.01,
      currency: 'USD',
      token,
      event_id: 'money-3',
    });
    const answer = await stats();
    assert.equal(totalsOf(answer, box)?.impressions, 1);
    assert.equal(answer.account.totals.conversions, 1);
    assert.deepEqual(answer.account.totals.money, [
      { currency: 'EUR', count: 1, amount: 49.5 },
      { currency: 'USD', count: 2, amount: 20 },
    ]);
    assert.equal((await server.storage.latestEvents(account, 100, 'purchase')).length, 3);
  });

  it('counts confirmed opt-ins once per visitor and the intent clicks apart', async () => {
    await post('/pixel/logEvent', [
      event('impression', { widget_id: box }, { event_id: 'imp-2', session_id: 'visitor-2' }),
      optin(box, 'checkbox_confirmed', { event_id: 'o-1' }),
      optin(box, 'checkbox_confirmed', { event_id: 'o-2' }), // the same visitor again: still one opt-in
      optin(box, 'button_optin_confirmed', { event_id: 'o-3', session_id: 'visitor-2' }),
      optin(box, 'messenger_fallback_clicked', { event_id: 'o-4' }),
      optin(box, 'messenger_fallback_clicked', { event_id: 'o-5', session_id: 'visitor-2' }),
      optin(box, 'launcher_channel_clicked', { event_id: 'o-6' }),
      optin(box, 'sms_keyword_composer_opened', { event_id: 'o-7' }),
      {
        ...optin(box, 'checkbox_confirmed', { event_id: 'o-8' }),
        payload: { widget_type: 'box', type: 'optin', status: 'negative', status_description: 'closed_without_optedin', widget_id: box },
      },
    ]);
    const totals = totalsOf(await stats(), box);
    assert.deepEqual(
      { optins: totals?.optins, fallback: totals?.fallback_clicks, channel: totals?.channel_clicks, sms: totals?.sms_app_opened },
      { optins: 2, fallback: 2, channel: 1, sms: 1 },
    );
  });

  it('counts an SMS subscriber whose page also reports the opt-in once', async () => {
    const subscribed = await server.app.inject({
      method: 'POST',
      url: '/widget/createSubscriberByPhoneNumber',
      payload: { account_id: account, widget_id: sms, phone_number: '+12015550177', session_id: 'visitor-9', widget_sign: '' },
    });
    assert.equal(json(subscribed).state, true);
    await post('/pixel/logEvent', optin(sms, 'sms_subscribed', { session_id: 'visitor-9', event_id: 's-1' }));
    assert.equal(totalsOf(await stats(), sms)?.optins, 1);
  });

  it('counts bot traffic apart, as visits, and nowhere else', async () => {
    await post('/pixel/logEvent', [
      event('impression', { widget_id: box }, { b: 1, session_id: 'crawler-1', event_id: 'b-1' }),
      event('impression', { widget_id: box }, { b: 1, session_id: 'crawler-1', event_id: 'b-2' }),
      optin(box, 'checkbox_confirmed', { b: 1, session_id: 'crawler-2', event_id: 'b-3' }),
    ]);
    const answer = await stats();
    assert.equal(answer.account.totals.bot_visits, 2);
    assert.equal(totalsOf(answer, box)?.impressions, 2, 'the two of visitors, none of bots');
    assert.equal(totalsOf(answer, box)?.optins, 2);
  });
});

describe('a database from before the daily counts', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mc-daily-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('gets them filled from the events and subscribers it holds', async () => {
    const file = path.join(dir, 'old.sqlite');
    const old = new Database(file);
    old.exec(MIGRATIONS[0]!);
    old.pragma('user_version = 1');
    const day = '2026-03-10';
    const insert = old.prepare(
      `INSERT INTO events (account_id, kind, event, event_id, widget_id, session_id, is_bot, is_optin, weight, currency, created_at, day)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
    );
    insert.run(account, 'event', 'impression', 'a', box, 's1', 0, 0, null, null, day);
    insert.run(account, 'event', 'impression', 'b', box, 's2', 0, 0, null, null, day);
    insert.run(account, 'event', 'impression', 'c', box, 'bot', 1, 0, null, null, day);
    insert.run(account, 'event', 'mc_shopify_analytics', 'd', box, 's1', 0, 1, null, null, day);
    insert.run(account, 'money', 'purchase', 'e', null, null, 0, 0, 12.5, 'USD', day);
    insert.run(account, 'conversion', 'signed_up', 'f', null, null, 0, 0, null, null, day);
    old
      .prepare('INSERT INTO subscribers (account_id, widget_id, phone_number, session_id, created_at, day) VALUES (?, ?, ?, ?, 0, ?)')
      .run(account, box, '+12015550100', 's1', day);
    // The box is gone from the widgets table, but its subscriber shows it was the account's: its counts stay.
    old.close();

    const storage = createSqliteStorage({ path: file });
    const counts = await storage.dailyCounts(account, day, day);
    const find = (metric: string, widgetId: number = box) => counts.find((count) => count.metric === metric && count.widgetId === widgetId);
    assert.equal(find('impressions')?.count, 2);
    assert.equal(find('optins')?.count, 1, 'the subscriber and the event of one visitor');
    assert.equal(find('bot_visits', 0)?.count, 1);
    assert.equal(find('conversions', 0)?.count, 1);
    assert.deepEqual([find('money', 0)?.detail, find('money', 0)?.amount], ['USD', 12.5]);
    await storage.close();
  });
});
