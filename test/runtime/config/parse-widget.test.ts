import '../../setup';
import { expect } from '@open-wc/testing';
import { parseWidget, type ResolvedWidget } from '../../../src/runtime/config';
import { makeWidget } from '../../support/factories';

function parsed(raw: unknown): ResolvedWidget {
  const result = parseWidget(raw);
  if (result.kind !== 'widget') throw new Error(`expected a widget, got ${result.kind}`);
  return result.widget;
}

describe('parseWidget: per-kind trigger defaults (docs/widgets.md#per-kind-defaults)', () => {
  // "Defaults for slide_in, bar, modal, page_takeover, landing: whenDisplay scroll 30 percent,
  //  showAgain every 3 days, showAgainIfClosed never."
  for (const type of ['slide_in', 'bar', 'modal', 'page_takeover', 'landing']) {
    it(`${type}: scroll 30, again after 3 days, never again once closed`, () => {
      const { display } = parsed(makeWidget({ widget_type: type }));
      expect(display.whenDisplay).to.deep.equal(['scroll', 30]);
      expect(display.showAgain).to.deep.equal(['days', 3]);
      expect(display.showAgainIfClosed).to.deep.equal(['never', 0]);
    });
  }

  it('customer_chat is forced to immediately / always / always, whatever the data says', () => {
    const widget = parsed(
      makeWidget({ widget_type: 'customer_chat', data: { main: { whenDisplay: ['scroll', 80], showAgain: ['never', 0] } } }),
    );
    expect(widget.display.whenDisplay).to.deep.equal(['immediately', 0]);
    expect(widget.display.showAgain).to.deep.equal(['always', 0]);
    expect(widget.display.showAgainIfClosed).to.deep.equal(['always', 0]);
    expect(widget.data.setup.dialogDelay).to.equal(15);
  });

  it('owner values override the defaults', () => {
    const { display } = parsed(makeWidget({ data: { main: { whenDisplay: ['delay', 5], showAgain: ['hours', 2] } } }));
    expect(display.whenDisplay).to.deep.equal(['delay', 5]);
    expect(display.showAgain).to.deep.equal(['hours', 2]);
  });

  it('reads the trigger pairs from setup when main does not have them', () => {
    const widget = parsed(makeWidget({ data: { setup: { whenDisplay: ['exit_intent', 0] } } }));
    expect(widget.display.whenDisplay).to.deep.equal(['exit_intent', 0]);
  });

  it("leaves the display fields out of the views' data: the loader read them once (widget.display)", () => {
    const widget = parsed(
      makeWidget({ data: { main: { whenDisplay: ['delay', 5], title: 'Hi' }, setup: { urlWhitelist: ['/a'], hideOnMobile: true } } }),
    );
    expect(widget.display.urlWhitelist).to.deep.equal(['/a']);
    expect(widget.display.hideOnMobile).to.equal(true);
    expect(widget.data.main.title).to.equal('Hi');
    for (const field of ['whenDisplay', 'showAgain', 'showAgainIfClosed', 'urlWhitelist', 'urlBlacklist', 'hideOnMobile']) {
      expect(Object.keys(widget.data.main), `main.${field}`).to.not.include(field);
      expect(Object.keys(widget.data.setup), `setup.${field}`).to.not.include(field);
    }
  });

  it('keeps anchor names as strings', () => {
    expect(parsed(makeWidget({ data: { main: { whenDisplay: ['anchor', 'pricing'] } } })).display.whenDisplay).to.deep.equal([
      'anchor',
      'pricing',
    ]);
  });
});

