// The storage interface, the same on both databases: SQLite always, PostgreSQL when TEST_DATABASE_URL
// names one (CI starts one), each test on a schema of its own.
import { after, describe, it } from 'node:test';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import pg from 'pg';
import { dayOf } from '../../server/domain/days';
import { PG_MIGRATIONS } from '../../server/storage/postgres/migrations';
import { MIGRATIONS } from '../../server/storage/sqlite/migrations';
import { createPostgresStorage } from '../../server/storage/postgres/postgres-storage';
import { createSqliteStorage } from '../../server/storage/sqlite/sqlite-storage';
import type { Storage } from '../../server/storage/storage';
import { DAY_MS, makeEvent, TEST_START } from './helpers';

type Clock = { time: number };
type Open = (clock: Clock) => Promise<Storage>;

const POSTGRES_URL = process.env['TEST_DATABASE_URL'];
const schemas: string[] = [];

const BACKENDS: [string, Open | undefined][] = [
  ['SQLite', async (clock) => createSqliteStorage({ path: ':memory:', now: () => clock.time })],
  [
    'PostgreSQL',
    POSTGRES_URL
      ? async (clock) => {
          const schema = `mc_test_${process.pid}_${schemas.length}`;
          schemas.push(schema);
          return createPostgresStorage({ connectionString: POSTGRES_URL, schema, now: () => clock.time, poolSize: 4 });
        }
      : undefined,
  ],
];

after(async () => {
  if (!POSTGRES_URL || schemas.length === 0) return;
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
});

const event = makeEvent;

const widget = (widgetId: number | undefined, name: string) => ({
  ...(widgetId === undefined ? {} : { widgetId }),
  accountId: '1',
  widgetType: 'bar',
  channel: 'fb',
  name,
  smsKeyword: '',
  widgetSign: '',
  data: { main: { title: name } },
});

