// Guards the page's reading of a widget the UI renders: a field that cannot be read is warned about
// once per page, naming the widget and the field, however often the widget renders.
import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { parseLoadAnswer } from '../../src/runtime/config';
import { resolveOnce } from '../../src/react/use-widget';
import { makeWidget } from '../support/factories';

describe('resolveOnce: the UI reads a widget once', () => {
  afterEach(() => sinon.restore());

  it('keeps the widget with the default, warning once with the widget id and the field path', () => {
    const answer = parseLoadAnswer({
      app: {},
      widgets: [
        makeWidget({ widget_id: 5, widget_type: 'box', data: { main: { width: 'wide', colors: { background: 'not-a-colour' } } } }),
      ],
    });
    if (!answer.ok) throw new Error(answer.reason);
    const warn = sinon.stub(console, 'warn');
    const [widget] = answer.widgets;
    const first = resolveOnce(widget!);
    const again = resolveOnce(widget!);
    expect(again).to.equal(first);
    expect(first.data.main.width).to.deep.equal(['px', 350]);
    expect(first.data.main.colors.background).to.equal('#0084FF');
    expect(warn.args.map(([message]) => String(message))).to.deep.equal([
      '[mc] widget 5: data.main.colors.background could not be read; its default is used',
      '[mc] widget 5: data.main.width could not be read; its default is used',
    ]);
  });
});
