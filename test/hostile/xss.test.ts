// A load answer written by an attacker: a DOMPurify-style corpus of XSS payloads in every text
// field and greeting of every widget kind (and through the page API's greeting setter), script
// and protocol-relative URLs in every URL field (redirect, media, WhatsApp, e-mail, the messenger
// page, the cart's redirect_target), and `__proto__` / `constructor.prototype` keys.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Reply } from '../../demo/fixture-server';
import {
  APP,
  SNIPPET,
  assertHealthy,
  assertOptsIn,
  boxWidget,
  hostPage,
  modalWidget,
  settle,
  startHostileRig,
  waitOpen,
  widget,
  type HostileRig,
  type HostileTab,
} from './hostile-page';

/** Classic payloads: each sets the sentinel or opens a dialog if it ever runs. */
const CORPUS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '<svg onload="window.__xss=3">',
  '<svg><script>window.__xss=4</script></svg>',
  '<iframe src="javascript:parent.__xss=5"></iframe>',
  '<a href="javascript:window.__xss=6">click</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=7">',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=window.__xss=8 src>">',
  '"><img src=x onerror=alert(9)>',
  "'><svg/onload=alert(10)>",
  '<details open ontoggle="window.__xss=11">',
  '<body onload="window.__xss=12">',
  '<object data="javascript:window.__xss=13"></object>',
  '<embed src="javascript:window.__xss=14">',
  '<input autofocus onfocus="window.__xss=15">',
  '<video><source onerror="window.__xss=16"></video>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=17>">',
  '{{constructor.constructor("window.__xss=18")()}}',
  '<a href="&#106;avascript:window.__xss=19">entity</a>',
  '<div style="background:url(javascript:window.__xss=20)">styled</div>',
  '<marquee onstart="window.__xss=21">',
  '<a href="data:text/html,<script>parent.__xss=22</script>">data</a>',
  '<isindex action="javascript:window.__xss=23" type="image">',
  '<template><img src=x onerror="window.__xss=24"></template>',
];
const CHUNKS = [CORPUS.slice(0, 6), CORPUS.slice(6, 12), CORPUS.slice(12, 18), CORPUS.slice(18)];

/** Every widget kind, every text field and greeting holding `text`. */
function xssWidgets(text: string) {
  const card = { title: text, desc: text, showDescription: true, optInButtonText: text, ctaText: text, smsButtonText: text };
  const submitted = { title: text, desc: text, showDescription: true, ctaText: text };
  return [
    { ...modalWidget(1, card, { submitted, actions: { opt_in_text: text } }), name: text },
    { ...boxWidget(2, card, { submitted }), name: text },
    {
      widget_id: 3,
      widget_type: 'bar',
      name: text,
      data: { main: { ...card, whenDisplay: ['immediately', 0], showAgain: ['always', 0] }, submitted },
    },
    {
      widget_id: 4,
      widget_type: 'slide_in',
      channel: 'sms',
      sms_keyword: text,
      name: text,
      data: { main: { ...card, whenDisplay: ['immediately', 0], showAgain: ['always', 0] }, submitted },
    },
    { widget_id: 5, widget_type: 'page_takeover', name: text, data: { main: { ...card, whenDisplay: ['delay', 60] }, submitted } },
    { widget_id: 6, widget_type: 'button', name: text, data: { main: card, submitted } },
    {
      widget_id: 7,
      widget_type: 'omnichat',
      name: text,
      sms_keyword: text,
      data: {
        main: { whenDisplay: ['immediately', 0], popupMessageEnabled: true, popupMessageText: text },
        appearance: { greeting_headline: text, greeting_text: text },
        channels: {
          enable_facebook: true,
          enable_whatsapp: true,
          whatsapp_id: '15550100',
          whatsapp_prefill: text,
          enable_sms: true,
          enable_email: true,
          email_to: text,
        },
        setup: { desktopFirstSeen: ['opened', 0] },
      },
    },
    {
      widget_id: 8,
      widget_type: 'customer_chat',
      name: text,
      data: { setup: { greetingDialogDisplay: 'show', loggedInGreeting: text, loggedOutGreeting: text } },
    },
    { widget_id: 9, widget_type: 'checkbox', name: text, data: { main: card } },
  ];
}

