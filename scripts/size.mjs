// Prints the gzip size of every script in dist/ and fails when a ceiling is exceeded.
// Byte counts are deterministic for a given build, so CI can hold them.
//
// Each output has a target and a ceiling. The ceiling fails the check; the target is what the
// product aims for and is reported until it is met. The loader's ceiling is its 10 KB target: what
// remains in it is what every page needs before a widget is due (the snippet's settings, the load
// call and the display fields' reading, the rules, the route watcher, the early `MC`, and the pixel
// with its durable queue, which must take an event at once, even one fired just before the page is
// left). Sending while the page lives (ui/mc-send.js), the page triggers, the list rules and the
// app settings only the views read come in chunks when a page needs them.
// React and react-dom alone weigh about 69 KB gz and Emotion 8 KB: a page with one modal aims for
// 125 KB (loader, page stage, UI chunk and what it imports at once) and everything a page can
// download for 145 KB; the ceilings hold where each stands, so nothing grows unnoticed, and every
// run prints the gap.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const TARGETS = { loader: 10_000, modalPage: 125_000, total: 145_000 };
// The ceilings hold what each weighs now (DOMPurify, the page's live sending and the chat kinds'
// views are chunks fetched when needed, focus containment is our own), so nothing grows back
// unnoticed. Splitting the chat kinds off took 6.6 KB off a modal page and added 3.4 KB to the
// total (each chunk is compressed on its own). The SMS card's country names from the browser
// instead of countries-list took 7.4 KB off the total. Drawing in tasks of their own (React's
// renderer evaluated apart, new views as a transition committed in growing groups, the flag test
// after the first render) added about 250 B to a modal page. Deciding a card's colours once per
// colour set (200 embeds drawn about a third faster), a dialog's focus in the next frame and the
// SMS card's country names read only when shown (one long task of 60-80 ms less on a slow phone)
// added about 150 B to a modal page and 350 B to the total. Leaving out hoist-non-react-statics and
// react-is, which Emotion's React package imported for `withTheme` alone, took 1 KB off both (that
// package is not used at all now: see below).
// Overlays that take turns (the rule, the account's cap and its reader), the per-widget opt-in check
// and the SMS consent fields added about 1,000 B to a modal page and to the total; the page stage
// carries them, the loader nothing. The total was already 77 B over its ceiling at this build. The
// SMS channel's QR code on a desktop added 4.8 KB to the total (uqr, about 4 KB, in a chunk fetched
// only when a code is shown, and its view in the launcher's chunk) and 155 B to a modal page; the
// consent each confirmed opt-in event carries and the waiting overlays asked again on a close, about
// 200 B more to both. Class names in place of Emotion's `css` prop (a call where a prop was) and the
// rehearsal of a widget that waits for its trigger (about 450 B) were paid for by minifying the CSS
// templates (about 300 B), a plain style element in place of Emotion's `Global`, and leaving out
// Emotion's React package, which nothing used any more (about 800 B): a modal page 470 B smaller.
// V8's compile hint on the UI's entry file (esbuild.config.mjs) adds about 30 B to a modal page. Terser's passes over
// every script after the loader (esbuild.config.mjs) took 2,707 B off a modal page and 4,203 B off the total. The UI's
// code in one chunk beside its entry, rather than in five a page compressed apart (the lazily imported chunks import
// the whole UI, esbuild.config.mjs), took 3,359 B off a modal page and 3,390 B off the total; the compile hint on
// that chunk too adds 24 B. A card that skips its opt-in control and description as it opens, the first view in the
// renderer's task when the renderer was quick, a root's style cache looked up once and merged styles kept by name
// (the open 24 → 11 ms after the first view, a repeat visit 171 → 147 ms, 200 embeds 1,312 → 1,138 ms) add 84 B.
// A card's palette kept per section of its resolved widget, rather than found again by its inputs' JSON on every render
// (200 embeds: about 9 ms of script), adds 35 B to a modal page and 34 B to the total. The store's per-instance records
// kept in persistent tables (src/runtime/store/instance-table.ts), whose changes copy about √n entries where they
// copied all n (1,000 embeds drawn about a fifth faster), add 186 B to the page stage. A card whose opt-in draws its final
// form at once (the platform's SDK already failed on the page, an EU page, the preview) drawing no loader and no plugin
// markup only to remove them (src/react/opt-in/draws-at-once.ts: 200 embeds on such a page 2-6 % faster, and no loader
// flashing before the fallback) adds 169 B to a modal page and 171 B to the total. The inline box's surface without the
// backdrop blur (styles/base.ts, `inFlowSurface`: 200 embeds drawn about 8 % faster) adds 17 B to a modal page and 14 B
// to the total. The renderer's compile hint given function by function rather than to the whole file
// (scripts/compile-hints.mjs: about 0.12 MB less heap for one modal, 0.07 MB for every kind) adds 275 B to a modal page
// and to the total; the shadow root's reset style sheet minified like the views' CSS took about 20 B off both, and the
// string form of sanitised owner HTML, which nothing but a test used, 23 B off a modal page and 43 B off the total.
// Every script written in ASCII (see the check below) took 15 B off a modal page and 149 B off the total: escapes
// compress better than the country names' UTF-8. Styles parsed by the browser as nested rules (since given as flat
// rules: src/react/flatten-css.ts; a first visit's modal about 5-10 ms sooner), with Emotion's cache and stylis moved to a chunk only browsers without
// nested CSS fetch (ui/mc-stylis.js), took 3,331 B off a modal page and added 805 B to the total (that chunk
// compressed apart, and the ordering of a style's declarations). A card on a page whose SDK already failed drawing the
// fallback without the plugin's lifecycle (200 such embeds 2-5 % sooner) adds 15 B to a modal page and 23 B to the total.
// A root adopting the reset and its kind's sheet in one assignment, with no view of its own for the reset (200 embeds
// about 2 % sooner), adds 5 B to a modal page and takes 2 B off the total. An in-flow card whose opt-in draws at once
// drawn shown from its first render, without an entrance animation, and its content not drawn again as it opens
// (src/react/card/use-card-state.ts, `useInFlowState`: 200 embeds drawn about a quarter sooner, their style work
// about a third of what it was) adds 71 B to a modal page and 71 B to the total. A root adopting its sheets as its view
// commits rather than as it renders (src/react/root-styles.ts, `rootStyles`: no restyle and layout of the hosts in the
// frames between a transition's slices, 200 embeds about a sixth sooner) adds 29 B to a modal page and 27 B to the total.
// V8's whole-file compile hint on the page stage (esbuild.config.mjs: a first visit's modal about 5 % sooner) adds 20 B
// to a modal page and to the total. Each kind's defaults built once and the display fields skipped by section
// (src/runtime/config/resolve-widget.ts: reading 100 widgets about twice as fast) add 21 B to a modal page and 22 B to
// the total. The `css` templates without interpolations shipped as the objects Emotion's serialiser makes of them
// (scripts/serialize-static-styles.mjs: 66 of the views' 93 styles no longer serialised and hashed as each page
// evaluates the UI, about 1-2 ms of a repeat visit's module evaluation) add 299 B to a modal page and 554 B to the total
// (a hash per style, which gzip cannot shrink). Stylis alone in its chunk, without Emotion's cache around it (its
// vendor prefixer and selector plugins, which our styles do not need), took 2,085 B off that
// chunk and 2,098 B off the total, and 11 B off a modal page. The SMS channel's QR code from lean-qr's nano encoder in
// place of uqr (src/react/sms/qr-matrix.ts) took 1,722 B off its chunk and 1,738 B off the total. The rehearsal leaving
// out the kinds a page has drawn, with waits of its own that nothing keeps (src/runtime/rehearsal.ts: one modal's heap
// about 0.07 MB less, every kind's 0.19), adds 69 B to the page stage. The first view waiting for DOMPurify when the UI
// asked for it (src/elements/shared-root.tsx: no frame of plain words before the markup) adds 20 B to a modal page and
// 24 B to the total. The compile hint given function by function to the UI's chunk and the page stage too, in place of
// the whole file's hint (esbuild.config.mjs: one modal's heap about 0.11 MB less, every kind's 0.10 MB), adds 127 B to
// a modal page and to the total: the parentheses around the functions widget pages run. The views' `css` serialised as
// Emotion's serialiser does for what our templates interpolate (styles/css.ts), and the flat rules stylis wrote given to
// browsers without nested CSS by src/react/flatten-css.ts rather than by stylis's chunk, took 491 B off a modal page
// and 2,528 B off the total. The styles the build serialises shipped without their name, hashed when first drawn
// (`named` in styles/css.ts), took 241 B off a modal page and 476 B off the total. Flat rules in every browser, without
// the nested rules and their reordering for browsers that read them (src/react/flatten-css.ts: no measurable cost),
// took 181 B off a modal page and 178 B off the total. A root's styles inserted by `insertStyle`
// (src/react/use-class-names.ts) into a target of two members (src/react/root-styles.ts), where Emotion's
// `insertStyles` wrote through a cache and a sheet interface our roots do not use, took 127 B off a modal page and 129 B
// off the total, after a comment in front of a rule as written was no longer read as part of its selector (+17 B).
// DOMPurify's chunk as a build of its own that imports nothing, run as soon as it arrives, with the page stage handing
// its module to the UI (src/react/sanitize.ts: a first visit about 4 % sooner), adds 109 B to a modal page and 75 B to
// the total. An overlay's content kept as it opens unless it shows a video (src/react/card/CardContent.tsx: the open
// 4.7 → 3.9 ms after the first view, 20.5 → 13.5 ms at 4× CPU) adds 66 B to a modal page and 68 B to the total.
// The page stage using the loader's JSON writer and guid maker, handed over (stage/page-stage.ts), took 221 B off a
// modal page and off the total (7 B more on the loader); a slow first view's open in a task of its own
// (src/elements/shared-root.tsx, afterLongFirstView) and the SMS card's locale list read in a worker
// (src/react/sms/countries.ts) add 82 B to a modal page (the first) and 218 B to the total (both). The chunks' names
// (content hashes the loader lists) move these figures by a few bytes from one change of the sources to the next.
// The loader's whole-file compile hint (esbuild.config.mjs: what it runs after the load answer compiled as it arrives, a
// first visit about 3-7 % sooner) adds 21 B to the loader, a modal page and the total. The platform's UI font first in
// the views' font stack (styles/tokens.ts: no lookup of the families a system lacks at the first layout) adds 6 B to a
// modal page and 7 B to the total. The contrast search written as plain arithmetic, with no search where no colour can
// reach the ratio (styles/contrast.ts: a card's palettes 20.2 → 9.6 ms a load of every kind at 4× CPU), adds 48 B to a
// modal page and 45 B to the total. The open overlays' heights measured only where the turn rules read them (phones,
// src/runtime/instances.ts) add 1 B to a modal page and 2 B to the total; a comment's change in styles/tokens.ts
// renamed the chunks (2 B and 3 B). An in-flow card's open read as what it draws (src/react/card/use-card-state.ts,
// `useInFlowCard`: 200 embeds no longer draw every card again as it opens) adds 12 B to a modal page and the total.
export const CEILINGS = { loader: 10_000, modalPage: 120_593, total: 159_961 };
const LOADER = 'mc-widgets.js';
const UI_LIBRARIES = /node_modules\/(react|react-dom|scheduler|@emotion|dompurify|@r2wc|lean-qr)\//;

