// The owner app's sign-in: the admin token exchanged for an HttpOnly session cookie, changes signed by
// the cookie only with X-MC-Admin, sessions shared through the database and ended by a new token; and
// the owner never locked out by wrong tokens sent from the same address.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer } from '../../server/app';
import type { ServerConfig } from '../../server/config';
import { DEMO_ACCOUNT_ID, DEMO_WIDGET_IDS } from '../../server/seed';
import { sessionIdHash } from '../../server/security/admin-session';
import { hashAdminToken } from '../../server/security/secrets';
import { createSqliteStorage } from '../../server/storage/sqlite/sqlite-storage';
import { DAY_MS, json, startTestServer, TEST_SECRETS, testConfig, type TestServer } from './helpers';

const ACCOUNT = `/admin/api/accounts/${DEMO_ACCOUNT_ID}`;

function sessionCookieOf(response: LightMyRequestResponse): string {
  const header = String(response.headers['set-cookie']);
  const match = /^mc_admin_session=([^;]*)/.exec(header);
  assert.ok(match, `a session cookie in ${header}`);
  return match[1] as string;
}

const signIn = (app: FastifyInstance, token: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/admin/api/session', payload: { token }, headers });

const withCookie = (id: string, extra: Record<string, string> = {}) => ({ cookie: `other=1; mc_admin_session=${id}`, ...extra });

describe('signing in to the owner API', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  it('exchanges the admin token for an HttpOnly, SameSite=Strict cookie whose id is stored only as a hash', async () => {
    const response = await signIn(server.app, TEST_SECRETS.adminToken);
    assert.equal(response.statusCode, 204);
    const header = String(response.headers['set-cookie']);
    assert.match(header, /^mc_admin_session=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Strict; Path=\/admin; Max-Age=2592000$/);
    assert.doesNotMatch(header, /Secure/, 'not over plain http');
    const id = sessionCookieOf(response);
    const stored = await server.storage.getAdminSession(sessionIdHash(id));
    assert.equal(stored?.expiresAt, server.clock.time + 30 * DAY_MS);
    assert.notEqual(stored?.idHash, id);
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  it('lets the cookie read, and change only with X-MC-Admin: 1', async () => {
    const id = sessionCookieOf(await signIn(server.app, TEST_SECRETS.adminToken));
    const session = await server.app.inject({ method: 'GET', url: '/admin/api/session', headers: withCookie(id) });
    assert.deepEqual([session.statusCode, json(session)], [200, { signed_in: true }]);
    assert.equal((await server.app.inject({ method: 'GET', url: ACCOUNT, headers: withCookie(id) })).statusCode, 200);

    const url = `/admin/api/widgets/${DEMO_WIDGET_IDS.box}`;
    for (const method of ['PATCH', 'DELETE'] as const) {
      const refused = await server.app.inject({
        method,
        url,
        headers: withCookie(id),
        ...(method === 'PATCH' ? { payload: { name: 'Forged' } } : {}),
      });
      assert.equal(refused.statusCode, 403, method);
      assert.match(json(refused).message as string, /X-MC-Admin: 1/);
    }
    const forgedPost = await server.app.inject({
      method: 'POST',
      url: `${ACCOUNT}/widgets`,
      headers: withCookie(id, { 'x-mc-admin': 'yes' }),
      payload: { widget_type: 'bar' },
    });
    assert.equal(forgedPost.statusCode, 403);
    assert.equal((await server.storage.getWidget(DEMO_WIDGET_IDS.box))?.name, 'Inline box: newsletter', 'nothing changed');

    const renamed = await server.app.inject({
      method: 'PATCH',
      url,
      headers: withCookie(id, { 'x-mc-admin': '1' }),
      payload: { name: 'Roast club box' },
    });
    assert.equal(renamed.statusCode, 200);
    assert.equal((await server.storage.getWidget(DEMO_WIDGET_IDS.box))?.name, 'Roast club box');
  });

  it('answers 401 without a session, with an unknown or ended one, and after signing out', async () => {
    assert.equal((await server.app.inject({ method: 'GET', url: '/admin/api/session' })).statusCode, 401);
    const unknown = await server.app.inject({ method: 'GET', url: '/admin/api/session', headers: withCookie('A'.repeat(43)) });
    assert.deepEqual([unknown.statusCode, json(unknown).message], [401, 'the session has ended; sign in again']);

    const id = sessionCookieOf(await signIn(server.app, TEST_SECRETS.adminToken));
    const refused = await server.app.inject({ method: 'DELETE', url: '/admin/api/session', headers: withCookie(id) });
    assert.equal(refused.statusCode, 403, 'another site cannot sign the owner out');
    const out = await server.app.inject({ method: 'DELETE', url: '/admin/api/session', headers: withCookie(id, { 'x-mc-admin': '1' }) });
    assert.equal(out.statusCode, 204);
    assert.match(String(out.headers['set-cookie']), /^mc_admin_session=; HttpOnly; SameSite=Strict; Path=\/admin; Max-Age=0$/);
    assert.equal(await server.storage.getAdminSession(sessionIdHash(id)), undefined);
    assert.equal((await server.app.inject({ method: 'GET', url: ACCOUNT, headers: withCookie(id) })).statusCode, 401);

    const later = sessionCookieOf(await signIn(server.app, TEST_SECRETS.adminToken));
    server.clock.time += 30 * DAY_MS;
    assert.equal((await server.app.inject({ method: 'GET', url: ACCOUNT, headers: withCookie(later) })).statusCode, 401, 'after 30 days');
    server.clock.time -= 30 * DAY_MS;
  });

  it('refuses a wrong token as a failure: 401 naming it, then 429 past the limit, and never the right one', async () => {
    const wrong = await signIn(server.app, 'not-the-admin-token');
    assert.deepEqual([wrong.statusCode, json(wrong).message], [401, 'the admin token is not valid']);
    assert.equal(wrong.headers['set-cookie'], undefined);
    assert.equal((await server.app.inject({ method: 'POST', url: '/admin/api/session', payload: {} })).statusCode, 400);

    const from = (token: string, remoteAddress: string) =>
      server.app.inject({ method: 'POST', url: '/admin/api/session', payload: { token }, remoteAddress });
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await from(`guess-${attempt}`, '10.9.0.1')).statusCode);
    assert.deepEqual(statuses, [...Array(10).fill(401), 429]);
    assert.equal((await from(TEST_SECRETS.adminToken, '10.9.0.1')).statusCode, 204, 'the right token signs in all the same');
  });

  // Guards issue 30's lock-out: ten wrong tokens from an address refused even the right one for a minute.
  it('lets the right bearer token in after ten wrong ones from the same address', async () => {
    const call = (token: string) =>
      server.app.inject({
        method: 'GET',
        url: '/admin/api/accounts',
        remoteAddress: '10.9.0.2',
        headers: { authorization: `Bearer ${token}` },
      });
    for (let attempt = 0; attempt < 10; attempt += 1) assert.equal((await call(`guess-${attempt}`)).statusCode, 401);
    assert.equal((await call('guess-10')).statusCode, 429);
    assert.equal((await call(TEST_SECRETS.adminToken)).statusCode, 200);
  });

  it('marks the cookie Secure when the request came over https, as the trusted proxy says', async () => {
    const behindProxy = await startTestServer({ seed: false, config: { trustProxy: 1 } });
    try {
      const viaProxy = await signIn(behindProxy.app, TEST_SECRETS.adminToken, { 'x-forwarded-proto': 'https' });
      assert.match(String(viaProxy.headers['set-cookie']), /; Secure$/);
    } finally {
      await behindProxy.close();
    }
    const forged = await signIn(server.app, TEST_SECRETS.adminToken, { 'x-forwarded-proto': 'https' });
    assert.doesNotMatch(String(forged.headers['set-cookie']), /Secure/, 'a header no trusted proxy wrote');
  });

  it('leaves the sessions out of a backup, as it does the secrets', async () => {
    const id = sessionCookieOf(await signIn(server.app, TEST_SECRETS.adminToken));
    const response = await server.admin('GET', '/admin/api/backup');
    assert.equal(response.statusCode, 200);
    assert.doesNotMatch(response.rawPayload.toString('latin1'), new RegExp(sessionIdHash(id)), 'not even in a free page');
    const folder = await mkdtemp(path.join(os.tmpdir(), 'mc-session-backup-'));
    try {
      const file = path.join(folder, 'copy.sqlite');
      await writeFile(file, response.rawPayload);
      const copy = new Database(file, { readonly: true });
      assert.deepEqual(copy.prepare('SELECT * FROM admin_sessions').all(), []);
      for (const table of ['widget_versions', 'widget_drafts', 'installs']) {
        assert.ok(copy.prepare(`SELECT count(*) AS n FROM ${table}`).get(), `the copy has ${table}`);
      }
      assert.ok((copy.prepare('SELECT count(*) AS n FROM widget_versions').get() as { n: number }).n > 0, 'with the versions');
      copy.close();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('sessions shared by several processes of one database', () => {
  const storage = createSqliteStorage({ path: ':memory:' });
  after(() => storage.close());

  /** A server process on the shared database, with its own admin token settings. */
  const processWith = (config: Partial<ServerConfig>, adminTokenHash: string) =>
    buildServer({ config: testConfig(config), storage, secrets: { ...TEST_SECRETS, adminTokenHash } });

  it('hold in every process under the same token, and end when the token changes or is reset', async () => {
    const token = 'an-environment-admin-token-0123456789';
    // A token from the environment is hashed with a new salt at every start of every process.
    const first = await processWith({ adminToken: token }, hashAdminToken(token));
    const second = await processWith({ adminToken: token }, hashAdminToken(token));
    const changed = await processWith({ adminToken: `${token}-new` }, hashAdminToken(`${token}-new`));
    const generated = await processWith({}, TEST_SECRETS.adminTokenHash);
    const reset = await processWith({}, hashAdminToken('a-token-made-by-a-reset-0123456789'));
    try {
      const session = (app: FastifyInstance, id: string) =>
        app.inject({ method: 'GET', url: '/admin/api/session', headers: withCookie(id) });
      const id = sessionCookieOf(await signIn(first, token));
      assert.equal((await session(second, id)).statusCode, 200, 'another process, or a restart, with the same token');
      assert.equal((await session(changed, id)).statusCode, 401, 'ADMIN_TOKEN changed');

      const fromStored = sessionCookieOf(await signIn(generated, TEST_SECRETS.adminToken));
      assert.equal((await session(generated, fromStored)).statusCode, 200);
      assert.equal((await session(reset, fromStored)).statusCode, 401, 'ADMIN_TOKEN_RESET');
    } finally {
      for (const app of [first, second, changed, generated, reset]) await app.close();
    }
  });
});
