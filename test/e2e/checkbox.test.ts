// The standalone messenger checkbox on a page written the way owners write it today: the classic
// div, and inside window.mcAsyncInit the owner's own confirm button wired to the widget with
// .on('checked') and .submit(). The platform's SDK is a stand-in the test server serves: it renders
// an iframe into the plugin and lets the test tick the box (window.__fakeFb.check()).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fakeFbSdkScript } from './fake-fb-sdk-script';
import { pageWithLoader, startRig, type Rig } from './rig';

const FAKE_SDK = fakeFbSdkScript();

const ownerPage = pageWithLoader(
  `<h1>Checkout</h1>
   <form id="order" onsubmit="return false">
     <div class="mcwidget-checkbox" data-widget-id="44"></div>
     <button type="button" id="confirm" disabled>Place order</button>
   </form>
   <script>
     window.mcAsyncInit = function () {
       var widget = MC.getWidget(44);
       var button = document.getElementById('confirm');
       widget.on('checked', function (e) { button.disabled = !e.checked; });
       widget.on('submitted', function () { document.body.setAttribute('data-opted-in', widget.userRef); });
       button.onclick = function () { widget.submit(); };
     };
   </script>`,
  'data-account-id="1234567" data-fb-sdk-url="/fake-fb/sdk.js"',
);

const widgets = [{ widget_id: 44, widget_type: 'checkbox', data: { main: { buttonSize: 'l', skin: 'dark', centered: true } } }];

interface PageGlobals {
  MC: { getWidget(id: number): { ref?: string; userRef?: string; checked?: boolean } };
  __fakeFb: { check(state?: string): void; userRefs(): string[]; logged: unknown[]; inits: Array<Record<string, unknown>> };
}

describe('the standalone checkbox on an owner’s page', () => {
  let rig: Rig;
  before(async () => {
    rig = await startRig({
      load: { app: { pageId: '1234567', fb_page_id: '1234567', appId: '9876', fbSDKVersion: 'v12.0' }, widgets },
      pages: { '/checkout': ownerPage },
      routes: { 'GET /fake-fb/sdk.js': () => ({ body: FAKE_SDK, headers: { 'content-type': 'text/javascript; charset=utf-8' } }) },
    });
  });
  after(() => rig.close());

  it('enables the owner’s button when ticked and opts in through it, with ref and userRef set', async () => {
    const { page, pageErrors } = await rig.open('/checkout');
    await page.waitForSelector('mc-checkbox[data-state="open"]', { state: 'attached' });
    assert.equal(await page.locator('mc-checkbox iframe').count(), 1);
    const plugin = page.locator('mc-checkbox .fb-messenger-checkbox');
    assert.equal(await plugin.getAttribute('size'), 'large');
    assert.equal(await plugin.getAttribute('skin'), 'dark');
    assert.equal(await plugin.getAttribute('center_align'), 'true');
    assert.equal(await plugin.getAttribute('page_id'), '1234567');
    assert.equal(await plugin.getAttribute('messenger_app_id'), '9876');
    const inits = await page.evaluate(() => (window as unknown as PageGlobals).__fakeFb.inits);
    assert.deepEqual(inits, [{ appId: '9876', version: 'v12.0', xfbml: false }]);

    // Not ticked: the owner's button stays disabled, and a submit from the page does nothing.
    assert.equal(await page.locator('#confirm').isDisabled(), true);
    assert.equal(await page.evaluate(() => (window as unknown as PageGlobals).MC.getWidget(44).ref), undefined);

    await page.evaluate(() => (window as unknown as PageGlobals).__fakeFb.check());
    await page.waitForFunction(() => !(document.getElementById('confirm') as HTMLButtonElement).disabled);
    await page.evaluate(() => (window as unknown as PageGlobals).__fakeFb.check('unchecked'));
    await page.waitForFunction(() => (document.getElementById('confirm') as HTMLButtonElement).disabled);
    await page.evaluate(() => (window as unknown as PageGlobals).__fakeFb.check('checked'));
    await page.waitForFunction(() => !(document.getElementById('confirm') as HTMLButtonElement).disabled);

    await page.locator('#confirm').click();
    await page.waitForFunction(() => document.body.hasAttribute('data-opted-in'));
    const result = await page.evaluate(() => {
      const { MC, __fakeFb } = window as unknown as PageGlobals;
      const widget = MC.getWidget(44);
      return {
        ref: widget.ref,
        userRef: widget.userRef,
        checked: widget.checked,
        userRefs: __fakeFb.userRefs(),
        logged: __fakeFb.logged,
        optedIn: document.body.getAttribute('data-opted-in'),
      };
    });
    assert.match(result.ref ?? '', /^44_[^_]+_44-\d+$/);
    assert.deepEqual(result.userRefs, [result.userRef]);
    assert.match(result.userRef ?? '', /^-\d+$/);
    assert.equal(result.optedIn, result.userRef);
    assert.equal(result.checked, true);
    assert.deepEqual(result.logged, [
      ['MessengerCheckboxUserConfirmation', null, { app_id: '9876', page_id: '1234567', ref: result.ref, user_ref: result.userRef }],
    ]);
    await page.waitForSelector('mc-checkbox[data-state="submitted"]', { state: 'attached' });
    assert.deepEqual(pageErrors, []);
  });
});

describe('the standalone checkbox without the platform’s SDK', () => {
  let rig: Rig;
  before(async () => {
    rig = await startRig({
      load: { app: { pageId: '1234567', fb_page_id: '1234567', appId: '9876' }, widgets },
      pages: { '/checkout': ownerPage.replace('/fake-fb/sdk.js', '/blocked/sdk.js') },
      routes: { 'GET /blocked/sdk.js': () => ({ status: 404, body: 'blocked' }) },
    });
  });
  after(() => rig.close());

  it('renders nothing, never opens, and the owner’s script keeps working', async () => {
    const { page, pageErrors } = await rig.open('/checkout');
    await page.waitForFunction(() => document.getElementById('facebook-jssdk') !== null);
    await page.waitForTimeout(500);
    assert.equal(await page.locator('mc-checkbox').getAttribute('data-state'), 'hidden');
    assert.equal(await page.locator('mc-checkbox .fb-messenger-checkbox').count(), 0);
    assert.equal(await page.locator('#confirm').isDisabled(), true);
    const widget = await page.evaluate(() => {
      const handle = (window as unknown as PageGlobals).MC.getWidget(44) as { checked?: boolean; submit(): boolean };
      return { checked: handle.checked, submitted: handle.submit() };
    });
    assert.deepEqual(widget, { checked: false, submitted: false });
    assert.deepEqual(pageErrors, []);
  });
});
