// The build (docs/architecture.md#layers). The stages are split by dynamic `import()` of plain modules that receive
// what they share as typed arguments; no import is redirected, so the code you read is what ships.
//   dist/mc-widgets.js  the loader (src/loader): a classic script every page pays for: the snippet,
//                       the load call, config, the rules, the route watcher (the page kit,
//                       src/runtime/page-kit.ts), the pixel, and the decision to go on.
//                       No React, no Emotion, no DOMPurify.
//   dist/ui/mc-page.js  the page stage (src/stage/page-stage.ts): the runtime that claims and opens
//                       instances, the page API's handles, the server calls. The loader imports it
//                       once a widget is due or placed, or a kind whose page API lives there is
//                       configured, and hands it the page kit, so it carries no second copy of the rules.
//   dist/ui/mc-ui.js    the UI (React, elements, views), an ES module the page stage imports relative
//                       to the loader's URL only when a widget is about to render: React's renderer in
//                       the entry, everything else it needs in one chunk beside it; the chat kinds,
//                       the SMS card, the QR code and DOMPurify in chunks of their own, imported when needed.
//   dist/ui/mc-lists.js, mc-triggers.js  what only some pages need: the list rules (URL patterns,
//                       host whitelist) and the page triggers (scroll, time on page, exit intent,
//                       anchors). The loader imports them before its first decision and passes them
//                       to the page kit.
//   dist/ui/mc-send.js  the pixel's live sending (idle-time requests, back-off), imported the first
//                       time an event waits to be sent; events leaving with the page go by beacon.
//   dist/ui/mc-shopify.js  the store integration, imported on Shopify storefronts only.
//   dist/package/       the npm package's ES module entry (everything in one file, its dependencies
//                       left as imports for the site's bundler).
// `node esbuild.config.mjs --dev` builds unminified with development React.
import { build } from 'esbuild';
import { minify } from 'terser';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hintHotFunctions, withWholeFileHint } from './scripts/compile-hints.mjs';
import { minifyCssTemplatesPlugin } from './scripts/minify-css-templates.mjs';

const dev = process.argv.includes('--dev');

const common = {
  bundle: true,
  minify: !dev,
  sourcemap: 'linked',
  target: ['es2020'],
  jsx: 'automatic',
  // The views' JSX through React's runtime as one ES module (src/react/jsx/jsx-runtime.ts says why), named by the
  // package's own `imports` (package.json) rather than by the folder's absolute path: the chunks' hashes, the
  // loader's list of them and so its size are then the same wherever the repository is checked out.
  jsxImportSource: '#jsx',
  legalComments: 'none',
  metafile: true,
  define: { 'process.env.NODE_ENV': dev ? '"development"' : '"production"' },
  logLevel: 'warning',
  // Production only: a development build keeps the styles' CSS as written.
  plugins: dev ? [] : [minifyCssTemplatesPlugin],
};

await rm('dist', { recursive: true, force: true });

// The UI, a build of its own. esbuild gives one chunk to the modules the same set of entries reaches (those below and
// each lazy `import()` of the UI), so every lazily imported chunk (the chat kinds, the SMS card, the QR code)
// imports the UI's whole module set too (react/widgets/chat-kinds.ts, react/sms/sms-card-chunk.ts,
// react/sms/qr-matrix.ts): what they share with the UI, esbuild's runtime helpers included, then stays in one chunk
// beside the UI's entry, instead of the five a widget page fetched and compressed apart (one modal page 126,932 →
// 123,574 B gz, everything 168,069 → 164,680 B). The entry itself keeps React's renderer (the compile hint below).
// DOMPurify is not one of them: its chunk is a build of its own (below), which the page stage imports by its file.
const ui = await build({
  ...common,
  // The chat kinds' views are an entry of their own, so their file has a name the page stage can ask for beside the UI
  // (runtime/chunks.ts); the UI's `import()` of it resolves to the same file.
  entryPoints: {
    'mc-ui': 'src/elements/ui-chunk-entry.ts',
    'mc-chat': 'src/react/widgets/chat-kinds.ts',
  },
  outdir: 'dist/ui',
  format: 'esm',
  splitting: true,
  chunkNames: 'chunk-[hash]',
});

