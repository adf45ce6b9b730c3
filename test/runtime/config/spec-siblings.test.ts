// The project's own fixtures are shaped like our defaults; each gets a sibling written as the world
// writes it (specShapedSibling), and both must read the same.
import '../../setup';
import { expect } from '@open-wc/testing';
import { parseWidget } from '../../../src/runtime/config';
import { demoWidgets } from '../../../server/seed';
import { makeWidget, specShapedSibling } from '../../support/factories';

const wire = () =>
  demoWidgets().map((widget) => ({
    widget_id: widget.widgetId,
    widget_type: widget.widgetType,
    channel: widget.channel,
    name: widget.name,
    sms_keyword: widget.smsKeyword,
    widget_sign: widget.widgetSign,
    data: widget.data,
  }));

const fixtures: [string, Record<string, unknown>][] = [
  ...wire().map((widget): [string, Record<string, unknown>] => [`demo ${String(widget.widget_type)} ${String(widget.widget_id)}`, widget]),
  ['a modal from the factory', makeWidget()],
  [
    'a box with a width',
    makeWidget({ widget_type: 'box', data: { main: { width: ['px', 400], fitContainer: false, showDescription: true } } }),
  ],
  [
    'a bar with its pairs',
    makeWidget({
      widget_type: 'bar',
      data: { main: { whenDisplay: ['delay', 5], showAgain: ['days', 3], showAgainIfClosed: ['never', 0] }, setup: { hideOnMobile: true } },
    }),
  ],
  ['a checkbox', makeWidget({ widget_type: 'checkbox', data: { main: { buttonSize: 'large', skin: 'dark', centered: true } } })],
  [
    'a customer chat',
    makeWidget({ widget_type: 'customer_chat', data: { setup: { dialogDelay: 20, greetingDialogDisplay: 'fade', minimized: 'default' } } }),
  ],
];

describe('spec-shaped siblings of our default-shaped fixtures read the same', () => {
  for (const [name, fixture] of fixtures) {
    it(name, () => {
      const reported: string[] = [];
      const original = parseWidget(fixture);
      const sibling = parseWidget(specShapedSibling(fixture), { report: (_id, path) => reported.push(path) });
      expect(original.kind).to.equal('widget');
      expect(sibling).to.deep.equal(original);
      expect(reported).to.deep.equal([]);
    });
  }
});
