// The server's pure pieces: phone numbers, merge patches, preview edits, entity tags, day series, event classes, kind names.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildAccountSeries, buildWidgetSeries } from '../../server/domain/dashboard-stats';
import { dayOf, lastDays } from '../../server/domain/days';
import { isOptinEvent, widgetIdOf } from '../../server/domain/event-classes';
import { kindName } from '../../server/domain/kind-names';
import { mergePatch } from '../../server/domain/merge-patch';
import { checkPhoneNumber } from '../../server/domain/phone';
import { entityTag, matchesIfNoneMatch } from '../../server/http/etag';
import { fieldPath, previewPatch, readPreviewEdit } from '../../server/owner/app/preview/preview-patch';
import { seriesFor } from '../../server/owner/app/dashboard/series';
import type { DailyCount, WidgetRecord } from '../../server/storage/storage';

describe('checkPhoneNumber', () => {
  const cases: [string, string | RegExp][] = [
    ['+12015550123', '+12015550123'],
    ['+1 (201) 555-0123', '+12015550123'],
    ['+447911123456', '+447911123456'],
    ['+4915112345678', '+4915112345678'],
    ['', /Enter your phone number/],
    ['+', /Enter your phone number/],
    ['+1201', /too short/],
    ['+120155501234567', /too long/],
    ['2015550123', /country/],
    ['+15550100123', /not a valid phone number/],
  ];
  for (const [input, expected] of cases) {
    it(`${JSON.stringify(input)} → ${expected}`, () => {
      const result = checkPhoneNumber(input);
      if (typeof expected === 'string') assert.deepEqual(result, { valid: true, e164: expected });
      else {
        assert.equal(result.valid, false);
        assert.match((result as { message: string }).message, expected);
      }
    });
  }
});

describe('mergePatch', () => {
  it('merges objects, replaces the rest, removes on null', () => {
    assert.deepEqual(mergePatch({ a: 1, b: { c: 2, d: 3 }, e: [1] }, { b: { c: null, x: 4 }, e: [2], f: 'new' }), {
      a: 1,
      b: { d: 3, x: 4 },
      e: [2],
      f: 'new',
    });
    assert.deepEqual(mergePatch({ a: 1 }, 'whole'), 'whole');
  });

  it('skips keys that could reach a prototype', () => {
    const patch = JSON.parse('{"__proto__":{"polluted":true},"constructor":{"x":1},"ok":1}') as unknown;
    const merged = mergePatch({}, patch) as Record<string, unknown>;
    assert.deepEqual(Object.keys(merged), ['ok']);
    assert.equal(({} as Record<string, unknown>)['polluted'], undefined);
  });
});

describe('preview edits', () => {
  it('turns a field path and a value into a patch of the widget data', () => {
    assert.deepEqual(previewPatch('main.title', 'Hi'), { data: { main: { title: 'Hi' } } });
    assert.deepEqual(previewPatch('submitted.ctaText', 'Open'), { data: { submitted: { ctaText: 'Open' } } });
    assert.deepEqual(previewPatch('smsButtonText', 'Text me'), { data: { main: { smsButtonText: 'Text me' } } });
  });

  it('refuses paths outside the editable sections or with odd names', () => {
    for (const field of ['secrets.x', 'main.__proto__.x', 'main..title', 'main.a.b.c.d', 'main.title-1', '']) {
      assert.equal(fieldPath(field), undefined, field);
    }
  });

  it('reads the event detail, refusing what is not an edit', () => {
    assert.deepEqual(readPreviewEdit({ widgetId: '42', field: 'main.title', value: 'x' }), {
      widgetId: 42,
      field: 'main.title',
      value: 'x',
    });
    assert.match(String(readPreviewEdit(null)), /no detail/);
    assert.match(String(readPreviewEdit({ widgetId: -1, field: 'a', value: 'x' })), /widgetId/);
    assert.match(String(readPreviewEdit({ widgetId: 1, field: 'a', value: 3 })), /value/);
  });
});

describe('entity tags', () => {
  it('matches strong, weak, listed and wildcard tags', () => {
    const tag = entityTag('{"a":1}');
    assert.notEqual(tag, entityTag('{"a":2}'));
    assert.equal(matchesIfNoneMatch(tag, tag), true);
    assert.equal(matchesIfNoneMatch(`W/${tag}`, tag), true);
    assert.equal(matchesIfNoneMatch(`"x", ${tag}`, tag), true);
    assert.equal(matchesIfNoneMatch('*', tag), true);
    assert.equal(matchesIfNoneMatch('"x"', tag), false);
    assert.equal(matchesIfNoneMatch(undefined, tag), false);
  });
});