for (const [name, open] of BACKENDS) {
  describe(`storage on ${name}`, { skip: open ? false : 'set TEST_DATABASE_URL to a PostgreSQL database to run these' }, () => {
    const withStorage = (run: (storage: Storage, clock: Clock) => Promise<void>) => async () => {
      const clock = { time: TEST_START };
      const storage = await open!(clock);
      try {
        await run(storage, clock);
      } finally {
        await storage.close();
      }
    };

    it(
      'keeps accounts and widgets, numbering new widgets after the highest',
      withStorage(async (storage) => {
        const account = await storage.setAccount('1', { page_name: 'Tea', whitelist: ['a.example'] }, 'Tea.myshopify.com');
        assert.deepEqual(
          [account.accountId, account.app['page_name'], account.shopDomain, account.createdAt],
          ['1', 'Tea', 'tea.myshopify.com', TEST_START],
        );
        assert.equal((await storage.findAccountByShop('TEA.myshopify.com'))?.accountId, '1');
        assert.equal((await storage.upsertWidget(widget(101, 'first'))).widgetId, 101);
        const next = await storage.upsertWidget(widget(undefined, 'second'));
        assert.equal(next.widgetId, 102);
        assert.deepEqual(next.data, { main: { title: 'second' } });
        await storage.upsertWidget(widget(101, 'renamed'));
        assert.deepEqual(
          (await storage.listWidgets('1')).map((record) => record.name),
          ['renamed', 'second'],
        );
        assert.equal(await storage.deleteWidget(102), true);
        assert.equal(await storage.deleteWidget(102), false);
        assert.equal(await storage.deleteAccount('1'), true);
        assert.deepEqual(await storage.listWidgets('1'), []);
        assert.deepEqual(await storage.listAccounts(), []);
      }),
    );

    // Guards a subscription through one widget being credited to another (the launcher after the SMS card).
    it(
      "answers the opt-in check per widget, and keeps each subscription's consent, the latest shown per subscriber",
      withStorage(async (storage) => {
        const consent = {
          legalText: 'By subscribing you agree to texts.',
          buttonText: 'Text me',
          widgetUpdatedAt: 1_700_000_000_000,
          pageUrl: 'https://shop.example.com/sms',
        };
        await storage.addSubscriber({ accountId: '1', widgetId: 5, phoneNumber: '+12015550123', sessionId: 'a', consent });
        assert.deepEqual(
          [
            await storage.hasOptedIn('1', 'a'),
            await storage.hasOptedIn('1', 'a', 5),
            await storage.hasOptedIn('1', 'a', 6),
            await storage.hasOptedIn('1', 'b', 5),
          ],
          [true, true, false, false],
        );
        const [stored] = await storage.latestSubscribers('1', 10);
        assert.deepEqual(
          { ...stored?.consent, createdAt: typeof stored?.consent?.createdAt },
          { ...consent, widgetId: 5, createdAt: 'number' },
        );
        await storage.addSubscriber({
          accountId: '1',
          widgetId: 5,
          phoneNumber: '+12015550123',
          sessionId: 'b',
          consent: { ...consent, buttonText: 'Send texts' },
        });
        assert.equal((await storage.latestSubscribers('1', 10))[0]?.consent?.buttonText, 'Send texts');
        assert.equal(await storage.hasOptedIn('1', 'b', 5), true);
        await storage.addSubscriber({ accountId: '1', widgetId: 6, phoneNumber: '+12015550199', sessionId: 'c' });
        assert.equal((await storage.latestSubscribers('1', 10)).find((subscriber) => subscriber.widgetId === 6)?.consent, null);
      }),
    );

    it(
      'subscribes once per number and widget, and remembers the sessions that opted in',
      withStorage(async (storage) => {
        const first = await storage.addSubscriber({ accountId: '1', widgetId: 5, phoneNumber: '+12015550123', sessionId: 'a' });
        const again = await storage.addSubscriber({ accountId: '1', widgetId: 5, phoneNumber: '+12015550123', sessionId: 'b' });
        assert.deepEqual([first.created, again.created, again.subscriber.subscriberId], [true, false, first.subscriber.subscriberId]);
        assert.deepEqual(
          [await storage.hasOptedIn('1', 'a'), await storage.hasOptedIn('1', 'b'), await storage.hasOptedIn('1', 'c')],
          [true, true, false],
        );
        assert.equal((await storage.latestSubscribers('1', 10)).length, 1);
        assert.equal(await storage.getOrCreateSmsRef('1', 5, 'a', 'REF11111'), 'REF11111');
        assert.equal(await storage.getOrCreateSmsRef('1', 5, 'a', 'REF22222'), 'REF11111');
        await assert.rejects(storage.getOrCreateSmsRef('1', 5, 'z', 'REF11111'), /taken by another session/);
      }),
    );

    // Guards the group commit's one statement: requests written together must each learn how many of their own were new.
    it(
      'credits an event id that requests sent together both name to the first of them, and counts it once',
      withStorage(async (storage) => {
        await storage.upsertWidget(widget(5, 'box'));
        const stored = await Promise.all([
          storage.addEvents([event({ eventId: 'a' }), event({ eventId: 'b' })]),
          storage.addEvents([event({ eventId: 'b' }), event({ eventId: 'c' }), event()]),
          storage.addEvents([event({ eventId: 'a' }), event({ eventId: 'c' })]),
          storage.addEvents([event({ eventId: 'a', accountId: '2' })]),
        ]);
        assert.deepEqual(stored, [2, 2, 0, 1]);
        assert.equal((await storage.latestEvents('1', 100)).length, 4);
        const [impressions] = await storage.dailyCounts('1', '0000-01-01', '9999-12-31');
        assert.deepEqual([impressions?.metric, impressions?.count], ['impressions', 4]);
      }),
    );

    it(
      'keeps every value of events written together as it was sent',
      withStorage(async (storage) => {
        const odd = 'a "quoted", {braced} \\ back\\slashed, NULL, ünïcødé 🙂 text';
        const sent = [
          event({ eventId: odd, sessionId: null, externalId: odd, payload: { widget_id: 5, note: odd, list: [odd, null] } }),
          event({
            kind: 'money',
            event: 'purchase',
            weight: 12.5,
            currency: 'EUR',
            isOptin: true,
            isBot: true,
            widgetId: null,
            sessionData: odd,
          }),
          event({ eventId: 'NULL', appId: 0, payload: null }),
        ];
        assert.deepEqual(await Promise.all(sent.map((one) => storage.addEvents([one]))), [1, 1, 1]);
        const stored = await storage.latestEvents('1', 10);
        for (const one of sent) {
          const found = stored.find((record) => record.eventId === one.eventId && record.kind === one.kind);
          const { createdAt: _createdAt, ...kept } = found ?? { createdAt: 0 };
          assert.deepEqual(kept, one);
        }
      }),
    );

    it(
      'answers account look-ups made together each with its own account, as written before them',
      withStorage(async (storage) => {
        await storage.setAccount('1', { page_name: 'Tea' }, null);
        assert.deepEqual(
          (await Promise.all(['1', '2', '1', 'none'].map((accountId) => storage.getAccount(accountId)))).map(
            (account) => account?.app['page_name'],
          ),
          ['Tea', undefined, 'Tea', undefined],
        );
        await storage.setAccount('2', { page_name: 'Coffee' }, null);
        await storage.setAccount('1', { page_name: 'Green tea' }, null);
        const [second, first] = await Promise.all([storage.getAccount('2'), storage.getAccount('1')]);
        assert.deepEqual([second?.app['page_name'], first?.app['page_name']], ['Coffee', 'Green tea']);
      }),
    );

    it(
      'stores events once per event id, counts them per day in the same transaction, and deletes the old ones but not the counts',
      withStorage(async (storage, clock) => {
        await storage.upsertWidget(widget(5, 'box'));
        // Widget 6 is another account's, 7 no one's: stored, and counted for no widget of account 1.
        await storage.upsertWidget({ ...widget(6, 'theirs'), accountId: '2' });
        await storage.addEvents([event({ widgetId: 6, eventId: 'x6' }), event({ widgetId: 7, eventId: 'x7' })]);
        assert.equal(await storage.addEvents([event({ eventId: 'e1' }), event({ eventId: 'e1' }), event(), event({ isBot: true })]), 3);
        assert.equal(await storage.addEvents([event({ eventId: 'e1' })]), 0);
        assert.equal(await storage.hasEvent('1', 'e1'), true);
        // Session v was shown widget 5 before its opt-in; session w was not, so its opt-in counts nothing.
        await storage.addEvents([event({ event: 'optin', isOptin: true, sessionId: 'w' }), event({ sessionId: 'v', eventId: 'seen-v' })]);
        await storage.addEvents([
          event({ event: 'optin', isOptin: true, sessionId: 'v' }),
          event({ kind: 'money', event: 'purchase', weight: 19.99, currency: 'USD', widgetId: null }),
        ]);
        await storage.addSubscriber({ accountId: '1', widgetId: 5, phoneNumber: '+12015550123', sessionId: 'v' });
        await storage.addEvents([event({ event: 'optin', isOptin: true, sessionId: 'v', eventId: 'o2' })]);
        const day = dayOf(TEST_START);
        const counts = async (from: string, to = from) =>
          (await storage.dailyCounts('1', from, to))
            .map((count) => `${count.day} ${count.widgetId} ${count.metric} ${count.detail} ${count.count} ${count.amount}`)
            .sort();
        const firstDay = [`${day} 0 bot_visits  1 0`, `${day} 0 money USD 1 19.99`, `${day} 5 impressions  3 0`, `${day} 5 optins  1 0`];
        assert.deepEqual(
          await counts(day),
          firstDay,
          'each event id once, the opt-in once for its visitor (event, subscriber and event again)',
        );
        const [money] = await storage.latestEvents('1', 1, 'purchase');
        assert.deepEqual([money?.weight, money?.currency, money?.payload], [19.99, 'USD', { widget_id: 5 }]);
        clock.time = TEST_START + 500 * DAY_MS;
        await storage.addEvents([event({ eventId: 'late' }), event({ event: 'optin', isOptin: true, sessionId: 'v', eventId: 'o3' })]);
        assert.equal(await storage.deleteEventsBefore(TEST_START + DAY_MS, 2), 2);
        assert.equal(await storage.deleteEventsBefore(TEST_START + DAY_MS, 100), 8);
        assert.deepEqual((await storage.latestEvents('1', 10)).map((record) => record.eventId).sort(), ['late', 'o3']);
        // The visitors counted once a day go with their day's events; the counts stay.
        assert.equal(await storage.deleteDailyVisitorsBefore(dayOf(TEST_START + DAY_MS), 1), 1);
        assert.equal(await storage.deleteDailyVisitorsBefore(dayOf(TEST_START + DAY_MS), 100), 1);
        assert.deepEqual(await counts(day), firstDay);
        const lateDay = dayOf(clock.time);
        assert.deepEqual(await counts(lateDay), [`${lateDay} 5 impressions  1 0`, `${lateDay} 5 optins  1 0`]);
        assert.equal(await storage.deleteDailyVisitorsBefore(dayOf(TEST_START + DAY_MS), 100), 0, 'the later day is kept');
        // A deleted widget was the account's: its counts stay, and it keeps counting what arrives late.
        assert.equal(await storage.deleteWidget(5), true);
        assert.deepEqual(
          (await storage.listDeletedWidgets('1')).map((gone) => [gone.widgetId, gone.name, gone.widgetType]),
          [[5, 'box', 'bar']],
        );
        await storage.addEvents([event({ eventId: 'after-delete' })]);
        assert.deepEqual(await counts(lateDay), [`${lateDay} 5 impressions  2 0`, `${lateDay} 5 optins  1 0`]);
        await storage.upsertWidget(widget(5, 'back'));
        assert.deepEqual(await storage.listDeletedWidgets('1'), [], 'a widget stored again is no longer a deleted one');
      }),
    );

    it(
      'keeps carts and server values',
      withStorage(async (storage) => {
        await storage.addAbandonedCart({
          token: 'c1',
          accountId: '1',
          shop: 'Shop.example',
          lineItems: [{ id: 7, quantity: 2 }],
          redirectTarget: '/cart',
        });
        assert.equal(await storage.markCartRepaired('c1', 'c2'), true);
        const cart = await storage.getAbandonedCart('c1');
        assert.deepEqual([cart?.shop, cart?.lineItems, cart?.repairedToken], ['shop.example', [{ id: 7, quantity: 2 }], 'c2']);
        assert.equal(await storage.markCartRepaired('nope', 'x'), false);
        await storage.setServerValue('k', 'v1');
        await storage.setServerValue('k', 'v2');
        assert.equal(await storage.getServerValue('k'), 'v2');
        await storage.deleteServerValue('k');
        assert.equal(await storage.getServerValue('k'), undefined);
      }),
    );

    it(
      'publishes widgets as numbered versions, keeps drafts apart from what is served, and the last 10 versions',
      withStorage(async (storage, clock) => {
        const published = await storage.upsertWidget(widget(101, 'first'));
        assert.deepEqual([published.version, published.publishedAt, published.draftUpdatedAt], [1, TEST_START, null]);
        const unpublished = await storage.addDraftWidget(widget(undefined, 'not yet'));
        assert.deepEqual([unpublished.widgetId, unpublished.version, unpublished.publishedAt], [102, 0, null]);
        assert.deepEqual(
          (await storage.listLiveWidgets('1')).map((record) => record.widgetId),
          [101],
        );
        assert.deepEqual(
          (await storage.listWidgets('1')).map((record) => record.widgetId),
          [101, 102],
        );

        clock.time += 1000;
        const draft = await storage.saveWidgetDraft(101, { ...widget(101, 'edited'), data: { main: { title: 'Draft title' } } });
        assert.deepEqual([draft.name, draft.data, draft.updatedAt], ['edited', { main: { title: 'Draft title' } }, TEST_START + 1000]);
        const withDraft = await storage.getWidget(101);
        assert.deepEqual(
          [withDraft?.name, withDraft?.version, withDraft?.draftUpdatedAt],
          ['first', 1, TEST_START + 1000],
          'the served content stays',
        );
        assert.equal((await storage.listLiveWidgets('1'))[0]?.name, 'first');

        const renamed = await storage.renameWidget(101, 'Top bar');
        assert.deepEqual([renamed?.name, renamed?.version, (await storage.getWidgetDraft(101))?.name], ['Top bar', 1, 'Top bar']);
        assert.equal(await storage.renameWidget(999, 'x'), undefined);

        clock.time += 1000;
        const live = await storage.publishWidget(101);
        assert.deepEqual(
          [live?.version, live?.publishedAt, live?.draftUpdatedAt, live?.data],
          [2, TEST_START + 2000, null, { main: { title: 'Draft title' } }],
        );
        assert.equal(await storage.getWidgetDraft(101), undefined);
        assert.equal((await storage.publishWidget(102))?.version, 1, 'a widget never published publishes its own content');
        assert.equal(await storage.publishWidget(999), undefined);

        for (let edit = 3; edit <= 12; edit += 1) await storage.upsertWidget(widget(101, `edit ${edit}`));
        const versions = await storage.listWidgetVersions(101);
        assert.deepEqual(
          versions.map((version) => version.version),
          [12, 11, 10, 9, 8, 7, 6, 5, 4, 3],
        );
        assert.equal(versions[0]?.name, 'edit 12');
        assert.equal(await storage.getWidgetVersion(101, 2), undefined, 'the 11th newest is gone');
        assert.equal((await storage.getWidgetVersion(101, 3))?.name, 'edit 3');

        await storage.saveWidgetDraft(101, widget(101, 'pending'));
        assert.equal(await storage.deleteWidgetDraft(101), true);
        assert.equal(await storage.deleteWidgetDraft(101), false);
        await storage.saveWidgetDraft(101, widget(101, 'pending'));
        assert.equal(await storage.deleteWidget(101), true);
        assert.deepEqual([await storage.getWidgetDraft(101), await storage.listWidgetVersions(101)], [undefined, []]);
        await storage.setAccount('1', {}, null);
        await storage.saveWidgetDraft(102, widget(102, 'pending'));
        await storage.deleteAccount('1');
        assert.deepEqual([await storage.getWidgetDraft(102), await storage.listWidgetVersions(102)], [undefined, []]);
      }),
    );

    it(
      'adds up the load calls seen per origin, keeping the 20 most recently seen of an account',
      withStorage(async (storage) => {
        const seen = (origin: string, firstSeen: number, lastSeen: number, loadCalls = 1, accountId = '1') => ({
          accountId,
          origin,
          firstSeen,
          lastSeen,
          loadCalls,
        });
        await storage.recordInstalls([
          seen('https://a.example', 10, 20, 2),
          seen('https://b.example', 15, 15),
          seen('https://a.example', 1, 1, 1, '2'),
        ]);
        await storage.recordInstalls([seen('https://a.example', 30, 40, 3)]);
        assert.deepEqual(await storage.listInstalls('1'), [seen('https://a.example', 10, 40, 5), seen('https://b.example', 15, 15)]);
        await storage.recordInstalls(
          Array.from({ length: 25 }, (_, index) => seen(`https://site${index}.example`, 100 + index, 100 + index)),
        );
        const kept = await storage.listInstalls('1');
        assert.equal(kept.length, 20);
        assert.deepEqual([kept[0]?.origin, kept[19]?.origin], ['https://site24.example', 'https://site5.example']);
        assert.deepEqual(
          (await storage.listInstalls('2')).map((install) => install.origin),
          ['https://a.example'],
          'per account',
        );
      }),
    );

    it(
      'keeps owner sign-in sessions by the hash of their id until they expire',
      withStorage(async (storage) => {
        const session = { idHash: 'h1', tokenHash: 't1', createdAt: TEST_START, expiresAt: TEST_START + DAY_MS };
        await storage.addAdminSession(session);
        await storage.addAdminSession({ ...session, idHash: 'h2', expiresAt: TEST_START + 2 * DAY_MS });
        assert.deepEqual(await storage.getAdminSession('h1'), session);
        assert.equal(await storage.deleteExpiredAdminSessions(TEST_START + DAY_MS), 1);
        assert.equal(await storage.getAdminSession('h1'), undefined);
        assert.equal(await storage.deleteAdminSession('h2'), true);
        assert.equal(await storage.deleteAdminSession('h2'), false);
      }),
    );

    if (name === 'PostgreSQL') {
      it(
        'leaves backups to pg_dump, saying so (501)',
        withStorage(async (storage) => {
          await assert.rejects(storage.backup('/tmp/never-written.sqlite'), (error: Error & { statusCode?: number }) => {
            assert.equal(error.statusCode, 501);
            assert.match(error.message, /pg_dump --exclude-table-data=server_values --exclude-table-data=admin_sessions/);
            return true;
          });
        }),
      );
    }
  });
}

