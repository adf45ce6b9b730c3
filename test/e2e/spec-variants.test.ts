// Guards the bug where most widgets of an ordinary account never appeared: spec-shaped values
// (hideOnMobile: true or false, colors: null...) were dropped by the UI after the loader had judged
// them due, and owners' page code (install names, MC.getWidgetList() loops) broke.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { VARIANTS } from '../support/spec-variants';
import { startTestServer, type TestServer } from '../server/helpers';
import { pageWithLoader, startRig, type Rig } from './rig';

const PHONE = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};
/** Screenshots for a reviewer, as the demo's (server-demo.test.ts). */
const RESULTS_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../test-results');
const screenshot = async (page: Page, name: string) => {
  await mkdir(RESULTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(RESULTS_DIR, name) });
};

const APP = { pageId: '1234567', fb_page_id: '1234567', appId: '9876' };
const BLOCKED_SDK = 'data-fb-sdk-url="/blocked/sdk.js"';

/** The data-state of each placed widget once every one expected to show has opened. */
async function states(page: Page, ids: number[], expectedOpen: number[]): Promise<Record<number, string | null>> {
  for (const id of expectedOpen)
    await page.waitForSelector(`[data-widget-id="${id}"][data-state="open"]`, { state: 'attached', timeout: 15_000 });
  // The ones that must not show had as long as the others to open.
  await page.waitForTimeout(300);
  const result: Record<number, string | null> = {};
  for (const id of ids) result[id] = await page.getAttribute(`[data-widget-id="${id}"]`, 'data-state');
  return result;
}

describe('a sample of the spec-shaped variants on a real page, on a desktop and on a phone', () => {
  const sample = VARIANTS.filter((variant) => variant.shows && variant.kind === 'box');
  const idOf = (widget: Record<string, unknown>) => Number(String(widget['widget_id']).trim());
  const ids = sample.map((variant) => idOf(variant.widget));
  let rig: Rig;
  before(async () => {
    rig = await startRig({
      load: { app: APP, widgets: sample.map((variant) => variant.widget) },
      pages: {
        '/variants': pageWithLoader(
          ids.map((id) => `<div class="mcwidget-embed" data-widget-id="${id}"></div>`).join('\n'),
          `data-account-id="1234567" ${BLOCKED_SDK}`,
        ),
      },
      routes: { 'GET /blocked/sdk.js': () => ({ status: 404, body: 'blocked' }) },
    });
  });
  after(() => rig.close());

  it(`has at least 20 variants to place (${sample.length})`, () => assert.ok(sample.length >= 20));

  for (const device of ['desktop', 'phone'] as const) {
    it(`on a ${device}, each shows or not as the spec says`, async () => {
      const context: BrowserContext = device === 'phone' ? await rig.browser.newContext(PHONE) : await rig.newContext();
      try {
        const { page, pageErrors } = await rig.open('/variants', { context });
        const expectedOpen = sample.filter((variant) => variant.shows![device]).map((variant) => idOf(variant.widget));
        const seen = await states(page, ids, expectedOpen);
        for (const variant of sample) {
          const id = idOf(variant.widget);
          assert.equal(seen[id] === 'open', variant.shows![device], `${variant.name}: data-state ${seen[id]}`);
        }
        assert.deepEqual(pageErrors, []);
      } finally {
        await context.close();
      }
    });
  }
});

