/**
 * Render time against the number of embeds: 100 inline-card widgets configured, and 50 to 1,000
 * `mc-box` elements on the page (the ids repeat past 100). Timed from the load answer's end to the
 * frame that paints the last card; the fitted line says whether each embed costs the same.
 */
import { openPage, waitForOpened } from './browser.mjs';
import { boxesPage } from './fixtures.mjs';
import { linearFit, median } from './stats.mjs';

export const EMBED_COUNTS = [50, 100, 200, 400, 1000];
/** The count React alone is set against. */
export const REACT_ALONE_EMBEDS = 200;
/** Runs at that count, alternating with React alone's: its ratio is a budget, and three loads moved it by a tenth. */
export const REACT_ALONE_EMBED_RUNS = 7;

/** Adds a page per count to `pages` and returns the path of each. */
export function addEmbedPages(pages) {
  return Object.fromEntries(
    EMBED_COUNTS.map((count) => {
      const path = `/embeds-${count}`;
      pages.set(path, boxesPage(count));
      return [count, path];
    }),
  );
}

async function timeOnce(browser, url, count) {
  const tab = await openPage(browser, url);
  try {
    const { loadEnd, opened } = await waitForOpened(tab.page, count, 60_000);
    return Math.max(...opened.map((item) => item.at)) - loadEnd;
  } finally {
    await tab.close();
  }
}

/**
 * `reactAlone`: a page on which React alone draws REACT_ALONE_EMBEDS captured cards in one root
 * (bench/react-alone/pages.mjs), timed as our page of as many embeds is. Its one host holds every
 * card, all committed in the same frame, so its one painted host is its last card painted.
 * `reactAloneEach`: the same cards, each in an element and shadow root of its own through portals
 * from one root (as ours are drawn), timed to the last of its hosts painted.
 */
export async function measureEmbeds(browser, baseUrl, paths, { runs = 3, reactAlone, reactAloneEach } = {}) {
  const rows = [];
  const alone = [];
  const aloneEach = [];
  for (const count of EMBED_COUNTS) {
    const samples = [];
    const countRuns = count === REACT_ALONE_EMBEDS ? Math.max(runs, REACT_ALONE_EMBED_RUNS) : runs;
    for (let run = 0; run < countRuns; run += 1) {
      samples.push(await timeOnce(browser, baseUrl + paths[count], count));
      // Alternating with ours, so whatever else the machine runs weighs on both alike.
      if (count !== REACT_ALONE_EMBEDS) continue;
      if (reactAlone) alone.push(await timeOnce(browser, baseUrl + reactAlone, 1));
      if (reactAloneEach) aloneEach.push(await timeOnce(browser, baseUrl + reactAloneEach, REACT_ALONE_EMBEDS));
    }
    const ms = median(samples);
    rows.push({ embeds: count, ms, perEmbedMs: ms / count, samples });
  }
  const fit = linearFit(rows.map((row) => [row.embeds, row.ms]));
  const figure = (samples) => (samples.length ? { embeds: REACT_ALONE_EMBEDS, ms: median(samples), samples } : undefined);
  return { runs, rows, fit, reactAlone: figure(alone), reactAloneEach: figure(aloneEach) };
}
