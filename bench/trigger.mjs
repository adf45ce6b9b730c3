/**
 * Trigger → visible modal, for a modal that waits for the visitor's exit intent. While the page is
 * idle our loader fetches the page stage and the UI and evaluates React's renderer, so the trigger
 * should only have to render. Each run loads the page, waits for the network to go quiet and one
 * second more (the idle fetch is over), then fires exit intent from inside the page: the timestamp
 * and the event share one task, so the time counts our work from the event on, not Playwright's
 * round trip. It ends at the first frame painting the open card (bench/probe.mjs), as modal.mjs.
 *
 * Against React alone with its code in the page, drawing the same captured modal on the same event
 * (bench/react-alone/pages.mjs); the two pages alternate, so other load on the machine weighs on both.
 */
import { openPage, waitForOpened } from './browser.mjs';
import { summary } from './stats.mjs';

/** After the network is idle: long enough for an idle callback's imports to have been evaluated. */
const SETTLE_MS = 1000;
/** The network is idle once no request has been waiting for its answer for this long (Playwright's own measure). */
const QUIET_MS = 500;

/**
 * Counts the page's requests still waiting for an answer, from before navigation. Playwright's
 * `networkidle` never comes on our page: it never sees the pixel's keepalive event POST finish,
 * though its answer arrives. So a request counts until its response (or failure); the settle time
 * after the quiet covers the few milliseconds a local body takes to arrive.
 */
function trackRequests(page) {
  const waiting = new Set();
  let lastChange = Date.now();
  const change = () => {
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    waiting.add(request);
    change();
  });
  for (const event of ['response', 'requestfailed']) {
    page.on(event, (item) => {
      waiting.delete('request' in item ? item.request() : item);
      change();
    });
  }
  /** Resolves once nothing has been waiting for QUIET_MS (rejects after `timeoutMs`). */
  return async (timeoutMs = 15_000) => {
    const started = Date.now();
    while (waiting.size > 0 || Date.now() - lastChange < QUIET_MS) {
      if (Date.now() - started > timeoutMs) throw new Error(`${page.url()}: ${waiting.size} requests still waiting after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/**
 * Runs in the page: exit intent on desktop as the pointer leaving the document through its top
 * (src/runtime/triggers/exit-intent-trigger.ts: a `mouseout` with no related target and clientY within
 * the top 20 px). Returns when it fired, and whether anything was open before it (nothing should be).
 */
function fireExitIntent() {
  const openBefore = window.__bench.opened.length;
  const at = performance.now();
  document.documentElement.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientX: 640, clientY: 0, relatedTarget: null }));
  return { at, openBefore };
}

async function timeOnce(browser, url) {
  let quiet;
  const tab = await openPage(browser, url, {
    setup: (page) => {
      quiet = trackRequests(page);
    },
  });
  try {
    await quiet();
    await tab.page.waitForTimeout(SETTLE_MS);
    const fired = await tab.page.evaluate(fireExitIntent);
    if (fired.openBefore) throw new Error(`${url}: a modal was open before exit intent`);
    const { opened, scripts } = await waitForOpened(tab.page, 1);
    const ui = scripts.find((script) => script.path.endsWith('/mc-ui.js'));
    return {
      ms: opened[0].at - fired.at,
      // Whether our UI had arrived before the trigger, i.e. the run timed the path the idle fetch is for.
      uiBeforeTrigger: ui ? ui.end < fired.at : null,
      errors: await tab.errors(),
    };
  } finally {
    await tab.close();
  }
}

/** `oursUrl`: our page with the exit-intent modal; `reactUrl`: React alone, code in the page, on the same event. */
export async function measureTrigger(browser, { oursUrl, reactUrl, runs }) {
  const ours = [];
  const react = [];
  // One unmeasured load each warms the browser's start-up paths (nothing is cached across contexts).
  await timeOnce(browser, oursUrl);
  await timeOnce(browser, reactUrl);
  for (let run = 0; run < runs; run += 1) {
    ours.push(await timeOnce(browser, oursUrl));
    react.push(await timeOnce(browser, reactUrl));
  }
  const oursSummary = summary(ours.map((item) => item.ms));
  const reactSummary = summary(react.map((item) => item.ms));
  return {
    runs,
    ours: oursSummary,
    reactInPage: reactSummary,
    ratio: oursSummary.median / reactSummary.median,
    uiBeforeTrigger: ours.filter((item) => item.uiBeforeTrigger).length,
    samples: { ours: ours.map((item) => item.ms), reactInPage: react.map((item) => item.ms) },
    errors: [...new Set([...ours, ...react].flatMap((item) => item.errors))],
  };
}
