/**
 * The modal on a returning visitor's page. Each run opens the modal page once in a new browser
 * context (a first visit: the load answer is kept, the scripts cached), forgets the visitor's widget
 * history and overlay opens so the modal is due again, and opens the page again in the same context:
 * that page draws from the kept answer while its load call is still on the way (LOAD_DELAY_MS). Then
 * once more, a third view: Chromium writes a script's code cache on its second load and reads it
 * from the third, so the second view compiles everything again and the third does not.
 *
 * Timed from the loader's arrival in the page to the first frame painting the open card, against the
 * static floor's load answer → paint (modal.mjs). The loader has arrived once it is both fetched (its
 * script's responseEnd) and in the document (the parser inserted its element, probe.mjs): a cached
 * copy is "fetched" as soon as the browser's preload scanner sees the tag, while the previous page is
 * still being torn down and the parser has yet to reach the tag, and no script can run before then.
 * `fromResponseEnd` keeps the figure from the responseEnd alone, as earlier runs reported it.
 */
import { openPage, waitForOpened } from './browser.mjs';
import { summary } from './stats.mjs';

/** Forgets what would keep the modal from opening again: the widget history and the account's overlay opens. */
const forget = () => {
  localStorage.removeItem('mc_session');
  localStorage.removeItem('mc_overlay_opens');
};

async function viewAgain(tab, url) {
  await tab.page.evaluate(forget);
  await tab.page.goto(url, { waitUntil: 'load' });
  const { loadEnd, opened, scripts, loaderInPage } = await waitForOpened(tab.page, 1);
  const loader = scripts.find((script) => script.path.endsWith('/mc-widgets.js'));
  return {
    ms: opened[0].at - Math.max(loader.end, loaderInPage ?? -Infinity),
    fromResponseEnd: opened[0].at - loader.end,
    // Whether the card was on screen before the load call answered (it should be).
    beforeLoadAnswer: loadEnd === null || opened[0].at < loadEnd,
  };
}

async function timeOnce(browser, url) {
  const tab = await openPage(browser, url);
  try {
    await waitForOpened(tab.page, 1);
    const second = await viewAgain(tab, url);
    const third = await viewAgain(tab, url);
    return { second, third, errors: await tab.errors() };
  } finally {
    await tab.close();
  }
}

export async function measureRepeatVisit(browser, { url, runs, floorMedian }) {
  await timeOnce(browser, url);
  const samples = [];
  for (let run = 0; run < runs; run += 1) samples.push(await timeOnce(browser, url));
  const ms = summary(samples.map((sample) => sample.second.ms));
  return {
    runs,
    ...ms,
    ratio: ms.median / floorMedian,
    fromResponseEnd: summary(samples.map((sample) => sample.second.fromResponseEnd)),
    thirdView: summary(samples.map((sample) => sample.third.ms)),
    beforeLoadAnswer: samples.filter((sample) => sample.second.beforeLoadAnswer).length,
    errors: [...new Set(samples.flatMap((sample) => sample.errors))],
  };
}
