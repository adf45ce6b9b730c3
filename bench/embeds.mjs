/**
 * Render time against the number of embeds: 100 inline-card widgets configured, and 50 to 400
 * `mc-box` elements on the page (the ids repeat past 100). Timed from the load answer's end to the
 * frame that paints the last card; the fitted line says whether each embed costs the same.
 */
import { openPage, waitForOpened } from './browser.mjs';
import { boxesPage } from './fixtures.mjs';
import { linearFit, median } from './stats.mjs';

export const EMBED_COUNTS = [50, 100, 200, 400];

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

export async function measureEmbeds(browser, baseUrl, paths, { runs = 3 } = {}) {
  const rows = [];
  for (const count of EMBED_COUNTS) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await timeOnce(browser, baseUrl + paths[count], count));
    const ms = median(samples);
    rows.push({ embeds: count, ms, perEmbedMs: ms / count, samples });
  }
  const fit = linearFit(rows.map((row) => [row.embeds, row.ms]));
  return { runs, rows, fit };
}