async function scripts(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return (
    entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
      // The npm package's entry is for bundlers; no page that uses the snippet downloads it.
      .filter((entry) => !(entry.parentPath ?? entry.path).split(path.sep).includes('package'))
      .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
      .sort()
  );
}

const rows = [];
for (const file of await scripts('dist')) {
  const bytes = await readFile(file);
  rows.push({
    file: path.relative('dist', file),
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    ascii: bytes.every((byte) => byte < 0x80),
  });
}
if (rows.length === 0) {
  console.error('dist/ has no scripts: run `npm run build` first.');
  process.exit(1);
}

const width = Math.max(...rows.map((row) => row.file.length), 10);
console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(9)}  ${'gzip'.padStart(9)}`);
for (const row of rows) console.log(`${row.file.padEnd(width)}  ${String(row.raw).padStart(9)}  ${String(row.gzip).padStart(9)}`);
const loader = rows.find((row) => row.file === LOADER);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(`${'all outputs'.padEnd(width)}  ${''.padStart(9)}  ${String(total).padStart(9)}`);

const meta = JSON.parse(await readFile('dist/meta.json', 'utf8'));

// A page with one `immediately` modal whose texts hold no markup downloads the loader, the page
// stage, the pixel's live sending (its impression is sent while it is open), the UI chunk and the
// chunks it imports statically (not the ones it imports when needed: DOMPurify, the SMS card, the
// chat kinds).
const gzipOf = (file) => rows.find((row) => row.file === file)?.gzip ?? 0;
const modalPageFiles = [LOADER, 'ui/mc-page.js', 'ui/mc-send.js', 'ui/mc-ui.js', ...meta.uiImports];
const modalPage = modalPageFiles.reduce((sum, file) => sum + gzipOf(file), 0);
console.log(`${'one modal page'.padEnd(width)}  ${''.padStart(9)}  ${String(modalPage).padStart(9)}  (${modalPageFiles.join(', ')})`);

const failures = [];
if (!loader) failures.push(`${LOADER} is missing`);
else if (loader.gzip > CEILINGS.loader) failures.push(`the loader is ${loader.gzip} B gz, over its ${CEILINGS.loader} B ceiling`);
if (modalPage > CEILINGS.modalPage) failures.push(`a one-modal page downloads ${modalPage} B gz, over its ${CEILINGS.modalPage} B ceiling`);
if (total > CEILINGS.total) failures.push(`all outputs are ${total} B gz, over the ${CEILINGS.total} B ceiling`);
for (const [what, size] of [
  ['loader', loader?.gzip ?? 0],
  ['modalPage', modalPage],
  ['total', total],
]) {
  if (size > TARGETS[what]) console.log(`note: ${what} is ${size} B gz, above its ${TARGETS[what]} B target`);
}

// The UI is its entry and one chunk beside it (esbuild.config.mjs, "The UI"): a second chunk means a lazily imported
// module that does not import the whole UI, whose shared code every widget page would then fetch apart.
if (meta.uiImports.length !== 1)
  failures.push(`the UI's entry imports ${meta.uiImports.length} chunks (${meta.uiImports.join(', ')}), not one`);

