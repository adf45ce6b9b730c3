// The install check: the origins of the pages that called /load for an account, noted without ever
// holding up /load, written behind in batches, at most 20 an account.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildServer } from '../../server/app';
import { createInstallLog } from '../../server/jobs/install-log';
import { seedDemo, DEMO_ACCOUNT_ID } from '../../server/seed';
import { createSqliteStorage } from '../../server/storage/sqlite/sqlite-storage';
import type { InstallRecord, Storage } from '../../server/storage/storage';
import { json, startTestServer, TEST_SECRETS, TEST_START, testConfig, type TestServer } from './helpers';

interface Installs {
  installs: { origin: string; first_seen: string; last_seen: string; load_calls: number }[];
}

const load = (server: { app: TestServer['app'] }, headers: Record<string, string>, accountId = DEMO_ACCOUNT_ID) =>
  server.app.inject({ method: 'GET', url: `/load?account_id=${accountId}`, headers });

describe('the install check', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  const installs = async (accountId = DEMO_ACCOUNT_ID) =>
    json<Installs>(await server.admin('GET', `/admin/api/accounts/${accountId}/installs`)).installs;

  it('lists the origins whose pages loaded the account, the most recently seen first', async () => {
    assert.deepEqual(await installs(), []);
    await load(server, { origin: 'https://shop.example.com' });
    server.clock.time += 1000;
    await load(server, { origin: 'https://shop.example.com' });
    server.clock.time += 1000;
    await load(server, { referer: 'https://blog.example.com/posts/1?x=y' });
    await load(server, { origin: 'null', referer: 'http://localhost:3000/sandboxed' });
    // Nothing names a site: no header, an extension page, a file, a name too long, a refused load.
    await load(server, {});
    await load(server, { origin: 'chrome-extension://abcdef' });
    await load(server, { referer: 'file:///home/owner/page.html' });
    await load(server, { origin: `https://${'a'.repeat(190)}.example.com` });
    assert.equal((await load(server, { origin: 'https://elsewhere.example.com' }, '987654')).statusCode, 404);

    const start = (offset: number) => new Date(TEST_START + offset).toISOString();
    assert.deepEqual(await installs(), [
      { origin: 'http://localhost:3000', first_seen: start(2000), last_seen: start(2000), load_calls: 1 },
      { origin: 'https://blog.example.com', first_seen: start(2000), last_seen: start(2000), load_calls: 1 },
      { origin: 'https://shop.example.com', first_seen: start(0), last_seen: start(1000), load_calls: 2 },
    ]);
    assert.equal((await server.admin('GET', '/admin/api/accounts/987654/installs')).statusCode, 404);
  });

  it('keeps the 20 most recently seen origins of an account, within a batch and across batches', async () => {
    await server.admin('PUT', '/admin/api/accounts/5555', { app: {} });
    const seen = async (from: number, to: number) => {
      for (let site = from; site <= to; site += 1) {
        server.clock.time += 1000;
        await load(server, { origin: `https://site${site}.example.com` }, '5555');
      }
    };
    await seen(1, 25);
    const first = await installs('5555');
    assert.equal(first.length, 20);
    assert.deepEqual([first[0]?.origin, first[19]?.origin], ['https://site25.example.com', 'https://site6.example.com']);
    await seen(26, 30);
    const second = await installs('5555');
    assert.equal(second.length, 20);
    assert.deepEqual([second[0]?.origin, second[19]?.origin], ['https://site30.example.com', 'https://site11.example.com']);
  });
});

describe('/load with the install check', () => {
  it('answers without waiting for the origins to be stored, which happens behind it', async () => {
    const storage = createSqliteStorage({ path: ':memory:' });
    await seedDemo(storage);
    const writes: InstallRecord[][] = [];
    let release = () => {};
    const stalled: Storage = {
      ...storage,
      // The first write is held up until the test releases it.
      recordInstalls: (seen) => {
        writes.push(seen);
        if (writes.length > 1) return storage.recordInstalls(seen);
        return new Promise<void>((resolve) => {
          release = resolve;
        }).then(() => storage.recordInstalls(seen));
      },
    };
    const app = await buildServer({ config: testConfig(), storage: stalled, secrets: TEST_SECRETS });
    try {
      for (let call = 0; call < 3; call += 1) {
        const response = await load({ app }, { origin: 'https://shop.example.com' });
        assert.equal(response.statusCode, 200);
      }
      assert.equal(writes.length, 0, 'nothing is written on the way of /load');
      const listing = app.inject({
        method: 'GET',
        url: `/admin/api/accounts/${DEMO_ACCOUNT_ID}/installs`,
        headers: { authorization: `Bearer ${TEST_SECRETS.adminToken}` },
      });
      // While the write is held up, /load still answers.
      await new Promise((resolve) => setTimeout(resolve, 20));
      assert.equal(writes.length, 1);
      assert.equal((await load({ app }, { origin: 'https://shop.example.com' })).statusCode, 200);
      release();
      const listed = await listing;
      assert.equal(listed.statusCode, 200);
      assert.deepEqual(
        json<Installs>(listed).installs.map((install) => [install.origin, install.load_calls]),
        [['https://shop.example.com', 3]],
        'one batch for the three calls',
      );
    } finally {
      release();
      await app.close();
      await storage.close();
    }
  });

  it('writes what was noted when the server closes, and a few seconds after a load call otherwise', async () => {
    const storage = createSqliteStorage({ path: ':memory:' });
    await seedDemo(storage);
    const app = await buildServer({ config: testConfig(), storage, secrets: TEST_SECRETS });
    await load({ app }, { origin: 'https://shop.example.com' });
    assert.deepEqual(await storage.listInstalls(DEMO_ACCOUNT_ID), []);
    await app.close();
    assert.deepEqual(
      (await storage.listInstalls(DEMO_ACCOUNT_ID)).map((install) => install.origin),
      ['https://shop.example.com'],
    );

    const failures: unknown[] = [];
    const log = createInstallLog(storage, { now: () => TEST_START, flushMs: 10, onError: (error) => failures.push(error) });
    log.note(DEMO_ACCOUNT_ID, 'https://later.example.com');
    await new Promise((resolve) => setTimeout(resolve, 60));
    assert.equal((await storage.listInstalls(DEMO_ACCOUNT_ID)).length, 2);
    assert.deepEqual(failures, []);
    await storage.close();
  });
});
