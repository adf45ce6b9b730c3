// The accessibility audit of the standalone messenger checkbox in an owner's form. The platform's
// SDK is a stand-in the test server serves: it renders the plugin as an iframe holding a real,
// labelled checkbox that reports its state the way the platform's plugin does. axe finds nothing
// rendered and submitted, and the keyboard alone ticks it and opts in through the owner's button.
import { after, before, describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { fakeFbSdkScript } from '../e2e/fake-fb-sdk-script';
import type { Page } from 'playwright-core';
import { startRig, type Rig } from '../e2e/rig';
import { axeViolations, describeViolations } from './axe';
import { APP, focusInfo, hostPage, tabUntil } from './pages';

const SDK = '/fake-fb/sdk.js';

/** The plugin's frame: a labelled checkbox that tells the page (as the platform's events do) when it changes. */
const PLUGIN_FRAME = `<!doctype html><html lang="en"><head><title>Messenger checkbox</title></head><body style="margin:0;font:14px sans-serif">
<label><input type="checkbox" id="optin"> Send me updates in Messenger</label>
<script>document.getElementById('optin').onchange = function (e) { parent.__fakeFb.check(e.target.checked ? 'checked' : 'unchecked'); };</script>
</body></html>`;

const FAKE_SDK = fakeFbSdkScript(PLUGIN_FRAME);

const ownerForm = `<form id="order" onsubmit="return false">
  <div class="mcwidget-checkbox" data-widget-id="44"></div>
  <button type="button" id="confirm" disabled>Place order</button>
</form>
<p id="done" role="status"></p>
<script>
  window.mcAsyncInit = function () {
    var widget = MC.getWidget(44);
    var button = document.getElementById('confirm');
    widget.on('checked', function (e) { button.disabled = !e.checked; });
    widget.on('submitted', function () { document.getElementById('done').textContent = 'Order placed'; });
    button.onclick = function () { widget.submit(); };
  };
</script>`;

async function expectNoViolations(page: Page, what: string): Promise<void> {
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, `${what}:\n${describeViolations(violations)}`);
}

describe('accessibility of the standalone checkbox', () => {
  let rig: Rig;
  before(async () => {
    rig = await startRig({
      load: { app: { ...APP, fbSDKVersion: 'v12.0' }, widgets: [{ widget_id: 44, widget_type: 'checkbox', data: { main: {} } }] },
      pages: { '/checkout': hostPage(ownerForm, `data-fb-sdk-url="${SDK}"`) },
      routes: { [`GET ${SDK}`]: () => ({ body: FAKE_SDK, headers: { 'content-type': 'text/javascript; charset=utf-8' } }) },
    });
  });
  after(() => rig.close());

  async function openForm(test: TestContext) {
    const context = await rig.newContext();
    test.after(() => context.close());
    const opened = await rig.open('/checkout', { context });
    await opened.page.waitForSelector('mc-checkbox[data-state="open"]', { state: 'attached' });
    await opened.page.frameLocator('mc-checkbox iframe').locator('#optin').waitFor();
    return opened;
  }

  it('has no axe violations rendered, ticked and submitted', async (test) => {
    const { page, pageErrors } = await openForm(test);
    await expectNoViolations(page, 'checkbox rendered');
    await page.frameLocator('mc-checkbox iframe').locator('#optin').check();
    await page.waitForFunction(() => !(document.getElementById('confirm') as HTMLButtonElement).disabled);
    await page.locator('#confirm').click();
    await page.waitForSelector('mc-checkbox[data-state="submitted"]', { state: 'attached' });
    await expectNoViolations(page, 'checkbox submitted');
    assert.deepEqual(pageErrors, []);
  });

  it('the keyboard alone ticks it and opts in through the owner’s button', async (test) => {
    const { page, pageErrors } = await openForm(test);
    // Tab reaches the plugin's checkbox inside its frame, in the order of the owner's form.
    await tabUntil(page, (focus) => focus.tag === 'mc-checkbox' || focus.host === 'mc-checkbox', { limit: 5 });
    const inFrame = await page
      .frameLocator('mc-checkbox iframe')
      .locator('#optin')
      .evaluate((box) => box.ownerDocument.activeElement === box);
    assert.equal(inFrame, true, 'the plugin’s checkbox has focus');
    await page.keyboard.press('Space');
    await page.waitForFunction(() => !(document.getElementById('confirm') as HTMLButtonElement).disabled);
    await page.keyboard.press('Tab');
    assert.equal((await focusInfo(page)).id, 'confirm');
    await page.keyboard.press('Enter');
    await page.waitForSelector('mc-checkbox[data-state="submitted"]', { state: 'attached' });
    assert.equal(await page.locator('#done').textContent(), 'Order placed');
    assert.deepEqual(pageErrors, []);
  });
});
