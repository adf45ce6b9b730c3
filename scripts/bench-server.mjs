// `npm run bench:server`: a bounded load run on loopback. Starts server/main.ts on SQLite (and on
// PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names one), puts `GET /load` and
// `POST /pixel/logEvent` under 50 connections for BENCH_SECONDS (30) each, then checks that every
// acknowledged event is stored exactly once (requests still in flight when a run ends may be stored
// without an answer). Then, on each database, the server is killed with SIGKILL in the middle of a
// logEvent run, and every event it acknowledged is looked for, once, in what it left. Prints a table
// and writes bench/results/server.md. Beside the rate, each run notes the CPU time the server spent
// per request, and on a PostgreSQL of this machine its processes' (Linux, read from /proc): a busy
// machine moves the rate more than it moves what a request costs.
//
// For a quick comparison of two versions of the server (run the same script against each, back to
// back, on a machine as quiet as it gets), parts of the run can be chosen; a partial run only prints
// its table and leaves bench/results/server.md as it was:
//   BENCH_SECONDS=10           seconds per route (30 by default)
//   BENCH_ROUTES=logEvent      `load`, `logEvent` or both, comma-separated (both by default)
//   BENCH_STORAGE=sqlite       `sqlite`, `postgres` or both (PostgreSQL only with a database URL)
//   BENCH_KILL=0               skips the SIGKILL runs
//   BENCH_SERVER_DIR=../other  runs the server of another checkout of this project (its own server/main.ts)
//   BENCH_NODE_ARGS=--cpu-prof node options for the server (a profile is written as it stops; the
//                              killed server writes none)
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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
const listed = (name, all) => {
  const chosen = (process.env[name] ?? all.join(',')).split(',').map((part) => part.trim().toLowerCase());
  const unknown = chosen.filter((part) => !all.some((known) => known.toLowerCase() === part));
  if (unknown.length > 0) throw new Error(`${name}: ${unknown.join(', ')} is not one of ${all.join(', ')}`);
  return new Set(all.filter((known) => chosen.includes(known.toLowerCase())));
};
const ROUTES = listed('BENCH_ROUTES', ['load', 'logEvent']);
const STORAGES = listed('BENCH_STORAGE', ['sqlite', 'postgres']);
const KILL = process.env.BENCH_KILL !== '0';
const SERVER_DIR = path.resolve(process.env.BENCH_SERVER_DIR ?? '.');
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
const FULL_RUN = ROUTES.size === 2 && STORAGES.size === 2 && KILL && SERVER_DIR === process.cwd() && NODE_ARGS.length === 0;

function startServer(env) {
  const child = spawn(process.execPath, [...NODE_ARGS, '--import', 'tsx', 'server/main.ts'], {
    cwd: SERVER_DIR,
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
      if (match) resolve({ url: match[1], child, cpu: { server: [child.pid], database: localDatabase(env) ? postgresPids : () => [] } });
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

/** CPU time (user and system, ms) each process has used so far, from /proc (Linux); a process that is gone is left out. */
function cpuMs(pids) {
  const used = new Map();
  for (const pid of pids) {
    try {
      // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) * 10); // USER_HZ is 100 on Linux
    } catch {
      // ended, or no /proc here
    }
  }
  return used;
}

/** Whether the server's PostgreSQL runs on this machine, so its processes' CPU time can be read. */
const localDatabase = (env) =>
  env.DATABASE_URL !== undefined && ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(env.DATABASE_URL).hostname);

/** The PostgreSQL processes of this machine (all of them: a database elsewhere counts nothing). */
function postgresPids() {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
        } catch {
          return false;
        }
      });
  } catch {
    return [];
  }
}

/**
 * One autocannon run; with the server (and, on PostgreSQL, the database) processes given, the CPU
 * time they spent per request is added: what a request costs, which a busy machine changes less
 * than it changes the rate.
 */
async function run(options, cpu = { server: [], database: () => [] }) {
  const before = { server: cpuMs(cpu.server), database: cpuMs(cpu.database()) };
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
  // Processes that started during the run count from zero (the pool opens its connections as it
  // needs them); those that ended during it are not counted.
  const perRequest = (start, end) =>
    end.size === 0 || result.requests.total === 0
      ? undefined
      : [...end].reduce((sum, [pid, ms]) => sum + ms - (start.get(pid) ?? 0), 0) / result.requests.total;
  result.cpuPerRequest = {
    server: perRequest(before.server, cpuMs(cpu.server)),
    database: perRequest(before.database, cpuMs(cpu.database())),
  };
  return result;
}

