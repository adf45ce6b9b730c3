// Unit and component tests in headless Chromium. Each test file is bundled with esbuild on request,
// because React ships CommonJS only and the test server serves native ES modules.
import path from 'node:path';
import { build } from 'esbuild';
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

export default {
  files: ['test/{runtime,elements,react,pixel,shopify}/**/*.test.{ts,tsx}'],
  hostname: '127.0.0.1',
  nodeResolve: false,
  // One file at a time: a background tab gets no animation frames and no IntersectionObserver callbacks.
  concurrency: 1,
  testsFinishTimeout: 120000,
  plugins: [bundleTests],
  browsers: [chromeLauncher({ launchOptions: { executablePath: chromiumPath(), headless: true, args: chromiumArgs } })],
  testFramework: { config: { timeout: 10000 } },
};
