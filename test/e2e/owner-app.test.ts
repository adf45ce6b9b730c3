// An owner's first widget, with clicks and typing only, in the owner app against the real server: sign
// in with the admin token, create an account, pick the Modal, type its title, make it open after a
// 2-second delay on one URL only, publish, and see it on a page carrying the account's snippet; then a
// change without publishing that visitors do not see, until it is published.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN_TOKEN, PROJECT_ROOT, startRealServer, type RunningServer } from './real-server';
import { DESKTOP_USER_AGENT, launchBrowser } from './rig';

const ACCOUNT = '7654321';
const SALE_PATH = `/try/${ACCOUNT}/sale`;

describe('the owner app, as an owner uses it', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: BrowserContext;
  let app: Page;
  const appErrors: Error[] = [];

  before(async () => {
    assert.ok(existsSync(path.join(PROJECT_ROOT, 'dist', 'mc-widgets.js')), 'build first: npm run build');
    server = await startRealServer();
    browser = await launchBrowser();
    owner = await browser.newContext({ userAgent: DESKTOP_USER_AGENT, viewport: { width: 1280, height: 800 } });
    app = await owner.newPage();
    app.on('pageerror', (error) => appErrors.push(error));
  });

  after(async () => {
    await owner?.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  /** A visitor's first visit: a browser context of its own, nothing remembered. */
  async function visit(urlPath: string): Promise<{ page: Page; context: BrowserContext }> {
    const context = await browser.newContext({ userAgent: DESKTOP_USER_AGENT, viewport: { width: 1280, height: 800 } });
    await context.addInitScript({ content: "Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });" });
    const page = await context.newPage();
    await page.goto(server.url + urlPath);
    return { page, context };
  }

  const modalTitle = (page: Page) => page.locator('mc-modal [part~="title"]');

  async function published(): Promise<void> {
    await app.getByRole('button', { name: 'Publish' }).click();
    await app.getByText(/Published: visitors now get version \d+/).waitFor();
  }

  it('signs in with the admin token typed into the sign-in form, and the token is kept nowhere a script can read', async () => {
    await app.goto(`${server.url}/admin`);
    await app.getByLabel('Admin token').fill(ADMIN_TOKEN);
    await app.getByRole('button', { name: 'Sign in' }).click();
    await app.getByRole('heading', { name: 'Widgets', exact: true }).waitFor();
    const readable = await app.evaluate(() => JSON.stringify({ ...localStorage }) + document.cookie);
    assert.doesNotMatch(readable, new RegExp(ADMIN_TOKEN));
  });

  it('creates an empty account and a modal in it, picked by its kind', async () => {
    await app.getByRole('link', { name: 'New account' }).click();
    await app.getByLabel('Account id').fill(ACCOUNT);
    await app.getByLabel('Site name').fill('Tea House');
    await app.getByRole('button', { name: 'Create account' }).click();
    await app.getByRole('heading', { name: 'No widgets yet' }).waitFor();
    await app.getByRole('link', { name: 'New widget' }).click();
    await app.getByRole('button', { name: 'Modal', exact: true }).click();
    await app.getByRole('button', { name: 'Create widget' }).click();
    await app.getByRole('button', { name: 'Publish' }).waitFor();
    assert.match(app.url(), /\/admin\/widgets\/\d+$/);
  });

  it('types the title, sets a 2-second delay and a URL allow list, and publishes', async () => {
    await app.getByLabel('Title', { exact: true }).fill('Spring tea: 20% off');
    await app.getByLabel('Trigger').selectOption({ label: 'After a delay' });
    await app.getByLabel('Seconds').fill('2');
    await app.getByLabel('Add a URL to the allow list').fill(SALE_PATH);
    await app.getByRole('button', { name: 'Add', exact: true }).click();
    await app.getByText('Draft saved').waitFor();
    // The live preview shows the title as it was typed.
    const frame = app.frameLocator('iframe[title^="Preview"]');
    await frame.locator('mc-modal [part~="title"]').getByText('Spring tea: 20% off').waitFor();
    await published();
  });

  it('shows the modal on the allowed URL after the delay, with that title, and not on another URL', async () => {
    const allowed = await visit(SALE_PATH);
    const opened = Date.now();
    await modalTitle(allowed.page).getByText('Spring tea: 20% off').waitFor({ timeout: 10_000 });
    const waited = Date.now() - opened;
    assert.ok(waited >= 1_800, `the modal opened ${waited} ms after the page, before its 2-second delay`);
    await allowed.context.close();

    const other = await visit(`/try/${ACCOUNT}/elsewhere`);
    await other.page.waitForTimeout(3_500);
    assert.equal(await other.page.locator('mc-modal').count(), 0, 'no modal outside the allow list');
    await other.context.close();
  });

  it('keeps an unpublished change from visitors until it is published', async () => {
    await app.getByLabel('Title', { exact: true }).fill('Summer tea: 30% off');
    await app.getByText('Draft saved').waitFor();
    await app.getByText('Unpublished changes').first().waitFor();

    const before = await visit(SALE_PATH);
    await modalTitle(before.page).getByText('Spring tea: 20% off').waitFor({ timeout: 10_000 });
    await before.context.close();

    // A reload loses nothing: the draft is on the server.
    await app.reload();
    assert.equal(await app.getByLabel('Title', { exact: true }).inputValue(), 'Summer tea: 30% off');

    await published();
    const after = await visit(SALE_PATH);
    await modalTitle(after.page).getByText('Summer tea: 30% off').waitFor({ timeout: 10_000 });
    await after.context.close();
  });

  it('lists the published versions, shows an older one in the preview and restores it as the draft', async () => {
    await app.getByText('Published versions').click();
    const rows = app.locator('.versions tbody tr');
    await rows.nth(1).waitFor();
    assert.equal(await rows.count(), 2);
    await app.getByRole('button', { name: 'Look at version 1' }).click();
    await app.getByText('Showing version 1, as published').waitFor();
    await app.frameLocator('iframe[title^="Preview"]').locator('mc-modal [part~="title"]').getByText('Spring tea: 20% off').waitFor();
    assert.equal(await app.getByLabel('Title', { exact: true }).inputValue(), 'Summer tea: 30% off', 'looking changes nothing');
    await app.getByRole('button', { name: 'Restore version 1' }).click();
    await app.getByText('Version 1 is the draft again').waitFor();
    assert.equal(await app.getByLabel('Title', { exact: true }).inputValue(), 'Spring tea: 20% off');
    await published();
    const restored = await visit(SALE_PATH);
    await modalTitle(restored.page).getByText('Spring tea: 20% off').waitFor({ timeout: 10_000 });
    await restored.context.close();
  });

  it("keeps a second tab's edit: the first tab takes it when the owner comes back to it", async () => {
    const second = await owner.newPage();
    await second.goto(app.url());
    await second.getByLabel('Title', { exact: true }).fill('Autumn tea: 15% off');
    await second.getByText('Draft saved').waitFor();
    await second.close();
    await app.bringToFront();
    await app.evaluate(() => window.dispatchEvent(new Event('focus')));
    const title = app.getByLabel('Title', { exact: true });
    for (let waited = 0; waited < 5_000 && (await title.inputValue()) !== 'Autumn tea: 15% off'; waited += 100)
      await app.waitForTimeout(100);
    assert.equal(await title.inputValue(), 'Autumn tea: 15% off');
    assert.deepEqual(appErrors, []);
  });
});
