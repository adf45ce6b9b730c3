import '../setup';
import { expect } from '@open-wc/testing';
import { watchRoutes } from '../../src/runtime/navigation';

const START_URL = location.pathname + location.search;

describe('navigation: history patched once, composing with other wrappers', () => {
  const disposers: (() => void)[] = [];
  afterEach(() => {
    disposers.splice(0).forEach((dispose) => dispose());
    history.replaceState(null, '', START_URL);
  });

  it('reports pushState, replaceState, popstate and hashchange, once each and only on a real change', async () => {
    const seen: string[] = [];
    disposers.push(watchRoutes(window, (url) => seen.push(new URL(url).pathname + new URL(url).hash)));
    history.pushState(null, '', '/nav/a');
    history.replaceState(null, '', '/nav/b');
    history.replaceState(null, '', '/nav/b');
    location.hash = 'section';
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).to.deep.equal(['/nav/a', '/nav/b', '/nav/b#section']);
  });

  it('patches history only once however many listeners subscribe', () => {
    disposers.push(watchRoutes(window, () => undefined));
    const patched = history.pushState;
    disposers.push(watchRoutes(window, () => undefined));
    expect(history.pushState).to.equal(patched);
  });

  it('keeps the return value and this of a wrapper installed before it, and works with one installed after', () => {
    const seen: string[] = [];
    disposers.push(watchRoutes(window, (url) => seen.push(new URL(url).pathname)));
    const ours = history.pushState;
    const calls: string[] = [];
    history.pushState = function (this: History, ...args: Parameters<History['pushState']>) {
      calls.push('outer');
      ours.apply(this, args);
      return 'outer-result' as unknown as void;
    };
    try {
      const result = history.pushState(null, '', '/nav/after');
      expect(result).to.equal('outer-result');
      expect(calls).to.deep.equal(['outer']);
      expect(seen).to.deep.equal(['/nav/after']);
    } finally {
      history.pushState = ours;
    }
  });

  it('passes on an exception thrown by an earlier wrapper without reporting a change that did not happen', () => {
    const seen: string[] = [];
    disposers.push(watchRoutes(window, (url) => seen.push(url)));
    const original = History.prototype.pushState;
    const ours = history.pushState;
    // Re-wrap so that "the previous" function (the prototype's) throws.
    const throwing = function () {
      throw new Error('host wrapper failed');
    };
    History.prototype.pushState = throwing as typeof original;
    try {
      delete (history as unknown as Record<string, unknown>)['pushState'];
      expect(() => history.pushState(null, '', '/nav/throw')).to.throw('host wrapper failed');
      expect(seen).to.deep.equal([]);
    } finally {
      History.prototype.pushState = original;
      history.pushState = ours;
    }
  });

  it('stops reporting after unsubscribe', () => {
    const seen: string[] = [];
    const unsubscribe = watchRoutes(window, (url) => seen.push(url));
    unsubscribe();
    history.pushState(null, '', '/nav/after-unsubscribe');
    expect(seen).to.deep.equal([]);
  });
});
