// What the server serves besides the API: the built widgets, the owner pages, the demo site and storefront.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../../server/app';
import { DEMO_ACCOUNT_ID, DEMO_WIDGET_IDS } from '../../server/seed';
import { createSqliteStorage } from '../../server/storage/sqlite/sqlite-storage';
import { json, startTestServer, TEST_SECRETS, testConfig, type TestServer } from './helpers';

describe('the built widgets', () => {
  let distDir: string;
  let server: Awaited<ReturnType<typeof buildServer>>;
  const storage = createSqliteStorage({ path: ':memory:' });
  before(async () => {
    // A dist/ of its own, so the test does not depend on (or race with) a build in progress.
    distDir = await mkdtemp(path.join(os.tmpdir(), 'mc-dist-'));
    await mkdir(path.join(distDir, 'ui'));
    await writeFile(path.join(distDir, 'mc-widgets.js'), '/* loader */');
    await writeFile(path.join(distDir, 'ui', 'mc-ui.js'), '/* ui */');
    await writeFile(path.join(distDir, 'ui', 'chunk-ABC.js'), '/* chunk */');
    await writeFile(path.join(distDir, 'meta.json'), '{"inputs": {"src/secret-module-map.ts": {}}}');
    server = await buildServer({ config: testConfig(), storage, secrets: TEST_SECRETS, paths: { distDir } });
  });
  after(async () => {
    await server.close();
    await storage.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('serves the loader at /dist/, at the root and under both install names, and the UI chunk next to it, for any origin', async () => {
    const expected: [string, string][] = [
      ['/dist/mc-widgets.js', '/* loader */'],
      ['/mc-widgets.js', '/* loader */'],
      [`/${DEMO_ACCOUNT_ID}.js`, '/* loader */'],
      [`/${DEMO_ACCOUNT_ID}_ab12cd.js`, '/* loader */'],
      ['/1234567_ab12cd.js?ver=6.4', '/* loader */'],
      ['/dist/ui/mc-ui.js', '/* ui */'],
      ['/ui/mc-ui.js', '/* ui */'],
      ['/ui/chunk-ABC.js', '/* chunk */'],
    ];
    for (const [url, body] of expected) {
      const response = await server.inject({ method: 'GET', url, headers: { origin: 'https://shop.example.com' } });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.body, body, url);
      assert.match(String(response.headers['content-type']), /javascript/, url);
      assert.equal(response.headers['access-control-allow-origin'], '*', url);
    }
  });

  it("keeps the build's module map (meta.json) and any other file that is not a widget script private", async () => {
    for (const url of ['/dist/meta.json', '/ui/../meta.json', '/ui/..%2fmeta.json', '/dist/ui/../meta.json', '/ui/%2e%2e/meta.json']) {
      const response = await server.inject({ method: 'GET', url });
      assert.ok([403, 404].includes(response.statusCode), `${url} → ${response.statusCode}`);
      assert.doesNotMatch(response.body, /secret-module-map/, url);
    }
  });

  it('says nosniff on every answer: scripts, errors, pages', async () => {
    for (const url of [
      '/dist/mc-widgets.js',
      '/ui/mc-ui.js',
      '/dist/meta.json',
      '/nothing-here',
      '/load?account_id=x',
      '/admin/dashboard',
      '/admin/api/accounts',
    ]) {
      const response = await server.inject({ method: 'GET', url });
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
    }
  });

  it('serves nothing outside dist/', async () => {
    for (const url of [
      '/ui/../../package.json',
      '/ui/..%2f..%2fpackage.json',
      '/dist/../package.json',
      '/dist/%2e%2e/package.json',
      '/12ab.js',
      '/1234567_.js',
      '/1234567_a.b.js',
    ]) {
      const response = await server.inject({ method: 'GET', url });
      assert.ok([403, 404].includes(response.statusCode), `${url} → ${response.statusCode}`);
      assert.doesNotMatch(response.body, /"dependencies"/, url);
    }
  });
});

describe('owner pages', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  it('serves the owner app shell with a strict content policy, and its script and style sheet bundled', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/admin/widgets' });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<div id="app">/);
    assert.match(String(page.headers['content-security-policy']), /script-src 'self'/);
    const script = await server.app.inject({ method: 'GET', url: '/admin/assets/app.js' });
    assert.equal(script.statusCode, 200);
    assert.match(String(script.headers['content-type']), /javascript/);
    assert.ok(script.body.length > 100_000, 'React and Chart.js are bundled in');
    const sheet = await server.app.inject({ method: 'GET', url: '/admin/assets/app.css' });
    assert.equal(sheet.statusCode, 200);
    assert.match(String(sheet.headers['content-type']), /text\/css/);
    assert.match(sheet.body, /\.kind-grid/, "the views' sheets are gathered into it");
    assert.equal((await server.app.inject({ method: 'GET', url: '/admin/assets/secrets.js' })).statusCode, 404);
  });

  // Guards the asset lookup in a plain object, where a visitor-given name reached its prototype: a 500 and a logged stack.
  it('answers 404 for an asset named after an object property', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__']) {
      const response = await server.app.inject({ method: 'GET', url: `/admin/assets/${name}` });
      assert.equal(response.statusCode, 404, name);
    }
  });

  it('serves every view of the app with the same strict headers: own scripts only, never framed, never cached', async () => {
    const views = [
      '/admin',
      '/admin/',
      '/admin/widgets',
      '/admin/widgets/new',
      `/admin/widgets/${DEMO_WIDGET_IDS.box}`,
      '/admin/dashboard',
      '/admin/install',
    ];
    for (const url of [...views, '/admin/preview', `/admin/preview?account=${DEMO_ACCOUNT_ID}&widget=${DEMO_WIDGET_IDS.box}`]) {
      const page = await server.app.inject({ method: 'GET', url });
      assert.equal(page.statusCode, 200, url);
      const policy = String(page.headers['content-security-policy']);
      assert.match(policy, /(^|; )script-src 'self'(;|$)/, url);
      assert.match(policy, /frame-ancestors 'none'/, url);
      assert.match(policy, /object-src 'none'/, url);
      assert.equal(page.headers['x-frame-options'], 'DENY', url);
      assert.equal(page.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(page.headers['cache-control'], 'no-store', url);
      assert.doesNotMatch(page.body, /<script(?![^>]*\ssrc="\/admin\/assets\/)/, `${url}: no script but the app's own`);
    }
  });

  it('lets only the app frame the preview page', async () => {
    const frame = await server.app.inject({ method: 'GET', url: '/admin/preview-frame' });
    assert.equal(frame.statusCode, 200);
    assert.match(String(frame.headers['content-security-policy']), /frame-ancestors 'self'/);
    assert.match(String(frame.headers['content-security-policy']), /(^|; )script-src 'self'(;|$)/);
    // Only workers made from blob: URLs (the SMS card's locale list), none from anywhere else.
    assert.match(String(frame.headers['content-security-policy']), /(^|; )worker-src blob:(;|$)/);
    assert.equal(frame.headers['x-frame-options'], 'SAMEORIGIN');
    assert.match(frame.body, /src="\/admin\/assets\/preview-frame\.js"/);
  });

  // Guards the preview that showed, to anyone without a token, the first account's id and widgets.
  it('shows nothing of any account in the pages themselves: the app fetches it once signed in', async () => {
    for (const url of [
      `/admin/preview?account=${DEMO_ACCOUNT_ID}&widget=${DEMO_WIDGET_IDS.exitIntentModal}`,
      `/admin/widgets/${DEMO_WIDGET_IDS.exitIntentModal}`,
      '/admin/preview-frame',
    ]) {
      const page = await server.app.inject({ method: 'GET', url });
      assert.equal(page.statusCode, 200);
      assert.doesNotMatch(page.body.replace(url, ''), new RegExp(DEMO_ACCOUNT_ID), url);
      assert.doesNotMatch(page.body, /data-widget-id|mc-widgets\.js|Acme|SMS card/, url);
    }
  });

  it('keeps an unknown owner API call a JSON 404 rather than the app', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/admin/api/no-such-call',
      headers: { authorization: `Bearer ${TEST_SECRETS.adminToken}` },
    });
    assert.equal(response.statusCode, 404);
    assert.match(String(response.headers['content-type']), /json/);
  });

  it("gives the platform SDK's place a stub that defines nothing", async () => {
    const stub = await server.app.inject({ method: 'GET', url: '/admin/assets/no-platform-sdk.js' });
    assert.equal(stub.statusCode, 200);
    assert.match(String(stub.headers['content-type']), /javascript/);
    assert.doesNotMatch(stub.body, /FB\s*=|https?:/);
  });
});