const xssApp = (text: string) => ({ ...APP, page_name: text, widget_phone: '+15550100', sms_channel_connected: true });

/** A string literal safe inside an inline <script> (a `</script>` in it would end the element). */
const inScript = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c');

const PLACED =
  '<mc-box data-widget-id="2"></mc-box><mc-button data-widget-id="6"></mc-button><mc-checkbox data-widget-id="9"></mc-checkbox>';

/**
 * What the widgets put in the page: no element that runs script, no event-handler attribute, no
 * URL attribute with a script or data scheme or leading to a host outside `allowedHosts`.
 */
async function unsafeMarkup(page: Page, allowedHosts: string[], imageHosts: string[] = []): Promise<string[]> {
  return page.evaluate(`(function (allowedHosts, imageHosts) {
    var problems = [];
    var URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'ping', 'srcset'];
    /** Never in a widget. */
    var FORBIDDEN = ['script', 'object', 'embed', 'frame', 'frameset', 'base', 'meta', 'link', 'math', 'noscript', 'template', 'isindex', 'marquee', 'details', 'source', 'video', 'audio'];
    /** Ours elsewhere (the SMS form, a video embed, icons), never inside the owner's HTML. */
    var NOT_IN_OWNER_HTML = ['form', 'input', 'button', 'textarea', 'select', 'iframe', 'img', 'svg', 'style', 'div'];
    var OWNER_HTML = '[part~="description"], [part~="greeting-text"]';
    function describe(element, where) { return element.localName + (element.getAttribute('part') ? '[part=' + element.getAttribute('part') + ']' : '') + ' in ' + where; }
    function check(root, where) {
      var ours = where !== 'the page';
      root.querySelectorAll('*').forEach(function (element) {
        var tag = element.localName;
        if (ours && FORBIDDEN.indexOf(tag) >= 0) problems.push('element ' + describe(element, where));
        if (ours && NOT_IN_OWNER_HTML.indexOf(tag) >= 0 && element.parentElement && element.parentElement.closest(OWNER_HTML)) problems.push('element ' + describe(element, where));
        if (ours && tag === 'style' && element.parentNode !== root) problems.push('<style> ' + describe(element, where));
        for (var i = 0; i < element.attributes.length; i++) {
          var attribute = element.attributes[i], name = attribute.name.toLowerCase(), value = attribute.value;
          if (name.indexOf('on') === 0) problems.push('handler ' + name + ' on ' + describe(element, where));
          if (name === 'srcdoc') problems.push('srcdoc on ' + describe(element, where));
          if (URL_ATTRIBUTES.indexOf(name) < 0) continue;
          var cleaned = value.replace(/[\\u0000-\\u0020]/g, '');
          if (/^(javascript|data|vbscript):/i.test(cleaned)) problems.push(name + '=' + value + ' on ' + describe(element, where));
          try {
            var url = new URL(value, location.href);
            var allowed = allowedHosts.concat(element.localName === 'img' && name === 'src' ? imageHosts : []);
            if (/^https?:$/.test(url.protocol) && url.host !== location.host && allowed.indexOf(url.host) < 0) problems.push(name + '=' + value + ' on ' + describe(element, where));
          } catch (error) { /* not a URL at all: nothing a browser follows */ }
        }
        if (element.shadowRoot) check(element.shadowRoot, element.localName);
      });
    }
    check(document, 'the page');
    return problems;
  })(${JSON.stringify(allowedHosts)}, ${JSON.stringify(imageHosts)})`) as Promise<string[]>;
}

/** Hosts our own links lead to: the messenger, WhatsApp and the Powered-by link. */
const OWN_HOSTS = ['m.me', 'wa.me', 'www.npmjs.com'];