// The chunks mc-ui.js imports statically: the loader imports them beside it, the UI chunk first, in one
// list (stage/ui-chunk.ts), so the UI arrives in one round trip rather than one per level of imports. A
// constant, not a module; the size check reads the same chunks from dist/meta.json.
const [uiEntryFile, uiEntry] = Object.entries(ui.metafile.outputs).find(
  ([, output]) => output.entryPoint === 'src/elements/ui-chunk-entry.ts',
);
const uiImports = uiEntry.imports.filter((item) => item.kind === 'import-statement').map((item) => path.relative('dist', item.path));

// The loader.
const loader = await build({
  ...common,
  entryPoints: ['src/index.ts'],
  outfile: 'dist/mc-widgets.js',
  format: 'iife',
  define: { ...common.define, MC_UI_FILES: JSON.stringify([path.relative('dist', uiEntryFile), ...uiImports]) },
});
// Every page pays for the loader: terser's passes over esbuild's output take about 7 % more off it
// (10,720 → 9,976 B gz when measured; a fourth pass took 6 B more, 10,001 → 9,995), and its source
// map follows the original one. The two unsafe options only turn functions that never use `this`
// or `arguments` into arrows and methods; hoisting function declarations to the top of their scope
// (where the engine puts them anyway) took 57 B more off.
if (!dev) await polish('dist/mc-widgets.js', { compress: { passes: 4, unsafe_arrows: true, unsafe_methods: true, hoist_funs: true } });

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
const page = await build({
  ...common,
  entryPoints: { 'mc-page': 'src/stage/page-stage.ts' },
  outdir: 'dist/ui',
  format: 'esm',
});

// DOMPurify with the allow-list (react/purify.ts), a build of its own: a file that imports nothing, so the browser
// evaluates it as soon as it arrives, while the UI (React's renderer, the views) is still arriving and compiling.
// As an entry of the UI's build it imported the UI's chunk (esbuild's runtime helpers), and so was evaluated only
// after the UI and React's renderer, in front of the first view that waited for it. The UI does not import it: the
// page stage does, by its file, and hands the module to the UI (UiHost.sanitizer, react/sanitize.ts).
const purify = await build({
  ...common,
  entryPoints: { 'mc-purify': 'src/react/purify.ts' },
  outdir: 'dist/ui',
  format: 'esm',
});

// Small chunks only some pages fetch: the list rules, the page triggers and the pixel's live sending
// (loader/lazy-parts.ts).
const parts = await build({
  ...common,
  entryPoints: {
    'mc-lists': 'src/runtime/rules/list-rules.ts',
    'mc-triggers': 'src/runtime/triggers/page-triggers.ts',
    'mc-send': 'src/pixel/sending.ts',
  },
  outdir: 'dist/ui',
  format: 'esm',
});

// Every script a page fetches after the loader goes through terser's passes too: 2,707 B gz less on a page with one
// modal (the UI and its chunks, the page stage, the live sending) and 4,203 B over everything, React's own code
// included, where esbuild's minifier takes one pass (about 12 s more build). Only the safe transforms: the loader's
// unsafe ones (functions into arrows and methods, which lose their `prototype`) took 120 B more but cannot be judged
// across React, Emotion and DOMPurify; a fourth pass and hoisting took nothing more. `module: true` keeps each chunk's
// exports and imports by name, so the loader's list of the UI's files (from esbuild's metafile above) is still true.
// Measured alone, alternating loads of this build and the one before: no change to the time a modal takes to show.
if (!dev) {
  const outputs = Object.keys({
    ...ui.metafile.outputs,
    ...purify.metafile.outputs,
    ...shop.metafile.outputs,
    ...page.metafile.outputs,
    ...parts.metafile.outputs,
  });
  for (const file of outputs.filter((name) => name.endsWith('.js'))) await polish(file, { module: true, compress: { passes: 3 } });
}

