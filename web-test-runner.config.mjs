// Unit and component tests in headless Chromium. Each test file is bundled with esbuild on request,
// because React ships CommonJS only and the test server serves native ES modules.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

/** Bundles `*.test.ts(x)` files so React, Emotion and sinon load as one ES module. */
const bundleTests = {
  name: 'bundle-tests',
  async serve(context) {
    if (!/\.test\.tsx?$/.test(context.path)) return undefined;
    const file = path.join(process.cwd(), context.path);
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'esm',
      outdir: path.dirname(file),
      sourcemap: 'inline',
      jsx: 'automatic',
      jsxImportSource: '@emotion/react',
      loader: { '.css': 'text' },
      define: { 'process.env.NODE_ENV': '"development"' },
      external: ['/__web-*'],
      logLevel: 'silent',
    });
    return { body: result.outputFiles[0].text, type: 'js' };
  },
};

/** Counts every test of the run into the file named by MC_WTR_SUMMARY, for `npm test`'s closing line. */
const countTests = {
  onTestRunFinished({ sessions }) {
    const file = process.env.MC_WTR_SUMMARY;
    if (!file) return;
    const counts = { passed: 0, failed: 0, skipped: 0, files: sessions.length };
    const walk = (suite) => {
      for (const test of suite?.tests ?? []) counts[test.skipped ? 'skipped' : test.passed ? 'passed' : 'failed'] += 1;
      for (const inner of suite?.suites ?? []) walk(inner);
    };
    for (const session of sessions) {
      const before = counts.failed;
      walk(session.testResults);
      // A file that failed outside its tests (did not load, did not finish) counts once.
      if (session.passed === false && counts.failed === before) counts.failed += 1;
    }
    writeFileSync(file, JSON.stringify(counts));
  },
};

export default {
  files: ['test/{runtime,elements,react,pixel,shopify}/**/*.test.{ts,tsx}'],
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
      createPage: ({ context }) => context.newPage({ type: 'window' }),
    }),
  ],
  testFramework: { config: { timeout: 10000 } },
};
