// Runs the tests that run under Node rather than in the browser runner: the end-to-end, accessibility,
// hostile-page and visual tests (which drive Chromium themselves) and the server tests. Extra arguments
// name folders or files.
//
// The files run two at a time, each in its own process, and share one Chromium: it is started here
// once and each file connects to it (MC_BROWSER_WS_ENDPOINT, read by test/e2e/rig.ts) instead of
// launching its own. With MC_NODE_SUMMARY set, the run's counts are written there as JSON.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

// The slow folders first, so the quick server tests fill the end of the run rather than a long file.
const folders = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['test/hostile', 'test/a11y', 'test/e2e', 'test/visual', 'test/server', 'test/architecture'];
const files = folders.flatMap((folder) => {
  if (folder.endsWith('.test.ts')) return [folder];
  try {
    return readdirSync(folder, { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => path.join(folder, name))
      .sort();
  } catch {
    return [];
  }
});
if (files.length === 0) {
  console.error(`no *.test.ts files under ${folders.join(', ')}`);
  process.exit(1);
}

const concurrency = Number(process.env.MC_NODE_TEST_CONCURRENCY) || 2;
const summary = process.env.MC_NODE_SUMMARY;
const reporters = summary
  ? [
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=./scripts/test-counts.mjs',
      `--test-reporter-destination=${summary}`,
    ]
  : [];

const browser = await chromium.launchServer({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
const status = await new Promise((resolve) => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...reporters, ...files], {
    stdio: 'inherit',
    env: { ...process.env, MC_BROWSER_WS_ENDPOINT: browser.wsEndpoint() },
  });
  child.once('exit', (code) => resolve(code ?? 1));
});
await browser.close();
process.exit(status);