describe("must show: an ordinary account through the real server, its install name and the owners' code", () => {
  let server: TestServer;
  let rig: Rig;
  let loads: string[] = [];
  const widgets = [
    { widget_type: 'modal', name: 'Welcome modal', data: { main: { title: 'Welcome' }, setup: { hideOnMobile: true } } },
    { widget_type: 'box', name: 'Footer box', data: { main: { title: 'Footer', colors: null }, setup: { hideOnMobile: false } } },
    { widget_type: 'button', name: 'Product button', data: { submitted: null, main: { title: 'Button', sparkleMode: 'on' } } },
    { widget_id: '4242', widget_type: 'box', name: 'Sidebar box', data: { main: { title: 'Sidebar' } } },
    { widget_type: 'box', name: 'Phone box', data: { main: { title: 'Phone' }, setup: { hideOnMobile: 'mobile' } } },
    { widget_type: 'checkbox', name: 'Checkout opt-in', data: {} },
  ];
  const ids: Record<string, number> = {};

  before(async () => {
    server = await startTestServer({ seed: false });
    assert.equal((await server.admin('PUT', '/admin/api/accounts/1234567', { app: APP })).statusCode, 201);
    for (const widget of widgets) {
      const response = await server.admin('POST', '/admin/api/accounts/1234567/widgets', widget);
      assert.equal(response.statusCode, 201, response.body);
      ids[widget.name] = (response.json() as { widget_id: number }).widget_id;
    }
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const body = `<main>
      <div class="mcwidget-embed" data-widget-id="${ids['Footer box']}"></div>
      <p>Buy now: <span class="mcwidget-embed" data-widget-id="${ids['Product button']}"></span></p>
      <div class="mcwidget-embed" data-widget-id="4242"></div>
      <div class="mcwidget-embed" data-widget-id="${ids['Phone box']}"></div>
    </main>
    <script>
      // As a WooCommerce integration does: list the account's widgets, find one by name, read it through MC.getWidget.
      window.mcAsyncInit = function () {
        window.listed = MC.getWidgetList().map(function (w) { return [w.widgetId, w.name, w.type]; });
        var picked = MC.getWidgetList().filter(function (w) { return w.name === 'Checkout opt-in'; })[0];
        window.userRef = MC.getWidget(picked.widgetId).userRef;
        window.session = MC_PIXEL.sessionData.sessionId;
        window.mcMembers = Object.keys(MC).sort();
      };
    </script>`;
    const page = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>shop</title></head><body>${body}
      <script async src="${origin}/1234567_ab12cd.js" ${BLOCKED_SDK}></script></body></html>`;
    rig = await startRig({ pages: { '/shop': page }, routes: { 'GET /blocked/sdk.js': () => ({ status: 404, body: 'blocked' }) } });
  });
  after(async () => {
    await rig?.close();
    await server?.close();
  });

  async function openShop(context: BrowserContext) {
    const opened = await rig.open('/shop', { context });
    opened.page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/load') loads.push(request.url());
    });
    return opened;
  }

  it('on a desktop: the hideOnMobile true modal, the colors: null box, the submitted: null button, the "4242" box show; the mobile-only box does not', async () => {
    loads = [];
    const context = await rig.newContext();
    try {
      const { page, pageErrors } = await openShop(context);
      const placed = [ids['Footer box']!, ids['Product button']!, 4242, ids['Phone box']!];
      const seen = await states(page, placed, [ids['Footer box']!, ids['Product button']!, 4242]);
      await page.waitForSelector('mc-modal[data-state="open"]', { state: 'attached', timeout: 15_000 });
      assert.deepEqual(
        placed.map((id) => seen[id] === 'open'),
        [true, true, true, false],
      );
      assert.equal(await page.locator('mc-button[data-widget-id]').count(), 1, 'the span became the button');
      // The install name carried the account and the hash.
      await page.waitForFunction(() => (window as unknown as { listed?: unknown }).listed !== undefined);
      const url = new URL(
        loads[0] ??
          (await page.evaluate(
            () =>
              performance
                .getEntriesByType('resource')
                .map((entry) => entry.name)
                .find((name) => name.includes('/load?')) ?? '',
          )),
      );
      assert.deepEqual([url.searchParams.get('account_id'), url.searchParams.get('hash')], ['1234567', 'ab12cd']);
      // The owners' loop ran without error and saw every configured widget with its id, name and type.
      const seenByPage = await page.evaluate(() => {
        const w = window as unknown as { listed: [number, string, string][]; userRef: unknown; session: string; mcMembers: string[] };
        return { listed: w.listed, userRef: w.userRef === undefined, session: w.session, members: w.mcMembers };
      });
      assert.deepEqual(
        seenByPage.listed.map(([, name, type]) => [name, type]).sort(),
        widgets.map((widget) => [widget.name, widget.widget_type]).sort(),
      );
      assert.ok(seenByPage.listed.some(([id]) => id === 4242));
      assert.equal(seenByPage.userRef, true);
      assert.match(seenByPage.session, /\S/);
      assert.deepEqual(seenByPage.members, ['getWidget', 'getWidgetList', 'parse']);
      assert.deepEqual(pageErrors, []);
      await screenshot(page, 'spec-variants-desktop.png');
    } finally {
      await context.close();
    }
  });

  it('on a phone: the hideOnMobile true modal does not show, the mobile-only box does, the others still do', async () => {
    const context = await rig.browser.newContext(PHONE);
    try {
      const { page, pageErrors } = await openShop(context);
      const placed = [ids['Footer box']!, ids['Product button']!, 4242, ids['Phone box']!];
      const seen = await states(page, placed, placed);
      assert.deepEqual(
        placed.map((id) => seen[id] === 'open'),
        [true, true, true, true],
      );
      await page.waitForTimeout(1000);
      assert.equal(await page.locator('mc-modal[data-state="open"]').count(), 0);
      assert.deepEqual(pageErrors, []);
      await screenshot(page, 'spec-variants-phone.png');
    } finally {
      await context.close();
    }
  });
});