describe('parseWidget: field defaults (docs/widgets.md)', () => {
  const defaults = parsed(makeWidget()).data;
  const table: [string, unknown, unknown][] = [
    ['main.optInButtonText', defaults.main.optInButtonText, 'Send me Insights'],
    ['main.ctaText', defaults.main.ctaText, 'View it in Messenger'],
    ['submitted.ctaText', defaults.submitted.ctaText, 'View it in Messenger'],
    ['main.smsButtonText', defaults.main.smsButtonText, 'Subscribe'],
    ['actions.opt_in_text for a modal', defaults.actions.opt_in_text, 'Subscribe'],
    ['main.opacity', defaults.main.opacity, 50],
    ['main.width', defaults.main.width, ['px', 350]],
    ['messenger_code_settings.size', defaults.messenger_code_settings.size, 200],
    ['channels.whatsapp_code', defaults.channels.whatsapp_code, 'US'],
    ['setup.desktopFirstSeen', defaults.setup.desktopFirstSeen, ['hidden', 15]],
    ['setup.mobileFirstSeen', defaults.setup.mobileFirstSeen, ['hidden', 15]],
    ['setup.dialogDelay', defaults.setup.dialogDelay, 15],
    ['main.colors.background (brand)', defaults.main.colors.background, '#0084FF'],
    ['main.colors.buttonBackground', defaults.main.colors.buttonBackground, '#0084FF'],
    ['main.colors.buttonText', defaults.main.colors.buttonText, '#ffffff'],
    ['main.colors.smsLegalText', defaults.main.colors.smsLegalText, '#ffffff'],
    ['main.colors.headline (other text colours)', defaults.main.colors.headline, '#ffffff'],
    ['submitted.colors.background', defaults.submitted.colors.background, '#12CE66'],
    ['feed_comment_settings.post_covered_area', defaults.feed_comment_settings.post_covered_area, 'specific_post'],
    ['feed_comment_settings.track_root_comment_only', defaults.feed_comment_settings.track_root_comment_only, true],
    ['feed_comment_settings.reply_delay', defaults.feed_comment_settings.reply_delay, ['immediately', 1]],
  ];
  for (const [field, actual, expected] of table) {
    it(`${field} defaults to ${JSON.stringify(expected)}`, () => expect(actual).to.deep.equal(expected));
  }

  it('opt_in_text defaults to empty for kinds other than modal', () => {
    expect(parsed(makeWidget({ widget_type: 'bar' })).data.actions.opt_in_text).to.equal('');
  });

  it('merges nested colours key by key', () => {
    const colors = parsed(makeWidget({ data: { main: { colors: { headline: '#111111' } } } })).data.main.colors;
    expect(colors.headline).to.equal('#111111');
    expect(colors.buttonBackground).to.equal('#0084FF');
  });

  it('gives every widget its own copy of the defaults', () => {
    const first = parsed(makeWidget({ widget_id: 1 }));
    const second = parsed(makeWidget({ widget_id: 2 }));
    first.data.main.colors.headline = '#000000';
    expect(second.data.main.colors.headline).to.equal('#ffffff');
  });

  it("shares its kind's defaults for the fields a widget leaves unset, frozen where the tests run", () => {
    const first = parsed(makeWidget({ widget_id: 1 }));
    const second = parsed(makeWidget({ widget_id: 2 }));
    const own = parsed(makeWidget({ widget_id: 3, data: { actions: { opt_in_keywords: ['join'] } } }));
    // One value for the whole kind, built once: a widget that changed it would change every widget of its kind.
    expect(first.data.actions.opt_in_keywords).to.equal(second.data.actions.opt_in_keywords);
    expect(() => first.data.actions.opt_in_keywords.push('stop')).to.throw(TypeError);
    expect(second.data.actions.opt_in_keywords).to.deep.equal([]);
    expect(own.data.actions.opt_in_keywords).to.deep.equal(['join']);
    expect(parsed(makeWidget({ widget_id: 4, widget_type: 'modal' })).data.actions.opt_in_keywords).to.deep.equal([]);
  });
});

