/**
 * JS heap added by a script: the page is loaded without it, garbage is collected and the heap read
 * (CDP HeapProfiler.collectGarbage, Runtime.getHeapUsage); then the script is added as the owner's
 * snippet would add it, everything renders, and after a pause the heap is collected and read again.
 */
import { openPage, waitForOpened } from './browser.mjs';
import { median } from './stats.mjs';

async function usedHeap(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/**
 * @param {string} addScript page function source run to add the script(s)
 * @param {number} opened elements to wait for before the second reading (0: wait `settleMs` only)
 */
async function runOnce(browser, url, addScript, { opened, settleMs }) {
  const tab = await openPage(browser, url);
  try {
    await tab.page.waitForTimeout(300);
    const before = await usedHeap(tab.cdp);
    await tab.page.evaluate(addScript);
    if (opened) await waitForOpened(tab.page, opened, 30_000);
    await tab.page.waitForTimeout(settleMs);
    const after = await usedHeap(tab.cdp);
    return after - before;
  } finally {
    await tab.close();
  }
}

export async function measureHeap(browser, url, addScript, { runs = 3, opened = 0, settleMs = 1000 } = {}) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) samples.push(await runOnce(browser, url, addScript, { opened, settleMs }));
  return { runs, bytes: median(samples), samples };
}

/** Adds a classic script with the given attributes, as the snippet does. */
export function scriptAdder(attributes) {
  return `(() => {
    const script = document.createElement('script');
    script.async = true;
    for (const [name, value] of Object.entries(${JSON.stringify(attributes)})) script.setAttribute(name, value);
    document.body.appendChild(script);
  })()`;
}
