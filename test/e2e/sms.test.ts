// The SMS card in a real page against a real HTTP server: a visitor picks a country, types a
// number and subscribes; the server must receive one well-formed createSubscriberByPhoneNumber.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { smsBox } from './sms-box';
import { pageWithLoader, startRig, type Rig } from './rig';

const app = { pageId: '1234567', fb_page_id: '1234567', widget_phone: '+15550100', sms_channel_connected: true };

describe('the SMS card in a real page', () => {
  let rig: Rig;
  let refusals = 0;

  before(async () => {
    rig = await startRig({
      load: { app, widgets: [smsBox(7), smsBox(8)] },
      pages: {
        '/sms': pageWithLoader('<h1>Alerts</h1><mc-box data-widget-id="7"></mc-box>'),
        '/sms-refused': pageWithLoader('<h1>Alerts</h1><mc-box data-widget-id="8"></mc-box>'),
      },
      routes: {
        'POST /widget/createSubscriberByPhoneNumber': (request) => {
          const body = request.body as { widget_id?: number; phone_number?: string };
          // Widget 8's first number is refused with two errors; later ones are accepted.
          if (body.widget_id === 8 && refusals++ === 0) {
            return { body: { state: false, errors: ['Please check the number', 'The number is too short'] } };
          }
          return { body: { state: true, errors: [] } };
        },
      },
    });
  });
  after(() => rig.close());

  it('subscribes a German number picked by native name and shows the submitted state', async () => {
    const { page, pageErrors } = await rig.open('/sms');
    const box = page.locator('mc-box[data-widget-id="7"]');
    await page.waitForSelector('mc-box[data-widget-id="7"][data-state="open"]', { timeout: 10_000 });
    const picker = box.locator('[part="country-picker"]');
    await picker.click();
    const search = box.locator('input[role="combobox"]');
    assert.equal(await search.getAttribute('placeholder'), 'Enter country');
    await search.fill('Deutschland');
    await search.press('Enter');
    assert.match((await picker.textContent()) ?? '', /\+49/);
    const phone = box.locator('input[part="phone-input"]');
    assert.equal(await phone.getAttribute('placeholder'), 'Enter phone');
    assert.equal(await phone.getAttribute('type'), 'tel');
    await phone.fill('151 2345 6789');
    const button = box.locator('[part="sms-button"]');
    assert.equal((await button.textContent())?.trim(), 'Text me');
    await button.click();

    await page.waitForSelector('mc-box[data-widget-id="7"][data-state="submitted"]', { timeout: 5000 });
    await box.getByText('You are on the list').waitFor({ timeout: 5000 });
    const calls = rig.server.requestsTo('/widget/createSubscriberByPhoneNumber');
    assert.equal(calls.length, 1);
    const body = calls[0]?.body as Record<string, unknown>;
    // The contract's fields, and the consent on record beside them (docs/server.md).
    assert.deepEqual(Object.keys(body).sort(), [
      'account_id',
      'button_text',
      'legal_text',
      'page_url',
      'phone_number',
      'session_id',
      'widget_id',
      'widget_sign',
    ]);
    assert.equal(body['button_text'], 'Text me');
    assert.match(String(body['legal_text']), /Reply STOP to cancel/);
    assert.match(String(body['page_url']), /^http:\/\/127\.0\.0\.1:\d+\//);
    assert.equal(body['account_id'], '1234567');
    assert.equal(body['widget_id'], 7);
    assert.equal(body['phone_number'], '+4915123456789');
    assert.equal(body['widget_sign'], '');
    assert.equal(typeof body['session_id'], 'string');
    assert.ok((body['session_id'] as string).length > 0, 'a pixel session id');
    assert.match(String(calls[0]?.headers['content-type']), /application\/json/);
    assert.deepEqual(pageErrors, []);
  });

  it('shows the last server error above the button, clears it on typing, and keeps the number', async () => {
    const { page, pageErrors } = await rig.open('/sms-refused');
    const box = page.locator('mc-box[data-widget-id="8"]');
    await page.waitForSelector('mc-box[data-widget-id="8"][data-state="open"]', { timeout: 10_000 });
    const phone = box.locator('input[part="phone-input"]');
    await phone.fill('2015550123');
    await box.locator('[part="sms-button"]').click();
    const errors = box.locator('[part="sms-errors"]');
    await errors.getByText('The number is too short').waitFor({ timeout: 5000 });
    assert.equal(await errors.getAttribute('role'), 'alert');
    assert.equal(await phone.inputValue(), '2015550123');
    await phone.press('End');
    await phone.type('4');
    await page.waitForFunction(() => {
      const box = document.querySelector('mc-box[data-widget-id="8"]');
      return box?.shadowRoot?.querySelector('[part="sms-errors"]')?.textContent === '';
    });
    await box.locator('[part="sms-button"]').click();
    await page.waitForSelector('mc-box[data-widget-id="8"][data-state="submitted"]', { timeout: 5000 });
    const numbers = rig.server
      .requestsTo('/widget/createSubscriberByPhoneNumber')
      .filter((call) => (call.body as { widget_id: number }).widget_id === 8);
    assert.deepEqual(
      numbers.map((call) => (call.body as { phone_number: string }).phone_number),
      ['+12015550123', '+120155501234'],
    );
    assert.deepEqual(pageErrors, []);
  });
});
