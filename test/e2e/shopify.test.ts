// The Shopify integration on a real page against a real HTTP server that plays a small storefront
// (product pages with a classic add-to-cart form and an AJAX theme, `/cart/add.js`, `/cart/clear.js`,
// `/products/{handle}.json`, the `cart` cookie) and the `/shopify/*` calls: an abandoned-cart link
// restores its lines in order and lands on checkout; an empty one stays; the add-to-cart button
// opens the add-to-cart modal first and adds exactly once after it is closed.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { RecordedRequest, Reply } from '../../demo/fixture-server';
import { pageWithLoader, startRig, type Rig } from './rig';

const SHOP = 'acme.myshopify.com';
const LINES = [
  { id: 41001, quantity: 2 },
  { id: 41002, quantity: 1 },
  { id: 41003, quantity: 3 },
];
const PRODUCTS: Record<string, number> = { classic: 7001, ajax: 7002 };

const addToCartModal = {
  widget_id: 21,
  widget_type: 'modal',
  channel: 'sms',
  sms_keyword: 'JOIN',
  name: 'Add-to-cart offer',
  data: {
    main: {
      title: 'Want 10% off this order?',
      whenDisplay: ['add_to_cart', 0],
      showAgain: ['always', 0],
      showAgainIfClosed: ['always', 0],
      smsButtonText: 'Send my code',
    },
    submitted: { title: 'Your code is on its way.' },
    setup: { urlWhitelist: ['/products/**'] },
  },
};
const app = { pageId: '1234567', widget_phone: '+15550100', sms_channel_connected: true };

const SHOPIFY_HEAD = `<script>window.Shopify = { shop: ${JSON.stringify(SHOP)} }; window.ShopifyAnalytics = { meta: { page: { customerId: null } } };</script>`;

const classicPage = pageWithLoader(
  `<h1>House Blend</h1>
   <form action="/cart/add" method="post"><input type="hidden" name="id" value="41001"><input type="hidden" name="quantity" value="1">
   <button type="submit" style="width: 200px; height: 48px">Add to cart</button></form>`,
  'data-account-id="1234567"',
  SHOPIFY_HEAD,
);

// A theme that takes the button's click over and adds through the AJAX cart API itself.
const ajaxPage = pageWithLoader(
  `<h1>Ethiopia Guji</h1><p id="message"></p>
   <form action="/cart/add" method="post"><input type="hidden" name="id" value="41002">
   <button type="submit" style="width: 200px; height: 48px">Add to cart</button></form>
   <script>
     document.querySelector('form button').addEventListener('click', (event) => {
       event.preventDefault();
       fetch('/cart/add.js', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id: 41002, quantity: 1 }) })
         .then((response) => response.json())
         .then(() => { document.getElementById('message').textContent = 'Added to your cart.'; });
     });
   </script>`,
  'data-account-id="1234567"',
  SHOPIFY_HEAD,
);

const html = (body: string, headers: Record<string, string> = {}): Reply => ({
  headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  body,
});

