// The accessibility audit of the card kinds (bar, slide-in, modal, page takeover, box, button,
// landing) on real pages where the platform's SDK cannot load, so each shows its Messenger link
// fallback: axe finds nothing open and submitted, and a keyboard alone completes the opt-in.
import { after, before, describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { startRig, type Rig } from '../e2e/rig';
import { axeViolations, describeViolations } from './axe';
import { APP, BLOCKED_SDK, cardData, fakeMessenger, focusInfo, hostPage, settledFocus, tabUntil, type FocusInfo } from './pages';

interface Kind {
  type: string;
  tag: string;
  id: number;
  /** The owner's markup for the kinds they place; overlays are created by the runtime. */
  embed?: string;
  /** Modal and page takeover block the page: they take focus, trap it and give it back. */
  blocking?: boolean;
  /** The control that closes it, when it has one. */
  closable?: boolean;
  /** How a screen reader finds it: a dialog or a region, named by its title. */
  role?: 'dialog' | 'region';
}

const KINDS: Kind[] = [
  { type: 'bar', tag: 'mc-bar', id: 21, closable: true, role: 'region' },
  { type: 'slide_in', tag: 'mc-slide-in', id: 22, closable: true, role: 'dialog' },
  { type: 'modal', tag: 'mc-modal', id: 23, blocking: true, closable: true, role: 'dialog' },
  { type: 'page_takeover', tag: 'mc-page-takeover', id: 24, blocking: true, closable: true, role: 'dialog' },
  { type: 'box', tag: 'mc-box', id: 25, embed: '<mc-box data-widget-id="25"></mc-box>' },
  { type: 'button', tag: 'mc-button', id: 26, embed: '<mc-button data-widget-id="26"></mc-button>' },
  { type: 'landing', tag: 'mc-landing', id: 27, embed: '<div id="mcwidget-landing" data-widget-id="27"></div>', role: 'region' },
];

/** A modal whose owner left the title empty: it is named by the widget's name instead. */
const UNTITLED_MODAL = { widget_id: 28, widget_type: 'modal', name: 'Spring offers', data: cardData('') };

// A blocking dialog opens a second after the page, so focus can be somewhere first (and come back there).
const titleOf = (kind: Kind) => `Coffee ${kind.type.replace('_', ' ')}`;
const widgetOf = (kind: Kind) => ({
  widget_id: kind.id,
  widget_type: kind.type,
  data: cardData(titleOf(kind), kind.blocking ? { whenDisplay: ['delay', 1] } : {}),
});

/** The widgets each page's snippet asks for (by its hash), so one overlay never covers another's test. */
const WIDGETS_BY_PAGE: Record<string, unknown[]> = {
  ...Object.fromEntries(KINDS.map((kind) => [kind.type, [widgetOf(kind)]])),
  'modal-untitled': [UNTITLED_MODAL],
};

const inWidget = (kind: Kind, part: string) => (focus: FocusInfo) => focus.host === kind.tag && focus.part.split(' ').includes(part);

async function expectNoViolations(page: Page, what: string): Promise<void> {
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, `${what}:\n${describeViolations(violations)}`);
}

