import '../../setup';
import { expect } from '@open-wc/testing';
import { buildCheckboxRef } from '../../../src/runtime/builders/checkbox-ref';
import { CHECKBOX_REF_RANDOM_MAX } from '../../../src/runtime/constants';

describe('buildCheckboxRef', () => {
  // docs/widgets.md#references: "a negative number string built from a timestamp in seconds plus a random number from 1 to 999999999".
  const now = 1_700_000_000_999; // the 999 ms must be dropped, not rounded up
  const seconds = 1_700_000_000;
  const cases: Array<[string, number, string]> = [
    ['the smallest random number is 1', 0, String(-(seconds + 1))],
    ['the largest random number is 999999999', 0.99999999999, String(-(seconds + 999_999_999))],
    ['a middle draw', 0.5, String(-(seconds + 500_000_000))],
  ];
  for (const [name, r, expected] of cases) {
    it(name, () => expect(buildCheckboxRef(now, () => r)).to.equal(expected));
  }

  it('is a negative integer string for any draw', () => {
    for (const r of [0, 0.1, 0.123456789, 0.75, 0.999999]) {
      const ref = buildCheckboxRef(now, () => r);
      expect(ref).to.match(/^-\d+$/);
      const added = -Number(ref) - seconds;
      expect(added).to.be.within(1, CHECKBOX_REF_RANDOM_MAX);
    }
  });

  it('uses the seconds, not the milliseconds, of the timestamp', () => {
    expect(buildCheckboxRef(5_000, () => 0)).to.equal('-6');
    expect(buildCheckboxRef(5_999, () => 0)).to.equal('-6');
  });
});
