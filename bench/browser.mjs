/**
 * Debian's Chromium over the DevTools protocol (devtools.mjs, which says why not through
 * Playwright), one fresh context per measured page load (so no storage, cache or session carries
 * over between runs), with a desktop user agent and the probe.
 */
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { launchChromium } from './devtools.mjs';
import { NOT_A_ROBOT, PROBE } from './probe.mjs';

/** A desktop user agent, so bot detection (which flags HeadlessChrome) does not change what runs. */
export const DESKTOP_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

export async function launchBrowser() {
  return launchChromium({ executablePath: chromiumPath(), args: chromiumArgs });
}

/**
 * A page in a context of its own. `setup(page, cdp)` runs before navigation (CPU throttling,
 * metrics), and `onResponse` sees every response the page receives. `errors()` reads the page's
 * uncaught errors.
 */
export async function openPage(browser, url, { setup, onResponse, waitUntil = 'load' } = {}) {
  const context = await browser.newContext({ userAgent: DESKTOP_USER_AGENT, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript({ content: NOT_A_ROBOT });
  await page.addInitScript({ content: PROBE });
  const pending = [];
  if (onResponse) page.on('response', (response) => pending.push(onResponse(response)));
  const cdp = context.newCDPSession(page);
  if (setup) await setup(page, cdp);
  await page.goto(url, { waitUntil });
  return {
    page,
    cdp,
    errors: () => page.errors(),
    /** Waits for the response handlers still reading bodies. */
    settled: () => Promise.all(pending),
    close: () => context.close(),
  };
}

/** Resolves once the page has `count` of our elements open and painted (or rejects after `timeoutMs`). */
export async function waitForOpened(page, count, timeoutMs = 15_000) {
  try {
    // Polled by a plain evaluation, so nothing but the probe is added to the page (a driver's own
    // helper script would be counted in its heap).
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
