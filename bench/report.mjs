/**
 * The budgets, and the run's results as tables: padded text for the terminal, Markdown for
 * bench/results/latest.md and the README's Performance section (between its markers).
 */
import { readFile, writeFile } from 'node:fs/promises';

export const BUDGETS = {
  loaderGzip: 10_000,
  modalPageGzip: 125_000,
  everythingGzip: 145_000,
  modalMedianMs: 80,
  longestTaskMs: 100,
  embeds200Ms: 250,
  heapBytes: 2 * 1024 * 1024,
  // Against React alone drawing the same markup in the same run (bench/react-alone/).
  firstVisitVsReactFetched: 1.2,
  repeatVisitVsReactInPage: 2,
  // A modal waiting for its trigger has its code fetched while the page is idle (src/loader/boot.ts), so the trigger
  // should leave ours little more than React's own render to do.
  delayedVsReactInPage: 1.5,
  heapOverReactBytes: 0.5 * 1024 * 1024,
  embeds200VsReact: 1.5,
};

const bytes = (value) => `${Math.round(value).toLocaleString('en-US')} B`;
const ms = (value) => (value == null || Number.isNaN(value) ? 'n/a' : `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`);
const mib = (value) => `${(value / 1024 / 1024).toFixed(2)} MB`;
const times = (value) => (value == null || Number.isNaN(value) ? 'n/a' : `${value.toFixed(2)}×`);

/** What each of the build's files holds, for the heap's split by file (esbuild.config.mjs names them). */
const FILE_ROLES = [
  [/^mc-widgets\.js$/, 'the loader'],
  [/^mc-page\.js$/, 'the page stage'],
  [/^mc-ui\.js$/, "React's renderer (react-dom)"],
  [/^chunk-.*\.js$/, "the UI's chunk: elements, views, React's core"],
  [/^mc-purify\.js$/, 'DOMPurify'],
  [/^mc-send\.js$/, "the pixel's live sending"],
  [/^react\.js$/, 'React alone: react and react-dom'],
];

/** One row a file, largest first, ours beside React alone's. */
function codeRows({ ours, reactAlone }) {
  const sides = [ours.codeByScript, reactAlone.codeByScript];
  const size = (file) => sides.reduce((total, side) => total + (side[file] ?? 0), 0);
  const files = [...new Set(sides.flatMap((side) => Object.keys(side)))].sort((a, b) => size(b) - size(a));
  const total = (side) => Object.values(side).reduce((sum, value) => sum + value, 0);
  return [
    ...files.map((file) => [
      file,
      FILE_ROLES.find(([pattern]) => pattern.test(file))?.[1] ?? '',
      ...sides.map((side) => (file in side ? mib(side[file]) : '—')),
    ]),
    ['total', '', ...sides.map((side) => mib(total(side)))],
  ];
}

/**
 * Ours set against React alone doing the same work in the same run: the modal on a first visit
 * (React fetched on the answer, as our UI is), on a repeat visit (React already in the page), the
 * heap of one modal, 200 embedded cards, and a modal drawn on exit intent (React in the page). Null where
 * the run has no React-alone figures.
 */
export function reactAloneRatios(results) {
  const { modal, repeat, embeds, heap, trigger } = results;
  const fetched = modal.beside?.reactFetched?.median;
  const inPage = modal.beside?.reactInPage?.median;
  const oursHeap = heap.kinds?.find((kind) => kind.name === 'modal')?.bytes;
  const ours200 = embeds.rows.find((row) => row.embeds === embeds.reactAlone?.embeds)?.ms;
  return {
    firstVisit: fetched ? modal.ours.median / fetched : null,
    repeatVisit: inPage ? repeat.median / inPage : null,
    heapOverBytes: heap.reactAlone && oursHeap != null ? oursHeap - heap.reactAlone.bytes : null,
    embeds200: embeds.reactAlone && ours200 != null ? ours200 / embeds.reactAlone.ms : null,
    // Not a budget: React alone drawing each card in an element and shadow root of its own, as ours are.
    embeds200Each: embeds.reactAloneEach && ours200 != null ? ours200 / embeds.reactAloneEach.ms : null,
    delayed: trigger ? trigger.ratio : null,
  };
}

