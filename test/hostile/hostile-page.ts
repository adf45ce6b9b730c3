/**
 * What every hostile-page test shares: a host page with its own script, a recorder installed
 * before any script of the page runs, and the checks made after each setup (no page error, no
 * unhandled rejection, no dialog, no XSS sentinel, the host's script still working, nothing sent
 * outside the fixture server, and the widgets still opening and opting in where the setup allows).
 *
 * Init scripts are strings: tsx wraps named functions in a `__name` helper the page does not have.
 */
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP_USER_AGENT, startRig, type Rig } from '../e2e/rig';
import type { FixtureServerOptions, Handler } from '../../demo/fixture-server';

/** The messenger SDK is a 404 here, so messenger cards show their link fallback at once and nothing leaves the machine. */
export const SDK_PATH = '/blocked/sdk.js';
export const SNIPPET = `data-account-id="1234567" data-fb-sdk-url="${SDK_PATH}"`;
export const APP = { pageId: '1234567', fb_page_id: '1234567', appId: '9876', page_name: 'Acme' };

const showing = { whenDisplay: ['immediately', 0], showAgain: ['always', 0], showAgainIfClosed: ['always', 0] };

/** An `immediately` messenger modal: open at once, its fallback button opts in. */
export function modalWidget(id = 1, main: Record<string, unknown> = {}, data: Record<string, unknown> = {}) {
  return {
    widget_id: id,
    widget_type: 'modal',
    data: { main: { title: `Modal ${id}`, ...showing, ...main }, submitted: { title: `Modal ${id}: thanks` }, ...data },
  };
}

/** An inline messenger card the owner places with `<mc-box data-widget-id>` or the classic div. */
export function boxWidget(id = 2, main: Record<string, unknown> = {}, data: Record<string, unknown> = {}) {
  return {
    widget_id: id,
    widget_type: 'box',
    data: { main: { title: `Box ${id}`, ...main }, submitted: { title: `Box ${id}: thanks` }, ...data },
  };
}

export const DEFAULT_LOAD = { app: APP, widgets: [modalWidget(1), boxWidget(2)] };

/**
 * The host's own script: it marks itself ready and counts clicks on `#host-button` through a
 * listener on `document`, so it keeps working when the page swaps its `<body>`.
 */
export const HOST_SCRIPT = `window.__hostReady = true; window.__hostClicks = 0;
document.addEventListener('click', function (event) {
  var target = event.target;
  if (target && target.id === 'host-button') { window.__hostClicks += 1; target.textContent = 'host works ' + window.__hostClicks; }
});`;

export interface HostPageOptions {
  /** Markup of the host's body; a `#host-button` is added. */
  body?: string;
  /** Extra markup in `<head>` (host styles, scripts). */
  head?: string;
  /** Our snippet's attributes; `null` leaves the snippet out (the page adds it itself). */
  snippet?: string | null;
  src?: string;
  /** Put on every script and style of the page (a CSP page). */
  nonce?: string;
}

/** A host page: its own script first, then its body, then our async snippet at the end of `<body>`. */
export function hostPage({
  body = '<div class="mcwidget-embed" data-widget-id="2"></div>',
  head = '',
  snippet = SNIPPET,
  src = '/dist/mc-widgets.js',
  nonce,
}: HostPageOptions = {}): string {
  const n = nonce ? ` nonce="${nonce}"` : '';
  const ours = snippet === null ? '' : `<script async src="${src}" ${snippet}${n}></script>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>
<script${n}>${HOST_SCRIPT}</script>${head}</head>
<body><h1>Host page</h1><button id="host-button" type="button">host</button>${body}${ours}</body></html>`;
}

/** Recorded before the page's own scripts run: unhandled rejections and CSP violations. */
const RECORDER = `(function () {
  var record = { rejections: [], violations: [] };
  Object.defineProperty(window, '__hostile', { value: record });
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    record.rejections.push(String((reason && (reason.stack || reason.message)) || reason));
  });
  document.addEventListener('securitypolicyviolation', function (event) {
    record.violations.push(event.violatedDirective + ' ' + event.blockedURI + ' ' + (event.sourceFile || '') + ':' + event.lineNumber + ':' + event.columnNumber);
  });
})();`;