describe('several server processes on one PostgreSQL', { skip: POSTGRES_URL ? false : 'set TEST_DATABASE_URL to run' }, () => {
  it('store every event exactly once when they write and retry at the same time', async () => {
    const schema = `mc_test_${process.pid}_shared`;
    schemas.push(schema);
    const processes = await Promise.all(
      [1, 2, 3].map(() => createPostgresStorage({ connectionString: POSTGRES_URL!, schema, poolSize: 4 })),
    );
    try {
      await processes[0]!.upsertWidget(widget(5, 'box'));
      const batches = Array.from({ length: 60 }, (_, index) => [event({ eventId: `e${index}` }), event({ eventId: `e${index}-b` })]);
      // Every batch is sent twice, by two processes, as a client's retry could be.
      const stored = await Promise.all(
        batches.flatMap((batch, index) => [processes[index % 3]!.addEvents(batch), processes[(index + 1) % 3]!.addEvents(batch)]),
      );
      assert.equal(
        stored.reduce((sum, count) => sum + count, 0),
        120,
      );
      assert.equal((await processes[0]!.latestEvents('1', 1000)).length, 120);
      const [impressions] = await processes[1]!.dailyCounts('1', '0000-01-01', '9999-12-31');
      assert.deepEqual([impressions?.metric, impressions?.count], ['impressions', 120], 'and counted exactly once');
      const widgets = await Promise.all(
        Array.from({ length: 9 }, (_, index) => processes[index % 3]!.upsertWidget(widget(undefined, `w${index}`))),
      );
      assert.equal(new Set([5, ...widgets.map((record) => record.widgetId)]).size, 10, 'no two processes took the same widget id');
      const id = widgets[0]!.widgetId;
      const published = await Promise.all(Array.from({ length: 6 }, (_, index) => processes[index % 3]!.publishWidget(id)));
      assert.deepEqual(published.map((record) => record?.version).sort(), [2, 3, 4, 5, 6, 7], 'each publish its own version');
      assert.deepEqual(
        (await processes[2]!.listWidgetVersions(id)).map((version) => version.version),
        [7, 6, 5, 4, 3, 2, 1],
      );
    } finally {
      await Promise.all(processes.map((storage) => storage.close()));
    }
  });
});

