import '../../setup';
import { expect } from '@open-wc/testing';
import { buildMessengerRef, type MessengerRefParts } from '../../../src/runtime/builders/messenger-ref';

const makeParts = (over: Partial<MessengerRefParts> = {}): MessengerRefParts => ({
  widgetId: 42,
  sessionId: 'abc123',
  instanceId: 7,
  ...over,
});

describe('buildMessengerRef', () => {
  // docs/widgets.md#references: "built from the widget id, the session id and the instance id, plus an optional payload after a separator."
  const cases: Array<[string, Partial<MessengerRefParts>, string]> = [
    ['joins widget, session and instance ids', {}, '42_abc123_7'],
    ['accepts string ids', { widgetId: '42', instanceId: 'i-1' }, '42_abc123_i-1'],
    ['adds a payload after the -- separator', { payload: 'spring.sale' }, '42_abc123_7--spring.sale'],
    ['keeps a payload that itself contains dashes after the first --', { payload: 'a-b--c' }, '42_abc123_7--a-b--c'],
    ['leaves out an empty payload', { payload: '' }, '42_abc123_7'],
    ['leaves out a null payload', { payload: null }, '42_abc123_7'],
    // docs/widgets.md#references: "Missing pixel session: yields an empty reference."
    ['is empty without a session id', { sessionId: undefined }, ''],
    ['is empty with a null session id', { sessionId: null }, ''],
    ['is empty with an empty session id, even with a payload', { sessionId: '', payload: 'x' }, ''],
  ];
  for (const [name, over, expected] of cases) {
    it(name, () => expect(buildMessengerRef(makeParts(over))).to.equal(expected));
  }
});
