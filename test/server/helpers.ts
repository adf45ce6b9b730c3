/** A server per test file: in-memory SQLite, fixed secrets, a clock the test can move, the demo seeded. */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildServer } from '../../server/app';
import { readConfig, type ServerConfig } from '../../server/config';
import { hashAdminToken, type Secrets } from '../../server/security/secrets';
import { seedDemo } from '../../server/seed';
import { createSqliteStorage } from '../../server/storage/sqlite/sqlite-storage';
import type { EventInput, Storage } from '../../server/storage/storage';

const TEST_ADMIN_TOKEN = 'test-admin-token-of-some-length';

/** The server keeps only the admin token's hash; `adminToken` is what the tests send. */
export const TEST_SECRETS: Secrets & { adminToken: string } = {
  adminToken: TEST_ADMIN_TOKEN,
  adminTokenHash: hashAdminToken(TEST_ADMIN_TOKEN),
  pixelTokenSecret: 'test-pixel-secret',
  shopifyHmacSecret: 'test-shopify-secret',
};

/** Noon UTC, so moving a few hours either way stays on the same day. */
export const TEST_START = Date.parse('2026-03-10T12:00:00Z');
export const DAY_MS = 86_400_000;

export interface TestServer {
  app: FastifyInstance;
  storage: Storage;
  clock: { time: number };
  /** A request with the admin token. */
  admin(method: InjectOptions['method'], url: string, body?: unknown): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...readConfig({ DEMO: '0' }, '/tmp'), databasePath: ':memory:', ...overrides };
}

export async function startTestServer(
  options: { seed?: boolean; config?: Partial<ServerConfig>; databasePath?: string } = {},
): Promise<TestServer> {
  const clock = { time: TEST_START };
  const now = () => clock.time;
  const storage = createSqliteStorage({ path: options.databasePath ?? ':memory:', now });
  if (options.seed !== false) await seedDemo(storage);
  const app = await buildServer({ config: testConfig(options.config), storage, secrets: TEST_SECRETS, now });
  return {
    app,
    storage,
    clock,
    admin: (method, url, body) =>
      app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${TEST_SECRETS.adminToken}` },
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      }),
    async close() {
      await app.close();
      await storage.close();
    },
  };
}

/** The body of an answer as JSON. */
export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

/** A stored widget event of account `1`, widget 5, as the storage takes it. */
export function makeEvent(overrides: Partial<EventInput> = {}): EventInput {
  return {
    accountId: '1',
    kind: 'event',
    event: 'impression',
    eventId: null,
    appId: 2,
    widgetId: 5,
    sessionId: 's1',
    externalId: null,
    isBot: false,
    isOptin: false,
    weight: null,
    currency: null,
    payload: { widget_id: 5 },
    sessionData: null,
    ...overrides,
  };
}
