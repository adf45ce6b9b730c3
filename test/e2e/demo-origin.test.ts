// Guards the demo on the owner's origin: with the demo on (the default), `/article` had no content
// policy and loaded the platform's SDK from its public host, on the origin whose storage holds the
// admin token. Every demo page, the storefront's too, is loaded in Chromium: no request leaves the
// origin, each page has a content policy, and nothing the pages need is refused by it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext } from 'playwright-core';
import { DEMO_PAGES } from '../../server/demo/demo-site';
import { startRealServer, type RunningServer } from './real-server';
import { DESKTOP_USER_AGENT, launchBrowser } from './rig';

const PAGES = [
  ...Object.keys(DEMO_PAGES).filter((page) => !page.endsWith('.css')),
  '/spa/menu',
  '/shop',
  '/products/house-blend',
  '/cart',
  '/checkout',
];

describe('the demo pages', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  before(async () => {
    server = await startRealServer();
    browser = await launchBrowser();
    context = await browser.newContext({ userAgent: DESKTOP_USER_AGENT, viewport: { width: 1280, height: 900 } });
  });
  after(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('load nothing from another origin, each with a content policy that refuses nothing they need', async () => {
    const origin = new URL(server.url).origin;
    const elsewhere: string[] = [];
    const refused: string[] = [];
    for (const pagePath of PAGES) {
      const page = await context.newPage();
      page.on('request', (request) => {
        const url = request.url();
        if (!/^(data|blob|about):/.test(url) && new URL(url).origin !== origin) elsewhere.push(`${pagePath}: ${url}`);
      });
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(`${pagePath}: ${message.text().slice(0, 200)}`);
      });
      const response = await page.goto(server.url + pagePath);
      assert.equal(response?.status(), 200, pagePath);
      assert.match(response?.headers()['content-security-policy'] ?? '', /script-src 'self'/, `${pagePath} has a content policy`);
      // Long enough for the widgets to render and a messenger widget to give up on the SDK stub.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      await page.close();
    }
    assert.deepEqual(elsewhere, []);
    assert.deepEqual(refused, []);
  });

  it("names the SMS card's country picker through a worker the demo's policy allows", async () => {
    const page = await context.newPage();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    try {
      await page.goto(`${server.url}/sms`);
      // The browser's locale list was read in the worker, then the name on the main thread (docs/elements.md).
      await page.locator('mc-box button[part="country-picker"][aria-label="Country: United States +1"]').waitFor({ state: 'attached' });
      assert.equal(workers.length, 1, 'one worker');
      assert.match(workers[0] ?? '', /^blob:/);
    } finally {
      await page.close();
    }
  });
});