describe('days and series', () => {
  const noon = Date.parse('2026-03-10T12:00:00Z');

  it('names UTC days and counts back', () => {
    assert.equal(dayOf(Date.parse('2026-03-10T23:59:59Z')), '2026-03-10');
    assert.deepEqual(lastDays(noon, 3), ['2026-03-08', '2026-03-09', '2026-03-10']);
  });

  it("fills the days without events with zeros and keeps deleted widgets' counts", () => {
    const widget = { widgetId: 1, name: 'Box', widgetType: 'box' } as WidgetRecord;
    const count = (widgetId: number, day: string, metric: DailyCount['metric'], n: number, detail = '', amount = 0): DailyCount => ({
      widgetId,
      day,
      metric,
      detail,
      count: n,
      amount,
    });
    const counts = [
      count(1, '2026-03-10', 'impressions', 4),
      count(1, '2026-03-10', 'optins', 1),
      count(1, '2026-03-10', 'fallback_clicks', 2),
      count(9, '2026-03-09', 'impressions', 2),
      count(0, '2026-03-09', 'conversions', 3),
      count(0, '2026-03-09', 'money', 2, 'USD', 30.5),
      count(0, '2026-03-10', 'money', 1, 'EUR', 49.5),
      count(0, '2026-03-10', 'money', 1, 'USD', 10),
      count(0, '2026-03-10', 'bot_visits', 5),
    ];
    const deleted = { widgetId: 9, accountId: '1', widgetType: 'bar', channel: 'fb', name: 'Old bar', deletedAt: 0 };
    // 77: an id the account never had, which counts nothing.
    const series = buildWidgetSeries(
      ['2026-03-09', '2026-03-10'],
      [widget],
      [deleted],
      [...counts, count(77, '2026-03-10', 'impressions', 5)],
    );
    const intent = { channel_clicks: 0, sms_app_opened: 0 };
    assert.deepEqual(
      series.map((entry) => [entry.widget_id, entry.exists, entry.totals]),
      [
        [1, true, { impressions: 4, optins: 1, conversion_rate: 0.25, fallback_clicks: 2, ...intent }],
        [9, false, { impressions: 2, optins: 0, conversion_rate: 0, fallback_clicks: 0, ...intent }],
      ],
    );
    assert.equal(series[1]?.name, 'Old bar (deleted)');
    const account = buildAccountSeries(['2026-03-09', '2026-03-10'], counts);
    assert.deepEqual(account.totals, {
      conversions: 3,
      money: [
        { currency: 'EUR', count: 1, amount: 49.5 },
        { currency: 'USD', count: 3, amount: 40.5 },
      ],
      money_flagged: [],
      bot_visits: 5,
    });
    assert.deepEqual(account.days[0], {
      day: '2026-03-09',
      conversions: 3,
      money: [{ currency: 'USD', count: 2, amount: 30.5 }],
      money_flagged: [],
      bot_visits: 0,
    });
    assert.equal(series[0]?.days[0]?.conversion_rate, null);
    const all = seriesFor(series, ['2026-03-09', '2026-03-10'], 'all');
    assert.deepEqual(
      all.map((point) => [point.impressions, point.optins]),
      [
        [2, 0],
        [4, 1],
      ],
    );
    assert.deepEqual(
      seriesFor(series, ['2026-03-09', '2026-03-10'], '1').map((point) => point.impressions),
      [0, 4],
    );
  });
});

describe('event classes', () => {
  it('reads the widget id from the payload', () => {
    assert.equal(widgetIdOf({ widget_id: 42 }), 42);
    assert.equal(widgetIdOf({ widget_id: '42' }), 42);
    for (const payload of [null, [], {}, { widget_id: -1 }, { widget_id: 1.5 }, { widget_id: '4x' }])
      assert.equal(widgetIdOf(payload), null);
  });

  it('counts optin events and positive opt-in analytics as opt-ins, but not the intent clicks', () => {
    assert.equal(isOptinEvent('optin', {}), true);
    assert.equal(isOptinEvent('mc_shopify_analytics', { type: 'optin', status: 'positive' }), true);
    assert.equal(
      isOptinEvent('mc_shopify_analytics', { type: 'optin', status: 'positive', status_description: 'checkbox_confirmed' }),
      true,
    );
    for (const intent of ['messenger_fallback_clicked', 'launcher_channel_clicked', 'sms_keyword_composer_opened']) {
      assert.equal(isOptinEvent('mc_shopify_analytics', { type: 'optin', status: 'positive', status_description: intent }), false, intent);
    }
    assert.equal(isOptinEvent('mc_shopify_analytics', { type: 'optin', status: 'negative' }), false);
    assert.equal(isOptinEvent('mc_shopify_analytics', { type: 'impression', status: 'positive' }), false);
    assert.equal(isOptinEvent('impression', { type: 'optin', status: 'positive' }), false);
  });
});

describe('kind names', () => {
  const cases: [string, string, string][] = [
    ['box', 'sms', 'SMS card'],
    ['box', 'fb', 'Box'],
    ['slide_in', 'fb', 'Slide-in'],
    ['omnichat', 'omni', 'Launcher'],
    ['modal', 'sms', 'Modal (SMS)'],
    ['page_takeover', 'none', 'Page takeover'],
    ['messenger_ref_url', 'fb', 'Messenger link'],
    ['deleted', 'none', 'Deleted'],
    ['a_future_kind', 'fb', 'a_future_kind'],
  ];
  for (const [type, channel, name] of cases) {
    it(`calls a ${type} on ${channel} "${name}"`, () => assert.equal(kindName(type, channel), name));
  }
});
