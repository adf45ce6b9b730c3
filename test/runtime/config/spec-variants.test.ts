// Guards the bug where widgets written from the spec's own wording (hideOnMobile: true, colors: null,
// a numeric-string id...) were dropped because our defaults doubled as the schema.
import '../../setup';
import { expect } from '@open-wc/testing';
import { parseLoadAnswer, parseWidget } from '../../../src/runtime/config';
import { at, VARIANTS } from '../../support/spec-variants';

function readWithReports(raw: Record<string, unknown>) {
  const reported: string[] = [];
  const result = parseWidget(raw, { report: (_id, path) => reported.push(path) });
  if (result.kind !== 'widget') throw new Error(`${result.kind}: the widget was not kept`);
  return { widget: result.widget, reported };
}

describe('the widget schema reads widgets as the world writes them (one field changed at a time)', () => {
  it('has at least 80 variants, every union field among them', () => {
    expect(VARIANTS.length).to.be.at.least(80);
    const fields = new Set(VARIANTS.map((variant) => variant.name.split(':')[0]!.split(' ')[1]));
    for (const field of [
      'data.setup.hideOnMobile',
      'data.main.buttonSize',
      'data.main.width',
      'data.main.whenDisplay',
      'data.main.showAgain',
      'data.main.showAgainIfClosed',
      'data.main.popupMessageWhenDisplay',
      'data.setup.mobileFirstSeen',
      'data.main.colors',
      'data.submitted',
      'widget_id',
      'widget_type',
      'channel',
    ]) {
      expect(fields.has(field), field).to.equal(true);
    }
  });

  for (const variant of VARIANTS) {
    if (variant.read) {
      const [path, value] = variant.read;
      it(`${variant.name} → ${path} is ${JSON.stringify(value)}, unreported`, () => {
        const { widget, reported } = readWithReports(variant.widget);
        expect(at(widget, path)).to.deep.equal(value);
        expect(reported).to.deep.equal([]);
      });
    } else {
      it(`${variant.name} → the widget with its default there, ${variant.refused} reported once`, () => {
        const { reported } = readWithReports(variant.widget);
        expect(reported).to.deep.equal([variant.refused]);
      });
    }
  }

  it('the load answer keeps every variant, warning once per refused field with the widget id and the path', () => {
    const warnings: string[] = [];
    const answer = parseLoadAnswer(
      { app: { pageId: '1' }, widgets: VARIANTS.map((variant) => variant.widget) },
      { warn: (message) => warnings.push(message) },
    );
    expect(answer.ok && answer.widgets.length).to.equal(VARIANTS.length);
    // The loader reads the widget and its display rules; the rest is the UI's, read once when it renders.
    const loaderPaths =
      /^(channel|name|widget_\w+|data\.(main|setup)\.(whenDisplay|showAgain|showAgainIfClosed|urlWhitelist|urlBlacklist|hideOnMobile))$/;
    const expected = VARIANTS.filter((variant) => variant.refused && loaderPaths.test(variant.refused)).map(
      (variant) => `[mc] widget ${variant.widget['widget_id']}: ${variant.refused} could not be read; its default is used`,
    );
    expect(warnings).to.deep.equal(expected);
  });
});
