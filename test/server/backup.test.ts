// Guards a backup that held every visitor (on a 411 MB database the copy's clean-up ran on the
// server's thread: 7.6 s, /load stalled 3.7 s), and an old plain-text admin token that, once replaced
// by its hash, could still be read from the database file's free pages.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { readConfig } from '../../server/config';
import { resolveSecrets, SECRET_NAMES } from '../../server/security/secrets';
import { DEMO_ACCOUNT_ID } from '../../server/seed';
import { MIGRATIONS } from '../../server/storage/sqlite/migrations';
import { createSqliteStorage } from '../../server/storage/sqlite/sqlite-storage';
import { startTestServer, TEST_SECRETS, type TestServer } from './helpers';

/** Every byte of the database's files, where a deleted value could linger. */
async function fileBytes(file: string): Promise<string> {
  const parts = [file, `${file}-wal`].filter((name) => existsSync(name));
  return (await Promise.all(parts.map((name) => readFile(name)))).map((bytes) => bytes.toString('latin1')).join('');
}

describe('a backup of a large database', () => {
  let server: TestServer;
  let folder: string;
  before(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'mc-backup-large-'));
    const file = path.join(folder, 'large.sqlite');
    createSqliteStorage({ path: file }).close();
    // About 80 MB of events, written by SQLite itself: made in JavaScript, the strings' garbage
    // collection would hold the thread the test times.
    const db = new Database(file);
    db.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000)
      INSERT INTO events (account_id, kind, event, event_id, is_bot, is_optin, payload_json, created_at, day)
      SELECT '${DEMO_ACCOUNT_ID}', 'event', 'big', 'big-' || i, 0, 0, printf('{"blob":"%.15000c"}', 'x'), 0, '2026-03-10' FROM n`);
    db.close();
    server = await startTestServer({ databasePath: file });
    await server.app.ready();
  });
  after(async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('streams while /load keeps answering', async () => {
    let done = false;
    // Over a real socket, read as it streams: an injected answer would be turned into one 80 MB string
    // on this thread, a stall of the test's own making.
    const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const backup = fetch(`${origin}/admin/api/backup`, { headers: { authorization: `Bearer ${TEST_SECRETS.adminToken}` } })
      .then(async (response) => {
        let bytes = 0;
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
        return { statusCode: response.status, bytes };
      })
      .finally(() => (done = true));
    const started = performance.now();
    let slowestLoad = 0;
    let loads = 0;
    while (!done) {
      const at = performance.now();
      assert.equal((await server.app.inject({ method: 'GET', url: `/load?account_id=${DEMO_ACCOUNT_ID}` })).statusCode, 200);
      // Timed with the turn it leaves the backup, so a stall anywhere falls within one /load's time.
      await new Promise((resolve) => setImmediate(resolve));
      slowestLoad = Math.max(slowestLoad, performance.now() - at);
      loads += 1;
    }
    const response = await backup;
    const took = performance.now() - started;
    assert.equal(response.statusCode, 200);
    assert.ok(response.bytes > 50_000_000, `a ${response.bytes}-byte copy`);
    assert.ok(loads > 5, `${loads} loads during the backup`);
    // Relative to the backup's own time, as the machine is shared and slows both alike: the
    // clean-up on the server's thread held /load for the whole of its VACUUM, most of that time.
    assert.ok(slowestLoad < took / 4, `the slowest /load took ${Math.round(slowestLoad)} ms of the backup's ${Math.round(took)} ms`);
  });
});

describe('a deleted secret', () => {
  let folder: string;
  before(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'mc-erase-'));
  });
  after(() => rm(folder, { recursive: true, force: true }));

  it('an admin token kept in plain text, once replaced by its hash, is nowhere in the files', async () => {
    const file = path.join(folder, 'legacy.sqlite');
    const storage = createSqliteStorage({ path: file });
    await storage.setServerValue(SECRET_NAMES.legacyAdminToken, 'plain-old-admin-token-0123456789');
    await resolveSecrets(readConfig({}), storage);
    await storage.close();
    assert.doesNotMatch(await fileBytes(file), /plain-old-admin-token/);
  });

  it('a database an earlier version upgraded keeps nothing it deleted in its free pages', async () => {
    const file = path.join(folder, 'upgraded.sqlite');
    const old = new Database(file);
    old.pragma('journal_mode = WAL');
    for (const step of MIGRATIONS.slice(0, 3)) old.exec(step);
    old.pragma('user_version = 3');
    old
      .prepare('INSERT INTO server_values (name, value) VALUES (?, ?)')
      .run(SECRET_NAMES.legacyAdminToken, 'converted-earlier-admin-token-0123');
    old.prepare('DELETE FROM server_values WHERE name = ?').run(SECRET_NAMES.legacyAdminToken);
    old.close();
    assert.match(await fileBytes(file), /converted-earlier-admin-token/, 'an earlier version left it there');
    const storage = createSqliteStorage({ path: file });
    await storage.close();
    assert.doesNotMatch(await fileBytes(file), /converted-earlier-admin-token/);
  });
});