export function judge(results) {
  const { bytes: size, modal, repeat, throttle, embeds, heap, trigger } = results;
  const loader = size.none.files.find((file) => file.path.endsWith('/mc-widgets.js'));
  const at200 = embeds.rows.find((row) => row.embeds === 200);
  const longTasks = Math.max(...throttle.every.longTasksPerRun);
  const ratios = reactAloneRatios(results);
  return [
    {
      budget: 'loader (gzip)',
      measured: bytes(loader?.gzip ?? NaN),
      target: `≤ ${bytes(BUDGETS.loaderGzip)}`,
      met: (loader?.gzip ?? Infinity) <= BUDGETS.loaderGzip,
    },
    {
      budget: 'one `immediately` modal page (gzip)',
      measured: bytes(size.modal.gzip),
      target: `≤ ${bytes(BUDGETS.modalPageGzip)}`,
      met: size.modal.gzip <= BUDGETS.modalPageGzip,
    },
    {
      budget: 'everything a page can download, every kind (gzip)',
      measured: bytes(size.everything.gzip),
      target: `≤ ${bytes(BUDGETS.everythingGzip)}`,
      met: size.everything.gzip <= BUDGETS.everythingGzip,
    },
    {
      budget: `load answer → visible modal, first visit, median of ${modal.runs}`,
      measured: `${ms(modal.ours.median)} (${modal.ratio.toFixed(2)}× the static floor of ${ms(modal.floor.median)})`,
      target: `≤ ${BUDGETS.modalMedianMs} ms`,
      met: modal.ours.median <= BUDGETS.modalMedianMs,
    },
    {
      budget: `load answer → visible modal, repeat visit, median of ${repeat.runs} (from the loader's arrival in the page)`,
      measured: `${ms(repeat.median)} (${repeat.ratio.toFixed(2)}× the static floor; on screen before the load call answered in ${repeat.beforeLoadAnswer} of ${repeat.runs})`,
      target: `≤ 2× the static floor (${ms(2 * modal.floor.median)})`,
      met: repeat.ratio <= 2,
    },
    {
      budget: `longest task, every kind, CPU 4× slower (worst of ${throttle.every.runs})`,
      measured: `${ms(throttle.every.longestMs)} (${longTasks} long task${longTasks === 1 ? '' : 's'} in the worst load)`,
      target: `≤ ${BUDGETS.longestTaskMs} ms`,
      met: throttle.every.longestMs <= BUDGETS.longestTaskMs,
    },
    {
      budget: '200 embeds rendered',
      measured: ms(at200?.ms),
      target: `≤ ${BUDGETS.embeds200Ms} ms`,
      met: (at200?.ms ?? Infinity) <= BUDGETS.embeds200Ms,
    },
    {
      budget: 'JS heap, every kind rendered',
      measured: mib(heap.every.bytes),
      target: `≤ ${mib(BUDGETS.heapBytes)}`,
      met: heap.every.bytes <= BUDGETS.heapBytes,
    },
    {
      budget: 'first visit modal, ours ÷ React alone (its code fetched on the answer)',
      measured: `${times(ratios.firstVisit)} (${ms(modal.ours.median)} ÷ ${ms(modal.beside?.reactFetched?.median)})`,
      target: `≤ ${BUDGETS.firstVisitVsReactFetched}×`,
      met: ratios.firstVisit != null && ratios.firstVisit <= BUDGETS.firstVisitVsReactFetched,
    },
    {
      budget: 'repeat visit modal, ours ÷ React alone (its code in the page)',
      measured: `${times(ratios.repeatVisit)} (${ms(repeat.median)} ÷ ${ms(modal.beside?.reactInPage?.median)})`,
      target: `≤ ${BUDGETS.repeatVisitVsReactInPage}×`,
      met: ratios.repeatVisit != null && ratios.repeatVisit <= BUDGETS.repeatVisitVsReactInPage,
    },
    {
      budget: 'JS heap, one modal, ours − React alone',
      measured: ratios.heapOverBytes == null ? 'n/a' : mib(ratios.heapOverBytes),
      target: `≤ ${mib(BUDGETS.heapOverReactBytes)}`,
      met: ratios.heapOverBytes != null && ratios.heapOverBytes <= BUDGETS.heapOverReactBytes,
    },
    {
      budget: '200 embeds, ours ÷ React alone (200 cards in one root)',
      measured: `${times(ratios.embeds200)} (${ms(at200?.ms)} ÷ ${ms(embeds.reactAlone?.ms)})`,
      target: `≤ ${BUDGETS.embeds200VsReact}×`,
      met: ratios.embeds200 != null && ratios.embeds200 <= BUDGETS.embeds200VsReact,
    },
    {
      budget: `a delayed modal, trigger → painted, ours ÷ React alone (its code in the page), medians of ${trigger?.runs ?? 0}`,
      measured: `${times(ratios.delayed)} (${ms(trigger?.ours.median)} ÷ ${ms(trigger?.reactInPage.median)}; our UI fetched before the trigger in ${trigger?.uiBeforeTrigger ?? 0} of ${trigger?.runs ?? 0})`,
      target: `≤ ${BUDGETS.delayedVsReactInPage}×`,
      met: ratios.delayed != null && ratios.delayed <= BUDGETS.delayedVsReactInPage,
    },
  ];
}