describe('demo site and storefront', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ config: { demo: true } });
  });
  after(() => server.close());

  const get = (url: string, cookie?: string) => server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it("serves any account's snippet on /try/<account>, at any path below it, and nothing for an id that is not digits", async () => {
    for (const url of ['/try/7654321', '/try/7654321/sale', '/try/7654321/a/b?utm_source=x']) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /<script async src="\/mc-widgets\.js" data-account-id="7654321"><\/script>/, url);
      assert.doesNotMatch(response.body, /\{\{account\}\}/, url);
    }
    for (const url of ['/try/abc', '/try/12%22%3E%3Cscript%3E', '/try/1234567890123456789'])
      assert.equal((await get(url)).statusCode, 404, url);
  });

  it('serves every demo page, each saying what to try', async () => {
    for (const url of [
      '/',
      '/article',
      '/landing',
      '/spa',
      '/spa/menu',
      '/launcher',
      '/sms',
      '/checkbox',
      '/shop',
      '/products/house-blend',
      '/cart',
      '/checkout',
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /class="try[ "]/, url);
    }
    assert.equal((await get('/site.css')).statusCode, 200);
  });

  it('answers the product JSON a Shopify theme has', async () => {
    assert.deepEqual(json(await get('/products/house-blend.json')).product, {
      id: 7001,
      title: 'House Blend',
      handle: 'house-blend',
      variants: [{ id: 41001, title: '340 g', price: 1600 }],
    });
    assert.equal((await get('/products/nothing.json')).statusCode, 404);
  });

  it('keeps a cart behind the cart cookie: add.js, cart.js, clear.js, and the form post', async () => {
    const first = await get('/cart.js');
    const setCookie = String(first.headers['set-cookie']);
    assert.match(setCookie, /^cart=[0-9a-f]{32}; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    const cookie = setCookie.split(';')[0] as string;
    const token = cookie.slice('cart='.length);
    assert.equal(json(first).token, token);

    const post = (url: string, payload?: unknown, contentType = 'application/json') =>
      server.app.inject({
        method: 'POST',
        url,
        headers: { cookie, ...(payload === undefined ? {} : { 'content-type': contentType }) },
        ...(payload === undefined ? {} : { payload: payload as string }),
      });
    const added = await post('/cart/add.js', JSON.stringify({ id: 41001, quantity: 2 }));
    assert.equal(added.statusCode, 200);
    assert.equal(json(added).quantity, 2);
    assert.equal((await post('/cart/add.js', JSON.stringify({ items: [{ id: 41002 }] }))).statusCode, 200);
    const form = await post('/cart/add', 'id=41002&quantity=1', 'application/x-www-form-urlencoded');
    assert.equal(form.statusCode, 303);
    assert.equal(form.headers.location, '/cart');
    const cart = json<{ item_count: number; total_price: number }>(await get('/cart.js', cookie));
    assert.equal(cart.item_count, 4);
    assert.equal(cart.total_price, 2 * 1600 + 2 * 1900);
    assert.equal((await post('/cart/add.js', JSON.stringify({ id: 99 }))).statusCode, 422);
    assert.equal((await post('/cart/add.js', JSON.stringify({ quantity: 1 }))).statusCode, 400);

    const cleared = await post('/cart/clear.js');
    assert.equal(json(cleared).item_count, 0);
    assert.equal(json(await get('/cart.js', cookie)).token, token, 'clearing keeps the cart token');
  });

  it('puts the Shopify globals and the widget script on storefront pages', async () => {
    const page = (await get('/products/house-blend')).body;
    assert.match(page, /window\.Shopify = \{ shop: "acme-coffee\.myshopify\.com"/);
    assert.match(page, /"customerId":null/);
    assert.match(page, /<form action="\/cart\/add" method="post"/);
    assert.match(page, /data-account-id="1234567"/);
  });

  it('links to an abandoned cart whose HMAC this server accepts', async () => {
    const response = await get('/demo/abandoned-cart');
    assert.equal(response.statusCode, 302);
    const target = new URL(String(response.headers.location), 'http://demo.local');
    assert.equal(target.pathname, '/products/house-blend');
    const cart = await get(
      `/shopify/getCart?token=${target.searchParams.get('cart_token')}&hmac=${target.searchParams.get('manychat_cart_hmac')}&shop=acme-coffee.myshopify.com`,
    );
    assert.equal(json(cart).state, true);
  });
});
