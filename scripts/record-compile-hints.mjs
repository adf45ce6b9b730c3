// `npm run record:compile-hints`: records which of React's renderer's functions widget pages run, for the build's
// per-function compile hint (scripts/compile-hints.mjs). Opens the bench's pages (one modal, every kind, every kind on
// a storefront, a landing page, a modal rehearsed while it waits for exit intent, 20 inline cards) in Chromium with
// V8's precise coverage, and writes the functions declared at a CommonJS factory's top level in dist/ui/mc-ui.js that
// ran on any of them to scripts/compile-hints.json, by their names in React's source, so the list holds across
// rebuilds. Run it when React is updated: a name React no longer has is ignored, and a new function left out of the list
// is compiled when first called, as without the hint. It reads a build whose renderer has no hint yet (`node
// esbuild.config.mjs --no-renderer-hint`, which the npm script runs first, then the build again): in a hinted build the
// recorded functions are expressions in parentheses, no longer declarations, and would be missed.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, openPage, waitForOpened } from '../bench/browser.mjs';
import { boxesPage, EVERY_OPENED, LOADS, productPages } from '../bench/fixtures.mjs';
import { startBenchServer } from '../bench/server.mjs';
import { readFactories } from './compile-hints.mjs';

const RENDERER = 'dist/ui/mc-ui.js';
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
const [code, map] = await Promise.all([readFile(RENDERER, 'utf8'), readFile(`${RENDERER}.map`, 'utf8')]);
const keyAt = new Map(
  readFactories(code, map).flatMap(({ functions }) => functions.map(({ declaration, key }) => [declaration.start, key])),
);
const converted = code.match(/=\(function\(/g)?.length ?? 0;
if (converted > 10) {
  throw new Error(
    `${RENDERER} already carries the hint (${converted} functions in parentheses): run \`npm run record:compile-hints\`, which builds without it`,
  );
}

const pages = new Map(Object.entries({ ...productPages(), '/boxes': boxesPage(BOXES) }));
const server = await startBenchServer({ pages, loads: new Map(Object.entries(LOADS)), distDir: 'dist' });
const browser = await launchBrowser();
const ran = new Set();
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
    const renderer = result.find((script) => script.url.endsWith('/ui/mc-ui.js'));
    if (!renderer) throw new Error(`${route}: the renderer was not loaded`);
    let count = 0;
    for (const { ranges } of renderer.functions) {
      const key = keyAt.get(ranges[0].startOffset);
      if (key && ranges[0].count > 0 && !ran.has(key)) {
        ran.add(key);
        count += 1;
      }
    }
    console.error(`${route}: ${count} more functions`);
    await tab.close();
  }
} finally {
  await browser.close();
  await server.close();
}

const names = [...ran].sort();
await writeFile(
  OUTPUT,
  `${JSON.stringify({ about: 'Written by scripts/record-compile-hints.mjs: the functions of React that widget pages run.', 'mc-ui.js': names }, null, 2)}\n`,
);
console.error(`${names.length} of ${keyAt.size} functions written to ${OUTPUT}`);
