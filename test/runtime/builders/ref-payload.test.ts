import '../../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { sanitizeRefPayload } from '../../../src/runtime/builders/ref-payload';
import { REF_PAYLOAD_MAX_LENGTH } from '../../../src/runtime/constants';

describe('sanitizeRefPayload', () => {
  // docs/widgets.md#references: "characters outside letters, digits and + / = - . _ are stripped with a console warning".
  const cases: Array<[string, unknown, string, number]> = [
    ['keeps every allowed character', 'aZ09+/=-._', 'aZ09+/=-._', 0],
    ['keeps a base64 payload', 'eyJhIjoxfQ==', 'eyJhIjoxfQ==', 0],
    ['strips spaces', 'spring sale', 'springsale', 1],
    ['strips markup and quotes', '<b>"x"</b>&y', 'bx/by', 1],
    ['strips non-ASCII letters', 'café', 'caf', 1],
    ['strips emoji', 'a😀b', 'ab', 1],
    ['strips ref-breaking ? # & %', 'a?b#c&d%e', 'abcde', 1],
    ['gives empty for only disallowed characters', '!!!', '', 1],
    ['keeps the empty string', '', '', 0],
    ['converts a number', 42, '42', 0],
    ['converts a decimal number (dot allowed)', 1.5, '1.5', 0],
    ['converts a negative number', -7, '-7', 0],
    ['treats undefined as no payload, silently', undefined, '', 0],
    ['treats null as no payload, silently', null, '', 0],
    ['refuses an object with a warning', { a: 1 }, '', 1],
    ['refuses an array with a warning', ['a'], '', 1],
    ['refuses a boolean with a warning', true, '', 1],
    ['refuses NaN with a warning', NaN, '', 1],
    ['refuses Infinity with a warning', Infinity, '', 1],
  ];
  for (const [name, input, expected, warnings] of cases) {
    it(name, () => {
      const warn = sinon.spy();
      expect(sanitizeRefPayload(input, warn)).to.equal(expected);
      expect(warn.callCount).to.equal(warnings);
    });
  }

  it('warns once, naming each stripped character once', () => {
    const warn = sinon.spy();
    sanitizeRefPayload('a b c<d>e', warn);
    expect(warn.callCount).to.equal(1);
    const message = String(warn.firstCall.args[0]);
    expect(message).to.contain('" "').and.to.contain('"<"').and.to.contain('">"');
    expect(message.split('" "').length - 1).to.equal(1);
  });

  // docs/page-api.md#mc: "setPayload takes a string of at most 200 characters".
  it('cuts a long payload to 200 characters with a warning', () => {
    const warn = sinon.spy();
    const result = sanitizeRefPayload('x'.repeat(REF_PAYLOAD_MAX_LENGTH + 50), warn);
    expect(result).to.equal('x'.repeat(REF_PAYLOAD_MAX_LENGTH));
    expect(warn.callCount).to.equal(1);
    expect(String(warn.firstCall.args[0])).to.contain(String(REF_PAYLOAD_MAX_LENGTH));
  });

  it('keeps a payload of exactly 200 characters without a warning', () => {
    const warn = sinon.spy();
    expect(sanitizeRefPayload('y'.repeat(REF_PAYLOAD_MAX_LENGTH), warn)).to.have.length(REF_PAYLOAD_MAX_LENGTH);
    expect(warn.called).to.equal(false);
  });

  it('counts the length after stripping', () => {
    const warn = sinon.spy();
    const input = ' '.repeat(100) + 'z'.repeat(REF_PAYLOAD_MAX_LENGTH);
    expect(sanitizeRefPayload(input, warn)).to.equal('z'.repeat(REF_PAYLOAD_MAX_LENGTH));
    expect(warn.callCount).to.equal(1);
  });

  // docs/widgets.md#references: the stripping is "skipped when a test flag is set".
  it('keeps disallowed characters when the test flag skips sanitising', () => {
    const warn = sinon.spy();
    expect(sanitizeRefPayload('a b<c>', warn, { skipSanitize: true })).to.equal('a b<c>');
    expect(warn.called).to.equal(false);
  });

  it('still applies the length limit with the test flag, without splitting an emoji', () => {
    const warn = sinon.spy();
    const result = sanitizeRefPayload('😀'.repeat(REF_PAYLOAD_MAX_LENGTH + 1), warn, { skipSanitize: true });
    expect(Array.from(result)).to.have.length(REF_PAYLOAD_MAX_LENGTH);
    expect(result).to.equal('😀'.repeat(REF_PAYLOAD_MAX_LENGTH));
    expect(warn.callCount).to.equal(1);
  });

  it('writes to console.warn by default', () => {
    const stub = sinon.stub(console, 'warn');
    try {
      sanitizeRefPayload('a b');
      expect(stub.callCount).to.equal(1);
    } finally {
      stub.restore();
    }
  });
});
