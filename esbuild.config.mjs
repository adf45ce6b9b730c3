// Two-stage build (CONTRACT §1):
//   dist/mc-widgets.js  a classic script every page pays for: the snippet, the load call, config,
//                       rules, triggers, the pixel, and the decision to go on. No React, no Emotion,
//                       no DOMPurify.
//   dist/ui/mc-page.js  the page stage (the runtime that claims and opens instances, the page API's
//                       handles, the server calls), an ES module the loader imports only once
//                       something needs it (or MC_PIXEL makes a call that answers its caller).
//   dist/ui/mc-ui.js    the UI (React, elements, views), an ES module the loader imports relative to
//                       its own URL only when a widget is about to render; shared code split into chunks.
//   dist/ui/mc-lists.js, mc-triggers.js  what only some pages need: the list rules (URL patterns,
//                       host whitelist), the anchor and exit-intent triggers.
//   dist/ui/mc-shopify.js  the store integration, imported by the loader on Shopify storefronts only.
//   dist/package/       the npm package's ES module entry (both of the above in one file, its
//                       dependencies left as imports for the site's bundler).
// `node esbuild.config.mjs --dev` builds unminified with development React.
import { build } from 'esbuild';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

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

// The UI borrows the loader's storage, JSON writer and the two rules it reads instead of carrying
// copies: its imports of them are pointed at src/runtime/boot/loader-shared.ts, which the UI host
// fills in (`UiHost.shared`) before any view runs.
const ui = await build({
  ...common,
  entryPoints: { 'mc-ui': 'src/elements/index.ts' },
  outdir: 'dist/ui',
  format: 'esm',
  splitting: true,
  chunkNames: 'chunk-[hash]',
  plugins: [
    redirect('borrow-from-loader', Object.fromEntries(['storage.ts', 'json.ts', 'rules/entrance-rule.ts', 'rules/device-rule.ts'].map((file) => [file, 'boot/loader-shared.ts']))),
  ],
});

// The chunks mc-ui.js imports statically, which the loader asks for beside it (modulepreload) so the
// UI arrives in one round trip rather than one per level of imports.
const uiEntry = Object.values(ui.metafile.outputs).find((output) => output.entryPoint === 'src/elements/index.ts');
const uiPreload = uiEntry.imports.filter((item) => item.kind === 'import-statement').map((item) => path.relative('dist', item.path));

/**
 * Points a build's imports of some of our modules at other files (resolved paths under src/runtime).
 * The loader and the page stage use it to leave out code another stage has or only some pages need.
 */
function redirect(name, files) {
  const targets = new Map(Object.entries(files).map(([from, to]) => [path.resolve('src/runtime', from), path.resolve('src/runtime', to)]));
  return {
    name,
    setup(stage) {
      stage.onResolve({ filter: /^\./ }, async ({ path: request, kind, resolveDir, importer, pluginData }) => {
        if (pluginData === name) return undefined;
        const resolved = await stage.resolve(request, { kind, resolveDir, importer, pluginData: name });
        const target = targets.get(resolved.path);
        return target && target !== importer ? { path: target } : undefined;
      });
    },
  };
}

// The list rules (URL patterns, host whitelist) and the anchor and exit-intent triggers are chunks
// of their own (below), fetched only when a widget needs them: the loader holds stand-ins that
// src/runtime/boot/lazy-parts.ts fills in.
const loader = await build({
  ...common,
  entryPoints: ['src/index.ts'],
  outfile: 'dist/mc-widgets.js',
  format: 'iife',
  define: { ...common.define, MC_UI_PRELOAD: JSON.stringify(uiPreload) },
  plugins: [
    redirect('lazy-parts', {
      'rules/url-pattern.ts': 'rules/lazy-lists.ts',
      'rules/host-whitelist.ts': 'rules/lazy-lists.ts',
      'triggers/anchor-trigger.ts': 'triggers/lazy-triggers.ts',
      'triggers/exit-intent-trigger.ts': 'triggers/lazy-triggers.ts',
      'triggers/touch-exit-intent-trigger.ts': 'triggers/lazy-triggers.ts',
    }),
  ],
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

// The page stage, beside the UI chunk; the loader imports it once a widget is due, placed, or has a
// page API of its own. A build of its own, like the store chunk, so the UI build splits off nothing
// that a page without React would then fetch.
// It borrows the single rules, the triggers and the route watch from the loader, which always has them:
// its imports of those modules are pointed at src/runtime/boot/loader-shared.ts, which the loader
// fills in before it starts the stage.
const BORROWED = [
  'rules/url-rule.ts',
  'rules/device-rule.ts',
  'rules/entrance-rule.ts',
  'rules/repeat-rule.ts',
  'rules/host-whitelist.ts',
  'rules/host-restricted.ts',
  'triggers/page-triggers.ts',
  'navigation.ts',
  'json.ts',
  'builders/session-id.ts',
];
const borrowFromLoader = redirect('borrow-from-loader', Object.fromEntries(BORROWED.map((file) => [file, 'boot/loader-shared.ts'])));
const page = await build({
  ...common,
  entryPoints: { 'mc-page': 'src/runtime/boot/page-stage.ts' },
  outdir: 'dist/ui',
  format: 'esm',
  plugins: [borrowFromLoader],
});

// Small chunks only some pages fetch: the list rules and the optional triggers (see the loader).
const parts = await build({
  ...common,
  entryPoints: {
    'mc-lists': 'src/runtime/rules/list-rules.ts',
    'mc-triggers': 'src/runtime/triggers/optional-triggers.ts',
  },
  outdir: 'dist/ui',
  format: 'esm',
});

// The npm package's entry (`import 'mc-widgets'`): loader and UI in one ES module, for bundlers.
// Its dependencies (React, Emotion, DOMPurify...) stay imports, resolved by the site's bundler from
// the package's `dependencies`, and `process.env.NODE_ENV` is left for that bundler to set.
// Pages that use the snippet never download it, so the size check leaves it out.
await build({
  ...common,
  entryPoints: ['src/package.ts'],
  outfile: 'dist/package/index.js',
  format: 'esm',
  packages: 'external',
  platform: 'neutral',
  minify: false,
  define: {},
  metafile: false,
});

// Kept for the size check, which refuses a loader that pulled in a UI library.
await writeFile('dist/meta.json', JSON.stringify({ loader: loader.metafile, ui: ui.metafile, page: page.metafile, parts: parts.metafile, shop: shop.metafile }));
