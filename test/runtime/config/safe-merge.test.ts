import '../../setup';
import { expect } from '@open-wc/testing';
import { parseLoadAnswer } from '../../../src/runtime/config';
import { mergeOver } from '../../../src/runtime/config/safe-merge';

describe('mergeOver: no prototype pollution from the load answer', () => {
  afterEach(() => {
    delete (Object.prototype as Record<string, unknown>)['polluted'];
  });

  const payloads = [
    '{"__proto__": {"polluted": "yes"}}',
    '{"constructor": {"prototype": {"polluted": "yes"}}}',
    '{"main": {"__proto__": {"polluted": "yes"}}}',
    '{"main": {"colors": {"constructor": {"prototype": {"polluted": "yes"}}}}}',
    '{"extra": {"__proto__": {"polluted": "yes"}}}',
    '{"prototype": {"polluted": "yes"}}',
  ];
  for (const json of payloads) {
    it(`${json} pollutes nothing and is not copied`, () => {
      const merged = mergeOver({ main: { title: '', colors: { headline: '' } } }, JSON.parse(json));
      expect(({} as Record<string, unknown>)['polluted']).to.equal(undefined);
      expect(JSON.stringify(merged)).not.to.contain('polluted');
    });
  }

  it('ignores properties a host page added to Object.prototype', () => {
    (Object.prototype as Record<string, unknown>)['polluted'] = 'host';
    const merged = mergeOver({ title: 'default' }, JSON.parse('{"title": "owner"}'));
    expect(Object.keys(merged)).to.deep.equal(['title']);
  });

  it('a whole load answer with __proto__ keys loads its widgets and pollutes nothing', () => {
    const answer = parseLoadAnswer(
      JSON.parse('{"__proto__": {"polluted": 1}, "app": {"__proto__": {"polluted": 1}}, "widgets": [{"widget_id": 1, "widget_type": "bar", "data": {"__proto__": {"polluted": 1}}}]}'),
      { warn: () => undefined },
    );
    expect(answer.ok && answer.widgets.length).to.equal(1);
    expect(({} as Record<string, unknown>)['polluted']).to.equal(undefined);
  });
});