async function waitUntil(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the Shopify integration in a real storefront', () => {
  let rig: Rig;
  /** The shop's carts by token, as the `cart` cookie names them. */
  const carts = new Map<string, { id: number; quantity: number }[]>();

  const cookieToken = (request: RecordedRequest) => /(?:^|;\s*)cart=([^;]+)/.exec(String(request.headers.cookie ?? ''))?.[1];
  const newCart = () => {
    const token = randomBytes(16).toString('hex');
    carts.set(token, []);
    return { token, cookie: `cart=${token}; Path=/; SameSite=Lax` };
  };
  /** The visitor's cart, created (with its cookie) when there is none. */
  const cartOf = (request: RecordedRequest) => {
    const token = cookieToken(request);
    if (token && carts.has(token)) return { token, headers: {} as Record<string, string> };
    const created = newCart();
    return { token: created.token, headers: { 'set-cookie': created.cookie } };
  };
  const add = (request: RecordedRequest, line: { id: number; quantity: number }): Reply => {
    const { token, headers } = cartOf(request);
    carts.get(token)!.push(line);
    return { headers, body: { id: line.id, quantity: line.quantity } };
  };
  const product = (page: string) => (request: RecordedRequest) => html(page, cartOf(request).headers);

  before(async () => {
    rig = await startRig({
      load: { app, widgets: [addToCartModal] },
      routes: {
        'GET /products/classic': product(classicPage),
        'GET /products/ajax': product(ajaxPage),
        'GET /products/classic.json': () => ({ body: { product: { id: PRODUCTS['classic'] } } }),
        'GET /products/ajax.json': () => ({ body: { product: { id: PRODUCTS['ajax'] } } }),
        'POST /cart/add.js': (request) => add(request, request.body as { id: number; quantity: number }),
        // A form without a script posts url-encoded fields and is sent on to the cart.
        'POST /cart/add': (request) => {
          const fields = new URLSearchParams(String(request.body));
          const reply = add(request, { id: Number(fields.get('id')), quantity: Number(fields.get('quantity') ?? 1) });
          return { status: 303, headers: { ...reply.headers, location: '/cart' }, body: '' };
        },
        'POST /cart/clear.js': () => {
          const created = newCart();
          return { headers: { 'set-cookie': created.cookie }, body: { token: created.token, items: [] } };
        },
        'GET /cart': (request) =>
          html(
            `<!doctype html><title>Cart</title><h1>Cart</h1><pre id="lines">${JSON.stringify(carts.get(cookieToken(request) ?? '') ?? [])}</pre>`,
          ),
        'GET /checkout': (request) =>
          html(
            `<!doctype html><title>Checkout</title><h1>Checkout</h1><pre id="lines">${JSON.stringify(carts.get(cookieToken(request) ?? '') ?? [])}</pre>`,
          ),
        'GET /shopify/getCart': (request) => {
          if (request.query['hmac'] !== 'good-hmac' || request.query['shop'] !== SHOP) return { body: { state: false } };
          const lines = request.query['token'] === 'abandoned-empty' ? [] : LINES;
          return { delayMs: 600, body: { state: true, payload: { line_items: lines }, redirect_target: null } };
        },
        'GET /shopify/repairCart': () => ({ body: { state: true } }),
      },
    });
  });
  after(() => rig.close());

  const since = (at: number) => rig.server.requests.filter((request) => request.at >= at);
  const storeCalls = (at: number) =>
    since(at)
      .filter((request) => ['/shopify/getCart', '/cart/clear.js', '/shopify/repairCart', '/cart/add.js'].includes(request.path))
      .map((request) => ({ call: `${request.method} ${request.path}`, query: request.query, body: request.body }));
  const events = (name: string, at: number) =>
    since(at)
      .filter((request) => request.path === '/pixel/logEvent')
      .map((request) => request.body as { event: string; app_id: number; payload: Record<string, unknown> })
      .filter((body) => body.event === name);

  it('restores an abandoned cart of three lines in order and lands on /checkout', async () => {
    const started = Date.now();
    const context = await rig.newContext();
    const page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await page.goto(`${rig.server.url}/products/classic?cart_token=abandoned-3&manychat_cart_hmac=good-hmac`);
    // The restore screen shows while the server looks the cart up, and the page stops scrolling: both
    // watched from the start, since the restore may end (and the page scroll again) right after either is seen.
    await Promise.all([
      page.getByText('Your cart is restoring. Please wait.').waitFor({ timeout: 10_000 }),
      page.waitForFunction(() => getComputedStyle(document.documentElement).overflow === 'hidden', undefined, {
        timeout: 10_000,
        polling: 'raf',
      }),
    ]);
    await page.waitForURL('**/checkout', { timeout: 10_000 });

    const cookie = (await context.cookies(rig.server.url)).find((entry) => entry.name === 'cart')?.value ?? '';
    const calls = storeCalls(started);
    assert.deepEqual(
      calls.map(({ call }) => call),
      [
        'GET /shopify/getCart',
        'POST /cart/clear.js',
        'GET /shopify/repairCart',
        'POST /cart/add.js',
        'POST /cart/add.js',
        'POST /cart/add.js',
      ],
    );
    assert.deepEqual(calls[0]?.query, { token: 'abandoned-3', hmac: 'good-hmac', shop: SHOP });
    assert.deepEqual(calls[2]?.query, { token: 'abandoned-3', hmac: 'good-hmac', token_new: cookie, shop: SHOP });
    assert.deepEqual(
      calls.slice(3).map(({ body }) => body),
      LINES,
    );
    assert.deepEqual(JSON.parse((await page.locator('#lines').textContent()) ?? ''), LINES);
    // Linking the restored cart reached the pixel, though the page was left right after.
    await waitUntil(() => events('cart_created', started).some((event) => event.payload['cart_token'] === cookie), 10_000, 'cart_created');
    assert.equal(events('cart_created', started)[0]?.app_id, 10);
    assert.deepEqual(pageErrors, []);
    await context.close();
  });

  it('stays on the page for an empty abandoned cart, with the overlay gone and the error logged', async () => {
    const started = Date.now();
    const {
      page,
      pageErrors,
      console: lines,
    } = await rig.open('/products/classic?cart_token=abandoned-empty&manychat_cart_hmac=good-hmac');
    await waitUntil(
      () => lines.some((line) => line.type === 'error' && line.text.includes('Abandoned Cart is empty!')),
      10_000,
      'the empty-cart error',
    );
    assert.match(page.url(), /\/products\/classic\?cart_token=abandoned-empty/);
    assert.equal(await page.locator('[data-mc-cart-restore]').count(), 0);
    assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'visible');
    assert.deepEqual(
      storeCalls(started).map(({ call }) => call),
      ['GET /shopify/getCart'],
    );
    for (const line of lines) assert.equal(line.text.includes('good-hmac'), false, 'the hmac is not logged');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  /** Clicks where the visitor would: the middle of the add-to-cart button, once armed. */
  async function buttonCentre(page: import('playwright-core').Page) {
    await page.locator('[data-mc-add-to-cart]').waitFor({ state: 'visible', timeout: 10_000 });
    const box = (await page.locator('form button').boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  it('opens the add-to-cart modal first and adds through the AJAX theme exactly once after it is closed', async () => {
    const started = Date.now();
    const { page, pageErrors } = await rig.open('/products/ajax');
    const { x, y } = await buttonCentre(page);
    await page.mouse.click(x, y);
    await page.waitForSelector('mc-modal[data-state="open"]', { timeout: 10_000 });
    await page.locator('mc-modal').getByText('Want 10% off this order?').waitFor();
    await new Promise((resolve) => setTimeout(resolve, 800));
    assert.equal(
      rig.server.requestsTo('/cart/add.js').filter((request) => request.at >= started).length,
      0,
      'nothing added while the modal is open',
    );

    await page.locator('mc-modal button[aria-label="Close"]').click();
    await page.getByText('Added to your cart.').waitFor({ timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 800));
    const adds = rig.server.requestsTo('/cart/add.js').filter((request) => request.at >= started);
    assert.deepEqual(
      adds.map((request) => request.body),
      [{ id: 41002, quantity: 1 }],
    );
    // The product page view names the product. An event the last test's page left queued in this browser's storage
    // may arrive meanwhile (queued events survive the page): this page's view is the one with its address.
    const url = `${rig.server.url}/products/ajax`;
    const thisPageView = () => events('page_view', started).find((event) => event.payload['url'] === url);
    await waitUntil(() => thisPageView() !== undefined, 10_000, 'page_view');
    const view = thisPageView()!;
    assert.deepEqual([view.payload['url'], view.payload['entity_id'], view.payload['entity_type']], [url, 7002, 'product']);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('adds once for a double click', async () => {
    const started = Date.now();
    const { page, pageErrors } = await rig.open('/products/ajax');
    const { x, y } = await buttonCentre(page);
    await page.mouse.dblclick(x, y);
    await page.waitForSelector('mc-modal[data-state="open"]', { timeout: 10_000 });
    await page.locator('mc-modal button[aria-label="Close"]').click();
    await page.getByText('Added to your cart.').waitFor({ timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 800));
    assert.equal(rig.server.requestsTo('/cart/add.js').filter((request) => request.at >= started).length, 1);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('submits a classic add-to-cart form once, after the modal is closed', async () => {
    const started = Date.now();
    const { page, pageErrors } = await rig.open('/products/classic');
    const { x, y } = await buttonCentre(page);
    await page.mouse.click(x, y);
    await page.waitForSelector('mc-modal[data-state="open"]', { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(rig.server.requestsTo('/cart/add').filter((request) => request.at >= started).length, 0);
    await page.locator('mc-modal button[aria-label="Close"]').click();
    await page.waitForURL('**/cart', { timeout: 5000 });
    assert.deepEqual(JSON.parse((await page.locator('#lines').textContent()) ?? ''), [{ id: 41001, quantity: 1 }]);
    assert.equal(rig.server.requestsTo('/cart/add').filter((request) => request.at >= started).length, 1);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});
