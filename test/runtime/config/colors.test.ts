import '../../setup';
import { expect } from '@open-wc/testing';
import { backgroundAlpha, withAlpha } from '../../../src/runtime/config';

describe('colours: "Background alpha is 1 for a checkbox, otherwise 0.9" (docs/widgets.md#colours)', () => {
  it('is 1 behind a checkbox', () => expect(backgroundAlpha(true)).to.equal(1));
  it('is 0.9 otherwise', () => expect(backgroundAlpha(false)).to.equal(0.9));

  const table: [string, number, string][] = [
    ['#0084FF', 0.9, 'rgba(0, 132, 255, 0.9)'],
    ['#fff', 1, 'rgba(255, 255, 255, 1)'],
    ['  #12ce66 ', 0.9, 'rgba(18, 206, 102, 0.9)'],
    ['red', 0.9, 'red'],
    ['rgb(1, 2, 3)', 0.9, 'rgb(1, 2, 3)'],
  ];
  for (const [color, alpha, expected] of table) {
    it(`withAlpha(${JSON.stringify(color)}, ${alpha}) → ${expected}`, () => expect(withAlpha(color, alpha)).to.equal(expected));
  }
});
