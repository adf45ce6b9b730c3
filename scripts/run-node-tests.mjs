// Runs the tests that run under Node rather than in the browser runner: the end-to-end, accessibility,
// hostile-page and visual tests (which drive Chromium themselves) and the server tests. Extra arguments
// name folders or files.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const folders = process.argv.slice(2).length ? process.argv.slice(2) : ['test/server', 'test/e2e', 'test/a11y', 'test/hostile', 'test/visual'];
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
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], { stdio: 'inherit' });
process.exit(result.status ?? 1);
