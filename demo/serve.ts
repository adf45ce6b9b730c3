/**
 * The demo without a database: serves demo/index.html and the built widgets, with the backend
 * played from demo/fixtures/load.json (`node --import tsx demo/serve.ts`). `npm start` runs the
 * real server instead (server/main.ts), which serves the full demo site in demo/site/.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startFixtureServer } from './fixture-server';

const demoDir = path.dirname(new URL(import.meta.url).pathname);
const load = JSON.parse(await readFile(path.join(demoDir, 'fixtures', 'load.json'), 'utf8')) as unknown;
const port = Number(process.env.PORT ?? 8080);
const server = await startFixtureServer({ staticDir: demoDir, load, port });

console.log(`Demo running at ${server.url}/  (Ctrl+C to stop)`);
process.on('SIGINT', () => {
  void server.close().then(() => process.exit(0));
});
