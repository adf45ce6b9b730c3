import '../../setup';
import { expect } from '@open-wc/testing';
import { parseApp, parseLoadAnswer } from '../../../src/runtime/config';
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
      makeLoadAnswer([
        makeWidget({ widget_id: 1 }),
        makeWidget({ widget_id: 2, data: { main: { whenDisplay: 'soon' } } }),
        makeWidget({ widget_id: 3 }),
      ]),
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

  const CONTRACT_APP = {
    pageId: '1234567',
    fb_page_id: '7654321',
    appId: '9876',
    widget_phone: '+15550100',
    page_name: 'Acme',
    host: 'https://api.example.com',
    whitelist: ['shop.example.com', 7],
    sms_channel_connected: true,
    defaultSize: false,
    fbSDKDebug: true,
    locale: 'en_US',
    is_eu_affected: true,
  };

  it("reads every app setting of the answer, the ones the loader decides by and the views' alike", () => {
    const answer = parseLoadAnswer({ app: CONTRACT_APP, widgets: [] });
    if (!answer.ok) throw new Error(answer.reason);
    expect(answer.app).to.deep.equal(parseApp(CONTRACT_APP));
    expect(answer.app).to.deep.include({
      pageId: '1234567',
      widgetPhone: '+15550100',
      host: 'https://api.example.com',
      whitelist: ['shop.example.com'],
    });
  });

  it('reads every app setting of the contract', () => {
    expect(parseApp(CONTRACT_APP)).to.deep.equal({
      pageId: '1234567',
      fbPageId: '7654321',
      appId: '9876',
      widgetPhone: '+15550100',
      pageName: 'Acme',
      host: 'https://api.example.com',
      whitelist: ['shop.example.com'],
      smsChannelConnected: true,
      defaultSize: false,
      fbSDKVersion: 'v3.1',
      fbSDKDebug: true,
      locale: 'en_US',
      isEuAffected: true,
      overlayCap: '',
    });
  });

  it('reads app.overlay_cap, each count falling back to its default (3 a visit, 6 a day)', () => {
    expect(parseApp({ overlay_cap: { per_visit: 1, per_day: '4' } }).overlayCap).to.deep.equal({ perVisit: 1, perDay: 4 });
    expect(parseApp({ overlay_cap: { per_visit: -1 } }).overlayCap).to.deep.equal({ perVisit: 3, perDay: 6 });
  });

  it('takes widgetLocale over locale and a numeric page id as text', () => {
    expect(parseApp({ pageId: 1234567, locale: 'en_US', widgetLocale: 'de_DE' })).to.deep.include({ pageId: '1234567', locale: 'de_DE' });
  });

  it('reads every app setting once, as the answer comes, and warns once per setting it cannot read', () => {
    const { log, warnings } = collectWarnings();
    const raw = { pageId: '1', whitelist: 'shop.example.com', is_eu_affected: {}, fb_page_id: ['x'] };
    const answer = parseLoadAnswer({ app: raw, widgets: [] }, log);
    if (!answer.ok) throw new Error(answer.reason);
    expect(warnings).to.have.members([
      '[mc] app.whitelist could not be read; its default is used',
      '[mc] app.fb_page_id could not be read; its default is used',
      '[mc] app.is_eu_affected could not be read; its default is used',
    ]);
    expect(warnings).to.have.length(3);
    expect(answer.app).to.deep.include({ pageId: '1', whitelist: [], fbPageId: '', isEuAffected: false, fbSDKVersion: 'v3.1' });
    expect(answer.app, 'nothing of the section is kept raw to be read again').to.not.have.property('source');
  });
});
