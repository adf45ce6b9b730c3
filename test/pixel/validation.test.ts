import '../setup';
import { expect } from '@open-wc/testing';
import { conversionError, genericEventError, moneyError, pageIdError, toAppId, toNumber } from '../../src/pixel/validation';
import { parseToken } from '../../src/pixel/token';
import { NOW, tokenExpiringIn } from './support';

const valid = parseToken(tokenExpiringIn(60_000));
const expired = parseToken(tokenExpiringIn(-60_000));

describe('pixel validation (docs/pixel.md#windowmc_pixel)', () => {
  describe('conversion', () => {
    const cases: Array<[string, Parameters<typeof conversionError>, string | undefined]> = [
      ['no token', [undefined, 'signed_up', NOW], 'Token is required to fire event!'],
      ['an expired token', [expired, 'signed_up', NOW], 'Token expired!'],
      ['an expired token and no event: the token is checked first', [expired, '', NOW], 'Token expired!'],
      ['no event', [valid, undefined, NOW], 'Event is required to fire event!'],
      ['an empty event', [valid, '', NOW], 'Event is required to fire event!'],
      ['a blank event', [valid, '   ', NOW], 'Event is required to fire event!'],
      ['an event that is not a string', [valid, 42, NOW], 'Event is required to fire event!'],
      ['a valid token and event', [valid, 'signed_up', NOW], undefined],
    ];
    for (const [name, args, expected] of cases)
      it(`${name} → ${expected ?? 'valid'}`, () => expect(conversionError(...args)).to.equal(expected));
  });

  describe('money', () => {
    const cases: Array<[string, Parameters<typeof moneyError>, string | undefined]> = [
      ['no token', [undefined, 'purchase', 19.99, NOW], 'Token is required to fire event!'],
      ['an expired token', [expired, 'purchase', 19.99, NOW], 'Token expired!'],
      ['no event', [valid, '', 19.99, NOW], 'Event is required to fire event!'],
      ['no weight', [valid, 'purchase', undefined, NOW], 'Weight is required to fire event!'],
      ['a null weight', [valid, 'purchase', null, NOW], 'Weight is required to fire event!'],
      ['an empty weight', [valid, 'purchase', '', NOW], 'Weight is required to fire event!'],
      ['a weight that is not a number', [valid, 'purchase', 'lots', NOW], 'Weight is required to fire event!'],
      ['a NaN weight', [valid, 'purchase', Number.NaN, NOW], 'Weight is required to fire event!'],
      ['a weight of 0', [valid, 'purchase', 0, NOW], undefined],
      ['a numeric string weight', [valid, 'purchase', '19.99', NOW], undefined],
      ['a valid purchase', [valid, 'purchase', 19.99, NOW], undefined],
    ];
    for (const [name, args, expected] of cases)
      it(`${name} → ${expected ?? 'valid'}`, () => expect(moneyError(...args)).to.equal(expected));
  });

  describe('generic events', () => {
    const cases: Array<[string, Parameters<typeof genericEventError>, string | undefined]> = [
      ['no app id', [undefined, 'open'], 'App Id is required to fire event!'],
      ['an app id of 0', [0, 'open'], 'App Id is required to fire event!'],
      ['an empty app id', ['', 'open'], 'App Id is required to fire event!'],
      ['an app id that is not a number', ['widgets', 'open'], 'App Id is required to fire event!'],
      ['no app id and no event: the app id is checked first', [undefined, ''], 'App Id is required to fire event!'],
      ['no event', [2, ''], 'Event is required to fire event!'],
      ['app id 2', [2, 'open'], undefined],
      ['app id "10"', ['10', 'page_view'], undefined],
    ];
    for (const [name, args, expected] of cases)
      it(`${name} → ${expected ?? 'valid'}`, () => expect(genericEventError(...args)).to.equal(expected));
  });

  it('requires a page id', () => {
    expect(pageIdError('')).to.equal('Page Id is required!');
    expect(pageIdError('1234567')).to.equal(undefined);
  });

  it('reads numbers and numeric strings, nothing else', () => {
    expect([
      toNumber(19.99),
      toNumber('19.99'),
      toNumber(' 5 '),
      toNumber(''),
      toNumber('x'),
      toNumber(Infinity),
      toNumber(true),
    ]).to.deep.equal([19.99, 19.99, 5, undefined, undefined, undefined, undefined]);
    expect([toAppId(2), toAppId('10'), toAppId(0), toAppId(-2)]).to.deep.equal([2, 10, undefined, undefined]);
  });
});
