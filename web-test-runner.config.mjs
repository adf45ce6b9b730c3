// Unit and component tests in headless Chromium. The test files are bundled with esbuild, because
// React ships CommonJS only and the test server serves native ES modules.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const TEST_FOLDERS = ['loader', 'stage', 'runtime', 'elements', 'react', 'pixel', 'shopify'];
const IS_TEST = /\.test\.tsx?$/;
const root = process.cwd();

const bundleOptions = {
  bundle: true,
  write: false,
  format: 'esm',
  sourcemap: 'inline',
  jsx: 'automatic',
  // The views' JSX through React's runtime as one ES module (src/react/jsx/jsx-runtime.ts says why), by the package's own `imports`.
  jsxImportSource: '#jsx',
  loader: { '.css': 'text' },
  define: { 'process.env.NODE_ENV': '"development"' },
  external: ['/__web-*'],
  logLevel: 'silent',
};

/** The URL path of an output file, e.g. `/test/react/box.test.js`. */
const urlPath = (file) => `/${path.relative(root, file).split(path.sep).join('/')}`;

/**
 * Every test file in one esbuild run, what they share split into chunks: React, Emotion, sinon and
 * the views are bundled once, not once per file (95 bundles of about 6 MB each took most of a
 * minute of CPU), and each page loads them from the chunks. Built on the first request; a file
 * outside the set, a set that does not build, and watch mode (where files change) fall back to
 * bundling the file alone.
 */
let allTests;
const bundleAll = () => (allTests ??= buildAll());

async function buildAll() {
  const files = TEST_FOLDERS.flatMap((folder) => {
    try {
      return readdirSync(path.join(root, 'test', folder), { recursive: true })
        .map(String)
        .filter((name) => IS_TEST.test(name))
        .map((name) => path.join(root, 'test', folder, name));
    } catch {
      return [];
    }
  });
  try {
    const result = await build({
      ...bundleOptions,
      entryPoints: files,
      outdir: root,
      outbase: root,
      splitting: true,
      chunkNames: '__chunks/[name]-[hash]',
    });
    return new Map(result.outputFiles.map((output) => [urlPath(output.path), output.text]));
  } catch {
    return new Map();
  }
}

async function bundleOne(file) {
  const result = await build({ ...bundleOptions, entryPoints: [file], outdir: path.dirname(file) });
  return result.outputFiles[0].text;
}

const watching = process.argv.includes('--watch');

const bundleTests = {
  name: 'bundle-tests',
  async serve(context) {
    if (IS_TEST.test(context.path)) {
      const shared = watching ? undefined : (await bundleAll()).get(context.path.replace(IS_TEST, '.test.js'));
      return { body: shared ?? (await bundleOne(path.join(root, context.path))), type: 'js' };
    }
    if (context.path.startsWith('/__chunks/') && !watching) {
      const chunk = (await bundleAll()).get(context.path);
      return chunk === undefined ? undefined : { body: chunk, type: 'js' };
    }
    return undefined;
  },
};

/**
 * Counts every test of the run into the file named by MC_WTR_SUMMARY, for `npm test`'s closing lines,
 * with the names of the failed ones.
 */
const countTests = {
  onTestRunFinished({ sessions }) {
    const file = process.env.MC_WTR_SUMMARY;
    if (!file) return;
    const counts = { passed: 0, failed: 0, skipped: 0, files: sessions.length, failures: [] };
    const walk = (suite, file, names) => {
      for (const test of suite?.tests ?? []) {
        counts[test.skipped ? 'skipped' : test.passed ? 'passed' : 'failed'] += 1;
        if (!test.skipped && !test.passed)
          counts.failures.push(`${file}: ${[...names, test.name].join(' › ')} — ${test.error?.message?.split('\n')[0] ?? ''}`);
      }
      for (const inner of suite?.suites ?? []) walk(inner, file, [...names, inner.name]);
    };
    for (const session of sessions) {
      const before = counts.failed;
      const file = path.relative(root, session.testFile);
      walk(session.testResults, file, []);
      // A file that failed outside its tests (did not load, did not finish) counts once.
      if (session.passed === false && counts.failed === before) {
        counts.failed += 1;
        counts.failures.push(`${file}: ${session.errors?.[0]?.message?.split('\n')[0] ?? 'did not finish'}`);
      }
    }
    writeFileSync(file, JSON.stringify(counts));
  },
};

/** Runs in every test page before its scripts, so React's renderer finds it as it is evaluated (render-counter.ts). */
const renderCountHook = readFileSync(path.join(root, 'test/support/render-count-hook.js'), 'utf8');

export default {
  testRunnerHtml: (testFramework) =>
    `<!doctype html><html><head><script>${renderCountHook}</script></head><body><script type="module" src="${testFramework}"></script></body></html>`,
  files: [`test/{${TEST_FOLDERS.join(',')}}/**/*.test.{ts,tsx}`],
  hostname: '127.0.0.1',
  nodeResolve: false,
  // Two files at a time, each page in a window of its own: a background tab gets no animation frames
  // and no IntersectionObserver callbacks, but every headless window is visible and focused.
  concurrency: 2,
  testsFinishTimeout: 120000,
  plugins: [bundleTests],
  reporters: [defaultReporter(), countTests],
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: chromiumPath(), headless: true, args: chromiumArgs },
      // Each file in a browser context of its own: two files run at once on one origin, and would
      // otherwise share (and clear under each other) localStorage, cookies and caches.
      createPage: async ({ browser }) => {
        const context = await browser.createBrowserContext();
        const page = await context.newPage({ type: 'window' });
        page.once('close', () => context.close().catch(() => undefined));
        return page;
      },
    }),
  ],
  testFramework: { config: { timeout: 10000 } },
};
