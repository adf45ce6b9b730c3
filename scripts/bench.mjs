// `npm run bench`: our pages and the peers' in one run of Debian's Chromium, against a local HTTP
// server. Prints the tables, writes bench/results/latest.{json,md} and the README's Performance
// section. Timings are reported, never asserted: the run exits 0 when a budget is missed and says
// which (byte sizes are enforced by scripts/size.mjs).
//
// Beside our pages it times React alone (bench/react-alone/): React drawing a captured copy of our
// markup on the same load answer, so the budgets read as ratios to React's own cost in the same run;
// and, for a modal that waits for exit intent, React in the page drawing it on the same event.
//
//   BENCH_RUNS=8   runs of the first-visit, repeat-visit and exit-intent modal timings (25 by default): a quicker, noisier run
import { cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../bench/browser.mjs';
import { measureBytes, union } from '../bench/bytes.mjs';
import { addEmbedPages, measureEmbeds, REACT_ALONE_EMBEDS } from '../bench/embeds.mjs';
import { EVERY_OPENED, KIND_PAGES, LOADS, PEER_PAGES, productPages, snippetAttributes } from '../bench/fixtures.mjs';
import { measureHeap, scriptAdder } from '../bench/heap.mjs';
import { measureHeapBreakdown } from '../bench/heap-breakdown.mjs';
import { captureModal, captureOpened, measureModal, staticModalPage } from '../bench/modal.mjs';
import { PEER_POPUP_CALLS, PEER_POPUP_PAGES, PEER_POPUPS, timePeerPopup } from '../bench/peer-popup.mjs';
import { buildReactAlone } from '../bench/react-alone/build.mjs';
import { reactAloneAdder, reactAlonePage } from '../bench/react-alone/pages.mjs';
import { markupToTree } from '../bench/react-alone/tree.mjs';
import { measureRepeatVisit } from '../bench/repeat.mjs';
import { judge, rewriteReadme, toMarkdown, toText } from '../bench/report.mjs';
import { startBenchServer } from '../bench/server.mjs';
import { measureThrottled } from '../bench/throttle.mjs';
import { measureTrigger } from '../bench/trigger.mjs';

const MODAL_RUNS = Number(process.env.BENCH_RUNS) || 25;

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
const started = Date.now();
// Other work on the machine skews timings; the load average at start and end says how much there was.
const loadAtStart = os.loadavg()[0];
const step = (what) => console.error(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${what}`);

if (!(await stat('dist/mc-widgets.js').catch(() => undefined))) {
  console.error('dist/ has no build: run `npm run build` first (`npm run bench` does).');
  process.exit(1);
}
// The run serves a copy of the build, so a rebuild while it runs cannot change what it measures.
const distDir = await mkdtemp(path.join(os.tmpdir(), 'mc-bench-dist-'));
await cp('dist', distDir, { recursive: true, filter: (source) => !source.endsWith('.map') });
const reactBundle = await buildReactAlone(distDir);

const pages = new Map(Object.entries({ ...productPages(), ...PEER_PAGES, ...PEER_POPUP_PAGES }));
const embedPaths = addEmbedPages(pages);
const server = await startBenchServer({ pages, loads: new Map(Object.entries(LOADS)), distDir, peerCalls: PEER_POPUP_CALLS });
const browser = await launchBrowser();
const url = (route) => server.url + route;
const version = async (name) => JSON.parse(await readFile(`node_modules/${name}/package.json`, 'utf8')).version;

try {
  step('bytes');
  const bytes = {
    none: await measureBytes(browser, url('/none')),
    modal: await measureBytes(browser, url('/modal'), { opened: 1 }),
    every: await measureBytes(browser, url('/every'), { opened: EVERY_OPENED }),
    everyShop: await measureBytes(browser, url('/every-shop'), { opened: EVERY_OPENED }),
    landing: await measureBytes(browser, url('/landing'), { opened: 1 }),
    typebot: await measureBytes(browser, url('/peer-typebot'), { settleMs: 2000 }),
    posthog: await measureBytes(browser, url('/peer-posthog'), { settleMs: 2000 }),
  };
  bytes.everything = union([bytes.none, bytes.modal, bytes.every, bytes.everyShop, bytes.landing]);

  step(`load answer → visible modal, and the peers' config answer → popup, ${MODAL_RUNS} runs each`);
  const capturedModal = await captureModal(browser, url('/modal'));
  pages.set('/modal-static', staticModalPage(capturedModal, 'modal'));
  // React alone draws the same captured modal, on the same load answer, in the same loop.
  const modalAlone = { captured: capturedModal, tree: await markupToTree(browser, capturedModal.markup), tag: 'mc-modal', hash: 'modal' };
  pages.set('/react-alone-fetched', reactAlonePage(modalAlone));
  pages.set('/react-alone-in-page', reactAlonePage({ ...modalAlone, codeInPage: true }));
  const alongside = Object.fromEntries(
    Object.entries(PEER_POPUPS).map(([name, popup]) => [name, () => timePeerPopup(browser, url(popup.path), popup)]),
  );
  const modal = await measureModal(browser, {
    oursUrl: url('/modal'),
    floorUrl: url('/modal-static'),
    runs: MODAL_RUNS,
    alongside,
    beside: { reactFetched: url('/react-alone-fetched'), reactInPage: url('/react-alone-in-page') },
  });

  step(`repeat visit → visible modal, ${MODAL_RUNS} runs`);
  const repeat = await measureRepeatVisit(browser, { url: url('/modal'), runs: MODAL_RUNS, floorMedian: modal.floor.median });

  step(`exit intent → visible modal, ours and React alone in the page, ${MODAL_RUNS} runs each`);
  pages.set('/react-alone-exit', reactAlonePage({ ...modalAlone, codeInPage: true, onExitIntent: true }));
  const trigger = await measureTrigger(browser, { oursUrl: url('/modal-exit'), reactUrl: url('/react-alone-exit'), runs: MODAL_RUNS });

  step('main thread at 4× CPU slowdown');
  const throttle = {
    blank: await measureThrottled(browser, url('/blank')),
    every: await measureThrottled(browser, url('/every'), { opened: EVERY_OPENED }),
    typebot: await measureThrottled(browser, url('/peer-typebot'), { settleMs: 3000 }),
    posthog: await measureThrottled(browser, url('/peer-posthog'), { settleMs: 3000 }),
  };

  step(`embeds: 50, 100, 200, 400, and ${REACT_ALONE_EMBEDS} cards by React alone`);
  // One of our cards, captured as the modal is; React alone draws as many copies in one root, then in one element each.
  const capturedCard = await captureOpened(browser, url(embedPaths[50]), 'mc-box[data-state="open"]');
  const cardsAlone = {
    captured: capturedCard,
    tree: await markupToTree(browser, capturedCard.markup),
    tag: 'mc-box',
    hash: 'boxes',
    copies: REACT_ALONE_EMBEDS,
  };
  pages.set('/react-alone-embeds', reactAlonePage(cardsAlone));
  // The same cards each in an element and shadow root of its own, as ours must be: what that shape costs React itself.
  pages.set('/react-alone-embeds-each', reactAlonePage({ ...cardsAlone, eachInItsElement: true }));
  const embeds = await measureEmbeds(browser, server.url, embedPaths, {
    reactAlone: '/react-alone-embeds',
    reactAloneEach: '/react-alone-embeds-each',
  });

  step('JS heap');
  const heap = {
    every: await measureHeap(browser, url('/every-no-script'), scriptAdder(snippetAttributes('every')), { opened: EVERY_OPENED }),
    kinds: [],
    // React alone drawing the captured modal, its code fetched on the answer, added to the bare article.
    reactAlone: await measureHeap(browser, url('/blank'), reactAloneAdder(modalAlone), { opened: 1 }),
    typebot: await measureHeap(
      browser,
      url('/blank'),
      `import('/peers/typebot/web.js').then((module) => module.default.initBubble({ typebot: 'bench', apiHost: location.origin }))`,
      { settleMs: 2000 },
    ),
    posthog: await measureHeap(
      browser,
      url('/blank'),
      `new Promise((resolve) => {
        const add = (src, onload) => Object.assign(document.body.appendChild(document.createElement('script')), { src, onload });
        add('/peers/posthog/array.js', () => add('/peers/posthog/surveys.js', () => {
          posthog.init('phc_bench', { api_host: location.origin, autocapture: false, capture_pageview: false, disable_session_recording: true });
          resolve();
        }));
      })`,
      { settleMs: 2000 },
    ),
  };

  // Where one modal's heap goes, ours and React alone's, from heap snapshots.
  const modalKind = KIND_PAGES.find((kind) => kind.name === 'modal');
  heap.breakdown = {
    ours: await measureHeapBreakdown(browser, url(modalKind.path), scriptAdder(snippetAttributes(modalKind.hash)), { opened: 1 }),
    reactAlone: await measureHeapBreakdown(browser, url('/blank'), reactAloneAdder(modalAlone), { opened: 1 }),
  };

  for (const kind of KIND_PAGES) {
    heap.kinds.push({
      name: kind.name,
      ...(await measureHeap(browser, url(kind.path), scriptAdder(snippetAttributes(kind.hash)), { opened: 1 })),
    });
  }

  const results = {
    meta: {
      date: new Date().toISOString().slice(0, 10),
      durationS: (Date.now() - started) / 1000,
      node: process.versions.node,
      chromium: browser.version(),
      cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
      cores: os.cpus().length,
      loadAverage: [loadAtStart, os.loadavg()[0]].map((value) => Math.round(value * 10) / 10),
      peers: { typebot: await version('@typebot.io/js'), posthog: await version('posthog-js') },
    },
    bytes,
    modal,
    repeat,
    trigger,
    throttle,
    embeds,
    heap,
    reactAlone: { bundle: reactBundle },
  };
  results.budgets = judge(results);

  await mkdir('bench/results', { recursive: true });
  await writeFile('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
  const markdown = toMarkdown(results);
  await writeFile('bench/results/latest.md', `# Benchmark: latest run\n\n${markdown}\n`);
  const inReadme = await rewriteReadme('README.md', markdown);

  console.log(toText(results));
  console.log('');
  const missed = results.budgets.filter((row) => !row.met);
  if (missed.length)
    console.log(`Budgets not met: ${missed.map((row) => `${row.budget} (${row.measured}, target ${row.target})`).join('; ')}.`);
  else console.log('Every budget is met.');
  const pageErrors = [
    ...new Set([...modal.errors, ...repeat.errors, ...trigger.errors, ...Object.values(throttle).flatMap((row) => row.errors)]),
  ];
  if (pageErrors.length) console.log(`Page errors seen: ${pageErrors.join(' | ')}`);
  console.log(
    `Wrote bench/results/latest.json, bench/results/latest.md${inReadme ? ' and the README’s Performance section' : ' (README markers not found: README left as it is)'}.`,
  );
} finally {
  await browser.close();
  await server.close();
  await rm(distDir, { recursive: true, force: true });
}
