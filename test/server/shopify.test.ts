// The store integration's calls: shop info, and abandoned carts only behind a correct HMAC.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cartHmac } from '../../server/security/cart-hmac';
import { DEMO_ABANDONED_CART_TOKEN, DEMO_ACCOUNT_ID, DEMO_SHOP_DOMAIN, demoAbandonedCart } from '../../server/seed';
import { json, startTestServer, TEST_SECRETS, type TestServer } from './helpers';

const hmacOf = (token: string) => cartHmac(TEST_SECRETS.shopifyHmacSecret, token);

describe('shopify calls', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  const get = (url: string) => server.app.inject({ method: 'GET', url });
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

  it('tells the account a shop belongs to', async () => {
    const response = await get(`/shopify/getShopInfo?shop=${DEMO_SHOP_DOMAIN.toUpperCase()}`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(json(response), { page_id: DEMO_ACCOUNT_ID });
    assert.equal((await get('/shopify/getShopInfo?shop=unknown.myshopify.com')).statusCode, 404);
    const malformed = await get('/shopify/getShopInfo?shop=%3Cscript%3E');
    assert.equal(malformed.statusCode, 400);
    assert.match(json(malformed).message as string, /shop/);
    assert.match(json(await get('/shopify/getShopInfo')).message as string, /shop/);
  });

  it('gives the abandoned cart for a correct HMAC', async () => {
    const response = await get(
      `/shopify/getCart?${query({ token: DEMO_ABANDONED_CART_TOKEN, hmac: hmacOf(DEMO_ABANDONED_CART_TOKEN), shop: DEMO_SHOP_DOMAIN })}`,
    );
    assert.equal(response.statusCode, 200);
    assert.deepEqual(json(response), {
      state: true,
      payload: { line_items: demoAbandonedCart().lineItems },
      redirect_target: null,
    });
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  it('answers state false for a wrong HMAC, an unknown cart or another shop, and never shows the cart', async () => {
    const token = DEMO_ABANDONED_CART_TOKEN;
    const wrong = [
      { token, hmac: hmacOf('another-token'), shop: DEMO_SHOP_DOMAIN },
      { token, hmac: 'not-hex-at-all', shop: DEMO_SHOP_DOMAIN },
      { token, hmac: cartHmac('guessed-secret', token), shop: DEMO_SHOP_DOMAIN },
      { token: 'no-such-cart', hmac: hmacOf('no-such-cart'), shop: DEMO_SHOP_DOMAIN },
      { token, hmac: hmacOf(token), shop: 'other.myshopify.com' },
    ];
    for (const params of wrong) {
      const response = await get(`/shopify/getCart?${query(params)}`);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(json(response), { state: false }, JSON.stringify(params));
      const repair = await get(`/shopify/repairCart?${query({ ...params, token_new: 'new-cart' })}`);
      assert.deepEqual(json(repair), { state: false });
    }
    assert.equal((await server.storage.getAbandonedCart(token))?.repairedAt, null);
  });

  it('refuses a cart request without token or hmac with 400 naming the field', async () => {
    assert.match(json(await get('/shopify/getCart?hmac=ab')).message as string, /token/);
    assert.match(json(await get('/shopify/getCart?token=ab')).message as string, /hmac/);
    assert.match(json(await get(`/shopify/repairCart?token=ab&hmac=${hmacOf('ab')}`)).message as string, /token_new/);
  });

  it('records the new cart token when a restore repairs the cart', async () => {
    const token = DEMO_ABANDONED_CART_TOKEN;
    const response = await get(
      `/shopify/repairCart?${query({ token, hmac: hmacOf(token), token_new: 'c1-fresh', shop: DEMO_SHOP_DOMAIN })}`,
    );
    assert.deepEqual(json(response), { state: true });
    const cart = await server.storage.getAbandonedCart(token);
    assert.equal(cart?.repairedToken, 'c1-fresh');
    assert.equal(cart?.repairedAt, server.clock.time);
  });

  it('lets the owner create a cart whose restore query opens it', async () => {
    const created = await server.admin('POST', `/admin/api/accounts/${DEMO_ACCOUNT_ID}/carts`, {
      line_items: [
        { id: 41002, quantity: 3 },
        { id: '41001', quantity: 1 },
      ],
      redirect_target: '/cart',
    });
    assert.equal(created.statusCode, 201);
    const cart = json<{ token: string; hmac: string; restore_query: string; shop: string }>(created);
    assert.equal(cart.shop, DEMO_SHOP_DOMAIN, "the account's shop by default");
    const restore = new URLSearchParams(cart.restore_query);
    assert.equal(restore.get('cart_token'), cart.token);
    assert.equal(restore.get('manychat_cart_hmac'), cart.hmac);
    const answer = json(await get(`/shopify/getCart?${query({ token: cart.token, hmac: cart.hmac, shop: DEMO_SHOP_DOMAIN })}`));
    assert.deepEqual(answer, {
      state: true,
      payload: {
        line_items: [
          { id: 41002, quantity: 3 },
          { id: 41001, quantity: 1 },
        ],
      },
      redirect_target: '/cart',
    });
    const fetched = json(await server.admin('GET', `/admin/api/carts/${cart.token}`));
    assert.equal(fetched.token, cart.token);
  });

  it('refuses a cart that would send the visitor off the shop, or has no items', async () => {
    for (const body of [
      { line_items: [{ id: 1, quantity: 1 }], redirect_target: '//evil.example.net' },
      { line_items: [{ id: 1, quantity: 1 }], redirect_target: 'https://evil.example.net' },
      { line_items: [] },
      { line_items: [{ id: 1, quantity: 0 }] },
    ]) {
      const response = await server.admin('POST', `/admin/api/accounts/${DEMO_ACCOUNT_ID}/carts`, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
    }
  });
});
