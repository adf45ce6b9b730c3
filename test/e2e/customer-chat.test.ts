// The customer chat on a real page where the platform's SDK cannot load (as for every visitor since
// Meta ended its chat plugin): our launcher shows with the widget's greeting, the owner's script
// sets a payload through the page API, and the dialog's button opens the page's messenger address
// with the ref and that payload in a new tab.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pageWithLoader, startRig, type Rig } from './rig';

const widgets = [
  {
    widget_id: 46,
    widget_type: 'customer_chat',
    data: {
      setup: {
        greetingDialogDisplay: 'show',
        loggedOutGreeting: 'Hi! Questions about your order?',
        colors: { theme: '#ff6600' },
        pluginAlign: 'left',
      },
    },
  },
];

const page = pageWithLoader(
  `<h1>Shop</h1>
   <script>
     window.mcAsyncInit = function () {
       window.payloadAccepted = MC.getWidget(46).setPayload('vip');
       window.secondPayloadAccepted = MC.getWidget(46).setPayload('other');
     };
   </script>`,
  'data-account-id="1234567" data-fb-sdk-url="/blocked/sdk.js"',
);

interface PageGlobals {
  MC: { getWidget(id: number): { closeDialog(): boolean; openDialog(): boolean } };
  payloadAccepted: boolean;
  secondPayloadAccepted: boolean;
}

describe('the customer chat without the platform’s plugin', () => {
  let rig: Rig;
  before(async () => {
    rig = await startRig({
      load: { app: { pageId: '1234567', fb_page_id: '1234567', appId: '9876', page_name: 'Acme' }, widgets },
      pages: { '/shop': page },
      routes: { 'GET /blocked/sdk.js': () => ({ status: 404, body: 'blocked' }) },
    });
  });
  after(() => rig.close());

  it('shows our launcher whose Messenger button carries the ref and the page’s payload', async () => {
    const context = await rig.newContext();
    // The messenger's site stands in for itself: this machine has no way out.
    await context.route('https://m.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Messenger</title>' }),
    );
    const { page: tab, pageErrors } = await rig.open('/shop', { context });

    await tab.waitForSelector('mc-customer-chat[data-state="open"]', { state: 'attached' });
    const bubble = tab.locator('mc-customer-chat button[part~="bubble"]');
    await bubble.waitFor();
    assert.equal(await bubble.getAttribute('aria-label'), 'Chat with us on Messenger');
    assert.equal(await bubble.getAttribute('aria-expanded'), 'true');
    assert.equal(await tab.locator('mc-customer-chat [part~="greeting"]').textContent(), 'Hi! Questions about your order?');
    assert.equal(await tab.locator('mc-customer-chat [role="dialog"] h2').textContent(), 'Acme');
    const box = await bubble.boundingBox();
    assert.ok(box && box.x < 100, 'the bubble sits at the left');
    assert.equal(await bubble.evaluate((element) => getComputedStyle(element).backgroundColor), 'rgb(255, 102, 0)');
    assert.deepEqual(
      await tab.evaluate(() => [
        (window as unknown as PageGlobals).payloadAccepted,
        (window as unknown as PageGlobals).secondPayloadAccepted,
      ]),
      [true, false],
    );

    const button = tab.locator('mc-customer-chat [part~="messenger-button"]');
    const href = new URL((await button.getAttribute('href')) ?? '');
    assert.equal(`${href.origin}${href.pathname}`, 'https://m.me/1234567');
    assert.match(href.searchParams.get('ref') ?? '', /^46_[^_]+_46-\d+--vip$/);

    const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
    await popup.waitForLoadState();
    assert.equal(popup.url(), href.href);

    // The page closes the dialog; the visitor opens it again with the bubble and closes it with Escape.
    assert.equal(await tab.evaluate(() => (window as unknown as PageGlobals).MC.getWidget(46).closeDialog()), true);
    await tab.locator('mc-customer-chat [role="dialog"]').waitFor({ state: 'detached' });
    assert.equal(await tab.evaluate(() => (window as unknown as PageGlobals).MC.getWidget(46).closeDialog()), false);
    await bubble.click();
    await tab.locator('mc-customer-chat [role="dialog"]').waitFor();
    await tab.keyboard.press('Escape');
    await tab.locator('mc-customer-chat [role="dialog"]').waitFor({ state: 'detached' });
    assert.equal(await bubble.getAttribute('aria-expanded'), 'false');
    assert.deepEqual(pageErrors, []);
  });
});
