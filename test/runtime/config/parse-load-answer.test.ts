import '../../setup';
import { expect } from '@open-wc/testing';
import { parseLoadAnswer } from '../../../src/runtime/config';
import { makeLoadAnswer, makeWidget } from '../../support/factories';

function collectWarnings() {
  const warnings: string[] = [];
  return { warnings, log: { warn: (message: string) => warnings.push(message) } };
}

describe('parseLoadAnswer', () => {
  const refused: [string, unknown][] = [
    ['null', null],
    ['an array', []],
    ['a string', '<html>'],
    ['a number', 5],
    ['widgets that are not a list', { app: {}, widgets: {} }],
  ];
  for (const [what, raw] of refused) {
    it(`refuses ${what} as a whole`, () => expect(parseLoadAnswer(raw, collectWarnings().log).ok).to.equal(false));
  }

  it('keeps a widget whose display rule cannot be read, with its default and one warning', () => {
    const { warnings, log } = collectWarnings();
    const answer = parseLoadAnswer(
      makeLoadAnswer([makeWidget({ widget_id: 1 }), makeWidget({ widget_id: 2, data: { main: { whenDisplay: 'soon' } } }), makeWidget({ widget_id: 3 })]),
      log,
    );
    expect(answer.ok && answer.widgets.map((widget) => widget.widgetId)).to.deep.equal([1, 2, 3]);
    expect(answer.ok && answer.widgets[1]?.display.whenDisplay).to.deep.equal(['scroll', 30]);
    expect(warnings).to.have.length(1);
    expect(warnings).to.deep.equal(['[mc] widget 2: data.main.whenDisplay could not be read; its default is used']);
  });

  it('reads the display rules with the per-kind defaults', () => {
    const answer = parseLoadAnswer(makeLoadAnswer([makeWidget({ widget_type: 'bar', data: { setup: { urlBlacklist: ['/cart', 7] } } })]));
    expect(answer.ok && answer.widgets[0]?.display).to.deep.equal({
      whenDisplay: ['scroll', 30],
      showAgain: ['days', 3],
      showAgainIfClosed: ['never', 0],
      urlWhitelist: [],
      urlBlacklist: ['/cart'],
      hideOnMobile: 'everywhere',
    });
  });

  it('skips unknown widget types with one warning naming the type', () => {
    const { warnings, log } = collectWarnings();
    const answer = parseLoadAnswer(makeLoadAnswer([makeWidget({ widget_type: 'hologram' }), makeWidget({ widget_id: 5 })]), log);
    expect(answer.ok && answer.widgets.map((widget) => widget.widgetId)).to.deep.equal([5]);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('hologram');
  });

  it('keeps the first of two widgets with one id', () => {
    const { warnings, log } = collectWarnings();
    const answer = parseLoadAnswer(makeLoadAnswer([makeWidget({ name: 'first' }), makeWidget({ name: 'second' })]), log);
    expect(answer.ok && answer.widgets.map((widget) => widget.name)).to.deep.equal(['first']);
    expect(warnings).to.have.length(1);
  });

  it('treats a missing widgets list as none', () => {
    const answer = parseLoadAnswer({ app: {} });
    expect(answer.ok && answer.widgets).to.deep.equal([]);
  });

  it('reads the app settings of the contract', () => {
    const answer = parseLoadAnswer({
      app: {
        pageId: '1234567', fb_page_id: '7654321', appId: '9876', widget_phone: '+15550100', page_name: 'Acme', host: 'https://api.example.com',
        whitelist: ['shop.example.com', 7], sms_channel_connected: true, defaultSize: false, fbSDKDebug: true, locale: 'en_US', is_eu_affected: true,
      },
      widgets: [],
    });
    if (!answer.ok) throw new Error(answer.reason);
    expect(answer.app).to.deep.equal({
      pageId: '1234567', fbPageId: '7654321', appId: '9876', widgetPhone: '+15550100', pageName: 'Acme', host: 'https://api.example.com',
      whitelist: ['shop.example.com'], smsChannelConnected: true, defaultSize: false, fbSDKVersion: 'v3.1', fbSDKDebug: true,
      locale: 'en_US', isEuAffected: true,
    });
  });

  it('takes widgetLocale over locale and a numeric page id as text', () => {
    const answer = parseLoadAnswer({ app: { pageId: 1234567, locale: 'en_US', widgetLocale: 'de_DE' } });
    expect(answer.ok && [answer.app.pageId, answer.app.locale]).to.deep.equal(['1234567', 'de_DE']);
  });
});
