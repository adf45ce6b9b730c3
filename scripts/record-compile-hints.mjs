// `npm run record:compile-hints`: records which functions widget pages run of the file the build hints function by
// function (scripts/compile-hints.mjs): React's renderer (dist/ui/mc-ui.js). Opens the bench's pages (one modal, every
// kind, every kind on a storefront, a landing page, a modal rehearsed while it waits for exit intent, 20 inline cards)
// in Chromium with V8's precise coverage, and writes the hintable functions (readUnits) that ran on any of them to
// scripts/compile-hints.json, by their names in the sources, so the list holds across rebuilds. Run it when React is
// updated: a name no longer there is ignored, and a new function left out of the list is compiled when first called,
// as without the hint. It reads a build without the hints (`node esbuild.config.mjs --no-function-hints`, which the npm
// script runs first, then the build again): in a hinted build the recorded functions are expressions in parentheses,
// no longer declarations, and would be missed.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, openPage, waitForOpened } from '../bench/browser.mjs';
import { boxesPage, EVERY_OPENED, LOADS, productPages } from '../bench/fixtures.mjs';
import { startBenchServer } from '../bench/server.mjs';
import { readUnits } from './compile-hints.mjs';

const OUTPUT = 'scripts/compile-hints.json';
const BOXES = 20;
// The exit-intent modal never opens here: its UI is rehearsed while the page is idle, which this waits for.
const PAGES = [
  { route: '/modal', opened: 1 },
  { route: '/every', opened: EVERY_OPENED },
  { route: '/every-shop', opened: EVERY_OPENED },
  { route: '/landing', opened: 1 },
  { route: '/boxes', opened: BOXES },
  { route: '/modal-exit', opened: 0, settleMs: 3000 },
];

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
/** The files hinted function by function, by their names in scripts/compile-hints.json. */
const FILES = { 'mc-ui.js': ['ui/mc-ui.js'] };

/** Each file's hintable functions, by where V8's coverage says a function starts. */
const keysAt = new Map();
for (const file of Object.values(FILES).flat()) {
  const [code, map] = await Promise.all([readFile(`dist/${file}`, 'utf8'), readFile(`dist/${file}.map`, 'utf8')]);
  if (/allFunctionsCalledOnLoad/.test(code) || (code.match(/=\(function\(/g)?.length ?? 0) > 10) {
    throw new Error(`dist/${file} already carries a hint: run \`npm run record:compile-hints\`, which builds without them`);
  }
  const keyAt = new Map();
  for (const { functions, expressions } of readUnits(code, map)) {
    for (const { declaration, key } of functions) keyAt.set(declaration.start, key);
    for (const { expression, key } of expressions) keyAt.set(expression.start, key);
  }
  keysAt.set(file, keyAt);
}

const pages = new Map(Object.entries({ ...productPages(), '/boxes': boxesPage(BOXES) }));
const server = await startBenchServer({ pages, loads: new Map(Object.entries(LOADS)), distDir: 'dist' });
const browser = await launchBrowser();
const ran = new Map(Object.keys(FILES).map((name) => [name, new Set()]));
try {
  for (const { route, opened, settleMs = 500 } of PAGES) {
    const tab = await openPage(browser, server.url + route, {
      setup: async (_page, cdp) => {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: false });
      },
    });
    if (opened) await waitForOpened(tab.page, opened, 30_000);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const { result } = await tab.cdp.send('Profiler.takePreciseCoverage');
    for (const [name, files] of Object.entries(FILES)) {
      for (const file of files) {
        const script = result.find((candidate) => candidate.url.endsWith(`/${file}`));
        if (!script) throw new Error(`${route}: ${file} was not loaded`);
        const before = ran.get(name).size;
        for (const { ranges } of script.functions) {
          const key = keysAt.get(file).get(ranges[0].startOffset);
          if (key && ranges[0].count > 0) ran.get(name).add(key);
        }
        console.error(`${route}: ${ran.get(name).size - before} more functions of ${file}`);
      }
    }
    await tab.close();
  }
} finally {
  await browser.close();
  await server.close();
}

const lists = Object.fromEntries([...ran].map(([name, keys]) => [name, [...keys].sort()]));
await writeFile(
  OUTPUT,
  `${JSON.stringify({ about: 'Written by scripts/record-compile-hints.mjs: the functions widget pages run, by file.', ...lists }, null, 2)}\n`,
);
for (const [name, keys] of Object.entries(lists)) {
  const hintable = FILES[name].reduce((sum, file) => sum + keysAt.get(file).size, 0);
  console.error(`${name}: ${keys.length} of ${hintable} functions written to ${OUTPUT}`);
}
