/**
 * The modal on a returning visitor's page. Each run opens the modal page once in a new browser
 * context (a first visit: the load answer is kept, the scripts cached), forgets the visitor's widget
 * history so the modal is due again, and opens the page again in the same context: that page draws
 * from the kept answer while its load call is still on the way (LOAD_DELAY_MS). Timed from the
 * loader's arrival (its script's responseEnd) to the first frame painting the open card, against
 * the static floor's load answer → paint (modal.mjs).
 */
import { openPage, waitForOpened } from './browser.mjs';
import { summary } from './stats.mjs';

async function timeOnce(browser, url) {
  const tab = await openPage(browser, url);
  try {
    await waitForOpened(tab.page, 1);
    // The history says the modal was just shown; a returning visitor for whom it is due again has none.
    await tab.page.evaluate(() => localStorage.removeItem('mc_session'));
    await tab.page.goto(url, { waitUntil: 'load' });
    const { loadEnd, opened, scripts } = await waitForOpened(tab.page, 1);
    const loader = scripts.find((script) => script.path.endsWith('/mc-widgets.js'));
    return {
      ms: opened[0].at - loader.end,
      // Whether the card was on screen before the load call answered (it should be).
      beforeLoadAnswer: loadEnd === null || opened[0].at < loadEnd,
      errors: tab.errors,
    };
  } finally {
    await tab.close();
  }
}

export async function measureRepeatVisit(browser, { url, runs, floorMedian }) {
  await timeOnce(browser, url);
  const samples = [];
  for (let run = 0; run < runs; run += 1) samples.push(await timeOnce(browser, url));
  const ms = summary(samples.map((sample) => sample.ms));
  return {
    runs,
    ...ms,
    ratio: ms.median / floorMedian,
    beforeLoadAnswer: samples.filter((sample) => sample.beforeLoadAnswer).length,
    errors: [...new Set(samples.flatMap((sample) => sample.errors))],
  };
}
