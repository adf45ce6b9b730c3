// Guards the owner's secrets: the admin token was kept in plain text, printed at every start and
// shipped with both signing secrets in every backup; the database was world-readable; ADMIN_TOKEN
// could be one character; 2,000 wrong tokens were answered without any throttling.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { readConfig } from '../../server/config';
import { isAdminToken, resolveSecrets, SECRET_NAMES } from '../../server/security/secrets';
import { createSqliteStorage } from '../../server/storage/sqlite/sqlite-storage';
import { json, startTestServer, TEST_SECRETS, testConfig, type TestServer } from './helpers';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');

describe('the admin token', () => {
  let folder: string;
  before(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'mc-secrets-'));
  });
  after(() => rm(folder, { recursive: true, force: true }));

  it('is kept only as a salted hash, and given out once, by the start that made it', async () => {
    const storage = createSqliteStorage({ path: path.join(folder, 'hash.sqlite') });
    const first = await resolveSecrets(readConfig({}), storage);
    const token = first.newAdminToken ?? '';
    assert.ok(token.length >= 32);
    const stored = (await storage.getServerValue(SECRET_NAMES.adminTokenHash)) ?? '';
    assert.match(stored, /^sha256\$[\w-]+\$[\w-]+$/);
    assert.ok(!stored.includes(token));
    assert.equal(await storage.getServerValue(SECRET_NAMES.legacyAdminToken), undefined);
    assert.ok(isAdminToken(stored, token));
    assert.ok(!isAdminToken(stored, `${token}x`));

    const second = await resolveSecrets(readConfig({}), storage);
    assert.equal(second.newAdminToken, undefined);
    assert.equal(second.adminTokenSource, 'stored hash');
    assert.ok(isAdminToken(second.adminTokenHash, token));

    const reset = await resolveSecrets(readConfig({ ADMIN_TOKEN_RESET: '1' }), storage);
    assert.ok(reset.newAdminToken && reset.newAdminToken !== token);
    assert.ok(!isAdminToken(reset.adminTokenHash, token), 'the old token no longer opens anything');
    await storage.close();
  });

  it('kept in plain text by an earlier version is replaced by its hash, and still works', async () => {
    const storage = createSqliteStorage({ path: path.join(folder, 'legacy.sqlite') });
    await storage.setServerValue(SECRET_NAMES.legacyAdminToken, 'an-old-plain-admin-token');
    const secrets = await resolveSecrets(readConfig({}), storage);
    assert.equal(secrets.newAdminToken, undefined);
    assert.ok(isAdminToken(secrets.adminTokenHash, 'an-old-plain-admin-token'));
    assert.equal(await storage.getServerValue(SECRET_NAMES.legacyAdminToken), undefined);
    await storage.close();
  });

  it('from ADMIN_TOKEN must be at least 24 characters: the server refuses to start, saying why', async () => {
    assert.throws(() => readConfig({ ADMIN_TOKEN: 'short' }), /ADMIN_TOKEN must be at least 24 characters long, got 5/);
    assert.doesNotThrow(() => readConfig({ ADMIN_TOKEN: 'x'.repeat(24) }));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ADMIN_TOKEN: 'secret', PORT: '0', DATA_DIR: folder, DEMO: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    assert.equal(code, 1);
    assert.match(output, /mc-widgets server not started: ADMIN_TOKEN must be at least 24 characters long/);
    assert.doesNotMatch(output, /secret/, 'the token itself is not echoed');
  });
});

describe('the database files', () => {
  let folder: string;
  before(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'mc-modes-'));
  });
  after(() => rm(folder, { recursive: true, force: true }));

  it('are readable by their owner only, including the WAL files and files an older version left 0644', async () => {
    const file = path.join(folder, 'mc.sqlite');
    const storage = createSqliteStorage({ path: file });
    await storage.setAccount('1', { page_name: 'x' }, null);
    for (const name of [file, `${file}-wal`, `${file}-shm`]) assert.equal((await stat(name)).mode & 0o777, 0o600, name);
    await storage.close();

    const old = path.join(folder, 'old.sqlite');
    await writeFile(old, '', { mode: 0o644 });
    await createSqliteStorage({ path: old }).close();
    assert.equal((await stat(old)).mode & 0o777, 0o600);
  });
});

describe('the owner API', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({
      config: { rateLimits: { ...testConfig().rateLimits, adminFailuresPerIp: { max: 5, windowMs: 60_000 } } },
    });
  });
  after(() => server.close());

  const call = (token: string, ip: string) =>
    server.app.inject({ method: 'GET', url: '/admin/api/accounts', remoteAddress: ip, headers: { authorization: `Bearer ${token}` } });

  it('answers 429 to an address after too many wrong tokens, until the minute is over, and still lets the right token in', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 7; attempt += 1) statuses.push((await call(`guess-${attempt}`, '10.5.0.1')).statusCode);
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429]);
    const blocked = await call('guess-again', '10.5.0.1');
    assert.match(String(json(blocked).message), /too many wrong admin tokens from this address/);
    assert.ok(Number(blocked.headers['retry-after']) > 0);
    // The owner is never locked out by what others behind the same address sent.
    assert.equal((await call(TEST_SECRETS.adminToken, '10.5.0.1')).statusCode, 200);
    assert.equal((await call('guess-again', '10.5.0.2')).statusCode, 401, 'another address');
    server.clock.time += 61_000;
    assert.equal((await call('guess-again', '10.5.0.1')).statusCode, 401, 'after the minute');
  });

  it('backs up the data without the admin token hash or the signing secrets', async () => {
    await server.storage.setServerValue(SECRET_NAMES.adminTokenHash, 'sha256$salt$digest-that-must-not-leave');
    await server.storage.setServerValue(SECRET_NAMES.pixelTokenSecret, 'pixel-secret-that-must-not-leave');
    await server.storage.setServerValue(SECRET_NAMES.shopifyHmacSecret, 'cart-secret-that-must-not-leave');
    const response = await server.admin('GET', '/admin/api/backup');
    assert.equal(response.statusCode, 200);
    assert.doesNotMatch(response.rawPayload.toString('latin1'), /must-not-leave/, 'not even in a free page of the file');
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'mc-backup-test-')), 'copy.sqlite');
    await writeFile(file, response.rawPayload);
    const copy = new Database(file, { readonly: true });
    assert.deepEqual(copy.prepare('SELECT * FROM server_values').all(), []);
    assert.equal((copy.prepare('SELECT count(*) AS n FROM widgets').get() as { n: number }).n > 0, true, 'the data is there');
    copy.close();
    await rm(path.dirname(file), { recursive: true, force: true });
  });
});