describe('hostile content: XSS payloads in every text field', () => {
  let hostile: HostileRig;
  before(async () => {
    const routes: Record<string, () => Reply> = {};
    const pages: Record<string, string> = {};
    CHUNKS.forEach((chunk, index) => {
      const text = chunk.join(' ');
      routes[`GET /xss-${index}/load`] = () => ({ body: { app: xssApp(text), widgets: xssWidgets(text) } });
      pages[`/xss-${index}`] = hostPage({
        body: `${PLACED}<script>window.mcAsyncInit = function () { MC.getWidget(8).set({ loggedInGreeting: ${inScript(text)}, loggedOutGreeting: ${inScript(text)} }); };</script>`,
        snippet: `${SNIPPET} data-host="/xss-${index}"`,
      });
    });
    hostile = await startHostileRig({ routes, pages });
  });
  after(() => hostile.close());

  CHUNKS.forEach((chunk, index) => {
    it(`payloads ${index * 6 + 1}–${index * 6 + chunk.length}: shown as text or sanitised, never run`, async () => {
      const text = chunk.join(' ');
      const tab = await hostile.open(`/xss-${index}`);
      const { page } = tab;
      for (const tag of ['mc-modal', 'mc-box', 'mc-bar', 'mc-slide-in', 'mc-button', 'mc-omnichat', 'mc-customer-chat'])
        await waitOpen(page, tag);
      await page.waitForSelector('mc-omnichat [part~="greeting-text"]', { state: 'attached' });
      await settle(page, 500);
      // Plain-text fields show the payload as the characters it is.
      assert.equal(await page.locator(`${widget('mc-modal', 1)} [part~="title"]`).textContent(), text);
      assert.equal(await page.locator(`${widget('mc-bar', 3)} [part~="title"]`).textContent(), text);
      assert.deepEqual(await unsafeMarkup(page, OWN_HOSTS), []);
      // The submitted content holds the payloads too.
      await assertOptsIn(tab, widget('mc-modal', 1));
      await settle(page, 300);
      assert.deepEqual(await unsafeMarkup(page, OWN_HOSTS), []);
      await assertHealthy(tab);
    });
  });
});

/** Script, data and protocol-relative addresses, plainly and in the disguises browsers forgive. */
const URLS = [
  'javascript:window.__xss=31',
  'data:text/html,<script>parent.__xss=32</script>',
  'vbscript:msgbox(33)',
  '//evil.example/x',
  'java\tscript:window.__xss=35',
  ' JaVaScRiPt:window.__xss=36',
  '&#106;avascript:window.__xss=37',
  '\u0000javascript:window.__xss=38',
];

function urlWidgets(url: string, redirectTarget: 'same' | 'new') {
  const media = { mediaType: 'image', image: { img_big: url, gif: url } };
  return [
    modalWidget(1, { ...media }, { submitted: { action: 'redirect', redirect: true, redirectUrl: url, redirectTarget, ...media } }),
    boxWidget(
      2,
      { mediaType: 'video', videoLink: url },
      { submitted: { action: 'redirect', redirect: true, redirectUrl: url, redirectTarget: 'same' } },
    ),
    {
      widget_id: 5,
      widget_type: 'page_takeover',
      data: {
        main: {
          pageTemplate: 'mediaBackground',
          mediaType: 'image',
          backgroundImage: { img_big: url },
          image: { img_big: url, gif: url },
          whenDisplay: ['immediately', 0],
        },
      },
    },
    {
      widget_id: 7,
      widget_type: 'omnichat',
      data: {
        main: { whenDisplay: ['immediately', 0] },
        channels: {
          enable_facebook: true,
          enable_whatsapp: true,
          whatsapp_id: url,
          whatsapp_prefill: url,
          enable_email: true,
          email_to: url,
        },
        setup: { desktopFirstSeen: ['opened', 0] },
      },
    },
    { widget_id: 8, widget_type: 'customer_chat', data: { setup: { greetingDialogDisplay: 'show' } } },
  ];
}

