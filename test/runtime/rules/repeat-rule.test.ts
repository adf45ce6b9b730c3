import '../../setup';
import { expect } from '@open-wc/testing';
import { canShowAgain, type RepeatRule } from '../../../src/runtime/rules/repeat-rule';
import { REPEAT_UNIT_MS } from '../../../src/runtime/constants';
import type { ShowAgain, WidgetHistory } from '../../../src/runtime/types';

const LAST = 1_700_000_000_000;
const SECOND = REPEAT_UNIT_MS.seconds;
const HOUR = REPEAT_UNIT_MS.hours;
const DAY = REPEAT_UNIT_MS.days;

function makeRule(showAgain: ShowAgain, showAgainIfClosed: ShowAgain = ['never', 0]): RepeatRule {
  return { showAgain, showAgainIfClosed };
}

const rows: Array<{ rule: RepeatRule; history: WidgetHistory; elapsed: number; expected: boolean; why: string }> = [
  { rule: makeRule(['never', 0]), history: {}, elapsed: 0, expected: true, why: '"a widget not yet shown is allowed", even with never' },
  {
    rule: makeRule(['never', 0]),
    history: { manualClose: true },
    elapsed: 0,
    expected: true,
    why: 'not yet shown wins over a stale manualClose',
  },
  { rule: makeRule(['never', 0]), history: { lastImpression: LAST }, elapsed: 10 * DAY, expected: false, why: '"Mode never means never"' },
  { rule: makeRule(['always', 0]), history: { lastImpression: LAST }, elapsed: 0, expected: true, why: '"always means always"' },
  {
    rule: makeRule(['seconds', 10]),
    history: { lastImpression: LAST },
    elapsed: 10 * SECOND + 1,
    expected: true,
    why: 'seconds: 10.001 s "exceeds number times unit" (x1000)',
  },
  {
    rule: makeRule(['seconds', 10]),
    history: { lastImpression: LAST },
    elapsed: 10 * SECOND,
    expected: false,
    why: 'seconds: exactly 10 s does not exceed 10 s',
  },
  {
    rule: makeRule(['seconds', 10]),
    history: { lastImpression: LAST },
    elapsed: 10 * SECOND - 1,
    expected: false,
    why: 'seconds: 9.999 s does not exceed 10 s',
  },
  {
    rule: makeRule(['hours', 2]),
    history: { lastImpression: LAST },
    elapsed: 2 * HOUR + 1,
    expected: true,
    why: 'hours: just past 2 h (x3600000)',
  },
  {
    rule: makeRule(['hours', 2]),
    history: { lastImpression: LAST },
    elapsed: 2 * HOUR,
    expected: false,
    why: 'hours: exactly 2 h does not exceed',
  },
  { rule: makeRule(['hours', 2]), history: { lastImpression: LAST }, elapsed: 2 * HOUR - 1, expected: false, why: 'hours: just under 2 h' },
  {
    rule: makeRule(['days', 3]),
    history: { lastImpression: LAST },
    elapsed: 3 * DAY + 1,
    expected: true,
    why: 'days: 3 days + 1 ms (x86400000)',
  },
  {
    rule: makeRule(['days', 3]),
    history: { lastImpression: LAST },
    elapsed: 3 * DAY,
    expected: false,
    why: 'days: exactly 3 days does not exceed',
  },
  {
    rule: makeRule(['days', 3]),
    history: { lastImpression: LAST },
    elapsed: 3 * DAY - 1,
    expected: false,
    why: 'days: 1 ms short of 3 days',
  },
  {
    rule: makeRule(['seconds', 10]),
    history: { lastImpression: LAST },
    elapsed: 11 * HOUR,
    expected: true,
    why: 'units are not confused: 11 h exceeds 10 s',
  },
  {
    rule: makeRule(['days', 1]),
    history: { lastImpression: LAST },
    elapsed: 23 * HOUR,
    expected: false,
    why: 'units are not confused: 23 h is under 1 day',
  },
  {
    rule: makeRule(['seconds', 0]),
    history: { lastImpression: LAST },
    elapsed: 1,
    expected: true,
    why: 'zero amount: any elapsed time exceeds it',
  },
  {
    rule: makeRule(['seconds', 0]),
    history: { lastImpression: LAST },
    elapsed: 0,
    expected: false,
    why: 'zero amount: no time passed does not exceed',
  },
  // "use showAgainIfClosed after a manual close, else showAgain"
  {
    rule: makeRule(['always', 0], ['never', 0]),
    history: { lastImpression: LAST, manualClose: true },
    elapsed: DAY,
    expected: false,
    why: 'after a manual close showAgainIfClosed (never) decides',
  },
  {
    rule: makeRule(['never', 0], ['always', 0]),
    history: { lastImpression: LAST, manualClose: true },
    elapsed: 0,
    expected: true,
    why: 'after a manual close showAgainIfClosed (always) decides',
  },
  {
    rule: makeRule(['always', 0], ['never', 0]),
    history: { lastImpression: LAST, manualClose: false },
    elapsed: 0,
    expected: true,
    why: 'without a manual close showAgain decides',
  },
  {
    rule: makeRule(['never', 0], ['hours', 1]),
    history: { lastImpression: LAST, manualClose: true },
    elapsed: HOUR + 1,
    expected: true,
    why: 'showAgainIfClosed with hours after a manual close',
  },
  {
    rule: makeRule(['days', 3], ['hours', 1]),
    history: { lastImpression: LAST },
    elapsed: HOUR + 1,
    expected: false,
    why: 'without a manual close the showAgainIfClosed hour does not apply',
  },
  // Unknown or malformed input refuses
  {
    rule: makeRule(['weeks', 1] as unknown as ShowAgain),
    history: { lastImpression: LAST },
    elapsed: 100 * DAY,
    expected: false,
    why: 'an unknown mode is refused (safe)',
  },
  {
    rule: makeRule(['toString', 1] as unknown as ShowAgain),
    history: { lastImpression: LAST },
    elapsed: 100 * DAY,
    expected: false,
    why: 'a prototype key is no mode',
  },
  {
    rule: makeRule(['days', Number.NaN]),
    history: { lastImpression: LAST },
    elapsed: 100 * DAY,
    expected: false,
    why: 'a non-numeric amount is refused',
  },
  {
    rule: makeRule(undefined as unknown as ShowAgain),
    history: { lastImpression: LAST },
    elapsed: 100 * DAY,
    expected: false,
    why: 'a missing pair is refused',
  },
  {
    rule: makeRule(['days', 3]),
    history: { lastImpression: LAST },
    elapsed: -DAY,
    expected: false,
    why: 'a last impression in the future (clock change) waits',
  },
];

describe('canShowAgain (docs/display-rules.md#repeat-rule)', () => {
  for (const { rule, history, elapsed, expected, why } of rows) {
    it(`${JSON.stringify(rule.showAgain)}/${JSON.stringify(rule.showAgainIfClosed)} after ${elapsed} ms is ${expected}: ${why}`, () => {
      expect(canShowAgain(rule, history, LAST + elapsed)).to.equal(expected);
    });
  }

  it('takes a null lastImpression (restored from JSON) for never shown', () => {
    const history = { lastImpression: null } as unknown as WidgetHistory;
    expect(canShowAgain(makeRule(['never', 0]), history, LAST)).to.equal(true);
  });

  it('accepts a numeric string amount from loosely typed config', () => {
    const rule = makeRule(['seconds', '10'] as unknown as ShowAgain);
    expect(canShowAgain(rule, { lastImpression: LAST }, LAST + 10 * SECOND + 1)).to.equal(true);
    expect(canShowAgain(rule, { lastImpression: LAST }, LAST + 10 * SECOND)).to.equal(false);
  });
});
