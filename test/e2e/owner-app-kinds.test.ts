// Every kind an owner can pick is created, edited and previewed in the owner app: each kind created
// with clicks, its title typed and seen in the live preview, and each of its states shown in the preview
// frame (open, after the opt-in, the SMS card's error and country list, a chat's panel) by the
// visitors' own element. Axe finds nothing on the app's views around it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { ELEMENT_TAG_BY_TYPE, type RenderedWidgetType } from '../../src/runtime/kinds';
import { KIND_CHOICES } from '../../server/owner/app/kinds';
import { STATE_NAMES, statesOf, type PreviewState } from '../../server/owner/app/preview/protocol';
import { axeViolations, describeViolations } from '../a11y/axe';
import { ADMIN_TOKEN, startRealServer, type RunningServer } from './real-server';
import { DESKTOP_USER_AGENT, launchBrowser } from './rig';

const ACCOUNT = '5550001';

/** What each state puts in the element's shadow root, so the test knows the state was reached. */
const STATE_MARKS: Readonly<Record<PreviewState, string>> = {
  open: '[part]',
  submitted: '[part~="success"], [part~="success-mark"], [part~="cta"], [part~="title"]:has-text("You are in!")',
  error: '[part~="sms-errors"]',
  countries: '[role="listbox"]',
  panel: '[part~="panel"], [part~="dialog"]',
};

describe('every kind in the owner app', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let app: Page;
  const appErrors: Error[] = [];

  before(async () => {
    server = await startRealServer();
    const created = await fetch(`${server.url}/admin/api/accounts/${ACCOUNT}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        app: { page_name: 'Kinds', fb_page_id: 'kindsdemo', widget_phone: '+15550100', sms_channel_connected: true },
      }),
    });
    assert.equal(created.status, 201);
    browser = await launchBrowser();
    // The app's content policy runs no inline script; axe is injected as one, so the policy is bypassed here.
    context = await browser.newContext({ userAgent: DESKTOP_USER_AGENT, viewport: { width: 1280, height: 800 }, bypassCSP: true });
    await context.addInitScript({ content: `localStorage.setItem('mc-admin-account', '${ACCOUNT}')` });
    app = await context.newPage();
    app.on('pageerror', (error) => appErrors.push(error));
    // The link the server prints at start: the token in the fragment, exchanged for a session.
    await app.goto(`${server.url}/admin/widgets#token=${ADMIN_TOKEN}`);
    await app.getByRole('heading', { name: 'Widgets', exact: true }).waitFor();
  });

  after(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  const preview = (): FrameLocator => app.frameLocator('iframe[title^="Preview"]');

  async function previewReady(): Promise<void> {
    await app.waitForFunction(() => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[title^="Preview"]');
      // The frame's document has no root element for a moment while it navigates.
      return frame?.contentDocument?.documentElement?.getAttribute('data-preview-ready') === '';
    });
  }

  it("has no accessibility violation on any view of the app, at a desktop's and a phone's width, nor on the sign-in form", async () => {
    const views = [
      '/admin/widgets',
      '/admin/widgets/new',
      '/admin/install',
      '/admin/dashboard',
      '/admin/account',
      '/admin/accounts/new',
      '/admin/widgets/103',
    ];
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await app.setViewportSize(viewport);
      for (const view of views) {
        await app.goto(server.url + view);
        await app.locator('main h1').first().waitFor();
        // A widget's view has a preview: axe looks at it drawn, not at the frame still loading.
        if (await app.locator('iframe[title^="Preview"]').count()) await previewReady();
        const violations = await axeViolations(app);
        assert.equal(violations.length, 0, `${view} at ${viewport.width} px\n${describeViolations(violations)}`);
        const overflow = await app.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(overflow <= 0, `${view} at ${viewport.width} px is ${overflow} px wider than the screen`);
      }
    }
    await app.setViewportSize({ width: 1280, height: 800 });
    const signedOut = await browser.newPage({ bypassCSP: true });
    await signedOut.goto(`${server.url}/admin`);
    await signedOut.getByLabel('Admin token').waitFor();
    const violations = await axeViolations(signedOut);
    assert.equal(violations.length, 0, describeViolations(violations));
    await signedOut.close();
  });

  for (const kind of KIND_CHOICES) {
    it(`creates a ${kind.name}, edits it and previews each of its states`, async () => {
      await app.goto(`${server.url}/admin/widgets/new`);
      await app.getByRole('button', { name: kind.name, exact: true }).click();
      await app.getByRole('button', { name: 'Create widget' }).click();
      await app.getByRole('button', { name: 'Publish' }).waitFor();
      const tag = ELEMENT_TAG_BY_TYPE[kind.widget_type as RenderedWidgetType];
      await previewReady();
      assert.equal(await preview().locator(tag).count(), 1, `the preview draws <${tag}>`);

      const title = app.getByLabel('Title', { exact: true });
      if (await title.count()) {
        await title.fill(`${kind.name} from the editor`);
        await preview().locator(`${tag} [part~="title"]`).getByText(`${kind.name} from the editor`).waitFor();
      }
      const violations = await axeViolations(app);
      assert.equal(violations.length, 0, describeViolations(violations));

      for (const state of statesOf({ widget_type: kind.widget_type, channel: kind.channels[0] ?? 'fb' })) {
        const stateButton = app.getByRole('group', { name: 'State shown' }).getByRole('button', { name: STATE_NAMES[state], exact: true });
        if (await stateButton.count()) await stateButton.click();
        await previewReady();
        await preview().locator(tag).locator(STATE_MARKS[state]).first().waitFor({ state: 'attached' });
      }
      await app.getByText('Draft saved').waitFor();
    });
  }

  it("saves the account's settings, and names a refused one", async () => {
    await app.goto(`${server.url}/admin/account`);
    await app.getByLabel('Phone number for SMS').fill('+15550199');
    await app.getByLabel('Sites the snippet may run on').fill('tea.example.com\nwww.tea.example.com');
    await app.getByRole('button', { name: 'Save settings' }).click();
    await app.getByText('Settings saved.').waitFor();
    const saved = await (
      await fetch(`${server.url}/admin/api/accounts/${ACCOUNT}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
    ).json();
    assert.equal(saved.app.widget_phone, '+15550199');
    assert.deepEqual(saved.app.whitelist, ['tea.example.com', 'www.tea.example.com']);
    assert.equal(saved.app.fb_page_id, 'kindsdemo', 'a setting left alone stays');
    await app.getByLabel('Sites the snippet may run on').fill(`${'a'.repeat(300)}.example.com`);
    await app.getByRole('button', { name: 'Save settings' }).click();
    assert.match((await app.getByRole('alert').textContent()) ?? '', /whitelist/);
  });

  it('raised no page error in the app', () => {
    assert.deepEqual(appErrors, []);
  });
});
