import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { startShop } from '../../src/shopify';
import { SERVER, SHOP, json, makeHost, overlayOf, restoreOverlayOf, setCartCookie, stubFetch, type FetchRoute } from './support';

type ShopWindow = Window & { Shopify?: unknown };

const SHOP_INFO = `GET ${SERVER}/shopify/getShopInfo?shop=${SHOP}`;

describe('the store integration', () => {
  const originalUrl = location.href;
  let fetchStub: ReturnType<typeof stubFetch>;
  let stop: (() => void) | undefined;
  let warn: sinon.SinonStub;
  let error: sinon.SinonStub;

  beforeEach(() => {
    (window as ShopWindow).Shopify = { shop: SHOP };
    warn = sinon.stub(console, 'warn');
    error = sinon.stub(console, 'error');
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    fetchStub?.stub.restore();
    warn.restore();
    error.restore();
    history.replaceState(null, '', originalUrl);
    delete (window as ShopWindow).Shopify;
    setCartCookie(undefined);
    document.querySelector('form[data-test]')?.remove();
  });

  function shop(routes: Record<string, FetchRoute> = {}) {
    fetchStub = stubFetch({
      'GET /shopify/getShopInfo': () => json({ page_id: '1234567' }),
      'GET /shopify/getCart': () => json({ state: true, payload: { line_items: [{ id: 1, quantity: 1 }] } }),
      'POST /cart/clear.js': () => json({ token: 'new-cart' }),
      'GET /shopify/repairCart': () => json({ state: true }),
      'POST /cart/add.js': () => json({}),
      'GET /products/hat.json': () => json({ product: { id: 7001 } }),
      ...routes,
    });
    return fetchStub;
  }

  const until = async (done: () => boolean) => {
    for (let i = 0; i < 200 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  it('stays off for a shop linked to another account', async () => {
    const { list } = shop({ 'GET /shopify/getShopInfo': () => json({ page_id: '999' }) });
    const fake = makeHost({ widgets: ['1-1'] });
    history.replaceState(null, '', '/products/hat');
    stop = startShop(fake.host);
    await until(() => warn.called);
    expect(warn.args[0]?.[0]).to.match(/not linked to account 1234567/);
    expect(list()).to.deep.equal([SHOP_INFO]);
    expect(fake.pixel.logStoreEvent.called).to.equal(false);
  });

  it('stays off when the shop is unknown to the server', async () => {
    const { list } = shop({ 'GET /shopify/getShopInfo': () => json({ message: 'no account' }, 404) });
    const fake = makeHost();
    stop = startShop(fake.host);
    await until(() => warn.called);
    expect(warn.args[0]?.[0]).to.match(/store integration stopped: Newtwork GET error .* 404/);
    expect(list()).to.deep.equal([SHOP_INFO]);
    expect(fake.pixel.logStoreEvent.called).to.equal(false);
  });

  it('on a product page: session events, the interceptor armed, then the page_view', async () => {
    const { list } = shop();
    setCartCookie('c1');
    const form = document.createElement('form');
    form.setAttribute('data-test', '');
    form.action = '/cart/add';
    form.innerHTML = '<button style="width: 100px; height: 60px">Add to cart</button>';
    document.body.prepend(form);
    history.replaceState(null, '', '/products/hat?variant=41001#reviews');
    const fake = makeHost({ widgets: ['1-1'] });
    stop = startShop(fake.host);
    await until(() => fake.pixel.logStoreEvent.callCount >= 3);
    expect(list()).to.deep.equal([SHOP_INFO, 'GET /products/hat.json']);
    expect(fake.pixel.logStoreEvent.args).to.deep.equal([
      ['shopify_session_started', { shop: SHOP }],
      ['cart_created', { cart_token: 'c1' }],
      ['page_view', { url: `${location.origin}/products/hat`, entity_id: 7001, entity_type: 'product', user_agent: navigator.userAgent }],
    ]);
    expect(getComputedStyle(overlayOf()!).visibility).to.equal('visible');
    // A request the page makes afterwards is watched for a new cart.
    setCartCookie('c2');
    await window.fetch('/cart/add.js', { method: 'POST', body: '{}' });
    await until(() => fake.pixel.logStoreEvent.callCount >= 4);
    expect(fake.pixel.logStoreEvent.lastCall.args).to.deep.equal(['cart_created', { cart_token: 'c2' }]);
    stop();
    stop = undefined;
    expect(overlayOf()).to.equal(null);
  });

  it('sends no page_view off product pages, or when the product cannot be read', async () => {
    const { list } = shop({ 'GET /products/hat.json': () => json({ product: {} }) });
    history.replaceState(null, '', '/collections/all');
    const fake = makeHost();
    stop = startShop(fake.host);
    await until(() => fake.pixel.logStoreEvent.called);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(list()).to.deep.equal([SHOP_INFO]);
    stop();
    history.replaceState(null, '', '/products/hat/');
    const second = makeHost();
    stop = startShop(second.host);
    await until(() => warn.called);
    expect(warn.args[0]?.[0]).to.match(/product page view not tracked/);
    expect(second.pixel.logStoreEvent.args.map((args) => args[0])).to.not.include('page_view');
  });

  it('restores the cart from an abandoned-cart link instead of arming the interceptor', async () => {
    const { list } = shop({ 'POST /cart/clear.js': () => (setCartCookie('new-cart'), json({})) });
    history.replaceState(null, '', '/products/hat?cart_token=T1&manychat_cart_hmac=H1');
    const fake = makeHost({ widgets: ['1-1'], debug: true });
    const info = sinon.stub(console, 'info');
    try {
      stop = startShop(fake.host);
      await until(() => list().length >= 6);
      await until(() => fake.pixel.logStoreEvent.args.some((args) => args[0] === 'page_view'));
    } finally {
      info.restore();
    }
    expect(list()).to.deep.equal([
      SHOP_INFO,
      `GET ${SERVER}/shopify/getCart?token=T1&hmac=H1&shop=${SHOP}`,
      'POST /cart/clear.js',
      `GET ${SERVER}/shopify/repairCart?token=T1&hmac=H1&token_new=new-cart&shop=${SHOP}`,
      'POST /cart/add.js {"id":1,"quantity":1}',
      'GET /products/hat.json',
    ]);
    // Linking the restored cart sends its token.
    expect(fake.pixel.logStoreEvent.args.map((args) => args[0])).to.deep.equal(['shopify_session_started', 'cart_created', 'page_view']);
    expect(fake.pixel.logStoreEvent.args[1]).to.deep.equal(['cart_created', { cart_token: 'new-cart' }]);
    expect(overlayOf()).to.equal(null);
    expect(restoreOverlayOf()).to.equal(null);
  });

  it('needs both abandoned-cart parameters', async () => {
    const { list } = shop();
    history.replaceState(null, '', '/pages/about?cart_token=T1');
    const fake = makeHost();
    stop = startShop(fake.host);
    await until(() => fake.pixel.logStoreEvent.called);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(list()).to.deep.equal([SHOP_INFO]);
    expect(error.called).to.equal(false);
  });
});