// V8's explicit compile hints (Chrome 136 and later; other engines read a comment or parentheses): the code a widget
// page runs at once is compiled as its file arrives, on a background thread, instead of on the main thread when first
// called (docs/performance.md, "First visit" and "Heap", has the measurements behind each choice below).
// - React's renderer (the UI's entry), function by function (scripts/compile-hints.mjs): only the functions the bench's
//   widget pages run (scripts/compile-hints.json, recorded by scripts/record-compile-hints.mjs) are compiled eagerly,
//   the rest of React stays lazy. The whole file's hint there compiled every function: more heap, no sooner.
// - The UI's chunk beside it, the page stage and the loader, the whole file's hint: a list reaches only their top-level
//   functions, and the functions inside them (the views' callbacks, the loader's reading of the load answer and its
//   decision of what is due) were compiled on the main thread when first called, in front of the first view or of the
//   UI's request. They finish compiling before the renderer, which a first visit waits for.
// - Not the chunks fetched when needed (DOMPurify, the chat kinds, the SMS card): on two cores DOMPurify's eager compile
//   took a core from the renderer's and a first visit was slower.
// Each source map follows its file.
// `--no-function-hints` leaves every file without a hint, for scripts/record-compile-hints.mjs to find which run.
if (!dev && !process.argv.includes('--no-function-hints')) {
  const lists = JSON.parse(await readFile('scripts/compile-hints.json', 'utf8'));
  await hintFunctions(uiEntryFile, lists['mc-ui.js']);
  const wholeFiles = ['dist/mc-widgets.js', ...uiImports.map((chunk) => path.join('dist', chunk)), 'dist/ui/mc-page.js'];
  for (const file of wholeFiles) await rewrite(file, withWholeFileHint);
}

// The npm package's entry (`import 'mc-widgets'`): loader and UI as ES modules, for bundlers.
// Its dependencies (React, Emotion, DOMPurify...) stay imports, resolved by the site's bundler from
// the package's `dependencies`, and `process.env.NODE_ENV` is left for that bundler to set.
// What the UI imports when needed (DOMPurify, the chat kinds, the SMS card, the QR code) stays a dynamic `import()` of
// a chunk beside the entry, so the site's bundler splits it off as well. Inlined into one file, each became a namespace
// object built by esbuild's `__export`, whose `for…in` turns an enumerable value added to `Object.prototype` into a
// getter and throws as the entry is evaluated: a page with a polluted prototype lost its whole bundle
// (test/e2e/package.test.ts). The parts the entry hands the loader (the live sending, the page triggers, the list
// rules) are plain objects for the same reason (src/package.ts, src/runtime/all-parts.ts).
// Pages that use the snippet never download it, so the size check leaves it out.
await build({
  ...common,
  entryPoints: { index: 'src/package.ts' },
  outdir: 'dist/package',
  splitting: true,
  chunkNames: 'chunk-[hash]',
  format: 'esm',
  packages: 'external',
  platform: 'neutral',
  minify: false,
  define: {},
  metafile: false,
});

// Kept for the size check, which refuses a loader that pulled in a UI library.
await writeFile(
  'dist/meta.json',
  JSON.stringify({
    uiImports,
    loader: loader.metafile,
    ui: ui.metafile,
    purify: purify.metafile,
    page: page.metafile,
    parts: parts.metafile,
    shop: shop.metafile,
  }),
);

/** Rewrites an output and its source map in place with `edit`, which returns both. */
async function rewrite(file, edit) {
  const [code, map] = await Promise.all([readFile(file, 'utf8'), readFile(`${file}.map`, 'utf8')]);
  const edited = await edit(code, map);
  await Promise.all([writeFile(file, edited.code), writeFile(`${file}.map`, edited.map)]);
}

/** V8's compile hint on the functions of `file` named in `recorded` (scripts/compile-hints.mjs), its source map following. */
async function hintFunctions(file, recorded) {
  const hot = new Set(recorded);
  await rewrite(file, (code, map) => {
    const hinted = hintHotFunctions(code, map, hot);
    const found = hinted.converted.length + hinted.unsafe.length;
    if (found < hot.size / 2) {
      throw new Error(`the compile hint of ${file} reached ${found} of ${hot.size} functions: is scripts/compile-hints.json out of date?`);
    }
    return hinted;
  });
}

/**
 * Minifies an esbuild output again with terser, in place, keeping its source map. In ASCII, as esbuild writes it: one
 * character above U+00FF in a script (terser writes escapes out by default) makes the browser keep its whole text two
 * bytes a character (scripts/size.mjs refuses it).
 */
async function polish(file, { module = false, compress }) {
  await rewrite(file, (code, map) =>
    minify(code, {
      ecma: 2020,
      module,
      compress,
      mangle: true,
      format: { comments: false, ascii_only: true },
      sourceMap: { content: map, url: `${path.basename(file)}.map`, includeSources: true },
    }),
  );
}