describe('hostile content: script and foreign URLs in every URL field', () => {
  let hostile: HostileRig;
  const SHOP = 'acme.myshopify.com';
  before(async () => {
    const routes: Record<string, () => Reply> = {};
    const pages: Record<string, string> = {};
    URLS.forEach((url, index) => {
      // The messenger page id is a URL field too: it becomes the path of m.me links.
      const app = { ...APP, fb_page_id: url };
      routes[`GET /url-${index}/load`] = () => ({ body: { app, widgets: urlWidgets(url, index % 2 ? 'new' : 'same') } });
      pages[`/url-${index}`] = hostPage({ body: '<mc-box data-widget-id="2"></mc-box>', snippet: `${SNIPPET} data-host="/url-${index}"` });
      routes[`GET /cart-${index}/shopify/getCart`] = () => ({
        body: { state: true, payload: { line_items: [{ id: 41001, quantity: 1 }] }, redirect_target: url },
      });
      routes[`GET /cart-${index}/shopify/repairCart`] = () => ({ body: { state: true } });
      routes[`GET /cart-${index}/load`] = () => ({ body: { app: APP, widgets: [] } });
      routes[`GET /cart-${index}/shopify/getShopInfo`] = () => ({ body: { page_id: '1234567' } });
    });
    routes['POST /cart/clear.js'] = () => ({ body: { token: 'new-cart', items: [] } });
    routes['POST /cart/add.js'] = () => ({ body: { id: 41001, quantity: 1 } });
    routes['GET /checkout'] = () => ({
      headers: { 'content-type': 'text/html' },
      body: '<!doctype html><title>Checkout</title><h1>Checkout</h1>',
    });
    URLS.forEach((_, index) => {
      pages[`/cart-page-${index}`] = hostPage({
        body: '<p>cart</p>',
        head: `<script>window.Shopify = { shop: ${JSON.stringify(SHOP)} };</script>`,
        snippet: `${SNIPPET} data-host="/cart-${index}"`,
      });
    });
    hostile = await startHostileRig({ routes, pages });
  });
  after(() => hostile.close());

  URLS.forEach((url, index) => {
    it(`${JSON.stringify(url)}: no href or src carries it, opting in goes nowhere near it`, async () => {
      const tab = await hostile.open(`/url-${index}`);
      const { page } = tab;
      const start = page.url();
      const isEvil = url.startsWith('//');
      // An image is no navigation: owners host theirs anywhere, `//cdn.example/a.png` included.
      const imageHosts = isEvil ? ['evil.example'] : [];
      for (const tag of ['mc-modal', 'mc-box', 'mc-page-takeover', 'mc-omnichat', 'mc-customer-chat']) await waitOpen(page, tag);
      await settle(page, 300);
      assert.deepEqual(await unsafeMarkup(page, OWN_HOSTS, imageHosts), []);
      await page.locator(`${widget('mc-page-takeover', 5)} button[aria-label="Close"]`).click();
      const modal = widget('mc-modal', 1);
      await page.locator(`${modal} [part~="fallback-button"]`).click();
      await settle(page, 500);
      const openedUrls = tab.context
        .pages()
        .filter((other) => other !== page)
        .map((other) => other.url());
      if (isEvil) {
        // docs/opt-in.md#redirect: `//host` is how a redirect to another site is written (`host` alone gets `//`
        // prepended), so it leaves as a web address to that host, in the tab the owner chose.
        const redirects = tab.external.filter((external) => !external.startsWith('image '));
        assert.deepEqual(redirects, ['document http://evil.example/x']);
        tab.external.length = 0;
      } else {
        await page.waitForSelector(`${modal}[data-state="submitted"]`, { state: 'attached' });
        assert.equal(page.url(), start, 'the page did not navigate');
        assert.ok(
          openedUrls.every((opened) => opened.startsWith('https://m.me/')),
          openedUrls.join(', '),
        );
        // The box's redirect (same tab) after its own opt-in.
        await page.locator(`${modal} button[aria-label="Close"]`).click();
        await page.locator(`${widget('mc-box', 2)} [part~="fallback-button"]`).click();
        await settle(page, 500);
        assert.equal(page.url(), start, 'the page did not navigate');
      }
      for (const other of tab.context.pages()) if (other !== page) await other.close();
      assert.deepEqual(await unsafeMarkup(page, OWN_HOSTS, imageHosts), []);
      await assertHealthy(tab);
    });
  });

  it("the cart's redirect_target as each of those: the restored cart stays on the shop", async () => {
    for (const [index, url] of URLS.entries()) {
      const tab = await hostile.open(`/cart-page-${index}?cart_token=abandoned&manychat_cart_hmac=good`);
      await tab.page.waitForURL((address) => !address.pathname.startsWith('/cart-page-'), { timeout: 8000 });
      const landed = new URL(tab.page.url());
      // Only a path on the shop's own origin is followed (`/&#106;avascript:…` is such a path); anything else gives /checkout.
      assert.equal(landed.origin, hostile.rig.server.url, `${JSON.stringify(url)} → ${tab.page.url()}`);
      if (!url.includes('&#')) assert.equal(landed.pathname, '/checkout', `${JSON.stringify(url)} → ${tab.page.url()}`);
      assert.deepEqual(tab.external, []);
      assert.deepEqual(tab.dialogs, []);
      assert.deepEqual(tab.pageErrors, []);
      assert.equal(await tab.page.evaluate('window.__xss'), undefined);
      await tab.context.close();
    }
  });
});

