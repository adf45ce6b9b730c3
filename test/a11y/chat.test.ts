// The accessibility audit of the two chat corners: the customer chat's own launcher (the platform's
// SDK cannot load) with its greeting dialog open and closed, and the omni-channel launcher with its
// popover shown and its panel closed and open. axe finds nothing; the keyboard alone opens them
// and starts a conversation; dialogs are named and their close controls are buttons named `Close`.
import { after, before, describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { startRig, type Rig } from '../e2e/rig';
import { axeViolations, describeViolations } from './axe';
import { APP, BLOCKED_SDK, fakeMessenger, focusInfo, hostPage, tabUntil } from './pages';

const CHAT_SHOWN = 46;
const CHAT_BUBBLE_ONLY = 47;
const LAUNCHER = 50;

const customerChat = (id: number, greetingDialogDisplay: string) => ({
  widget_id: id,
  widget_type: 'customer_chat',
  data: { setup: { greetingDialogDisplay, loggedOutGreeting: 'Hi! Questions about your order?' } },
});

const launcher = {
  widget_id: LAUNCHER,
  widget_type: 'omnichat',
  channel: 'omni',
  sms_keyword: 'JOIN',
  data: {
    // No icon animation, so the popover shows at once.
    main: { disableAnimation: true, popupMessageText: 'Questions? Message us!' },
    appearance: { greeting_headline: 'Talk to Acme', greeting_text: '<p>We answer within the hour.</p>' },
    channels: {
      enable_facebook: true,
      enable_whatsapp: true,
      whatsapp_id: '+1 555-0100',
      enable_sms: true,
      enable_email: true,
      email_to: 'help@example.com',
    },
  },
};

const WIDGETS: Record<string, unknown[]> = {
  'chat-shown': [customerChat(CHAT_SHOWN, 'show')],
  'chat-bubble': [customerChat(CHAT_BUBBLE_ONLY, 'hide')],
  launcher: [launcher],
};

async function expectNoViolations(page: Page, what: string): Promise<void> {
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, `${what}:\n${describeViolations(violations)}`);
}