/** logEvent under load, acknowledged ids collected; `whileRunning` is called as the run starts. */
async function logEvents(server, runId, whileRunning = () => undefined) {
  let sequence = 0;
  // The ids the server answered 2xx for; requests still in flight when the run ends may be stored unanswered.
  const acknowledged = new Set();
  const running = run(
    {
      url: `${server.url}/pixel/logEvent`,
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
    },
    server.cpu,
  );
  whileRunning();
  return { events: await running, acknowledged };
}

async function measure(server, runId) {
  const load = ROUTES.has('load') ? await run({ url: `${server.url}/load?account_id=${ACCOUNT_ID}` }, server.cpu) : undefined;
  return { load, ...(ROUTES.has('logEvent') ? await logEvents(server, runId) : { acknowledged: new Set() }) };
}

/** SIGKILL halfway through a logEvent run: what was acknowledged must be there, once. */
async function killedMidway(server, runId) {
  const { acknowledged } = await logEvents(server, runId, () => setTimeout(() => server.child.kill('SIGKILL'), (SECONDS * 1000) / 2));
  server.child.removeAllListeners('exit');
  return acknowledged;
}

/** Every acknowledged event stored, none twice. */
function check(acknowledged, storedIds) {
  const stored = new Set(storedIds);
  const missing = [...acknowledged].filter((id) => !stored.has(id)).length;
  return { acknowledged: acknowledged.size, stored: storedIds.length, doubled: storedIds.length - stored.size, missing };
}

const microseconds = (ms) => (ms === undefined ? '' : String(Math.round(1000 * ms)));
const row = (backend, route, result, extra = '') =>
  `| ${backend} | ${route} | ${Math.round(result.requests.average)} | ${result.latency.p99} | ${result.non2xx + result.errors + result.timeouts} | ${microseconds(result.cpuPerRequest.server)} | ${microseconds(result.cpuPerRequest.database)} | ${extra} |`;

async function benchSqlite() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mc-bench-server-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir });
    const { load, events, acknowledged } = await measure(server, 'sqlite');
    await stopServer(server);
    const killed = KILL ? await killedMidway(await startServer({ DATA_DIR: dataDir }), 'sqlitekill') : undefined;
    const db = new Database(path.join(dataDir, 'mc.sqlite'));
    const idsOf = (prefix) =>
      db
        .prepare('SELECT event_id FROM events WHERE event_id LIKE ?')
        .all(`${prefix}-%`)
        .map((row) => row.event_id);
    const stored = check(acknowledged, idsOf('sqlite'));
    const afterKill = killed && check(killed, idsOf('sqlitekill'));
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
    const { load, events, acknowledged } = await measure(server, 'pg');
    await stopServer(server);
    const killed = KILL ? await killedMidway(await startServer({ DATABASE_URL: url.href }), 'pgkill') : undefined;
    const idsOf = async (prefix) =>
      (await admin.query(`SELECT event_id FROM ${schema}.events WHERE event_id LIKE $1`, [`${prefix}-%`])).rows.map((row) => row.event_id);
    return {
      backend: 'PostgreSQL',
      load,
      events,
      stored: check(acknowledged, await idsOf('pg')),
      afterKill: killed && check(killed, await idsOf('pgkill')),
    };
  } finally {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

const results = [];
if (STORAGES.has('sqlite')) results.push(await benchSqlite());
if (STORAGES.has('postgres') && POSTGRES_URL) results.push(await benchPostgres());
else if (STORAGES.has('postgres'))
  console.error('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a database to include it.');

const lines = [
  `Loopback, ${CONNECTIONS} connections, ${SECONDS} s per route, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), node ${process.version}, load average at end ${os.loadavg()[0].toFixed(2)}${FULL_RUN ? '' : `, server from ${SERVER_DIR}`}.`,
  '',
  '| storage | route | requests/s | p99 ms | not 2xx | server CPU µs/request | database CPU µs/request | events acknowledged / stored / missing / doubled |',
  '|---|---|---:|---:|---:|---:|---:|---|',
];
let lost = false;
const counts = (stored) => `${stored.acknowledged} / ${stored.stored} / ${stored.missing} / ${stored.doubled}`;
for (const { backend, load, events, stored } of results) {
  if (load) lines.push(row(backend, 'GET /load', load));
  if (events) lines.push(row(backend, 'POST /pixel/logEvent', events, counts(stored)));
  if (stored.missing > 0 || stored.doubled > 0) lost = true;
}
if (KILL) {
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
}
const report = lines.join('\n');
console.log(report);
if (FULL_RUN) {
  await mkdir('bench/results', { recursive: true });
  await writeFile('bench/results/server.md', `# npm run bench:server\n\n${report}\n`);
}
if (lost) {
  console.error('an acknowledged event is missing or stored twice');
  process.exit(1);
}
