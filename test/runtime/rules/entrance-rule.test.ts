import '../../setup';
import { expect } from '@open-wc/testing';
import { isEntranceReady } from '../../../src/runtime/rules/entrance-rule';
import type { PageSignals, WhenDisplay } from '../../../src/runtime/types';

function makePage(overrides: Partial<PageSignals> = {}): PageSignals {
  return { maxScroll: 0, secondsSpent: 0, exitIntent: false, anchors: [], ...overrides };
}

const rows: Array<{ whenDisplay: WhenDisplay; page: PageSignals; expected: boolean; why: string }> = [
  { whenDisplay: ['immediately', 0], page: makePage(), expected: true, why: 'immediately: "always"' },
  {
    whenDisplay: ['scroll', 30],
    page: makePage({ maxScroll: 30 }),
    expected: true,
    why: 'scroll: "scroll percentage reached" at exactly 30',
  },
  { whenDisplay: ['scroll', 30], page: makePage({ maxScroll: 75 }), expected: true, why: 'scroll: past the percentage' },
  { whenDisplay: ['scroll', 30], page: makePage({ maxScroll: 29.9 }), expected: false, why: 'scroll: not yet reached' },
  {
    whenDisplay: ['scroll', 30],
    page: makePage({ secondsSpent: 100 }),
    expected: false,
    why: 'scroll: time on page does not count as scrolling',
  },
  { whenDisplay: ['scroll', 0], page: makePage(), expected: true, why: 'scroll 0: reached at the top' },
  { whenDisplay: ['delay', 5], page: makePage({ secondsSpent: 5 }), expected: true, why: 'delay: "seconds on page reached" at exactly 5' },
  { whenDisplay: ['delay', 5], page: makePage({ secondsSpent: 4 }), expected: false, why: 'delay: not yet reached' },
  { whenDisplay: ['delay', 5], page: makePage({ maxScroll: 100 }), expected: false, why: 'delay: scrolling does not count as time' },
  { whenDisplay: ['exit_intent', 0], page: makePage({ exitIntent: true }), expected: true, why: 'exit_intent: "exit intent" seen' },
  { whenDisplay: ['exit_intent', 0], page: makePage(), expected: false, why: 'exit_intent: not seen yet' },
  {
    whenDisplay: ['anchor', 'pricing'],
    page: makePage({ anchors: ['faq', 'pricing'] }),
    expected: true,
    why: 'anchor: "anchor present on the page"',
  },
  {
    whenDisplay: ['anchor', 'pricing'],
    page: makePage({ anchors: ['faq'] }),
    expected: false,
    why: 'anchor: another anchor does not count',
  },
  {
    whenDisplay: ['anchor', 'pricing'],
    page: makePage({ anchors: ['pricing-table'] }),
    expected: false,
    why: 'anchor: names are compared whole',
  },
  { whenDisplay: ['anchor', 7], page: makePage({ anchors: ['7'] }), expected: true, why: 'anchor: a numeric name matches its text' },
  {
    whenDisplay: ['add_to_cart', 0],
    page: makePage({ maxScroll: 100, secondsSpent: 999, exitIntent: true }),
    expected: false,
    why: 'add_to_cart: opened only by the store integration',
  },
  {
    whenDisplay: ['hover', 0] as unknown as WhenDisplay,
    page: makePage({ exitIntent: true }),
    expected: false,
    why: 'an unknown trigger is never ready',
  },
  { whenDisplay: ['constructor', 0] as unknown as WhenDisplay, page: makePage(), expected: false, why: 'a prototype key is no trigger' },
  { whenDisplay: ['scroll', 'abc'], page: makePage({ maxScroll: 100 }), expected: false, why: 'a non-numeric threshold is never reached' },
  { whenDisplay: ['delay', ''], page: makePage({ secondsSpent: 100 }), expected: false, why: 'an empty threshold is never reached' },
  {
    whenDisplay: ['scroll', '30'],
    page: makePage({ maxScroll: 30 }),
    expected: true,
    why: 'a numeric string threshold is read as a number',
  },
];

describe('isEntranceReady (docs/display-rules.md#entrance-rule)', () => {
  for (const { whenDisplay, page, expected, why } of rows) {
    it(`${JSON.stringify(whenDisplay)} is ${expected ? 'ready' : 'not ready'}: ${why}`, () => {
      expect(isEntranceReady(whenDisplay, page)).to.equal(expected);
    });
  }

  it('is not ready without a whenDisplay pair', () => {
    expect(isEntranceReady(undefined as unknown as WhenDisplay, makePage())).to.equal(false);
  });
});
