import '../../setup';
import { expect } from '@open-wc/testing';
import { parseLoadAnswer, parseWidget } from '../../../src/runtime/config';
import { makeWidget } from '../../support/factories';

describe('reading the load answer: no prototype pollution', () => {
  afterEach(() => {
    delete (Object.prototype as Record<string, unknown>)['polluted'];
  });

  const payloads = [
    '{"__proto__": {"polluted": "yes"}}',
    '{"constructor": {"prototype": {"polluted": "yes"}}}',
    '{"main": {"__proto__": {"polluted": "yes"}}}',
    '{"main": {"colors": {"constructor": {"prototype": {"polluted": "yes"}}}}}',
    '{"feed_comment_welcome": {"__proto__": {"polluted": "yes"}}}',
    '{"prototype": {"polluted": "yes"}}',
  ];
  for (const json of payloads) {
    it(`${json} pollutes nothing and is not copied`, () => {
      const result = parseWidget(makeWidget({ data: JSON.parse(json) }));
      expect(({} as Record<string, unknown>)['polluted']).to.equal(undefined);
      expect(result.kind).to.equal('widget');
      expect(JSON.stringify(result)).not.to.contain('polluted');
    });
  }

  it('ignores properties a host page added to Object.prototype', () => {
    (Object.prototype as Record<string, unknown>)['title'] = 'host';
    try {
      const result = parseWidget(makeWidget({ data: JSON.parse('{"main": {}}') }));
      expect(result.kind === 'widget' && result.widget.data.main.title).to.equal('');
    } finally {
      delete (Object.prototype as Record<string, unknown>)['title'];
    }
  });

  it('a whole load answer with __proto__ keys loads its widgets and pollutes nothing', () => {
    const answer = parseLoadAnswer(
      JSON.parse(
        '{"__proto__": {"polluted": 1}, "app": {"__proto__": {"polluted": 1}}, "widgets": [{"widget_id": 1, "widget_type": "bar", "data": {"__proto__": {"polluted": 1}}}]}',
      ),
      { warn: () => undefined },
    );
    expect(answer.ok && answer.widgets.length).to.equal(1);
    expect(({} as Record<string, unknown>)['polluted']).to.equal(undefined);
  });
});