describe('parseWidget: ids, types and channels', () => {
  it('accepts id and type for widget_id and widget_type', () => {
    const widget = parsed({ id: 7, type: 'bar' });
    expect([widget.widgetId, widget.widgetType]).to.deep.equal([7, 'bar']);
  });

  it('accepts a numeric string id', () => expect(parsed(makeWidget({ widget_id: '42' })).widgetId).to.equal(42));

  const channels: [unknown, string][] = [
    ['none', 'fb'],
    [undefined, 'fb'],
    ['fb', 'fb'],
    ['sms', 'sms'],
    ['omni', 'omni'],
  ];
  for (const [channel, expected] of channels) {
    it(`channel ${JSON.stringify(channel)} is read as ${expected}`, () => {
      expect(parsed(makeWidget({ channel })).channel).to.equal(expected);
    });
  }

  it('keeps the non-embedded kinds, which the server may still list', () => {
    expect(parsed(makeWidget({ widget_type: 'messenger_code' })).widgetType).to.equal('messenger_code');
  });

  it('reports an unknown widget type as such, not as malformed', () => {
    expect(parseWidget(makeWidget({ widget_type: 'hologram' }))).to.deep.equal({ kind: 'unknown-type', widgetType: 'hologram' });
  });

  it('reads widget_sign and sms_keyword, empty when missing', () => {
    const widget = parsed(makeWidget({ sms_keyword: 'JOIN' }));
    expect([widget.smsKeyword, widget.widgetSign]).to.deep.equal(['JOIN', '']);
  });
});

describe('parseWidget: only the id drops a widget', () => {
  const cases: [string, unknown, string][] = [
    ['not an object', 'modal', 'must be an object'],
    ['null', null, 'must be an object'],
    ['no id', { widget_type: 'modal' }, 'widget_id'],
    ['a negative id', makeWidget({ widget_id: -1 }), 'widget_id'],
    ['an id that is an object', makeWidget({ widget_id: {} }), 'widget_id'],
  ];
  for (const [what, raw, mention] of cases) {
    it(`${what} → malformed, naming "${mention}"`, () => {
      const result = parseWidget(raw);
      expect(result.kind).to.equal('malformed');
      expect((result as { reason: string }).reason).to.contain(mention);
    });
  }

  it('a type that is not a string is an unknown type', () =>
    expect(parseWidget(makeWidget({ widget_type: 5 })).kind).to.equal('unknown-type'));
});

describe('parseWidget: a field that cannot be read takes its default and is reported', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['an unknown channel', { channel: 'pigeon' }, 'channel'],
    ['data as a string', { data: 'x' }, 'data'],
    ['a title that is an object', { data: { main: { title: { x: 1 } } } }, 'data.main.title'],
    ['whenDisplay that is not a pair', { data: { main: { whenDisplay: 'scroll' } } }, 'data.main.whenDisplay'],
    ['opacity that is not a number', { data: { main: { opacity: 'dim' } } }, 'data.main.opacity'],
    ['a whitelist that is not a list', { data: { setup: { urlWhitelist: 'a.com' } } }, 'data.setup.urlWhitelist'],
  ];
  for (const [what, overrides, path] of cases) {
    it(`${what} → the widget, with ${path} reported`, () => {
      const reported: string[] = [];
      const result = parseWidget(makeWidget(overrides), { report: (_id, at) => reported.push(at) });
      expect(result.kind).to.equal('widget');
      expect(reported).to.deep.equal([path]);
    });
  }

  it('main given as a list takes its defaults, unreported', () => {
    const reported: string[] = [];
    const result = parseWidget(makeWidget({ data: { main: [] } }), { report: (_id, at) => reported.push(at) });
    expect(result.kind === 'widget' && result.widget.data.main.opacity).to.equal(50);
    expect(reported).to.deep.equal([]);
  });

  it('coerces values the server commonly sends as strings or numbers', () => {
    const { main } = parsed(makeWidget({ data: { main: { opacity: '70', title: 2024, allowHide: 0 } } })).data;
    expect([main.opacity, main.title, main.allowHide]).to.deep.equal([70, '2024', false]);
  });
});