export interface HostileTab {
  page: Page;
  context: BrowserContext;
  pageErrors: Error[];
  dialogs: string[];
  /** Requests that tried to leave the fixture server (aborted) as `type url`, except the messenger link a fallback opens. */
  external: string[];
  console: { type: string; text: string }[];
}

export interface OpenOptions {
  /** Scripts run in the page before its own (strings only). */
  init?: string | string[];
  /** Defaults to a desktop browser's; `null` keeps headless Chromium's own. */
  userAgent?: string | null;
  viewport?: { width: number; height: number };
}

export interface HostileRig {
  rig: Rig;
  open(path: string, options?: OpenOptions): Promise<HostileTab>;
  /** Requests to a path since a moment (query ignored). */
  requestsSince(pathname: string, since: number): number;
  close(): Promise<void>;
}

/** One fixture server and one browser per test file, every context closed with it. */
export async function startHostileRig(options: FixtureServerOptions = {}): Promise<HostileRig> {
  const routes: Record<string, Handler> = { [`GET ${SDK_PATH}`]: () => ({ status: 404, body: 'blocked' }), ...options.routes };
  const rig = await startRig({ load: DEFAULT_LOAD, ...options, routes });
  const contexts: BrowserContext[] = [];
  return {
    rig,
    requestsSince: (pathname, since) => rig.server.requestsTo(pathname).filter((request) => request.at >= since).length,
    async open(path, { init = [], userAgent = DESKTOP_USER_AGENT, viewport } = {}) {
      const context = await rig.browser.newContext({ ...(userAgent ? { userAgent } : {}), ...(viewport ? { viewport } : {}) });
      contexts.push(context);
      const tab = { context, pageErrors: [], dialogs: [], external: [], console: [] } as unknown as HostileTab;
      await context.addInitScript(RECORDER);
      for (const script of [init].flat()) await context.addInitScript(script);
      // Nothing leaves the machine; the messenger's own site stands in for itself.
      await context.route(
        (url) => url.origin !== rig.server.url,
        (route) => {
          const url = route.request().url();
          if (url.startsWith('https://m.me/'))
            return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Messenger</title>' });
          tab.external.push(`${route.request().resourceType()} ${url}`);
          return route.abort();
        },
      );
      context.on('dialog', (dialog) => {
        tab.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss().catch(() => undefined);
      });
      const page = await context.newPage();
      tab.page = page;
      page.on('pageerror', (error) => tab.pageErrors.push(error));
      page.on('console', (message) => tab.console.push({ type: message.type(), text: message.text() }));
      await page.goto(rig.server.url + path);
      return tab;
    },
    async close() {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
      await rig.close();
    },
  };
}

interface PageRecord {
  rejections: string[];
  violations: string[];
  xss: unknown;
  hostReady: unknown;
  objectPrototypeKeys: string[];
}

async function readRecord(page: Page): Promise<PageRecord> {
  return page.evaluate(`(function () {
    var record = window.__hostile || { rejections: ['recorder missing'], violations: [] };
    var keys = [];
    for (var key in {}) keys.push(key);
    return { rejections: record.rejections, violations: record.violations, xss: window.__xss, hostReady: window.__hostReady, objectPrototypeKeys: keys };
  })()`) as Promise<PageRecord>;
}

export interface HealthOptions {
  /** Enumerable keys the host itself put on Object.prototype (its own pollution). */
  hostPrototypeKeys?: string[];
  /** CSP violations are recorded; a page under a CSP must show none of ours. */
  allowViolations?: boolean;
}

/**
 * The invariants every setup ends with: no page error, no unhandled rejection, no dialog, no XSS
 * sentinel, nothing added to Object.prototype, nothing sent off the machine, and the host's own
 * script still answering a click.
 */
