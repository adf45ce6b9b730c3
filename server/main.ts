/**
 * Starts the server: `node --import tsx server/main.ts` (or `npm run server`; `npm start` builds
 * the widgets first). Reads the environment (config.ts), opens the database, seeds the demo into
 * an empty one, and prints the URLs to open.
 */
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildServer } from './app';
import { readConfig, type ServerConfig } from './config';
import { startRetention } from './jobs/retention';
import { resolveSecrets, type ResolvedSecrets } from './security/secrets';
import { DEMO_ACCOUNT_ID, seedDemo } from './seed';
import { createPostgresStorage } from './storage/postgres/postgres-storage';
import { createSqliteStorage } from './storage/sqlite/sqlite-storage';
import type { Storage } from './storage/storage';

function configOrExit(): ServerConfig {
  try {
    return readConfig();
  } catch (error) {
    console.error(`mc-widgets server not started: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const config = configOrExit();
async function openStorage(): Promise<Storage> {
  if (config.databaseUrl) return createPostgresStorage({ connectionString: config.databaseUrl });
  // The data is the owner's alone: subscribers' numbers, and the generated secrets.
  if (config.databasePath !== ':memory:') mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  return createSqliteStorage({ path: config.databasePath });
}

const storage = await openStorage();
const secrets = await resolveSecrets(config, storage);
const seeded = config.demo ? await seedDemo(storage) : false;
const app = await buildServer({ config, storage, secrets, logger: { level: config.logLevel } });
const stopRetention = startRetention({ storage, retentionDays: config.retentionDays, now: Date.now, log: (message) => app.log.warn(message) });
await app.listen({ port: config.port, host: config.host });

const { port } = app.server.address() as AddressInfo;
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
const base = config.publicUrl ?? `http://${shownHost}:${port}`;
const tokenFragment = secrets.newAdminToken ? `#token=${secrets.newAdminToken}` : '';
const ADMIN_TOKEN_LINES: Record<ResolvedSecrets['adminTokenSource'], string> = {
  environment: '  Admin token:    from ADMIN_TOKEN',
  'generated now': `  Admin token:    ${secrets.newAdminToken}\n                  (generated now and shown this once: only its hash is kept. Keep it, or set ADMIN_TOKEN; ADMIN_TOKEN_RESET=1 makes a new one)`,
  'stored hash': '  Admin token:    the one shown at the first start (only its hash is kept; ADMIN_TOKEN_RESET=1 makes a new one)',
};
const lines = [
  `mc-widgets server running at ${base}`,
  ...(config.demo ? [`  Demo site:      ${base}/`] : []),
  `  Owner app:      ${base}/admin${tokenFragment}`,
  `  Widget script:  ${base}/mc-widgets.js`,
  ADMIN_TOKEN_LINES[secrets.adminTokenSource],
  `  Data:           ${config.databaseUrl ? `PostgreSQL at ${new URL(config.databaseUrl).host}${new URL(config.databaseUrl).pathname}` : config.databasePath}`,
  ...(seeded ? [`  Seeded the demo account ${DEMO_ACCOUNT_ID} into the empty database.`] : []),
  '  Ctrl+C to stop.',
];
console.log(lines.join('\n'));

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  stopRetention();
  await app.close();
  await storage.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
