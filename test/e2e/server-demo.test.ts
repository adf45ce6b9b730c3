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
    assert.match(printed, /Dashboard: +http:\/\/127\.0\.0\.1:\d+\/admin\/dashboard/);
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

  it('finds the account in the script\'s own file name on the landing page', async () => {
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
    const { subscribers } = await adminGet<{ subscribers: { phone_number: string }[] }>(server, `/admin/api/accounts/${ACCOUNT_ID}/subscribers`);
    assert.deepEqual(subscribers.map((subscriber) => subscriber.phone_number), ['+12015550123']);

    let impressions = 0;
    for (let attempt = 0; attempt < 50 && impressions === 0; attempt += 1) {
      const stats = await adminGet<{ widgets: { widget_id: number; totals: { impressions: number } }[] }>(server, `/admin/api/accounts/${ACCOUNT_ID}/stats?days=1`);
      impressions = stats.widgets.find((widget) => widget.widget_id === SMS_WIDGET_ID)?.totals.impressions ?? 0;
      if (impressions === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.ok(impressions >= 1, 'the impression is counted');

    const { page: dashboard, pageErrors } = await open(`/admin/dashboard#token=${ADMIN_TOKEN}`);
    await dashboard.locator('body[data-loaded="true"]').waitFor();
    const smsRow = dashboard.locator('#widgets-body tr', { hasText: 'SMS card: roast alerts by text' });
    const cells = await smsRow.locator('td').allTextContents();
    assert.equal(cells[1], 'SMS card', 'the kind by its name, not the wire id');
    assert.equal(cells[3], '1', 'one opt-in');
    assert.ok(Number(cells[2]) >= 1, 'at least one impression');
    assert.match(await dashboard.locator('#subscribers-body').textContent() ?? '', /\+12015550123/);
    assert.equal(dashboard.url().includes('token='), false, 'the token leaves the address bar');
    await dashboard.screenshot({ path: path.join(RESULTS_DIR, 'server-dashboard.png'), fullPage: true });
    assert.deepEqual(pageErrors, []);
    await dashboard.close();
  });

  it('logs the owner in from the printed link opened in a tab already on the dashboard', async () => {
    const owner = await browser.newContext({ userAgent: DESKTOP_USER_AGENT });
    const page = await owner.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await page.goto(`${server.url}/`);
    assert.match((await page.locator('.login').textContent()) ?? '', /#token=/, 'the home page says how to log in');
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.locator('#token-form:not([hidden])').waitFor();
    // The printed link in the same tab changes only the fragment.
    await page.goto(`${server.url}/admin/dashboard#token=${ADMIN_TOKEN}`);
    await page.locator('body[data-loaded="true"]').waitFor();
    assert.equal(page.url(), `${server.url}/admin/dashboard`, 'the token leaves the address bar');
    assert.equal(await page.locator('#token-form').isHidden(), true);
    // Once loaded, the same link again reloads the page with the token it carries.
    await page.goto(`${server.url}/admin/dashboard#token=${ADMIN_TOKEN}`);
    await page.waitForURL(`${server.url}/admin/dashboard`);
    await page.locator('body[data-loaded="true"]').waitFor();
    // A refused token asks again, and the link answers that question too.
    await page.evaluate(() => localStorage.setItem('mc-admin-token', 'not-the-token'));
    await page.reload();
    await page.locator('#token-form:not([hidden])').waitFor();
    assert.match((await page.locator('#token-reason').textContent()) ?? '', /refused/);
    await page.goto(`${server.url}/admin/dashboard#token=${ADMIN_TOKEN}`);
    await page.locator('body[data-loaded="true"]').waitFor();
    assert.equal(await page.locator('#token-form').isHidden(), true);
    // Kept by the browser: the owner pages open signed in from now on.
    await page.goto(`${server.url}/admin/preview?account=${ACCOUNT_ID}&widget=104`);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.locator('body[data-loaded="true"]').waitFor();
    assert.deepEqual(pageErrors, []);
    await owner.close();
  });

  it('names each kind the way the owner knows it, in the dashboard and the preview list', async () => {
    const { page, pageErrors } = await open(`/admin/dashboard#token=${ADMIN_TOKEN}`);
    await page.locator('body[data-loaded="true"]').waitFor();
    const kinds = await page.locator('#widgets-body tr td:nth-child(2)').allTextContents();
    for (const kind of ['Bar', 'Slide-in', 'Pop-up', 'Inline card', 'SMS card', 'Launcher']) assert.ok(kinds.includes(kind), `${kind} in ${kinds.join(', ')}`);
    assert.equal(kinds.some((kind) => /_|^(box|omnichat|modal)$/.test(kind)), false, kinds.join(', '));
    await page.goto(`${server.url}/admin/preview?account=${ACCOUNT_ID}&widget=${SMS_WIDGET_ID}`);
    assert.match((await page.locator('aside [aria-current="page"] small').textContent()) ?? '', /^SMS card · 108$/);
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

  it('says on the checkbox demo that it needs the platform\'s plugin, and what a visitor sees without it', async () => {
    const { page } = await open('/checkbox');
    const hint = (await page.locator('.try').textContent()) ?? '';
    assert.match(hint, /plugin/);
    assert.match(hint, /Without it[^.]*sees no checkbox/);
    await page.close();
  });

  it('saves an in-place edit of a widget title in the owner preview', async () => {
    const { page, pageErrors } = await open(`/admin/preview?account=${ACCOUNT_ID}&widget=104#token=${ADMIN_TOKEN}`);
    const title = page.locator('mc-box[preview] [part~="title"] [data-field="main.title"]');
    await title.waitFor();
    // The owner clicks into the title and types a new one.
    await title.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Roasted on Monday, in your cup by Friday');
    await page.locator('#save-status[data-kind="ok"]').waitFor();
    const answer = (await (await fetch(`${server.url}/load?account_id=${ACCOUNT_ID}`)).json()) as { widgets: { widget_id: number; data: { main: { title: string } } }[] };
    assert.equal(answer.widgets.find((widget) => widget.widget_id === 104)?.data.main.title, 'Roasted on Monday, in your cup by Friday');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('shows an overlay in place in the owner preview, opened whatever its trigger', async () => {
    const { page, pageErrors } = await open(`/admin/preview?account=${ACCOUNT_ID}&widget=103#token=${ADMIN_TOKEN}`);
    // The exit-intent modal shows at once, inside the preview's stage rather than over the page.
    await page.locator('mc-modal[preview][data-state="open"]').waitFor({ state: 'attached' });
    const title = page.locator('mc-modal [part~="title"]');
    await title.waitFor();
    const inStage = await page.evaluate(() => {
      const stage = document.querySelector('.stage')?.getBoundingClientRect();
      const card = document.querySelector('mc-modal')?.getBoundingClientRect();
      return !!stage && !!card && card.top >= stage.top && card.left >= stage.left && card.right <= stage.right + 1;
    });
    assert.equal(inStage, true);
    // The card is what visitors see (no raw messenger URL); the ref is shown apart, for the owner.
    assert.equal(await page.locator('mc-modal [part~="preview-link"]').count(), 0);
    assert.doesNotMatch((await page.locator('mc-modal [part~="card"]').textContent()) ?? '', /m\.me/);
    await page.locator('#preview-ref:not([hidden])').waitFor();
    assert.match((await page.locator('#preview-ref').textContent()) ?? '', /103_/);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});
