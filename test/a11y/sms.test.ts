// The accessibility audit of the SMS card (in a box): axe finds nothing open, with the country
// list open, with a server error shown and submitted; the error is announced; the keyboard alone
// picks a country, types the number and subscribes.
import { after, before, describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { smsBox } from '../e2e/sms-box';
import type { Page } from 'playwright-core';
import { startRig, type Rig } from '../e2e/rig';
import { axeViolations, describeViolations } from './axe';
import { APP, focusInfo, hostPage, settledFocus, tabUntil } from './pages';

const ACCEPTED = 7;
const REFUSED = 8;
const REFUSAL = ['Please check the number', 'The number is too short'];

async function expectNoViolations(page: Page, what: string): Promise<void> {
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, `${what}:\n${describeViolations(violations)}`);
}

describe('accessibility of the SMS card', () => {
  let rig: Rig;
  before(async () => {
    rig = await startRig({
      load: { app: { ...APP, widget_phone: '+15550100', sms_channel_connected: true }, widgets: [smsBox(ACCEPTED), smsBox(REFUSED)] },
      pages: {
        '/sms': hostPage(`<mc-box data-widget-id="${ACCEPTED}"></mc-box>`),
        '/sms-refused': hostPage(`<mc-box data-widget-id="${REFUSED}"></mc-box>`),
      },
      routes: {
        'POST /widget/createSubscriberByPhoneNumber': (request) =>
          (request.body as { widget_id?: number }).widget_id === REFUSED
            ? { body: { state: false, errors: REFUSAL } }
            : { body: { state: true, errors: [] } },
      },
    });
  });
  after(() => rig.close());

  async function openBox(path: string, id: number, test: TestContext) {
    const context = await rig.newContext();
    test.after(() => context.close());
    const opened = await rig.open(path, { context });
    await opened.page.waitForSelector(`mc-box[data-widget-id="${id}"][data-state="open"]`, { state: 'attached', timeout: 10_000 });
    const box = opened.page.locator(`mc-box[data-widget-id="${id}"]`);
    await box.locator('[part="phone-input"]').waitFor();
    return { ...opened, box };
  }

  it('has no axe violations open, with the country list open, and submitted', async (test) => {
    const { page, pageErrors, box } = await openBox('/sms', ACCEPTED, test);
    await expectNoViolations(page, 'SMS card open');

    await box.locator('[part="country-picker"]').click();
    await box.locator('[part="country-popup"]').waitFor();
    await expectNoViolations(page, 'SMS card with the country list open');
    await box.locator('[part="country-search"]').fill('Deutsch');
    await expectNoViolations(page, 'SMS card with the country list filtered');
    await box.locator('[part="country-search"]').fill('no such country');
    await expectNoViolations(page, 'SMS card with no country matching');
    await box.locator('[part="country-search"]').press('Escape');
    await box.locator('[part="country-popup"]').waitFor({ state: 'detached' });

    await box.locator('[part="phone-input"]').fill('2015550123');
    await box.locator('[part="sms-button"]').click();
    await page.waitForSelector(`mc-box[data-widget-id="${ACCEPTED}"][data-state="submitted"]`, { state: 'attached' });
    await box.getByText('You are on the list').waitFor();
    await expectNoViolations(page, 'SMS card submitted');
    assert.deepEqual(pageErrors, []);
  });

  it('announces a server error and has no axe violations while it shows', async (test) => {
    const { page, pageErrors, box } = await openBox('/sms-refused', REFUSED, test);
    const phone = box.locator('[part="phone-input"]');
    await phone.fill('2015550');
    await box.locator('[part="sms-button"]').click();

    // The last error, in a live region (role="alert") that was already in the page, so it is read out.
    const alert = box.getByRole('alert');
    await alert.getByText(REFUSAL[1]!).waitFor({ timeout: 5000 });
    assert.equal((await alert.textContent())?.trim(), REFUSAL[1]);
    // The input says it is invalid and points at the message.
    assert.equal(await phone.getAttribute('aria-invalid'), 'true');
    const describedBy = (await phone.getAttribute('aria-describedby')) ?? '';
    assert.equal(await alert.getAttribute('id'), describedBy);
    await expectNoViolations(page, 'SMS card with an error');
    assert.deepEqual(pageErrors, []);
  });

  it('names its controls for a screen reader', async (test) => {
    const { box, pageErrors } = await openBox('/sms', ACCEPTED, test);
    await box.getByRole('textbox', { name: /phone/i }).waitFor();
    const picker = box.getByRole('button', { name: /country/i });
    assert.match((await picker.getAttribute('aria-label')) ?? '', /\+1$/);
    assert.equal(await picker.getAttribute('aria-expanded'), 'false');
    await picker.click();
    assert.equal(await picker.getAttribute('aria-expanded'), 'true');
    const search = box.getByRole('combobox');
    assert.equal(await search.getAttribute('placeholder'), 'Enter country');
    const listbox = box.getByRole('listbox');
    assert.equal(await search.getAttribute('aria-controls'), await listbox.getAttribute('id'));
    // The highlighted option is the one aria-activedescendant names.
    const active = (await search.getAttribute('aria-activedescendant')) ?? '';
    assert.equal(await listbox.locator(`[id="${active}"]`).getAttribute('role'), 'option');
    assert.equal(await box.getByRole('button', { name: 'Text me' }).count(), 1);
    assert.deepEqual(pageErrors, []);
  });

  it('subscribes with the keyboard alone: country, number, submit', async (test) => {
    const { page, pageErrors, box } = await openBox('/sms', ACCEPTED, test);
    await tabUntil(page, (focus) => focus.host === 'mc-box' && focus.part === 'country-picker');
    await page.keyboard.press('Enter');
    // The list opens with focus in its search box.
    await box.locator('[part="country-popup"]').waitFor();
    assert.equal((await focusInfo(page)).part, 'country-search');
    await page.keyboard.type('Deutschland');
    await page.keyboard.press('Enter');
    // Picking moves on to the phone number.
    await box.locator('[part="country-popup"]').waitFor({ state: 'detached' });
    assert.equal((await focusInfo(page)).part, 'phone-input');
    assert.match((await box.locator('[part="country-picker"]').textContent()) ?? '', /\+49/);

    await page.keyboard.type('151 2345 6789');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`mc-box[data-widget-id="${ACCEPTED}"][data-state="submitted"]`, { state: 'attached', timeout: 5000 });
    const calls = rig.server.requestsTo('/widget/createSubscriberByPhoneNumber');
    assert.equal((calls.at(-1)?.body as { phone_number?: string }).phone_number, '+4915123456789');

    // Focus goes to the submitted card's title rather than back to the page's start.
    const focus = await settledFocus(page, (candidate) => candidate.part === 'title');
    assert.deepEqual([focus.host, focus.part, focus.text], ['mc-box', 'title', 'You are on the list']);
    assert.deepEqual(pageErrors, []);
  });

  it('Escape closes the country list only, and focus goes back to its button', async (test) => {
    const { page, pageErrors, box } = await openBox('/sms', ACCEPTED, test);
    await tabUntil(page, (focus) => focus.host === 'mc-box' && focus.part === 'country-picker');
    await page.keyboard.press('Space');
    await box.locator('[part="country-popup"]').waitFor();
    await page.keyboard.press('Escape');
    await box.locator('[part="country-popup"]').waitFor({ state: 'detached' });
    assert.equal((await focusInfo(page)).part, 'country-picker');
    assert.deepEqual(pageErrors, []);
  });
});
