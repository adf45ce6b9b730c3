// The real server, started as `npm start` starts it (an empty database in a fresh folder), with the demo
// opened in Chromium: the load answer is served from the seeded database, pages run without errors, an
// opt-in and an impression reach the dashboard, and the preview saves an edit. Screenshots of the demo
// article and the dashboard go to test-results/ for a reviewer.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { DESKTOP_USER_AGENT } from './rig';

const PROJECT_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const RESULTS_DIR = path.join(PROJECT_ROOT, 'test-results');
const ADMIN_TOKEN = 'e2e-admin-token-0123456789';
const ACCOUNT_ID = '1234567';
const SMS_WIDGET_ID = 108;
const BOX_TITLE = 'Fresh roasts, straight to your Messenger';

interface RunningServer {
  url: string;
  process: ChildProcess;
  output: string[];
}

/** Starts server/main.ts on a free port and resolves with the URL it prints. */
function startServer(dataDir: string): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE: '', DEMO: '1', CORS_ORIGINS: '', PUBLIC_URL: '', ADMIN_TOKEN, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output.join('')}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /running at (http:\/\/\S+)/.exec(output.join(''));
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ url: match[1], process: child, output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output.join('')}`));
    });
  });
}

async function adminGet<T>(server: RunningServer, urlPath: string): Promise<T> {
  const response = await fetch(server.url + urlPath, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  assert.equal(response.status, 200, urlPath);
  return (await response.json()) as T;
}

describe('the real server with the demo, in Chromium', () => {
  let dataDir: string;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;

  before(async () => {
    assert.ok(existsSync(path.join(PROJECT_ROOT, 'dist', 'mc-widgets.js')), 'build first: npm run build');
    await mkdir(RESULTS_DIR, { recursive: true });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mc-e2e-server-'));
    server = await startServer(dataDir);
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
    context = await browser.newContext({ userAgent: DESKTOP_USER_AGENT, viewport: { width: 1280, height: 900 } });
    // Automation announces itself through navigator.webdriver and the pixel then flags its events as a bot's,
    // which the dashboard does not count: these visits stand in for people.
    await context.addInitScript({ content: "Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });" });
  });

  after(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    if (server && server.process.exitCode === null) {
      const exited = new Promise((resolve) => server.process.once('exit', resolve));
      server.process.kill('SIGTERM');
      await exited;
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
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
    assert.ok(existsSync(path.join(dataDir, 'mc.sqlite')));
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
    assert.equal(cells[3], '1', 'one opt-in');
    assert.ok(Number(cells[2]) >= 1, 'at least one impression');
    assert.match(await dashboard.locator('#subscribers-body').textContent() ?? '', /\+12015550123/);
    assert.equal(dashboard.url().includes('token='), false, 'the token leaves the address bar');
    await dashboard.screenshot({ path: path.join(RESULTS_DIR, 'server-dashboard.png'), fullPage: true });
    assert.deepEqual(pageErrors, []);
    await dashboard.close();
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
    // The messenger link shows its ref parameter.
    assert.match((await page.locator('mc-modal [part~="preview-link"]').textContent()) ?? '', /ref=/);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});