// A script whose text holds one character above U+00FF is kept by the browser two bytes a character, all of it: the
// UI's chunk and the page stage held 0.13 MB more for a `\uFFFD` and a `’` that terser had written out unescaped.
// Every script is written in ASCII (terser's `ascii_only`, esbuild.config.mjs), which also reads the same in a page
// whose own encoding is not UTF-8.
for (const row of rows) if (!row.ascii) failures.push(`${row.file} holds characters outside ASCII, which double the memory its text takes`);

const leaked = Object.keys(meta.loader.inputs).filter((input) => UI_LIBRARIES.test(input));
if (leaked.length) failures.push(`the loader bundles UI libraries: ${leaked.join(', ')}`);

// esbuild builds a namespace object (an `import * as` used as a value, or an `import()` inlined into its importer) with a
// helper that walks the exports with `for…in` and defines a getter for each key: on a page that added an enumerable
// value to `Object.prototype`, it throws as the script is evaluated. No output may hold it, the npm package's included
// (esbuild.config.mjs, src/runtime/all-parts.ts).
const NAMESPACE_HELPER =
  /for\s*\(\s*(?:var|let|const)\s+([\w$]+)\s+in\s+([\w$]+)\s*\)\s*[\w$]+\(\s*[\w$]+\s*,\s*\1\s*,\s*\{\s*get:\s*\2\[\1\]/;
const everyOutput = (await readdir('dist', { recursive: true })).filter((name) => name.endsWith('.js'));
for (const file of everyOutput) {
  if (NAMESPACE_HELPER.test(await readFile(path.join('dist', file), 'utf8')))
    failures.push(`${file} holds esbuild's namespace helper, which throws on a page with a polluted Object.prototype`);
}

if (failures.length) {
  for (const failure of failures) console.error(`size check failed: ${failure}`);
  process.exit(1);
}
console.log(
  `size check passed (ceilings: loader ${CEILINGS.loader} B gz, one modal page ${CEILINGS.modalPage} B gz, all outputs ${CEILINGS.total} B gz)`,
);