describe('accessibility of the chat corners', () => {
  let rig: Rig;
  before(async () => {
    rig = await startRig({
      pages: Object.fromEntries(
        Object.keys(WIDGETS).map((name) => [`/${name}`, hostPage('', `data-hash="${name}" data-fb-sdk-url="${BLOCKED_SDK}"`)]),
      ),
      routes: {
        'GET /load': (request) => ({
          body: {
            app: { ...APP, widget_phone: '+15550100', sms_channel_connected: true },
            widgets: WIDGETS[request.query['hash'] ?? ''] ?? [],
          },
        }),
        [`GET ${BLOCKED_SDK}`]: () => ({ status: 404, body: 'blocked' }),
      },
    });
  });
  after(() => rig.close());

  async function openPage(path: string, test: TestContext) {
    const context = await rig.newContext();
    test.after(() => context.close());
    await fakeMessenger(context);
    const opened = await rig.open(path, { context });
    return { ...opened, context };
  }

  describe('the customer chat (our launcher)', () => {
    it('has no axe violations with the dialog open, then closed; the dialog is named and closes with a button named Close', async (test) => {
      const { page, pageErrors } = await openPage('/chat-shown', test);
      const chat = page.locator('mc-customer-chat');
      const dialog = chat.getByRole('dialog', { name: 'Acme Roasters' });
      await dialog.waitFor();
      await expectNoViolations(page, 'customer chat, dialog open');

      const bubble = chat.getByRole('button', { name: 'Chat with us on Messenger' });
      assert.equal(await bubble.getAttribute('aria-expanded'), 'true');
      assert.equal(await bubble.getAttribute('aria-controls'), await dialog.getAttribute('id'));
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await bubble.getAttribute('aria-expanded'), 'false');
      await expectNoViolations(page, 'customer chat, dialog closed');
      assert.deepEqual(pageErrors, []);
    });

    it('the keyboard alone opens the dialog and starts the conversation; Escape closes it onto the bubble', async (test) => {
      const { page, pageErrors, context } = await openPage('/chat-bubble', test);
      const chat = page.locator('mc-customer-chat');
      await chat.getByRole('button', { name: 'Chat with us on Messenger' }).waitFor();
      await tabUntil(page, (focus) => focus.host === 'mc-customer-chat' && focus.part === 'bubble');
      await page.keyboard.press('Enter');
      const dialog = chat.getByRole('dialog', { name: 'Acme Roasters' });
      await dialog.waitFor();
      // Focus stays on the bubble, which now says the dialog is expanded; the next Tab goes into the dialog.
      assert.equal((await focusInfo(page)).part, 'bubble');
      await tabUntil(page, (focus) => focus.host === 'mc-customer-chat' && focus.part === 'messenger-button', { limit: 3 });
      const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
      assert.match(popup.url(), /^https:\/\/m\.me\/1234567\?ref=/);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal((await focusInfo(page)).part, 'bubble');
      // The Close button from the keyboard does the same.
      await page.keyboard.press('Space');
      await dialog.waitFor();
      await tabUntil(page, (focus) => focus.host === 'mc-customer-chat' && focus.part === 'close', { limit: 3 });
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      assert.equal((await focusInfo(page)).part, 'bubble');
      assert.deepEqual(pageErrors, []);
    });
  });

  describe('the omni-channel launcher', () => {
    it('has no axe violations with the popover shown, the panel open and closed', async (test) => {
      const { page, pageErrors } = await openPage('/launcher', test);
      const corner = page.locator('mc-omnichat');
      const bubble = corner.getByRole('button', { name: 'Chat with us' });
      await bubble.waitFor();
      await corner.locator('[part~="popover"]').waitFor();
      await expectNoViolations(page, 'launcher, panel closed, popover shown');

      await bubble.click();
      const panel = corner.getByRole('dialog', { name: 'Talk to Acme' });
      await panel.waitFor();
      assert.equal(await bubble.getAttribute('aria-expanded'), 'true');
      assert.equal(await bubble.getAttribute('aria-controls'), await panel.getAttribute('id'));
      await expectNoViolations(page, 'launcher, panel open');

      await bubble.click();
      await panel.waitFor({ state: 'hidden' });
      await expectNoViolations(page, 'launcher, panel closed again');
      assert.deepEqual(pageErrors, []);
    });

    it('the keyboard alone opens the panel and starts a conversation; Escape closes it onto the bubble', async (test) => {
      const { page, pageErrors, context } = await openPage('/launcher', test);
      const corner = page.locator('mc-omnichat');
      await corner.getByRole('button', { name: 'Chat with us' }).waitFor();
      await tabUntil(page, (focus) => focus.host === 'mc-omnichat' && focus.part === 'bubble');
      await page.keyboard.press('Enter');
      const panel = corner.getByRole('dialog', { name: 'Talk to Acme' });
      await panel.waitFor();
      assert.equal((await focusInfo(page)).part, 'bubble');
      const stops = await tabUntil(page, (focus) => focus.host === 'mc-omnichat' && focus.text === 'Messenger', { limit: 4 });
      assert.ok(
        stops.every((stop) => stop.host === 'mc-omnichat'),
        'from the bubble, Tab goes straight into the panel',
      );
      const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
      assert.match(popup.url(), /^https:\/\/m\.me\/1234567\?ref=w50/);

      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      assert.equal((await focusInfo(page)).part, 'bubble');
      assert.deepEqual(pageErrors, []);
    });

    it('the popover works from the keyboard: its text opens the panel, its dismiss control removes it', async (test) => {
      const { page, pageErrors } = await openPage('/launcher', test);
      const corner = page.locator('mc-omnichat');
      const popover = corner.locator('[part~="popover"]');
      await popover.waitFor();
      await tabUntil(page, (focus) => focus.host === 'mc-omnichat' && focus.part === 'popover-text');
      assert.equal((await focusInfo(page)).text, 'Questions? Message us!');
      await page.keyboard.press('Enter');
      const panel = corner.getByRole('dialog', { name: 'Talk to Acme' });
      await panel.waitFor();
      // The popover gives way to the panel; focus that was on it goes to the bubble rather than being lost.
      assert.equal((await focusInfo(page)).part, 'bubble');
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });

      await popover.waitFor();
      await tabUntil(page, (focus) => focus.host === 'mc-omnichat' && focus.part === 'popover-close', { limit: 3 });
      assert.equal(await corner.getByRole('button', { name: 'Dismiss message' }).count(), 1);
      await page.keyboard.press('Enter');
      await popover.waitFor({ state: 'detached' });
      // Focus is not lost with the popover: it moves to the bubble.
      assert.equal((await focusInfo(page)).part, 'bubble');
      assert.deepEqual(pageErrors, []);
    });
  });
});
