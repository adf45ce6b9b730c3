/**
 * The end-to-end rig: Debian's Chromium driven by playwright-core, a fixture server per test file,
 * and per page the errors and console lines it produced, for assertions.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { startFixtureServer, type FixtureServer, type FixtureServerOptions } from '../../demo/fixture-server';

export interface OpenedPage {
  page: Page;
  /** Uncaught errors and unhandled rejections seen by the page. */
  pageErrors: Error[];
  console: { type: string; text: string }[];
}

/** A desktop user agent, so bot detection (which flags HeadlessChrome) does not change what is tested. */
export const DESKTOP_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

export interface Rig {
  server: FixtureServer;
  browser: Browser;
  open(path: string, options?: { context?: BrowserContext }): Promise<OpenedPage>;
  newContext(): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * The Chromium the test runner shares between test files (scripts/run-node-tests.mjs), or one of this
 * file's own. Closing a shared one only disconnects, closing the contexts this file made.
 */
export function launchBrowser(): Promise<Browser> {
  const shared = process.env['MC_BROWSER_WS_ENDPOINT'];
  return shared ? chromium.connect(shared) : chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
}

export async function startRig(options: FixtureServerOptions = {}): Promise<Rig> {
  const server = await startFixtureServer(options);
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  const newContext = async () => {
    const context = await browser.newContext({ userAgent: DESKTOP_USER_AGENT });
    contexts.push(context);
    return context;
  };
  return {
    server,
    browser,
    newContext,
    async open(path, { context } = {}) {
      const page = await (context ?? (await newContext())).newPage();
      const opened: OpenedPage = { page, pageErrors: [], console: [] };
      page.on('pageerror', (error) => opened.pageErrors.push(error));
      page.on('console', (message) => opened.console.push({ type: message.type(), text: message.text() }));
      await page.goto(server.url + path);
      return opened;
    },
    async close() {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
      await browser.close();
      await server.close();
    },
  };
}

/** A page that includes the built loader with the given snippet attributes and body. */
export function pageWithLoader(body: string, attributes = 'data-account-id="1234567"', head = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>fixture</title>${head}</head><body>${body}
<script async src="/dist/mc-widgets.js" ${attributes}></script></body></html>`;
}
