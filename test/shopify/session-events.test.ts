import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { CART_TOKEN_POLL_ATTEMPTS, CART_TOKEN_POLL_INTERVAL_MS, STORAGE_KEYS } from '../../src/runtime/constants';
import { createCartTokenPoll } from '../../src/shopify/session/cart-token-poll';
import { SESSION_STARTED_MARK, createSessionEvents } from '../../src/shopify/session/session-events';
import { SHOP, makeHost, setCartCookie } from './support';

type AnalyticsWindow = Window & { ShopifyAnalytics?: unknown };

const setCustomer = (customerId: unknown) => {
  (window as AnalyticsWindow).ShopifyAnalytics = { meta: { page: { customerId } } };
};

describe('session events', () => {
  afterEach(() => {
    setCartCookie(undefined);
    delete (window as AnalyticsWindow).ShopifyAnalytics;
  });

  const events = (pixel: ReturnType<typeof makeHost>['pixel']) => pixel.logStoreEvent.args.map((args) => [args[0], args[1]]);

  it('start a pixel session once: shopify_session_started, stored cart and customer forgotten, then cart_created and login', () => {
    setCartCookie('c1');
    setCustomer(5551234);
    const fake = makeHost({ storage: { [STORAGE_KEYS.shopifyCartToken]: 'c1', [STORAGE_KEYS.shopifyCustomerId]: '5551234' } });
    createSessionEvents(fake.host, SHOP).start();
    expect(events(fake.pixel)).to.deep.equal([
      ['shopify_session_started', { shop: SHOP }],
      ['cart_created', { cart_token: 'c1' }],
      ['login', { customer_id: '5551234' }],
    ]);
    expect(fake.pixel.custom.get(SESSION_STARTED_MARK)).to.equal(true);
    expect(fake.pixel.setExternalId.args).to.deep.equal([['5551234']]);
    expect(fake.backing.data.get(STORAGE_KEYS.shopifyCartToken)).to.equal('c1');
    expect(fake.backing.data.get(STORAGE_KEYS.shopifyCustomerId)).to.equal('5551234');
  });

  it('send nothing again on the next page of the same session with the same cart and customer', () => {
    setCartCookie('c1');
    setCustomer('5551234');
    const fake = makeHost();
    createSessionEvents(fake.host, SHOP).start();
    fake.pixel.logStoreEvent.resetHistory();
    createSessionEvents(fake.host, SHOP).start();
    expect(events(fake.pixel)).to.deep.equal([]);
    // The customer is still every event's external id.
    expect(fake.pixel.setExternalId.lastCall.args).to.deep.equal(['5551234']);
  });

  it('start again in a new pixel session (whose marks are empty)', () => {
    setCartCookie('c1');
    const fake = makeHost({ storage: { [STORAGE_KEYS.shopifyCartToken]: 'c1' } });
    createSessionEvents(fake.host, SHOP).start();
    expect(events(fake.pixel).map(([name]) => name)).to.deep.equal(['shopify_session_started', 'cart_created']);
  });

  it('send cart_created when the cart cookie holds a new token, once', () => {
    const fake = makeHost({ custom: { [SESSION_STARTED_MARK]: true } });
    const session = createSessionEvents(fake.host, SHOP);
    session.start();
    expect(events(fake.pixel)).to.deep.equal([]);
    setCartCookie('c2');
    expect(session.checkCart()).to.equal(true);
    expect(session.checkCart()).to.equal(false);
    setCartCookie('c3');
    expect(session.checkCart()).to.equal(true);
    expect(events(fake.pixel)).to.deep.equal([
      ['cart_created', { cart_token: 'c2' }],
      ['cart_created', { cart_token: 'c3' }],
    ]);
  });

  it('send login only for a customer id, not for a guest', () => {
    for (const guest of [null, undefined, 0, '', '  ', {}]) {
      setCustomer(guest);
      const fake = makeHost({ custom: { [SESSION_STARTED_MARK]: true } });
      createSessionEvents(fake.host, SHOP).start();
      expect(events(fake.pixel), String(guest)).to.deep.equal([]);
      expect(fake.pixel.setExternalId.called).to.equal(false);
    }
  });
});

describe('the cart-token poll', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => (clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })));
  afterEach(() => clock.restore());

  it(`checks ${CART_TOKEN_POLL_ATTEMPTS} times, every ${CART_TOKEN_POLL_INTERVAL_MS} ms, after a click`, async () => {
    const check = sinon.spy(() => false);
    createCartTokenPoll(check).poll();
    await clock.tickAsync(499);
    expect(check.callCount).to.equal(0);
    await clock.tickAsync(1);
    expect(check.callCount).to.equal(1);
    await clock.tickAsync(2000);
    expect(check.callCount).to.equal(5);
    await clock.tickAsync(5000);
    expect(check.callCount).to.equal(5);
  });

  it('stops once the token changed', async () => {
    const check = sinon.stub().returns(false).onSecondCall().returns(true);
    createCartTokenPoll(check).poll();
    await clock.tickAsync(5000);
    expect(check.callCount).to.equal(2);
  });

  it('starts counting again on a new click', async () => {
    const check = sinon.spy(() => false);
    const { poll } = createCartTokenPoll(check);
    poll();
    await clock.tickAsync(1500);
    poll();
    await clock.tickAsync(5000);
    expect(check.callCount).to.equal(3 + 5);
  });

  it('finds the token a moment after the click, through the session events', async () => {
    const fake = makeHost({ custom: { [SESSION_STARTED_MARK]: true } });
    const session = createSessionEvents(fake.host, SHOP);
    createCartTokenPoll(session.checkCart).poll();
    await clock.tickAsync(1000);
    setCartCookie('late-cart');
    await clock.tickAsync(500);
    expect(fake.pixel.logStoreEvent.args).to.deep.equal([['cart_created', { cart_token: 'late-cart' }]]);
    setCartCookie(undefined);
  });
});