describe('a PostgreSQL database from before the daily counts', { skip: POSTGRES_URL ? false : 'set TEST_DATABASE_URL to run' }, () => {
  it('gets them filled from the events and subscribers it holds', async () => {
    const schema = `mc_test_${process.pid}_old`;
    schemas.push(schema);
    const old = new pg.Client({ connectionString: POSTGRES_URL });
    await old.connect();
    try {
      await old.query(`CREATE SCHEMA ${schema}; SET search_path = ${schema}`);
      await old.query(PG_MIGRATIONS[0]!);
      await old.query('CREATE TABLE mc_schema (version INTEGER NOT NULL); INSERT INTO mc_schema (version) VALUES (1)');
      const insert = `INSERT INTO events (account_id, kind, event, event_id, widget_id, session_id, is_bot, is_optin, weight, currency, created_at, day)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, '2026-03-10')`;
      for (const row of [
        ['1', 'event', 'impression', 'a', 5, 's1', 0, 0, null, null],
        ['1', 'event', 'impression', 'b', 5, 's2', 0, 0, null, null],
        ['1', 'event', 'impression', 'c', 5, 'bot', 1, 0, null, null],
        ['1', 'event', 'mc_shopify_analytics', 'd', 5, 's1', 0, 1, null, null],
        ['1', 'money', 'purchase', 'e', null, null, 0, 0, 12.5, 'USD'],
        ['1', 'conversion', 'signed_up', 'f', null, null, 0, 0, null, null],
      ]) {
        await old.query(insert, row);
      }
      await old.query(
        `INSERT INTO subscribers (account_id, widget_id, phone_number, session_id, created_at, day) VALUES ('1', 5, '+12015550100', 's1', 0, '2026-03-10')`,
      );
    } finally {
      await old.end();
    }
    const storage = await createPostgresStorage({ connectionString: POSTGRES_URL!, schema, poolSize: 2 });
    try {
      const counts = (await storage.dailyCounts('1', '2026-03-10', '2026-03-10'))
        .map((count) => `${count.widgetId} ${count.metric} ${count.detail} ${count.count} ${count.amount}`)
        .sort();
      assert.deepEqual(counts, ['0 bot_visits  1 0', '0 conversions  1 0', '0 money USD 1 12.5', '5 impressions  2 0', '5 optins  1 0']);
    } finally {
      await storage.close();
    }
  });
});

describe('a SQLite database from before drafts and versions', () => {
  it('serves its widgets as published version 1, kept as their first version', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'mc-versions-'));
    const file = path.join(folder, 'old.sqlite');
    try {
      const old = new Database(file);
      for (const step of MIGRATIONS.slice(0, 4)) old.exec(step);
      old.pragma('user_version = 4');
      old
        .prepare(
          `INSERT INTO widgets (widget_id, account_id, widget_type, channel, name, sms_keyword, widget_sign, data_json, created_at, updated_at)
         VALUES (7, '1', 'bar', 'fb', 'Old bar', '', '', '{"main":{"title":"Hi"}}', 5, 9)`,
        )
        .run();
      old.close();
      const storage = createSqliteStorage({ path: file });
      try {
        const [served] = await storage.listLiveWidgets('1');
        assert.deepEqual([served?.widgetId, served?.version, served?.publishedAt, served?.draftUpdatedAt], [7, 1, 9, null]);
        assert.deepEqual(
          (await storage.listWidgetVersions(7)).map((version) => [version.version, version.data]),
          [[1, { main: { title: 'Hi' } }]],
        );
      } finally {
        await storage.close();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
