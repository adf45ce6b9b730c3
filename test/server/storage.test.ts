// The storage interface, the same on both databases: SQLite always, PostgreSQL when TEST_DATABASE_URL
// names one (CI starts one), each test on a schema of its own.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
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
        assert.deepEqual([account.accountId, account.app['page_name'], account.shopDomain, account.createdAt], ['1', 'Tea', 'tea.myshopify.com', TEST_START]);
        assert.equal((await storage.findAccountByShop('TEA.myshopify.com'))?.accountId, '1');
        assert.equal((await storage.upsertWidget(widget(101, 'first'))).widgetId, 101);
        const next = await storage.upsertWidget(widget(undefined, 'second'));
        assert.equal(next.widgetId, 102);
        assert.deepEqual(next.data, { main: { title: 'second' } });
        await storage.upsertWidget(widget(101, 'renamed'));
        assert.deepEqual((await storage.listWidgets('1')).map((record) => record.name), ['renamed', 'second']);
        assert.equal(await storage.deleteWidget(102), true);
        assert.equal(await storage.deleteWidget(102), false);
        assert.equal(await storage.deleteAccount('1'), true);
        assert.deepEqual(await storage.listWidgets('1'), []);
        assert.deepEqual(await storage.listAccounts(), []);
      }),
    );

    it(
      'subscribes once per number and widget, and remembers the sessions that opted in',
      withStorage(async (storage) => {
        const first = await storage.addSubscriber({ accountId: '1', widgetId: 5, phoneNumber: '+12015550123', sessionId: 'a' });
        const again = await storage.addSubscriber({ accountId: '1', widgetId: 5, phoneNumber: '+12015550123', sessionId: 'b' });
        assert.deepEqual([first.created, again.created, again.subscriber.subscriberId], [true, false, first.subscriber.subscriberId]);
        assert.deepEqual([await storage.hasOptedIn('1', 'a'), await storage.hasOptedIn('1', 'b'), await storage.hasOptedIn('1', 'c')], [true, true, false]);
        assert.equal((await storage.latestSubscribers('1', 10)).length, 1);
        assert.equal(await storage.getOrCreateSmsRef('1', 5, 'a', 'REF11111'), 'REF11111');
        assert.equal(await storage.getOrCreateSmsRef('1', 5, 'a', 'REF22222'), 'REF11111');
        await assert.rejects(storage.getOrCreateSmsRef('1', 5, 'z', 'REF11111'), /taken by another session/);
      }),
    );

    it(
      'stores events once per event id, counts them per widget and day, and deletes the old ones',
      withStorage(async (storage, clock) => {
        assert.equal(await storage.addEvents([event({ eventId: 'e1' }), event({ eventId: 'e1' }), event(), event({ isBot: true })]), 3);
        assert.equal(await storage.addEvents([event({ eventId: 'e1' })]), 0);
        assert.equal(await storage.hasEvent('1', 'e1'), true);
        await storage.addEvents([event({ event: 'optin', isOptin: true, sessionId: 'v' }), event({ kind: 'money', event: 'purchase', weight: 19.99, currency: 'USD', widgetId: null })]);
        await storage.addSubscriber({ accountId: '1', widgetId: 5, phoneNumber: '+12015550123', sessionId: 'v' });
        const day = new Date(TEST_START).toISOString().slice(0, 10);
        assert.deepEqual(await storage.widgetDayCounts('1', day, day), [{ widgetId: 5, day, impressions: 2, optins: 1 }]);
        const [money] = await storage.latestEvents('1', 1, 'purchase');
        assert.deepEqual([money?.weight, money?.currency, money?.payload], [19.99, 'USD', { widget_id: 5 }]);
        clock.time = TEST_START + 500 * DAY_MS;
        await storage.addEvents([event({ eventId: 'late' })]);
        assert.equal(await storage.deleteEventsBefore(TEST_START + DAY_MS, 2), 2);
        assert.equal(await storage.deleteEventsBefore(TEST_START + DAY_MS, 100), 3);
        assert.deepEqual((await storage.latestEvents('1', 10)).map((record) => record.eventId), ['late']);
      }),
    );

    it(
      'keeps carts and server values',
      withStorage(async (storage) => {
        await storage.addAbandonedCart({ token: 'c1', accountId: '1', shop: 'Shop.example', lineItems: [{ id: 7, quantity: 2 }], redirectTarget: '/cart' });
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

    if (name === 'PostgreSQL') {
      it(
        'leaves backups to pg_dump, saying so (501)',
        withStorage(async (storage) => {
          await assert.rejects(storage.backup('/tmp/never-written.sqlite'), (error: Error & { statusCode?: number }) => {
            assert.equal(error.statusCode, 501);
            assert.match(error.message, /pg_dump --exclude-table-data=server_values/);
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
    const processes = await Promise.all([1, 2, 3].map(() => createPostgresStorage({ connectionString: POSTGRES_URL!, schema, poolSize: 4 })));
    try {
      const batches = Array.from({ length: 60 }, (_, index) => [event({ eventId: `e${index}` }), event({ eventId: `e${index}-b` })]);
      // Every batch is sent twice, by two processes, as a client's retry could be.
      const stored = await Promise.all(batches.flatMap((batch, index) => [processes[index % 3]!.addEvents(batch), processes[(index + 1) % 3]!.addEvents(batch)]));
      assert.equal(stored.reduce((sum, count) => sum + count, 0), 120);
      assert.equal((await processes[0]!.latestEvents('1', 1000)).length, 120);
      const widgets = await Promise.all(Array.from({ length: 9 }, (_, index) => processes[index % 3]!.upsertWidget(widget(undefined, `w${index}`))));
      assert.equal(new Set(widgets.map((record) => record.widgetId)).size, 9, 'no two processes took the same widget id');
    } finally {
      await Promise.all(processes.map((storage) => storage.close()));
    }
  });
});
