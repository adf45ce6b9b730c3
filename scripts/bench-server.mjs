// `npm run bench:server`: a bounded load run on loopback. Starts server/main.ts on SQLite (and on
// PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names one), puts `GET /load` and
// `POST /pixel/logEvent` under 50 connections for BENCH_SECONDS (30) each, then checks that every
// acknowledged event is stored exactly once (requests still in flight when a run ends may be stored
// without an answer). Then, on each database, the server is killed with SIGKILL in the middle of a
// logEvent run, and every event it acknowledged is looked for, once, in what it left. Prints a table
// and writes bench/results/server.md.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = 50;
const ACCOUNT_ID = '1234567';
const WIDGET_ID = 104;
const ADMIN_TOKEN = 'bench-admin-token-0123456789';
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

function startServer(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO: '1',
      ADMIN_TOKEN,
      LOG_LEVEL: 'error',
      // The run is one address and a few sessions: the limits would measure themselves.
      EVENT_RATE_PER_IP: '1000000',
      EVENT_RATE_PER_SESSION: '1000000',
      EVENT_KB_PER_IP: '10000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) resolve({ url: match[1], child });
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
}

function stopServer({ child }) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function run(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/** logEvent under load, acknowledged ids collected; `whileRunning` is called as the run starts. */
async function logEvents(url, runId, whileRunning = () => undefined) {
  let sequence = 0;
  // The ids the server answered 2xx for; requests still in flight when the run ends may be stored unanswered.
  const acknowledged = new Set();
  const running = run({
    url: `${url}/pixel/logEvent`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request, context) => {
          sequence += 1;
          context.eventId = `${runId}-${sequence}`;
          const body = {
            app_id: 2,
            account_id: ACCOUNT_ID,
            event: 'impression',
            event_id: context.eventId,
            session_id: `s${sequence % 500}`,
            payload: { widget_id: WIDGET_ID },
          };
          return { ...request, body: JSON.stringify(body) };
        },
        onResponse: (status, _body, context) => {
          if (status >= 200 && status < 300) acknowledged.add(context.eventId);
        },
      },
    ],
  });
  whileRunning();
  return { events: await running, acknowledged };
}

async function measure(url, runId) {
  const load = await run({ url: `${url}/load?account_id=${ACCOUNT_ID}` });
  return { load, ...(await logEvents(url, runId)) };
}

/** SIGKILL halfway through a logEvent run: what was acknowledged must be there, once. */
async function killedMidway(server, runId) {
  const { acknowledged } = await logEvents(server.url, runId, () => setTimeout(() => server.child.kill('SIGKILL'), (SECONDS * 1000) / 2));
  server.child.removeAllListeners('exit');
  return acknowledged;
}

/** Every acknowledged event stored, none twice. */
function check(acknowledged, storedIds) {
  const stored = new Set(storedIds);
  const missing = [...acknowledged].filter((id) => !stored.has(id)).length;
  return { acknowledged: acknowledged.size, stored: storedIds.length, doubled: storedIds.length - stored.size, missing };
}

const row = (backend, route, result, extra = '') =>
  `| ${backend} | ${route} | ${Math.round(result.requests.average)} | ${result.latency.p99} | ${result.non2xx + result.errors + result.timeouts} | ${extra} |`;

async function benchSqlite() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mc-bench-server-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir });
    const { load, events, acknowledged } = await measure(server.url, 'sqlite');
    await stopServer(server);
    const killed = await killedMidway(await startServer({ DATA_DIR: dataDir }), 'sqlitekill');
    const db = new Database(path.join(dataDir, 'mc.sqlite'));
    const idsOf = (prefix) =>
      db
        .prepare('SELECT event_id FROM events WHERE event_id LIKE ?')
        .all(`${prefix}-%`)
        .map((row) => row.event_id);
    const stored = check(acknowledged, idsOf('sqlite'));
    const afterKill = check(killed, idsOf('sqlitekill'));
    db.close();
    return { backend: 'SQLite', load, events, stored, afterKill };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres() {
  const schema = `mc_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  try {
    const url = new URL(POSTGRES_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const server = await startServer({ DATABASE_URL: url.href });
    const { load, events, acknowledged } = await measure(server.url, 'pg');
    await stopServer(server);
    const killed = await killedMidway(await startServer({ DATABASE_URL: url.href }), 'pgkill');
    const idsOf = async (prefix) =>
      (await admin.query(`SELECT event_id FROM ${schema}.events WHERE event_id LIKE $1`, [`${prefix}-%`])).rows.map((row) => row.event_id);
    return {
      backend: 'PostgreSQL',
      load,
      events,
      stored: check(acknowledged, await idsOf('pg')),
      afterKill: check(killed, await idsOf('pgkill')),
    };
  } finally {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

const results = [await benchSqlite()];
if (POSTGRES_URL) results.push(await benchPostgres());
else console.error('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a database to include it.');

const lines = [
  `Loopback, ${CONNECTIONS} connections, ${SECONDS} s per route, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), node ${process.version}, load average at end ${os.loadavg()[0].toFixed(2)}.`,
  '',
  '| storage | route | requests/s | p99 ms | not 2xx | events acknowledged / stored / missing / doubled |',
  '|---|---|---:|---:|---:|---|',
];
let lost = false;
const counts = (stored) => `${stored.acknowledged} / ${stored.stored} / ${stored.missing} / ${stored.doubled}`;
for (const { backend, load, events, stored } of results) {
  lines.push(row(backend, 'GET /load', load));
  lines.push(row(backend, 'POST /pixel/logEvent', events, counts(stored)));
  if (stored.missing > 0 || stored.doubled > 0) lost = true;
}
lines.push(
  '',
  `\`kill -9\` halfway through ${SECONDS} s of logEvent at ${CONNECTIONS} connections:`,
  '',
  '| storage | events acknowledged / stored / missing / doubled |',
  '|---|---|',
);
for (const { backend, afterKill } of results) {
  lines.push(`| ${backend} | ${counts(afterKill)} |`);
  if (afterKill.missing > 0 || afterKill.doubled > 0) lost = true;
}
const report = lines.join('\n');
console.log(report);
await mkdir('bench/results', { recursive: true });
await writeFile('bench/results/server.md', `# npm run bench:server\n\n${report}\n`);
if (lost) {
  console.error('an acknowledged event is missing or stored twice');
  process.exit(1);
}
