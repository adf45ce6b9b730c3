// Start-up: settings from the environment, secrets kept across restarts, and a database file that upgrades in place.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../../server/config';
import { isAdminToken, resolveSecrets } from '../../server/security/secrets';
import { createSqliteStorage } from '../../server/storage/sqlite/sqlite-storage';
import { MIGRATIONS } from '../../server/storage/sqlite/migrations';

describe('readConfig', () => {
  it('runs locally with nothing set', () => {
    const config = readConfig({}, '/srv/app');
    assert.equal(config.port, 8080);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.databasePath, '/srv/app/data/mc.sqlite');
    assert.deepEqual(config.corsOrigins, []);
    assert.equal(config.demo, true);
    assert.equal(config.adminToken, undefined);
  });

  it('reads every variable', () => {
    const config = readConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/mc',
        DATABASE: 'widgets.db',
        CORS_ORIGINS: 'https://shop.example.com, https://www.example.com/',
        ADMIN_TOKEN: 'admin-token-at-least-24-chars',
        PIXEL_TOKEN_SECRET: 'pixel',
        SHOPIFY_HMAC_SECRET: 'shop',
        DEMO: '0',
        LOAD_MAX_AGE: '60',
        LOAD_STALE: '600',
        TRUST_PROXY: '1',
        PUBLIC_URL: 'https://api.example.com/',
        SMS_RATE_PER_SESSION: '3',
      },
      '/srv/app',
    );
    assert.equal(config.port, 9000);
    assert.equal(config.databasePath, '/var/lib/mc/widgets.db');
    assert.deepEqual(config.corsOrigins, ['https://shop.example.com', 'https://www.example.com']);
    assert.deepEqual(
      [config.adminToken, config.pixelTokenSecret, config.shopifyHmacSecret],
      ['admin-token-at-least-24-chars', 'pixel', 'shop'],
    );
    assert.equal(config.demo, false);
    assert.equal(config.loadMaxAgeSeconds, 60);
    assert.equal(config.loadStaleSeconds, 600);
    assert.equal(config.trustProxy, 1);
    assert.equal(config.publicUrl, 'https://api.example.com');
    assert.equal(config.rateLimits.smsPerSession.max, 3);
  });

  it('refuses a setting it cannot use, naming the variable', () => {
    assert.throws(() => readConfig({ PORT: 'eighty' }), /PORT/);
    assert.throws(() => readConfig({ DEMO: 'maybe' }), /DEMO/);
    assert.throws(() => readConfig({ CORS_ORIGINS: 'shop.example.com' }), /CORS_ORIGINS/);
  });
});

describe('a database file', () => {
  let folder: string;
  after(() => rm(folder, { recursive: true, force: true }));

  it('keeps generated secrets and data across restarts, and records its schema version', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'mc-startup-'));
    const file = path.join(folder, 'mc.sqlite');
    const config = readConfig({ DATA_DIR: folder });
    const first = createSqliteStorage({ path: file });
    const generated = await resolveSecrets(config, first);
    assert.equal(generated.adminTokenSource, 'generated now');
    assert.ok((generated.newAdminToken ?? '').length >= 32);
    await first.setAccount('1', { page_name: 'Kept' }, null);
    await first.close();

    const second = createSqliteStorage({ path: file });
    const again = await resolveSecrets(config, second);
    assert.equal(again.adminTokenHash, generated.adminTokenHash);
    assert.equal(again.newAdminToken, undefined, 'printed at the first start only');
    assert.equal(again.pixelTokenSecret, generated.pixelTokenSecret);
    assert.equal((await second.getAccount('1'))?.app['page_name'], 'Kept');
    const chosen = 'chosen-admin-token-0123456789';
    const fromEnv = await resolveSecrets(readConfig({ ADMIN_TOKEN: chosen }), second);
    assert.ok(isAdminToken(fromEnv.adminTokenHash, chosen));
    assert.deepEqual([fromEnv.adminTokenSource, fromEnv.newAdminToken], ['environment', undefined]);
    await second.close();
    const raw = new Database(file, { readonly: true });
    assert.equal(raw.pragma('user_version', { simple: true }), MIGRATIONS.length);
    raw.close();
    assert.equal(MIGRATIONS.length, 8);
  });
});
