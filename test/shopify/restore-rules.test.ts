import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { ABANDONED_CART_EMPTY, ABANDONED_CART_NOT_VALID } from '../../src/runtime/constants';
import { readLineItems } from '../../src/shopify/restore/line-items';
import { redirectTarget } from '../../src/shopify/restore/redirect-target';

const PAGE = 'https://shop.example.com/products/hat?cart_token=t&manychat_cart_hmac=h';

describe('the redirect after a restore', () => {
  const cases: [unknown, string][] = [
    [undefined, '/checkout'],
    [null, '/checkout'],
    ['', '/checkout'],
    ['   ', '/checkout'],
    [42, '/checkout'],
    ['/cart', '/cart'],
    ['/checkout?step=contact#top', '/checkout?step=contact#top'],
    ['https://shop.example.com/cart', '/cart'],
    ['https://evil.example/cart', '/checkout'],
    ['http://shop.example.com/cart', '/checkout'],
    ['//evil.example/cart', '/checkout'],
    ['/\\evil.example/cart', '/checkout'],
    ['\\\\evil.example', '/checkout'],
    ['/\t/evil.example', '/checkout'],
    ['javascript:alert(1)', '/checkout'],
    [' JavaScript:alert(1)', '/checkout'],
    ['data:text/html,hi', '/checkout'],
    ['mailto:a@b.c', '/checkout'],
  ];
  for (const [target, expected] of cases) {
    it(`${JSON.stringify(target)} → ${expected}`, () => {
      expect(redirectTarget(target, PAGE)).to.equal(expected);
    });
  }
});

describe('the abandoned cart answer', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => (warn = sinon.stub(console, 'warn')));
  afterEach(() => warn.restore());

  const message = (answer: unknown) => {
    try {
      readLineItems(answer as never);
      return 'no error';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('needs a state and payload.line_items as an array', () => {
    expect(message(undefined)).to.equal(ABANDONED_CART_NOT_VALID);
    expect(message({ state: 0, payload: { line_items: [{ id: 1, quantity: 1 }] } })).to.equal(ABANDONED_CART_NOT_VALID);
    expect(message({ state: true, payload: { line_items: 'x' } })).to.equal(ABANDONED_CART_NOT_VALID);
    expect(message({ state: true, payload: null })).to.equal(ABANDONED_CART_NOT_VALID);
  });

  it('is empty without lines', () => {
    expect(message({ state: true, payload: { line_items: [] } })).to.equal(ABANDONED_CART_EMPTY);
  });

  it('keeps the order and reads digit-string ids', () => {
    expect(
      readLineItems({
        state: true,
        payload: {
          line_items: [
            { id: '7', quantity: 1 },
            { id: 3, quantity: 4 },
          ],
        },
      }),
    ).to.deep.equal([
      { id: 7, quantity: 1 },
      { id: 3, quantity: 4 },
    ]);
    expect(warn.called).to.equal(false);
  });
});
