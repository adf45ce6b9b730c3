import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { watchRequests } from '../../src/shopify/session/request-watch';

/** A window with its own fetch and XMLHttpRequest, so the page's real ones stay unwrapped. */
function makeWindow() {
  class FakeXhr extends EventTarget {
    sent: unknown[] = [];
    send(body?: unknown) {
      this.sent.push(body);
      setTimeout(() => this.dispatchEvent(new Event('loadend')), 0);
      return 'sent';
    }
  }
  const response = new Response('ok');
  const fetch = sinon.spy(function (this: unknown, ..._args: Parameters<typeof window.fetch>) {
    return Promise.resolve(response);
  });
  return { win: { fetch, XMLHttpRequest: FakeXhr } as unknown as Window & { XMLHttpRequest: typeof FakeXhr }, fetch, response };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the request watch', () => {
  it('calls back after a fetch completes and hands back the very same promise', async () => {
    const { win, fetch, response } = makeWindow();
    const listener = sinon.spy();
    watchRequests(win, listener);
    const init = { method: 'POST' };
    const result = win.fetch('/cart/add.js', init);
    expect(fetch.args[0]).to.deep.equal(['/cart/add.js', init]);
    expect(fetch.thisValues[0]).to.equal(win);
    expect(await result).to.equal(response);
    await settle();
    expect(listener.callCount).to.equal(1);
  });

  it('calls back after a failed fetch too, and leaves the rejection to the caller', async () => {
    const failure = new TypeError('Failed to fetch');
    const win = { fetch: () => Promise.reject(failure), XMLHttpRequest: undefined } as unknown as Window;
    const listener = sinon.spy();
    watchRequests(win, listener);
    let caught: unknown;
    await win.fetch('/x').catch((error: unknown) => (caught = error));
    await settle();
    expect(caught).to.equal(failure);
    expect(listener.callCount).to.equal(1);
  });

  it('calls back on every XHR loadend, and send returns what it returned', async () => {
    const { win } = makeWindow();
    const listener = sinon.spy();
    watchRequests(win, listener);
    const xhr = new win.XMLHttpRequest();
    expect(xhr.send('body')).to.equal('sent');
    expect(xhr.sent).to.deep.equal(['body']);
    await settle();
    expect(listener.callCount).to.equal(1);
  });

  it('wraps once, over a wrapper installed before, and composes with one installed after', async () => {
    const { win, fetch } = makeWindow();
    const before = sinon.spy((...args: Parameters<typeof window.fetch>) => fetch(...args));
    win.fetch = before as unknown as typeof window.fetch;
    const first = sinon.spy();
    const second = sinon.spy();
    watchRequests(win, first);
    const ours = win.fetch;
    const stopSecond = watchRequests(win, second);
    expect(win.fetch).to.equal(ours);
    const after = sinon.spy((...args: Parameters<typeof window.fetch>) => ours(...args));
    win.fetch = after as unknown as typeof window.fetch;
    await win.fetch('/cart.js');
    await settle();
    expect([after.callCount, before.callCount, fetch.callCount]).to.deep.equal([1, 1, 1]);
    expect([first.callCount, second.callCount]).to.deep.equal([1, 1]);
    stopSecond();
    await win.fetch('/cart.js');
    await settle();
    expect([first.callCount, second.callCount]).to.deep.equal([2, 1]);
  });

  it('keeps a listener that throws away from the page', async () => {
    const { win } = makeWindow();
    watchRequests(win, () => {
      throw new Error('boom');
    });
    const later = sinon.spy();
    watchRequests(win, later);
    await win.fetch('/x');
    await settle();
    expect(later.callCount).to.equal(1);
  });
});
