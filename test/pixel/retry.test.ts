import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { backoffDelay, isRetryable, retryAfterDelay } from '../../src/pixel/retry';
import { PIXEL_RETRY_AFTER_MAX_MS, PIXEL_RETRY_BASE_MS, PIXEL_RETRY_MAX_MS } from '../../src/runtime/constants';
import { NOW } from './support';

describe('isRetryable', () => {
  const cases: Array<[number, boolean]> = [
    [0, true], // no answer: offline, time-out, refused
    [408, true],
    [429, true],
    [500, true],
    [502, true],
    [503, true],
    [504, true],
    [200, false],
    [204, false],
    [400, false],
    [401, false],
    [403, false],
    [404, false],
    [413, false],
    [422, false],
  ];
  for (const [status, expected] of cases)
    it(`${status} → ${expected ? 'retry' : 'done'}`, () => expect(isRetryable(status)).to.equal(expected));
});

describe('backoffDelay', () => {
  it('doubles from the base and keeps between half and all of it', () => {
    const low = [1, 2, 3, 4].map((failures) => backoffDelay(failures, () => 0));
    const high = [1, 2, 3, 4].map((failures) => backoffDelay(failures, () => 1));
    expect(low).to.deep.equal([0.5, 1, 2, 4].map((f) => f * PIXEL_RETRY_BASE_MS));
    expect(high).to.deep.equal([1, 2, 4, 8].map((f) => f * PIXEL_RETRY_BASE_MS));
  });

  it('is capped however many failures came before', () => {
    for (const failures of [6, 10, 50, 1000]) {
      expect(backoffDelay(failures, () => 1)).to.equal(PIXEL_RETRY_MAX_MS);
      expect(backoffDelay(failures, () => 0)).to.equal(PIXEL_RETRY_MAX_MS / 2);
    }
  });

  it('spreads visitors with the random source, and clamps one that strays', () => {
    const random = sinon.stub().returns(0.5);
    expect(backoffDelay(1, random)).to.equal(750);
    expect(random.calledOnce).to.equal(true);
    expect(backoffDelay(1, () => 7)).to.equal(1000);
    expect(backoffDelay(1, () => -3)).to.equal(500);
  });
});

describe('retryAfterDelay', () => {
  const cases: Array<[string, string | null | undefined, number | undefined]> = [
    ['seconds', '7', 7000],
    ['zero seconds', '0', 0],
    ['seconds with spaces', ' 3 ', 3000],
    ['an HTTP date', new Date(NOW + 12_000).toUTCString(), 12_000],
    ['an HTTP date in the past', new Date(NOW - 60_000).toUTCString(), 0],
    ['seconds past the cap', '3600', PIXEL_RETRY_AFTER_MAX_MS],
    ['a date past the cap', new Date(NOW + 86_400_000).toUTCString(), PIXEL_RETRY_AFTER_MAX_MS],
    ['no header', null, undefined],
    ['an empty header', '', undefined],
    ['garbage', 'soon', undefined],
    ['a negative number', '-5', undefined],
  ];
  for (const [name, header, expected] of cases) it(`${name} → ${expected}`, () => expect(retryAfterDelay(header, NOW)).to.equal(expected));
});
