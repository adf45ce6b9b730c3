import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { ABANDONED_CART_EMPTY, ABANDONED_CART_NOT_VALID, CART_RESTORING_TEXT } from '../../src/runtime/constants';
import { request } from '../../src/runtime/network';
import { NO_LINE_ADDED, restoreCart } from '../../src/shopify/restore/restore-cart';
import { createShopCalls } from '../../src/shopify/shop-calls';
import { SERVER, SHOP, json, restoreOverlayOf, setCartCookie, stubFetch, type FetchRoute } from './support';

const TOKEN = 'abandoned-token-123';
const HMAC = 'f00dfacef00dface';
const LINES = [
  { id: 41001, quantity: 2 },
  { id: 41002, quantity: 1 },
  { id: 41003, quantity: 5 },
];

const GET_CART = `GET ${SERVER}/shopify/getCart?token=${TOKEN}&hmac=${HMAC}&shop=${SHOP}`;
const CLEAR = 'POST /cart/clear.js';
const REPAIR = `GET ${SERVER}/shopify/repairCart?token=${TOKEN}&hmac=${HMAC}&token_new=fresh-cart&shop=${SHOP}`;
const add = (line: { id: number; quantity: number }) => `POST /cart/add.js ${JSON.stringify(line)}`;

describe('cart restore', () => {
  let warn: sinon.SinonStub;
  let error: sinon.SinonStub;
  let info: sinon.SinonStub;
  let fetchStub: ReturnType<typeof stubFetch> | undefined;

  beforeEach(() => {
    setCartCookie('old-cart');
    warn = sinon.stub(console, 'warn');
    error = sinon.stub(console, 'error');
    info = sinon.stub(console, 'info');
  });
  afterEach(() => {
    fetchStub?.stub.restore();
    fetchStub = undefined;
    warn.restore();
    error.restore();
    info.restore();
    setCartCookie(undefined);
    document.documentElement.style.removeProperty('overflow');
    document.body.style.removeProperty('overflow');
    restoreOverlayOf()?.remove();
  });

  function shop(overrides: Record<string, FetchRoute> = {}) {
    fetchStub = stubFetch({
      'GET /shopify/getCart': () => json({ state: true, payload: { line_items: LINES }, redirect_target: null }),
      // Shopify answers a clear with the cart, and sets the `cart` cookie of the new cart.
      'POST /cart/clear.js': () => {
        setCartCookie('fresh-cart');
        return json({ token: 'fresh-cart', items: [] });
      },
      'GET /shopify/repairCart': () => json({ state: true }),
      'POST /cart/add.js': (call) => json({ id: (call.body as { id: number }).id }),
      ...overrides,
    });
    return fetchStub;
  }

  function run(options: { debug?: boolean } = {}) {
    const link = sinon.spy();
    const navigate = sinon.spy();
    const calls = createShopCalls(request, SERVER, SHOP);
    const done = restoreCart({ win: window, calls, token: TOKEN, hmac: HMAC, debug: options.debug ?? false, link, navigate });
    return { link, navigate, done };
  }

  const logged = () => [...warn.args, ...error.args, ...info.args].map((args) => args.join(' '));

  it('fetches, clears, repairs, adds each line in order, links the cart, then goes to /checkout', async () => {
    const { list } = shop();
    const { link, navigate, done } = run();
    expect(await done).to.equal(true);
    expect(list()).to.deep.equal([GET_CART, CLEAR, REPAIR, ...LINES.map(add)]);
    expect(link.calledOnce).to.equal(true);
    expect(navigate.args).to.deep.equal([['/checkout']]);
    expect(link.calledBefore(navigate)).to.equal(true);
    expect(error.called).to.equal(false);
  });

  it('shows the restoring overlay with a spinner and locks scrolling while it works', async () => {
    let answer!: (response: Response) => void;
    shop({ 'GET /shopify/getCart': () => new Promise<Response>((resolve) => (answer = resolve)) });
    document.body.style.setProperty('overflow', 'scroll');
    const { done } = run({ debug: true });
    const overlay = restoreOverlayOf();
    expect(overlay, 'overlay').to.not.equal(null);
    expect(overlay!.shadowRoot!.textContent).to.equal(CART_RESTORING_TEXT);
    expect(overlay!.shadowRoot!.querySelector('[aria-hidden="true"]'), 'spinner').to.not.equal(null);
    const box = overlay!.getBoundingClientRect();
    expect([box.left, box.top, box.width, box.height]).to.deep.equal([0, 0, innerWidth, innerHeight]);
    expect(getComputedStyle(document.documentElement).overflow).to.equal('hidden');
    expect(getComputedStyle(document.body).overflow).to.equal('hidden');
    answer(json({ state: true, payload: { line_items: LINES } }));
    await done;
    // Afterwards the page's own inline styles are back exactly.
    expect(restoreOverlayOf()).to.equal(null);
    expect(document.body.style.getPropertyValue('overflow')).to.equal('scroll');
    expect(document.body.style.getPropertyPriority('overflow')).to.equal('');
    expect(document.documentElement.getAttribute('style') ?? '').to.equal('');
  });

  it('keeps the overlay while the page is left for checkout', async () => {
    shop();
    await run().done;
    expect(restoreOverlayOf()).to.not.equal(null);
  });

  it('goes to a same-origin redirect_target from the server', async () => {
    shop({ 'GET /shopify/getCart': () => json({ state: true, payload: { line_items: LINES }, redirect_target: '/cart?note=restored' }) });
    const { navigate, done } = run();
    await done;
    expect(navigate.args).to.deep.equal([['/cart?note=restored']]);
  });

  it('refuses a redirect_target on another origin and goes to /checkout', async () => {
    shop({
      'GET /shopify/getCart': () => json({ state: true, payload: { line_items: LINES }, redirect_target: 'https://evil.example/steal' }),
    });
    const { navigate, done } = run();
    await done;
    expect(navigate.args).to.deep.equal([['/checkout']]);
  });

  it('stays on the page with data-debug', async () => {
    const { list } = shop();
    const { navigate, link, done } = run({ debug: true });
    expect(await done).to.equal(false);
    expect(list()).to.deep.equal([GET_CART, CLEAR, REPAIR, ...LINES.map(add)]);
    expect(link.calledOnce).to.equal(true);
    expect(navigate.called).to.equal(false);
    expect(restoreOverlayOf()).to.equal(null);
  });

  const invalid: [string, unknown][] = [
    ['state false', { state: false }],
    ['no state', { payload: { line_items: LINES } }],
    ['no payload', { state: true }],
    ['line_items not an array', { state: true, payload: { line_items: { 0: LINES[0] } } }],
    ['an empty answer', ''],
  ];
  for (const [name, answer] of invalid) {
    it(`stops with "${ABANDONED_CART_NOT_VALID}" for ${name}: overlay removed, error logged, no redirect`, async () => {
      const { list } = shop({ 'GET /shopify/getCart': () => (answer === '' ? new Response('', { status: 200 }) : json(answer)) });
      const { navigate, link, done } = run();
      expect(await done).to.equal(false);
      expect(list()).to.deep.equal([GET_CART]);
      expect(error.args.map((args) => args.join(' '))).to.deep.equal([`[mc] ${ABANDONED_CART_NOT_VALID}`]);
      expect(navigate.called || link.called).to.equal(false);
      expect(restoreOverlayOf()).to.equal(null);
      expect(document.body.style.getPropertyValue('overflow')).to.equal('');
    });
  }

  it(`stops with "${ABANDONED_CART_EMPTY}" for an empty list: overlay removed, error logged, no redirect, live cart kept`, async () => {
    const { list } = shop({ 'GET /shopify/getCart': () => json({ state: true, payload: { line_items: [] } }) });
    const { navigate, done } = run();
    expect(await done).to.equal(false);
    expect(list()).to.deep.equal([GET_CART]);
    expect(error.args.map((args) => args.join(' '))).to.deep.equal([`[mc] ${ABANDONED_CART_EMPTY}`]);
    expect(navigate.called).to.equal(false);
    expect(restoreOverlayOf()).to.equal(null);
  });

  it('skips line items with a bad id or quantity, with a warning, and sends only the good ones', async () => {
    const lines = [
      { id: 41001, quantity: 2 },
      { id: 'abc', quantity: 1 },
      { id: 41002, quantity: 0 },
      { id: 41003, quantity: 1.5 },
      { id: -4, quantity: 1 },
      { id: 41004, quantity: '2' },
      null,
      { id: '41005', quantity: 3 },
    ];
    const { list } = shop({ 'GET /shopify/getCart': () => json({ state: true, payload: { line_items: lines } }) });
    const { navigate, done } = run();
    await done;
    expect(list().slice(3)).to.deep.equal([add({ id: 41001, quantity: 2 }), add({ id: 41005, quantity: 3 })]);
    expect(warn.callCount).to.equal(6);
    expect(navigate.args).to.deep.equal([['/checkout']]);
  });

  it(`treats a cart whose every line is bad as empty`, async () => {
    const { list } = shop({ 'GET /shopify/getCart': () => json({ state: true, payload: { line_items: [{ id: 0, quantity: 1 }] } }) });
    const { navigate, done } = run();
    await done;
    expect(list()).to.deep.equal([GET_CART]);
    expect(error.args[0]?.join(' ')).to.equal(`[mc] ${ABANDONED_CART_EMPTY}`);
    expect(navigate.called).to.equal(false);
  });

  it('stops when the abandoned cart cannot be fetched, without the token or hmac in the console', async () => {
    const { list } = shop({ 'GET /shopify/getCart': () => new Response('down', { status: 503 }) });
    const { navigate, done } = run();
    await done;
    expect(list()).to.deep.equal([GET_CART]);
    expect(error.callCount).to.equal(1);
    expect(error.args[0]?.join(' ')).to.match(/Newtwork GET error .*getCart.* 503/);
    expect(navigate.called).to.equal(false);
    expect(restoreOverlayOf()).to.equal(null);
    for (const line of logged()) {
      expect(line).to.not.include(TOKEN);
      expect(line).to.not.include(HMAC);
    }
  });

  it('stops when the live cart cannot be cleared: no repair, nothing added, no redirect', async () => {
    const { list } = shop({ 'POST /cart/clear.js': () => new Response('', { status: 500 }) });
    const { navigate, done } = run();
    await done;
    expect(list()).to.deep.equal([GET_CART, CLEAR]);
    expect(error.args[0]?.join(' ')).to.match(/Newtwork POST error \/cart\/clear\.js 500/);
    expect(navigate.called).to.equal(false);
    expect(restoreOverlayOf()).to.equal(null);
  });

  it('goes on when the repair fails: the visitor still gets the cart', async () => {
    const { list } = shop({ 'GET /shopify/repairCart': () => new Response('', { status: 500 }) });
    const { navigate, done } = run();
    await done;
    expect(list()).to.deep.equal([GET_CART, CLEAR, REPAIR, ...LINES.map(add)]);
    expect(warn.args[0]?.join(' ')).to.match(/repair failed/);
    expect(navigate.args).to.deep.equal([['/checkout']]);
    for (const line of logged()) expect(line).to.not.include(HMAC);
  });

  it('skips a line the shop refuses and adds the rest, in order', async () => {
    const { list } = shop({
      'POST /cart/add.js': (call) => ((call.body as { id: number }).id === 41002 ? json({ description: 'sold out' }, 422) : json({})),
    });
    const { navigate, done } = run();
    await done;
    expect(list().slice(3)).to.deep.equal(LINES.map(add));
    expect(warn.args.map((args) => args.join(' '))).to.have.length(1);
    expect(navigate.args).to.deep.equal([['/checkout']]);
  });

  it('does not go to checkout when the shop refused every line', async () => {
    shop({ 'POST /cart/add.js': () => json({}, 422) });
    const { navigate, link, done } = run();
    await done;
    expect(error.args[0]?.join(' ')).to.equal(`[mc] ${NO_LINE_ADDED}`);
    expect(navigate.called || link.called).to.equal(false);
    expect(restoreOverlayOf()).to.equal(null);
  });

  it('takes token_new from the cleared cart when the shop set no cookie', async () => {
    setCartCookie(undefined);
    const { list } = shop({ 'POST /cart/clear.js': () => json({ token: 'from-answer' }) });
    await run().done;
    expect(list()[2]).to.equal(`GET ${SERVER}/shopify/repairCart?token=${TOKEN}&hmac=${HMAC}&token_new=from-answer&shop=${SHOP}`);
  });
});
