// Two-stage build (CONTRACT §1):
//   dist/mc-widgets.js  a classic script every page pays for: runtime, rules, triggers, pixel, store
//                       integration. No React, no Emotion, no DOMPurify.
//   dist/ui/mc-ui.js    the UI (React, elements, views), an ES module the loader imports relative to
//                       its own URL only when a widget is about to render; shared code split into chunks.
//   dist/ui/mc-shopify.js  the store integration, imported by the loader on Shopify storefronts only.
//   dist/package/       the npm package's ES module entry (both of the above in one file).
// `node esbuild.config.mjs --dev` builds unminified with development React.
import { build } from 'esbuild';
import { rm, writeFile } from 'node:fs/promises';

const dev = process.argv.includes('--dev');
const common = {
  bundle: true,
  minify: !dev,
  sourcemap: 'linked',
  target: ['es2020'],
  jsx: 'automatic',
  jsxImportSource: '@emotion/react',
  legalComments: 'none',
  metafile: true,
  define: { 'process.env.NODE_ENV': dev ? '"development"' : '"production"' },
  logLevel: 'warning',
};

await rm('dist', { recursive: true, force: true });

const loader = await build({
  ...common,
  entryPoints: ['src/index.ts'],
  outfile: 'dist/mc-widgets.js',
  format: 'iife',
});

const ui = await build({
  ...common,
  entryPoints: { 'mc-ui': 'src/elements/index.ts' },
  outdir: 'dist/ui',
  format: 'esm',
  splitting: true,
  chunkNames: 'chunk-[hash]',
});

// The store integration, beside the UI chunk; the loader imports it on Shopify storefronts only. A
// build of its own, so the few constants it needs are inlined instead of splitting a shared chunk
// off the UI that every widget page would then fetch.
const shop = await build({
  ...common,
  entryPoints: { 'mc-shopify': 'src/shopify/index.ts' },
  outdir: 'dist/ui',
  format: 'esm',
});

// The npm package's entry (`import 'mc-widgets'`): loader and UI in one ES module, for bundlers.
// Pages that use the snippet never download it, so the size check leaves it out.
await build({
  ...common,
  entryPoints: ['src/package.ts'],
  outfile: 'dist/package/index.js',
  format: 'esm',
  metafile: false,
});

// Kept for the size check, which refuses a loader that pulled in a UI library.
await writeFile('dist/meta.json', JSON.stringify({ loader: loader.metafile, ui: ui.metafile, shop: shop.metafile }));
