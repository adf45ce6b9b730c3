import '../../setup';
import { expect } from '@open-wc/testing';
import { parseLoadAnswer } from '../../../src/runtime/config';
import { isHostAllowed } from '../../../src/runtime/rules/host-whitelist';
import { NO_LISTS } from '../../../src/runtime/rules/lists';
import { overlayCandidates } from '../../../src/runtime/rules/overlay-candidates';
import { makeWidget } from '../../support/factories';

function answerOf(rawWidgets: unknown[], app: Record<string, unknown>) {
  const answer = parseLoadAnswer({ app: { pageId: '1', ...app }, widgets: rawWidgets });
  if (!answer.ok) throw new Error(answer.reason);
  return answer;
}

const sms = makeWidget({ widget_id: 1, widget_type: 'modal', channel: 'sms' });
const omni = makeWidget({ widget_id: 2, widget_type: 'bar', channel: 'omni' });
const messenger = makeWidget({ widget_id: 3, widget_type: 'slide_in', channel: 'messenger' });
const box = makeWidget({ widget_id: 4, widget_type: 'box', channel: 'sms' });
const WHITELIST = { whitelist: ['shop.example.com'] };

// docs/display-rules.md#host-whitelist: "Overlay widgets of channel sms, or omni with a widget phone, are created only when the current
// host is in the whitelist".
const rows: Array<{ app: Record<string, unknown>; host: string; expected: number[]; why: string }> = [
  {
    app: WHITELIST,
    host: 'shop.example.com',
    expected: [1, 2, 3],
    why: 'every overlay on a whitelisted host; embeds are never candidates',
  },
  { app: WHITELIST, host: 'elsewhere.example.com', expected: [2, 3], why: 'an sms overlay only on a whitelisted host' },
  {
    app: { ...WHITELIST, widget_phone: '+15550100' },
    host: 'elsewhere.example.com',
    expected: [3],
    why: 'an omni overlay with a widget phone only on a whitelisted host',
  },
  { app: { ...WHITELIST, widget_phone: '  ' }, host: 'elsewhere.example.com', expected: [2, 3], why: 'a blank phone counts as no phone' },
  { app: {}, host: 'elsewhere.example.com', expected: [1, 2, 3], why: '"no whitelist means allowed"' },
  { app: WHITELIST, host: 'localhost', expected: [1, 2, 3], why: '"localhost always added"' },
];

describe('overlayCandidates (docs/display-rules.md#host-whitelist)', () => {
  for (const { app, host, expected, why } of rows) {
    it(`${JSON.stringify(app)} on ${host}: ${why}`, () => {
      const answer = answerOf([sms, omni, messenger, box], app);
      expect(overlayCandidates(answer.widgets, answer.app, host, isHostAllowed).map((widget) => widget.widgetId)).to.deep.equal(expected);
    });
  }

  it('allows every host without the list rules, which is when no widget has a whitelist to check', () => {
    const answer = answerOf([sms], WHITELIST);
    expect(
      overlayCandidates(answer.widgets, answer.app, 'elsewhere.example.com', NO_LISTS.isHostAllowed).map((widget) => widget.widgetId),
    ).to.deep.equal([1]);
  });
});
