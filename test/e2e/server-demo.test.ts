// The real server, started as `npm start` starts it (an empty database in a fresh folder), with the demo
// opened in Chromium: the load answer is served from the seeded database, pages run without errors, an
// opt-in and an impression reach the dashboard, and the preview saves an edit. Screenshots of the demo
// article and the dashboard go to test-results/ for a reviewer.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN_TOKEN, PROJECT_ROOT, startRealServer, type RunningServer } from './real-server';
import { DESKTOP_USER_AGENT, launchBrowser } from './rig';

const RESULTS_DIR = path.join(PROJECT_ROOT, 'test-results');
const ACCOUNT_ID = '1234567';
const SMS_WIDGET_ID = 108;
const BOX_TITLE = 'Fresh roasts, straight to your Messenger';

async function adminGet<T>(server: RunningServer, urlPath: string): Promise<T> {
  return server.adminGet<T>(urlPath);
}

describe('the real server with the demo, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;

  before(async () => {
    assert.ok(existsSync(path.join(PROJECT_ROOT, 'dist', 'mc-widgets.js')), 'build first: npm run build');
    await mkdir(RESULTS_DIR, { recursive: true });
    server = await startRealServer();
    browser = await launchBrowser();
    context = await browser.newContext({ userAgent: DESKTOP_USER_AGENT, viewport: { width: 1280, height: 900 } });
    // Automation announces itself through navigator.webdriver and the pixel then flags its events as a bot's,
    // which the dashboard does not count: these visits stand in for people.
    await context.addInitScript({ content: "Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });" });
  });

  after(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  async function open(urlPath: string): Promise<{ page: Page; pageErrors: Error[] }> {
    const page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await page.goto(server.url + urlPath);
    return { page, pageErrors };
  }

  it('starts on an empty database and seeds the demo into it', () => {
    const printed = server.output.join('');
    assert.match(printed, new RegExp(`Seeded the demo account ${ACCOUNT_ID}`));
    assert.ok(existsSync(path.join(server.dataDir, 'mc.sqlite')));
    assert.match(printed, /Owner app: +http:\/\/127\.0\.0\.1:\d+\/admin(\s|$)/);
  });

  it('serves the demo article its load answer and renders the inline box, without a page error', async () => {
    const page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const loadAnswer = page.waitForResponse((response) => response.url().includes(`/load?account_id=${ACCOUNT_ID}`));
    await page.goto(`${server.url}/article`);
    const load = await loadAnswer;
    assert.equal(load.status(), 200);
    const answer = (await load.json()) as { widgets: { widget_id: number }[] };
    assert.ok(answer.widgets.some((widget) => widget.widget_id === 104));
    await page.locator('mc-box').getByText(BOX_TITLE).waitFor();
    await page.screenshot({ path: path.join(RESULTS_DIR, 'server-demo-article.png'), fullPage: false });
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it("finds the account in the script's own file name on the landing page", async () => {
    const page = await context.newPage();
    const loadAnswer = page.waitForResponse((response) => response.url().includes('/load?'));
    await page.goto(`${server.url}/landing`);
    assert.match((await loadAnswer).url(), new RegExp(`account_id=${ACCOUNT_ID}`));
    await page.close();
  });

  it('runs every other demo page without a page error', async () => {
    for (const urlPath of ['/', '/spa', '/spa/menu', '/launcher', '/sms', '/checkbox', '/shop', '/cart', '/checkout']) {
      const { page, pageErrors } = await open(urlPath);
      await page.waitForLoadState('networkidle');
      assert.deepEqual(pageErrors, [], urlPath);
      await page.close();
    }
  });

  it('adds to the storefront cart through the theme script and keeps it behind the cart cookie', async () => {
    const { page, pageErrors } = await open('/products/house-blend');
    await page.waitForLoadState('networkidle');
    // Until the store integration intercepts the button, a click goes straight to the theme.
    await page.evaluate(() => (document.querySelector('form[action="/cart/add"]') as HTMLFormElement).requestSubmit());
    await page.getByText('Added House Blend - 340 g to your cart.').waitFor();
    // The theme refreshes its cart badge after the message, from /cart.js.
    await page.locator('[data-cart-count]', { hasText: /^1$/ }).waitFor();
    const cookies = await context.cookies(server.url);
    assert.match(cookies.find((cookie) => cookie.name === 'cart')?.value ?? '', /^[0-9a-f]{32}$/);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('counts the SMS card impression and a visitor opt-in through it, and shows them on the dashboard', async () => {
    const { page, pageErrors: visitorErrors } = await open('/sms');
    // The visitor types a US number into the real SMS card (the picker defaults to the browser's en-US) and subscribes.
    const phone = page.locator('mc-box [part~="phone-input"]');
    await phone.waitFor();
    await phone.fill('201 555 0123');
    await page.locator('mc-box [part~="sms-button"]').click();
    await page.locator('mc-box[data-state="submitted"]').waitFor({ state: 'attached' });
    const sessionId = await page.evaluate(() => JSON.parse(localStorage.getItem('mc_pixel_session') ?? '{}').sessionId as string);
    assert.deepEqual(visitorErrors, []);
    // Leaving the page hands any queued event (the impression) to the browser.
    await page.close({ runBeforeUnload: true });

    const optin = await fetch(`${server.url}/pixel/checkOptin?account_id=${ACCOUNT_ID}&session_id=${encodeURIComponent(sessionId)}`);
    assert.deepEqual(await optin.json(), { has_opted_in: true });
    const { subscribers } = await adminGet<{ subscribers: { phone_number: string }[] }>(
      server,
      `/admin/api/accounts/${ACCOUNT_ID}/subscribers`,
    );
    assert.deepEqual(
      subscribers.map((subscriber) => subscriber.phone_number),
      ['+12015550123'],
    );

    let impressions = 0;
    for (let attempt = 0; attempt < 50 && impressions === 0; attempt += 1) {
      const stats = await adminGet<{ widgets: { widget_id: number; totals: { impressions: number } }[] }>(
        server,
        `/admin/api/accounts/${ACCOUNT_ID}/stats?days=1`,
      );
      impressions = stats.widgets.find((widget) => widget.widget_id === SMS_WIDGET_ID)?.totals.impressions ?? 0;
      if (impressions === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.ok(impressions >= 1, 'the impression is counted');

    const { page: dashboard, pageErrors } = await open(`/admin/dashboard#token=${ADMIN_TOKEN}`);
    await dashboard.locator('main[data-loaded="true"]').waitFor();
    const smsRow = dashboard.locator('#widgets-body tr', { hasText: 'SMS card: roast alerts by text' });
    const cells = await smsRow.locator('td').allTextContents();
    assert.equal(cells[1], 'SMS card', 'the kind by its name, not the wire id');
    assert.equal(cells[3], '1', 'one opt-in');
    assert.ok(Number(cells[2]) >= 1, 'at least one impression');
    assert.match((await dashboard.locator('#subscribers-body').textContent()) ?? '', /\+12015550123/);
    assert.equal(dashboard.url().includes('token='), false, 'the token leaves the address bar');
    await dashboard.screenshot({ path: path.join(RESULTS_DIR, 'server-dashboard.png'), fullPage: true });
    assert.deepEqual(pageErrors, []);
    await dashboard.close();
  });

  it('signs the owner in from the printed link, opened in a tab already on the app, and keeps the session, not the token', async () => {
    const owner = await browser.newContext({ userAgent: DESKTOP_USER_AGENT });
    const page = await owner.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await page.goto(`${server.url}/`);
    assert.match((await page.locator('.login').textContent()) ?? '', /#token=/, 'the home page says how to sign in');
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByLabel('Admin token').waitFor();
    // A wrong token is refused, and said so.
    await page.getByLabel('Admin token').fill('not-the-admin-token-at-all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    assert.match((await page.getByRole('alert').textContent()) ?? '', /refused/);
    // The printed link in the same tab changes only the fragment.
    await page.goto(`${server.url}/admin/dashboard#token=${ADMIN_TOKEN}`);
    await page.locator('main[data-loaded="true"]').waitFor();
    assert.equal(page.url(), `${server.url}/admin/dashboard`, 'the token leaves the address bar');
    // Kept by the browser as an HttpOnly session: the app opens signed in, and no script can read the token.
    await page.reload();
    await page.locator('main[data-loaded="true"]').waitFor();
    const cookies = await owner.cookies(`${server.url}/admin/`);
    const session = cookies.find((cookie) => cookie.name === 'mc_admin_session');
    assert.equal(session?.httpOnly, true);
    assert.equal(session?.sameSite, 'Strict');
    assert.doesNotMatch(await page.evaluate(() => document.cookie + JSON.stringify({ ...localStorage })), new RegExp(ADMIN_TOKEN));
    // Signing out ends the session.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Admin token').waitFor();
    await page.reload();
    await page.getByLabel('Admin token').waitFor();
    assert.deepEqual(pageErrors, []);
    await owner.close();
  });

  it('names each kind the way the owner knows it, in the dashboard and the widget list', async () => {
    const { page, pageErrors } = await open(`/admin/dashboard#token=${ADMIN_TOKEN}`);
    await page.locator('main[data-loaded="true"]').waitFor();
    const kinds = await page.locator('#widgets-body tr td:nth-child(2)').allTextContents();
    for (const kind of ['Bar', 'Slide-in', 'Modal', 'Box', 'SMS card', 'Launcher'])
      assert.ok(kinds.includes(kind), `${kind} in ${kinds.join(', ')}`);
    assert.equal(
      kinds.some((kind) => /_|^(box|omnichat|modal)$/.test(kind)),
      false,
      kinds.join(', '),
    );
    await page.goto(`${server.url}/admin/widgets`);
    const row = page.locator('.widget-table tr', { hasText: 'SMS card: roast alerts by text' });
    assert.match((await row.locator('td[data-label="Kind"]').textContent()) ?? '', /^SMS card$/);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('serves an icon for every page, where browsers ask for it and where the owner pages link it', async () => {
    for (const iconPath of ['/favicon.ico', '/favicon.svg']) {
      const response = await fetch(server.url + iconPath);
      assert.equal(response.status, 200, iconPath);
      assert.equal(response.headers.get('content-type'), 'image/svg+xml', iconPath);
      assert.match(await response.text(), /^<svg /);
    }
    const dashboard = await (await fetch(`${server.url}/admin/dashboard`)).text();
    assert.match(dashboard, /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml">/);
  });

  it("says on the checkbox demo that it needs the platform's plugin, and what a visitor sees without it", async () => {
    const { page } = await open('/checkbox');
    const hint = (await page.locator('.try').textContent()) ?? '';
    assert.match(hint, /plugin/);
    assert.match(hint, /Without it[^.]*sees no checkbox/);
    await page.close();
  });

  it("takes an in-place edit of a title in the editor's preview into the draft, which visitors get once published", async () => {
    const { page, pageErrors } = await open(`/admin/widgets/104#token=${ADMIN_TOKEN}`);
    const preview = page.frameLocator('iframe[title^="Preview"]');
    const title = preview.locator('mc-box[preview] [part~="title"] [data-field="main.title"]');
    await title.waitFor();
    // The owner clicks into the title in the preview and types a new one.
    await title.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Roasted on Monday, in your cup by Friday');
    await page.getByText('Draft saved').waitFor();
    assert.equal(
      await page.getByLabel('Title', { exact: true }).inputValue(),
      'Roasted on Monday, in your cup by Friday',
      'the form follows the preview',
    );
    const loaded = async () => {
      const answer = (await (await fetch(`${server.url}/load?account_id=${ACCOUNT_ID}`)).json()) as {
        widgets: { widget_id: number; data: { main: { title: string } } }[];
      };
      return answer.widgets.find((widget) => widget.widget_id === 104)?.data.main.title;
    };
    assert.equal(await loaded(), BOX_TITLE, 'visitors keep the published title');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText(/Published: visitors now get version/).waitFor();
    assert.equal(await loaded(), 'Roasted on Monday, in your cup by Friday');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it("shows an overlay in place in the editor's preview, opened whatever its trigger, from the old preview address too", async () => {
    const { page, pageErrors } = await open(`/admin/preview?account=${ACCOUNT_ID}&widget=103#token=${ADMIN_TOKEN}`);
    await page.waitForURL(`${server.url}/admin/widgets/103`);
    const preview = page.frameLocator('iframe[title^="Preview"]');
    // The exit-intent modal shows at once, inside the preview's page rather than over it.
    await preview.locator('mc-modal[preview]').waitFor({ state: 'attached' });
    await preview.locator('mc-modal [part~="title"]').waitFor();
    // The card is what visitors see: no raw messenger URL.
    assert.doesNotMatch((await preview.locator('mc-modal [part~="card"]').textContent()) ?? '', /m\.me/);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});
