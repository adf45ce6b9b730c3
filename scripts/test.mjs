// `npm test`: builds dist/, runs the browser tests (web-test-runner) and then the Node-side tests
// (server, end-to-end, accessibility, hostile pages, visual), and ends with one line for the whole run,
// `N passed, N failed`, which CI reads. Exits non-zero when anything failed or a part could not report.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const work = await mkdtemp(path.join(tmpdir(), 'mc-test-'));

/** Runs a command with the terminal as its output; resolves with its exit code and wall time. */
function run(command, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('exit', (code) => resolve({ code: code ?? 1, seconds: (Date.now() - started) / 1000 }));
  });
}

async function counts(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const parts = [];
const buildRun = await run(process.execPath, ['esbuild.config.mjs']);
if (buildRun.code === 0) {
  const wtrSummary = path.join(work, 'wtr.json');
  const browser = await run(process.execPath, ['node_modules/@web/test-runner/dist/bin.js'], { MC_WTR_SUMMARY: wtrSummary });
  parts.push({ name: 'browser tests (web-test-runner)', ...browser, counts: await counts(wtrSummary) });
  const nodeSummary = path.join(work, 'node.json');
  const node = await run(process.execPath, ['scripts/run-node-tests.mjs'], { MC_NODE_SUMMARY: nodeSummary });
  parts.push({ name: 'Node tests (server, e2e, a11y, hostile, visual)', ...node, counts: await counts(nodeSummary) });
}
await rm(work, { recursive: true, force: true });

let passed = 0;
let failed = 0;
console.log('');
if (buildRun.code !== 0) console.log(`build failed (exit ${buildRun.code})`);
for (const part of parts) {
  const { passed: partPassed = 0, failed: partFailed = 0, skipped = 0 } = part.counts ?? {};
  passed += partPassed;
  failed += partFailed;
  // A part that exits non-zero with no failed test to show (a crash, a time-out) still fails the run.
  if (!part.counts || (part.code !== 0 && partFailed === 0)) failed += 1;
  const what = part.counts ? `${partPassed} passed, ${partFailed} failed${skipped ? `, ${skipped} skipped` : ''}` : 'no counts reported';
  console.log(`${part.name}: ${what}, exit ${part.code}, ${part.seconds.toFixed(0)} s`);
  for (const failure of part.counts?.failures ?? []) console.log(`  failed: ${failure}`);
}
if (buildRun.code !== 0) failed += 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && buildRun.code === 0 && parts.every((part) => part.code === 0) ? 0 : 1);
