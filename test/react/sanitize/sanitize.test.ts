import '../../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import DOMPurify from 'dompurify';
import { boundedCache, memoByString } from '../../../src/react/bounded-cache';
import { fillWithHtml, htmlToText, loadSanitizer, sanitizeToFragment } from '../../../src/react/sanitize';
import { poweredByHref } from '../../../src/react/card/PoweredBy';

describe('owner HTML, sanitised once per text', () => {
  let purify: sinon.SinonSpy;
  let unique: number;
  before(() => loadSanitizer());
  beforeEach(() => {
    purify = sinon.spy(DOMPurify, 'sanitize');
    unique = Math.random();
  });
  afterEach(() => purify.restore());

  /** A text no earlier test sanitised (the results are kept for the page's life). */
  const owner = (html: string) => `${html}<!-- ${unique} -->`;

  it('fills every card with the same sanitised nodes, parsing the text once', () => {
    const html = owner('<b>Hi</b> <script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">there</a>');
    const cards = Array.from({ length: 5 }, () => document.createElement('div'));
    cards.forEach((card) => fillWithHtml(card, html));
    expect(cards.map((card) => card.innerHTML)).to.deep.equal(Array(5).fill('<b>Hi</b> <a>there</a>'));
    expect(purify.callCount).to.be.at.most(2); // the text, and the one-time parser probe
  });

  it('gives each caller nodes of its own: changing one card leaves the others and the kept copy as they were', () => {
    const html = owner('<p>Offer <em>ends</em> soon</p>');
    const first = sanitizeToFragment(html)!;
    first.querySelector('em')!.textContent = 'changed';
    const card = document.createElement('div');
    fillWithHtml(card, html);
    expect(card.innerHTML).to.equal('<p>Offer <em>ends</em> soon</p>');
    expect(sanitizeToFragment(html)).to.not.equal(sanitizeToFragment(html));
  });

  it('keeps the text form too, from the same kept nodes', () => {
    const html = owner('<i>Save</i> &amp; <u>win</u><img src=x onerror=alert(1)>');
    const card = document.createElement('div');
    fillWithHtml(card, html);
    expect(card.innerHTML).to.equal(`<i>Save</i> &amp; <u>win</u>`);
    const calls = purify.callCount;
    expect(htmlToText(html)).to.equal('Save & win');
    expect(purify.callCount).to.equal(calls);
  });
});

describe('memoByString', () => {
  it('computes each input once while it stays among the most recently used', () => {
    const compute = sinon.spy((input: string) => input.toUpperCase());
    const memo = memoByString(compute, 2);
    const results = ['a', 'b', 'a', 'c', 'a', 'b'].map(memo);
    expect(results).to.deep.equal(['A', 'B', 'A', 'C', 'A', 'B']);
    // a, b computed; a kept (used again) when c came, so b was dropped and computed again.
    expect(compute.getCalls().map((call) => call.args[0])).to.deep.equal(['a', 'b', 'c', 'b']);
  });
});

describe('boundedCache', () => {
  it('computes a value only for a key it does not keep, the least recently used going first', () => {
    const get = boundedCache<number>(2);
    const computed: string[] = [];
    const value = (key: string, result: number) => get(key, () => (computed.push(key), result));
    expect([value('a', 1), value('b', 2), value('a', 9), value('c', 3), value('b', 4)]).to.deep.equal([1, 2, 1, 3, 4]);
    expect(computed).to.deep.equal(['a', 'b', 'c', 'b']);
  });
});

describe('poweredByHref', () => {
  it('is the same string for every card of a kind, with the kind as utm_content', () => {
    const first = poweredByHref('box');
    expect(poweredByHref('box')).to.equal(first);
    expect(new URL(first).searchParams.get('utm_content')).to.equal('box');
    expect(new URL(poweredByHref('bar')).searchParams.get('utm_content')).to.equal('bar');
  });
});
