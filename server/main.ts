/**
 * Starts the server: `node --import tsx server/main.ts` (or `npm run server`; `npm start` builds
 * the widgets first). Reads the environment (config.ts), opens the database, seeds the demo into
 * an empty one, and prints the URLs to open.
 */
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildServer } from './app';
import { readConfig, type ServerConfig } from './config';
import { resolveSecrets } from './security/secrets';
import { DEMO_ACCOUNT_ID, seedDemo } from './seed';
import { createSqliteStorage } from './storage/sqlite/sqlite-storage';

function configOrExit(): ServerConfig {
  try {
    return readConfig();
  } catch (error) {
    console.error(`mc-widgets server not started: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const config = configOrExit();
if (config.databasePath !== ':memory:') mkdirSync(config.dataDir, { recursive: true });
const storage = createSqliteStorage({ path: config.databasePath });
const secrets = await resolveSecrets(config, storage);
const seeded = config.demo ? await seedDemo(storage) : false;
const app = await buildServer({ config, storage, secrets, logger: { level: config.logLevel } });
await app.listen({ port: config.port, host: config.host });

const { port } = app.server.address() as AddressInfo;
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
const base = config.publicUrl ?? `http://${shownHost}:${port}`;
const tokenFragment = secrets.adminTokenGenerated ? `#token=${secrets.adminToken}` : '';
const lines = [
  `mc-widgets server running at ${base}`,
  ...(config.demo ? [`  Demo site:      ${base}/`] : []),
  `  Dashboard:      ${base}/admin/dashboard${tokenFragment}`,
  `  Owner preview:  ${base}/admin/preview`,
  `  Widget script:  ${base}/mc-widgets.js`,
  secrets.adminTokenGenerated
    ? `  Admin token:    ${secrets.adminToken}  (generated for local use and kept in the database; set ADMIN_TOKEN in production)`
    : '  Admin token:    from ADMIN_TOKEN',
  `  Data:           ${config.databasePath}`,
  ...(seeded ? [`  Seeded the demo account ${DEMO_ACCOUNT_ID} into the empty database.`] : []),
  '  Ctrl+C to stop.',
];
console.log(lines.join('\n'));

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await app.close();
  await storage.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
