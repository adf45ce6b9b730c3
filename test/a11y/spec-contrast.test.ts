// The one contrast exception of the audit is narrow: only the spec's own default pairs pass.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isSpecDefaultContrast, type AxeNode } from './axe';

const finding = (fgColor: string, bgColor: string): AxeNode => ({ target: [], html: '', any: [{ id: 'color-contrast', data: { fgColor, bgColor } }] });

describe('the spec default colour pairs accepted by the audit', () => {
  const cases: Array<[string, string, string, boolean]> = [
    ['white on the brand colour', '#ffffff', '#0084ff', true],
    ['white on the brand card over a white page (0.9 alpha)', '#ffffff', '#1990ff', true],
    ['white on the brand card over the modal’s dimmed page', '#ffffff', '#0d84f3', true],
    ['white on the submitted colour', '#ffffff', '#12ce66', true],
    ['white on the submitted card over a white page', '#ffffff', '#2ad375', true],
    ['the submitted colour as text on a white page', '#12ce66', '#ffffff', true],
    ['white on a brand card still fading in', '#ffffff', '#2c99ff', false],
    ['a faded white on the brand card', '#c0e1ff', '#1990ff', false],
    ['white on another orange', '#ffffff', '#f5a623', false],
    ['grey on white', '#777777', '#ffffff', false],
    ['the brand colour as text on a grey page', '#0084ff', '#eeeeee', false],
  ];
  for (const [what, fg, bg, accepted] of cases) {
    it(`${accepted ? 'accepts' : 'refuses'} ${what}`, () => {
      assert.equal(isSpecDefaultContrast(finding(fg, bg)), accepted);
    });
  }

  it('refuses a finding without colours', () => {
    assert.equal(isSpecDefaultContrast({ target: [], html: '', any: [{ id: 'color-contrast', data: null }] }), false);
  });
});