export async function assertHealthy(
  tab: HostileTab,
  { hostPrototypeKeys = [], allowViolations = true }: HealthOptions = {},
): Promise<void> {
  const { page } = tab;
  const before = await readRecord(page);
  const clicks = await page.evaluate(`(function () {
    var before = window.__hostClicks;
    var button = document.getElementById('host-button');
    if (button) button.click();
    return [before, window.__hostClicks];
  })()`);
  const record = await readRecord(page);
  assert.deepEqual(
    tab.pageErrors.map((error) => error.stack ?? error.message),
    [],
    'page errors',
  );
  assert.deepEqual(record.rejections, [], 'unhandled rejections');
  assert.deepEqual(tab.dialogs, [], 'dialogs');
  assert.equal(record.xss, undefined, 'the XSS sentinel is set');
  assert.deepEqual(
    record.objectPrototypeKeys.filter((key) => !hostPrototypeKeys.includes(key)),
    [],
    'keys added to Object.prototype',
  );
  assert.deepEqual(tab.external, [], 'requests that left the fixture server');
  if (!allowViolations) assert.deepEqual(record.violations, [], 'CSP violations');
  assert.equal(before.hostReady, true, "the host's script ran");
  const [was, now] = clicks as [number, number];
  assert.equal(now, was + 1, "the host's click handler ran");
}

/** The element of a widget by its id (an overlay or a placed embed). */
export const widget = (tag: string, id: number) => `${tag}[data-widget-id="${id}"]`;

/**
 * Waits for a widget to show. These pages put every kind on one page at once, and overlays take
 * turns (docs/elements.md): one still waiting its turn is opened as an owner's script would, with the
 * page API's `open()`, which opens at once.
 */
export async function waitOpen(page: Page, selector: string, timeout = 8000): Promise<void> {
  const deadline = Date.now() + timeout;
  const isOpen = () =>
    page
      .locator(`${selector}[data-state="open"]`)
      .count()
      .then((found) => found > 0);
  while (!(await isOpen())) {
    if (Date.now() > deadline) break;
    await page
      .evaluate((wanted) => {
        const api = (window as unknown as { MC?: { getWidget(id: number): { open?(): void } | undefined } }).MC;
        for (const element of document.querySelectorAll(wanted)) {
          if (element.getAttribute('data-state') === 'hidden') api?.getWidget(Number(element.getAttribute('data-widget-id')))?.open?.();
        }
      }, selector)
      .catch(() => undefined);
    await page.waitForTimeout(250);
  }
  await page.waitForSelector(`${selector}[data-state="open"]`, { state: 'attached', timeout: Math.max(1000, deadline - Date.now()) });
}

/**
 * The widget opened and a visitor can opt in: its fallback button takes a real click (nothing
 * covers it) and the widget reaches `submitted`.
 */
export async function assertOptsIn(tab: HostileTab, selector: string, timeout = 8000): Promise<void> {
  const { page } = tab;
  await waitOpen(page, selector, timeout);
  const button = page.locator(`${selector} [part~="fallback-button"]`);
  await button.click({ timeout });
  await page.waitForSelector(`${selector}[data-state="submitted"]`, { state: 'attached', timeout });
  for (const other of tab.context.pages()) if (other !== page) await other.close();
}

/** Closes an open overlay with its Close button, as a visitor would. */
export async function closeOverlay(tab: HostileTab, selector: string): Promise<void> {
  await tab.page.locator(`${selector} button[aria-label="Close"]`).first().click();
  await tab.page.waitForSelector(`${selector}:not([data-state="open"])`, { state: 'attached' });
}

/** The default load answer's modal and box both take an opt-in (the modal first, since it covers the page). */
export async function assertBothOptIn(tab: HostileTab, timeout?: number): Promise<void> {
  await assertOptsIn(tab, widget('mc-modal', 1), timeout);
  await closeOverlay(tab, widget('mc-modal', 1));
  await assertOptsIn(tab, widget('mc-box', 2), timeout);
}

/** Milliseconds to wait for something that must not happen. */
export const settle = (page: Page, ms = 300) => page.waitForTimeout(ms);

export const count = (page: Page, selector: string) => page.locator(selector).count();