const files = (result) =>
  result.files
    .map((file) => file.path.split('/').pop())
    .filter((name) => name.endsWith('.js'))
    .join(', ');

const spread = (result) => ['median', 'p25', 'p75', 'min', 'max'].map((key) => ms(result[key]));

/** A peer's popup row; where no run painted it, the row says why instead of giving numbers. */
function popupRow(label, result) {
  if (!result || result.n === 0)
    return [`${label}: could not be driven offline: ${result?.failures.join('; ') || 'not measured'}`, 'n/a', '', '', '', ''];
  const missed =
    result.n < result.runs ? ` (painted in ${result.n} runs of ${result.runs}; the others: ${result.failures.join('; ')})` : '';
  return [`${label}${missed}`, ...spread(result)];
}

/** Every table of the report, as headers and rows of strings. */
export function tables(results) {
  const { meta, bytes: size, modal, repeat, throttle, embeds, heap, reactAlone } = results;
  const peer = (name) => meta.peers[name];
  const react = reactAlone?.bundle;
  const ratios = reactAloneRatios(results);
  const besideRow = (label, result) => (result ? [[label, ...spread(result)]] : []);
  // The count React alone is set against, timed more often than the others.
  const alongside = embeds.reactAlone && embeds.rows.find((row) => row.embeds === embeds.reactAlone.embeds);
  return [
    {
      title: 'Budgets',
      headers: ['budget', 'measured', 'target', 'status'],
      rows: results.budgets.map((row) => [row.budget, row.measured, row.target, row.met ? 'met' : 'NOT MET']),
    },
    {
      title: 'Bytes a page downloads (gzip -9 of every script body it received; same code for every row)',
      headers: ['page', 'scripts', 'gzip', 'raw'],
      rows: [
        ['no eligible widget', files(size.none), bytes(size.none.gzip), bytes(size.none.raw)],
        ['one `immediately` modal', files(size.modal), bytes(size.modal.gzip), bytes(size.modal.raw)],
        ['every kind, with an SMS card', files(size.every), bytes(size.every.gzip), bytes(size.every.raw)],
        ['every kind, on a Shopify storefront', files(size.everyShop), bytes(size.everyShop.gzip), bytes(size.everyShop.raw)],
        ['landing page', files(size.landing), bytes(size.landing.gzip), bytes(size.landing.raw)],
        [
          '**everything a page can download** (the pages above, each file once)',
          files(size.everything),
          bytes(size.everything.gzip),
          bytes(size.everything.raw),
        ],
        [`Typebot \`@typebot.io/js\` ${peer('typebot')} (bubble)`, files(size.typebot), bytes(size.typebot.gzip), bytes(size.typebot.raw)],
        [
          `PostHog \`posthog-js\` ${peer('posthog')} (core + surveys)`,
          files(size.posthog),
          bytes(size.posthog.gzip),
          bytes(size.posthog.raw),
        ],
        ...(react
          ? [
              [
                `React alone ${react.version}: react + react-dom/client (esbuild, minified, production)`,
                react.path.split('/').pop(),
                bytes(react.gzip),
                bytes(react.raw),
              ],
            ]
          : []),
      ],
    },
    {
      title: `Load answer → visible modal (${modal.runs} runs each, alternating with the peers' popups; ms from the load response's end to the first frame painting the open card; for a peer, from the end of the answer carrying what its popup shows to the first frame painting it)`,
      headers: ['page', 'median', 'p25', 'p75', 'min', 'max'],
      rows: [
        ['our modal', ...spread(modal.ours)],
        ['the same modal as static HTML (floor)', ...spread(modal.floor)],
        ['ratio of the medians', `${modal.ratio.toFixed(2)}×`, '', '', '', ''],
        ...besideRow('React alone drawing the same modal, code fetched on the answer', modal.beside?.reactFetched),
        ...besideRow('React alone drawing the same modal, code in the page', modal.beside?.reactInPage),
        [
          "our modal, repeat visit (kept load answer, cached scripts; from the loader's arrival: fetched and its element parsed)",
          ...['median', 'p25', 'p75', 'min', 'max'].map((key) => ms(repeat[key])),
        ],
        ...(repeat.fromResponseEnd
          ? [
              [
                "the same, from the loader's responseEnd alone (the cache's copy, before the parser reached its tag)",
                ...['median', 'p25', 'p75', 'min', 'max'].map((key) => ms(repeat.fromResponseEnd[key])),
              ],
            ]
          : []),
        ...(repeat.thirdView
          ? [
              [
                "our modal, third view (the scripts' code cache read; from the loader's arrival)",
                ...['median', 'p25', 'p75', 'min', 'max'].map((key) => ms(repeat.thirdView[key])),
              ],
            ]
          : []),
        [
          'of ours: UI chunk requested / last UI script arrived / painted after that (medians)',
          `${ms(modal.breakdown.uiRequestedMs)} / ${ms(modal.breakdown.uiArrivedMs)} / ${ms(modal.ours.median - modal.breakdown.uiArrivedMs)}`,
          '',
          '',
          '',
          '',
        ],
        ...(modal.beside?.reactFetched?.arrivedMs != null && Number.isFinite(modal.beside.reactFetched.arrivedMs)
          ? [
              [
                'of React alone, code fetched on the answer: its bundle arrived / painted after that (medians)',
                `${ms(modal.beside.reactFetched.arrivedMs)} / ${ms(modal.beside.reactFetched.median - modal.beside.reactFetched.arrivedMs)}`,
                '',
                '',
                '',
                '',
              ],
            ]
          : []),
        popupRow(`Typebot ${peer('typebot')} popup: start-chat answer → popup painted (its first message shown)`, modal.peers?.typebot),
        popupRow(`PostHog ${peer('posthog')} survey: survey config → popup painted`, modal.peers?.posthog),
      ],
    },
    {
      title: `Main thread with the CPU 4× slower (${throttle.every.runs} loads each: median times, long tasks of each load, the longest of all, time blocked in the worst load)`,
      headers: ['page', 'script time', 'task time', 'long tasks per load', 'longest', 'blocked (> 50 ms), worst load'],
      rows: [
        ['page alone, no widget script (baseline)', throttle.blank],
        ['every kind (ours)', throttle.every],
        [`Typebot ${peer('typebot')}`, throttle.typebot],
        [`PostHog ${peer('posthog')}`, throttle.posthog],
      ].map(([label, row]) => [
        label,
        ms(row.scriptMs),
        ms(row.taskMs),
        row.longTasksPerRun.join(' / '),
        ms(row.longestMs),
        ms(row.worstRun.blockingMs),
      ]),
    },
    {
      title: `Embeds: 100 inline cards configured, load answer → every card painted (median of ${embeds.runs}${alongside ? `; of ${alongside.samples.length} at ${alongside.embeds}, alternating with React alone` : ''})`,
      headers: ['embeds', 'time', 'per embed'],
      rows: [
        ...embeds.rows.map((row) => [String(row.embeds), ms(row.ms), ms(row.perEmbedMs)]),
        [
          'linear fit',
          `${embeds.fit.slope.toFixed(1)} ms per embed ${embeds.fit.intercept < 0 ? '−' : '+'} ${ms(Math.abs(embeds.fit.intercept))}`,
          `R² ${embeds.fit.r2.toFixed(3)}`,
        ],
        ...(embeds.reactAlone
          ? [
              [
                `${embeds.reactAlone.embeds}, React alone (the captured card ${embeds.reactAlone.embeds} times in one root)`,
                ms(embeds.reactAlone.ms),
                ms(embeds.reactAlone.ms / embeds.reactAlone.embeds),
              ],
            ]
          : []),
        ...(embeds.reactAloneEach
          ? [
              [
                `${embeds.reactAloneEach.embeds}, React alone (the same cards, each in an element and shadow root of its own)`,
                ms(embeds.reactAloneEach.ms),
                ms(embeds.reactAloneEach.ms / embeds.reactAloneEach.embeds),
              ],
            ]
          : []),
      ],
    },
    {
      title: `JS heap added by the script, everything rendered, after garbage collection (median of ${heap.every.runs})`,
      headers: ['page', 'heap added'],
      rows: [
        ['every kind (ours)', mib(heap.every.bytes)],
        ...(heap.kinds ?? []).map((kind) => [`one ${kind.name} (ours)`, mib(kind.bytes)]),
        ...(heap.reactAlone ? [['one modal, React alone (its code fetched on the answer)', mib(heap.reactAlone.bytes)]] : []),
        [`Typebot ${peer('typebot')}`, mib(heap.typebot.bytes)],
        [`PostHog ${peer('posthog')}`, mib(heap.posthog.bytes)],
      ],
    },
    ...(heap.breakdown
      ? [
          {
            title:
              'Where one modal’s heap goes: what a heap snapshot after it rendered holds that one before the script did not (a snapshot also counts the scripts’ sources and the browser’s own objects, which the heap rows leave out)',
            headers: ['what', 'ours', 'React alone', 'ours − React alone'],
            rows: [
              ...Object.keys(heap.breakdown.ours.categories)
                .map((what) => [what, ...[heap.breakdown.ours, heap.breakdown.reactAlone].map((side) => side.categories[what])])
                .filter(([, ours, alone]) => ours || alone)
                .map(([what, ours, alone]) => [what, mib(ours), mib(alone), mib(ours - alone)]),
              [
                'total',
                mib(heap.breakdown.ours.total),
                mib(heap.breakdown.reactAlone.total),
                mib(heap.breakdown.ours.total - heap.breakdown.reactAlone.total),
              ],
            ],
          },
          {
            title:
              'Of it, compiled code (bytecode and its tables, baseline and optimised code, call feedback) by the file its functions come from',
            headers: ['file', 'what it holds', 'ours', 'React alone'],
            rows: codeRows(heap.breakdown),
          },
        ]
      : []),
    ...(react
      ? [
          {
            title: `Ours against React alone ${react.version} drawing the same captured markup in the same run (React bundle ${bytes(react.gzip)} gzip)`,
            headers: ['measure', 'ours', 'React alone', 'ours ÷ React alone'],
            rows: [
              [
                'first visit modal (React fetched on the answer)',
                ms(modal.ours.median),
                ms(modal.beside?.reactFetched?.median),
                times(ratios.firstVisit),
              ],
              [
                'repeat visit modal (React in the page)',
                ms(repeat.median),
                ms(modal.beside?.reactInPage?.median),
                times(ratios.repeatVisit),
              ],
              ...(repeat.thirdView
                ? [
                    [
                      'third view modal, code cache read (React in the page)',
                      ms(repeat.thirdView.median),
                      ms(modal.beside?.reactInPage?.median),
                      times(modal.beside?.reactInPage?.median ? repeat.thirdView.median / modal.beside.reactInPage.median : null),
                    ],
                  ]
                : []),
              [
                'JS heap, one modal (ours − React alone)',
                mib(heap.kinds?.find((kind) => kind.name === 'modal')?.bytes ?? NaN),
                heap.reactAlone ? mib(heap.reactAlone.bytes) : 'n/a',
                ratios.heapOverBytes == null ? 'n/a' : `${ratios.heapOverBytes < 0 ? '−' : '+'}${mib(Math.abs(ratios.heapOverBytes))}`,
              ],
              [
                '200 embeds (React: one root)',
                ms(embeds.rows.find((row) => row.embeds === 200)?.ms),
                ms(embeds.reactAlone?.ms),
                times(ratios.embeds200),
              ],
              ...(embeds.reactAloneEach
                ? [
                    [
                      '200 embeds (React: each card in its element and shadow root, portals from one root)',
                      ms(embeds.rows.find((row) => row.embeds === 200)?.ms),
                      ms(embeds.reactAloneEach.ms),
                      times(ratios.embeds200Each),
                    ],
                  ]
                : []),
              [
                'delayed modal, exit intent → painted (ours fetched while idle; React in the page)',
                ms(results.trigger?.ours.median),
                ms(results.trigger?.reactInPage.median),
                times(ratios.delayed),
              ],
            ],
          },
        ]
      : []),
  ];
}