describe('hostile content: prototype keys in the load answer', () => {
  let hostile: HostileRig;
  const answer = `{"__proto__": {"polluted": "app-root", "isAdmin": true},
    "constructor": {"prototype": {"polluted": "constructor"}},
    "app": {"pageId": "1234567", "fb_page_id": "1234567", "__proto__": {"polluted": "app"}, "constructor": {"prototype": {"polluted": "app-constructor"}}},
    "widgets": [
      {"widget_id": 1, "widget_type": "modal", "__proto__": {"widget_type": "page_takeover", "polluted": "widget"},
       "data": {"__proto__": {"polluted": "data"}, "constructor": {"prototype": {"polluted": "data-constructor"}},
         "main": {"title": "Modal 1", "whenDisplay": ["immediately", 0], "showAgain": ["always", 0], "__proto__": {"polluted": "main", "title": "<img src=x onerror=window.__xss=1>"},
           "colors": {"__proto__": {"polluted": "colors"}}, "constructor": {"prototype": {"polluted": "main-constructor"}}},
         "submitted": {"title": "thanks", "__proto__": {"redirectUrl": "javascript:window.__xss=2", "action": "redirect"}},
         "setup": {"__proto__": {"urlWhitelist": ["/nowhere"], "hideOnMobile": "desktop"}, "constructor": {"prototype": {"polluted": "setup"}}}}},
      {"__proto__": {"widget_id": 2, "widget_type": "box"}, "widget_id": 2, "widget_type": "box", "data": {"main": {"title": "Box 2"}}},
      {"__proto__": {"widget_id": 3, "widget_type": "bar", "data": {"main": {"title": "phantom"}}}}
    ]}`;
  before(async () => {
    hostile = await startHostileRig({
      routes: { 'GET /proto/load': () => ({ headers: { 'content-type': 'application/json' }, body: answer }) },
      pages: { '/proto': hostPage({ snippet: `${SNIPPET} data-host="/proto"` }) },
    });
  });
  after(() => hostile.close());

  it('__proto__ and constructor.prototype keys: Object.prototype stays clean, the widgets are what they say', async () => {
    const tab: HostileTab = await hostile.open('/proto');
    const { page } = tab;
    await waitOpen(page, widget('mc-modal', 1));
    await waitOpen(page, widget('mc-box', 2));
    await settle(page, 300);
    assert.equal(await page.locator(`${widget('mc-modal', 1)} [part~="title"]`).textContent(), 'Modal 1');
    assert.equal(await page.locator('mc-page-takeover, mc-bar').count(), 0);
    assert.deepEqual(
      await page.evaluate('[({}).polluted, ({}).isAdmin, Object.prototype.hasOwnProperty("polluted"), typeof MC.getWidget(3)]'),
      [null, null, false, 'undefined'].map((value) => (value === null ? undefined : value)),
    );
    await assertOptsIn(tab, widget('mc-modal', 1));
    assert.equal(await page.locator(`${widget('mc-modal', 1)} [part~="title"]`).textContent(), 'thanks');
    await assertHealthy(tab);
  });
});
