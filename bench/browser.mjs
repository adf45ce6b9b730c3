/**
 * Debian's Chromium through playwright-core, one fresh context per measured page load (so no
 * storage, cache or session carries over between runs), with a desktop user agent and the probe.
 */
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { NOT_A_ROBOT, PROBE } from './probe.mjs';

/** A desktop user agent, so bot detection (which flags HeadlessChrome) does not change what runs. */
export const DESKTOP_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

export async function launchBrowser() {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
}

/**
 * A page in a context of its own. `setup(page, cdp)` runs before navigation (CPU throttling,
 * metrics), and `onResponse` sees every response the page receives.
 */
export async function openPage(browser, url, { setup, onResponse, waitUntil = 'load' } = {}) {
  const context = await browser.newContext({ userAgent: DESKTOP_USER_AGENT, viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: NOT_A_ROBOT });
  await context.addInitScript({ content: PROBE });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const pending = [];
  if (onResponse) page.on('response', (response) => pending.push(onResponse(response)));
  const cdp = await context.newCDPSession(page);
  if (setup) await setup(page, cdp);
  await page.goto(url, { waitUntil });
  return {
    page,
    cdp,
    errors,
    /** Waits for the response handlers still reading bodies. */
    settled: () => Promise.all(pending),
    close: () => context.close(),
  };
}

/** Resolves once the page has `count` of our elements open and painted (or rejects after `timeoutMs`). */
export async function waitForOpened(page, count, timeoutMs = 15_000) {
  try {
    // Polled by a plain evaluation, not waitForFunction: that one loads Playwright's injected script
    // (about 0.5 MB of heap) into the page, which the heap reading would count as ours.
    await page.evaluate(
      ([expected, timeout]) =>
        new Promise((resolve, reject) => {
          const started = performance.now();
          const check = () => {
            if (window.__bench.opened.length >= expected) resolve();
            else if (performance.now() - started > timeout) reject(new Error(`timed out after ${timeout} ms`));
            else setTimeout(check, 50);
          };
          check();
        }),
      [count, timeoutMs],
    );
  } catch (error) {
    // Say what the page had reached, so a widget that never opened is named.
    const state = await page
      .evaluate(() => ({
        opened: window.__bench.opened.length,
        elements: [...document.querySelectorAll('*')]
          .filter((element) => element.localName.startsWith('mc-'))
          .map((element) => `${element.localName}#${element.getAttribute('data-widget-id')}:${element.getAttribute('data-state')}`),
      }))
      .catch(() => undefined);
    throw new Error(
      `${page.url()}: ${count} elements expected open, ${state ? `${state.opened} painted; ${state.elements.join(' ')}` : 'page unreadable'} (${error})`,
      { cause: error },
    );
  }
  return page.evaluate(() => ({
    loadEnd: window.__bench.loadEnd(),
    opened: window.__bench.opened,
    scripts: window.__bench.scripts(),
    loaderInPage: window.__bench.loaderInPage ?? null,
    longTasks: window.__bench.longTasks,
  }));
}