function markdownTable({ headers, rows }) {
  const line = (cells) => `| ${cells.map((cell) => String(cell).replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

function textTable({ headers, rows }) {
  const plain = (cell) => String(cell).replace(/\*\*|`/g, '');
  const widths = headers.map((header, column) => Math.max(plain(header).length, ...rows.map((row) => plain(row[column] ?? '').length)));
  const line = (cells) =>
    cells
      .map((cell, column) => plain(cell).padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function environmentLine(meta) {
  const [start, end] = meta.loadAverage.map((value) => value.toFixed(1));
  return `${meta.date}, Chromium ${meta.chromium} (headless, over the DevTools protocol without its Runtime domain), Node ${meta.node}, ${meta.cores} × ${meta.cpu} (load average ${start} at the start, ${end} at the end); the run took ${Math.round(meta.durationS)} s.`;
}

export function toText(results) {
  const parts = tables(results).map((table) => `${table.title}\n${textTable(table)}`);
  return [`mc-widgets benchmark: ${environmentLine(results.meta)}`, ...parts].join('\n\n');
}

export function toMarkdown(results) {
  const parts = tables(results).map((table) => `**${table.title}**\n\n${markdownTable(table)}`);
  return [`Measured ${environmentLine(results.meta)}`, ...parts].join('\n\n');
}

export const README_START = '<!-- bench:start -->';
export const README_END = '<!-- bench:end -->';

/** Puts the Markdown between the README's markers; false when the markers are not there. */
export async function rewriteReadme(file, markdown) {
  const text = await readFile(file, 'utf8');
  const start = text.indexOf(README_START);
  const end = text.indexOf(README_END);
  if (start < 0 || end < start) return false;
  const next = `${text.slice(0, start + README_START.length)}\n${markdown}\n${text.slice(end)}`;
  if (next !== text) await writeFile(file, next);
  return true;
}
