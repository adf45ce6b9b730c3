import '../../setup';
import { expect } from '@open-wc/testing';
import { hashString, randomInt } from '../../../src/runtime/builders/hash';

describe('hashString (cyrb53)', () => {
  // Reference outputs published with cyrb53, so a broken port fails here.
  const references: Array<[string, number]> = [
    ['a', 7929297801672961],
    ['b', 8684336938537663],
    ['revenge', 4051478007546757],
    ['revenue', 8309097637345594],
  ];
  for (const [input, expected] of references) {
    it(`hashes "${input}" to the reference value ${expected}`, () => {
      expect(parseInt(hashString(input), 16)).to.equal(expected);
    });
  }

  it('always gives 14 lower-case hex digits', () => {
    for (const input of ['', 'a', 'x'.repeat(1000), '😀']) expect(hashString(input)).to.match(/^[0-9a-f]{14}$/);
  });

  it('changes with the seed', () => {
    expect(hashString('a', 1)).to.not.equal(hashString('a', 2));
  });
});

describe('randomInt', () => {
  const cases: Array<[string, number, number]> = [
    ['0 gives the minimum 1', 0, 1],
    ['0.5 gives the middle', 0.5, 6],
    ['just under 1 gives the maximum', 0.9999999999, 10],
    ['1 (out of contract) is clamped to the maximum', 1, 10],
    ['a negative source is clamped to the minimum', -3, 1],
    ['NaN falls back to the minimum', NaN, 1],
  ];
  for (const [name, r, expected] of cases) {
    it(name, () => expect(randomInt(() => r, 10)).to.equal(expected));
  }
});