describe('accessibility of the card kinds', () => {
  let rig: Rig;
  before(async () => {
    rig = await startRig({
      pages: Object.fromEntries(
        Object.keys(WIDGETS_BY_PAGE).map((name) => [
          `/${name}`,
          hostPage(KINDS.find((kind) => kind.type === name)?.embed ?? '', `data-hash="${name}" data-fb-sdk-url="${BLOCKED_SDK}"`),
        ]),
      ),
      routes: {
        'GET /load': (request) => ({ body: { app: APP, widgets: WIDGETS_BY_PAGE[request.query['hash'] ?? ''] ?? [] } }),
        [`GET ${BLOCKED_SDK}`]: () => ({ status: 404, body: 'blocked' }),
      },
    });
  });
  after(() => rig.close());

  /** A fresh visitor (no stored state) on the kind's page; the tab is closed when the test ends. */
  async function openKind(kind: Kind | string, test: TestContext) {
    const context = await rig.newContext();
    test.after(() => context.close());
    await fakeMessenger(context);
    const opened = await rig.open(`/${typeof kind === 'string' ? kind : kind.type}`, { context });
    return { ...opened, context };
  }

  for (const kind of KINDS) {
    it(`${kind.tag}: no axe violations open with the fallback, nor submitted`, async (test) => {
      const { page, pageErrors, context } = await openKind(kind, test);
      await page.waitForSelector(`${kind.tag}[data-state="open"]`, { state: 'attached', timeout: 5000 });
      const fallback = page.locator(`${kind.tag} [part~="fallback-button"]`);
      await fallback.waitFor();
      await expectNoViolations(page, `${kind.tag} open`);

      await Promise.all([context.waitForEvent('page'), fallback.click()]);
      await page.waitForSelector(`${kind.tag}[data-state="submitted"]`, { state: 'attached' });
      await expectNoViolations(page, `${kind.tag} submitted`);
      assert.deepEqual(pageErrors, []);
    });

    it(`${kind.tag}: the keyboard alone completes the opt-in`, async (test) => {
      const { page, pageErrors, context } = await openKind(kind, test);
      if (kind.blocking) {
        // The visitor is on the page's link when the dialog opens.
        await page.keyboard.press('Tab');
        assert.equal((await focusInfo(page)).id, 'page-link');
      }
      await page.waitForSelector(`${kind.tag}[data-state="open"]`, { state: 'attached', timeout: 5000 });
      await page.locator(`${kind.tag} [part~="fallback-button"]`).waitFor();

      if (kind.blocking) {
        // It took focus: the dialog itself, so its name is read first.
        const taken = await settledFocus(page, (focus) => focus.host === kind.tag);
        assert.deepEqual([taken.host, taken.role], [kind.tag, 'dialog']);
        // Tab and Shift+Tab go round inside it.
        for (const shift of [false, true]) {
          for (let i = 0; i < 6; i++) {
            await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
            assert.equal((await focusInfo(page)).host, kind.tag, `focus left the dialog after ${i + 1} ${shift ? 'Shift+Tab' : 'Tab'}`);
          }
        }
      } else {
        // A non-blocking kind never takes focus.
        assert.equal((await focusInfo(page)).host, '');
      }

      await tabUntil(page, inWidget(kind, 'fallback-button'));
      assert.equal((await focusInfo(page)).text, 'Send me Insights');
      const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
      assert.match(popup.url(), /^https:\/\/m\.me\/1234567\?ref=/);
      await page.waitForSelector(`${kind.tag}[data-state="submitted"]`, { state: 'attached' });

      // Focus goes to the link to the messenger that replaced the button, rather than to the page's start.
      const afterSubmit = await settledFocus(page, inWidget(kind, 'cta'));
      assert.deepEqual([afterSubmit.host, afterSubmit.part, afterSubmit.text], [kind.tag, 'cta', 'Open Messenger']);

      if (kind.closable) {
        await tabUntil(page, inWidget(kind, 'close'), { shift: true });
        await page.keyboard.press('Enter');
        await page.waitForSelector(`${kind.tag}[data-state="submitted"]`, { state: 'hidden' });
        if (kind.blocking)
          assert.equal((await settledFocus(page, (focus) => focus.id === 'page-link')).id, 'page-link', 'focus went back to where it was');
      }
      assert.deepEqual(pageErrors, []);
    });
  }

  for (const kind of KINDS.filter((candidate) => candidate.closable)) {
    it(`${kind.tag}: Escape closes it while focus is inside${kind.blocking ? ', and focus goes back' : ''}`, async (test) => {
      const { page, pageErrors } = await openKind(kind, test);
      if (kind.blocking) {
        await page.keyboard.press('Tab');
        assert.equal((await focusInfo(page)).id, 'page-link');
      }
      await page.waitForSelector(`${kind.tag}[data-state="open"]`, { state: 'attached', timeout: 5000 });
      await page.locator(`${kind.tag} [part~="fallback-button"]`).waitFor();
      if (!kind.blocking) await tabUntil(page, inWidget(kind, 'fallback-button'));
      await page.keyboard.press('Escape');
      await page.waitForSelector(`${kind.tag}[data-state="closed"]`, { state: 'attached' });
      if (kind.blocking)
        assert.equal((await settledFocus(page, (focus) => focus.id === 'page-link')).id, 'page-link', 'focus went back to where it was');
      else
        assert.notEqual(
          (await settledFocus(page, (focus) => focus.host !== kind.tag)).host,
          kind.tag,
          'focus is not left inside a closed widget',
        );
      assert.deepEqual(pageErrors, []);
    });
  }

  for (const kind of KINDS.filter((candidate) => candidate.role)) {
    it(`${kind.tag}: is a ${kind.role} named by its title${kind.closable ? ', with a button named Close' : ''}`, async (test) => {
      const { page, pageErrors } = await openKind(kind, test);
      await page.waitForSelector(`${kind.tag}[data-state="open"]`, { state: 'attached', timeout: 5000 });
      const element = page.locator(kind.tag);
      const named = element.getByRole(kind.role!, { name: titleOf(kind), exact: true });
      await named.waitFor();
      if (kind.role === 'dialog')
        assert.equal(await named.getAttribute('aria-modal'), kind.blocking ? 'true' : null, 'aria-modal only where it blocks the page');
      if (kind.closable) assert.equal(await element.getByRole('button', { name: 'Close', exact: true }).count(), 1);
      assert.deepEqual(pageErrors, []);
    });
  }

  it('mc-modal: a dialog whose title is empty is named by the widget’s name', async (test) => {
    const { page, pageErrors } = await openKind('modal-untitled', test);
    await page.waitForSelector('mc-modal[data-state="open"]', { state: 'attached', timeout: 5000 });
    await page.locator('mc-modal').getByRole('dialog', { name: 'Spring offers', exact: true }).waitFor();
    await expectNoViolations(page, 'untitled modal');
    assert.deepEqual(pageErrors, []);
  });

  it('mc-button: the Success! label after the opt-in is a live status', async (test) => {
    const kind = KINDS.find((candidate) => candidate.type === 'button')!;
    const { page, pageErrors, context } = await openKind(kind, test);
    const fallback = page.locator('mc-button [part~="fallback-button"]');
    await fallback.waitFor();
    // The status region's text arrives with the submitted state, so it is announced.
    await Promise.all([context.waitForEvent('page'), fallback.click()]);
    const status = page.locator('mc-button').getByRole('status');
    await status.waitFor();
    assert.equal((await status.textContent())?.trim(), 'Success!');
    assert.deepEqual(pageErrors, []);
  });
});
