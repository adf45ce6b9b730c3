// The editor's form state is the draft: a change writes one value at its schema path and leaves
// every other field in the shape it was written in; the trigger pairs are read where a page reads
// them (data.main first, then data.setup) and written to data.main; the URL box's verdict is the
// pages' own URL rule.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { WidgetFields } from '../../server/owner/app/api';
import { draftOf, fieldValue, loadDraft, readPath, setField } from '../../server/owner/app/editor/form-state';
import { urlVerdict } from '../../server/owner/app/editor/targeting';

const draft = (data: Record<string, unknown>, widget_type = 'modal'): WidgetFields => ({
  widget_type,
  channel: 'fb',
  name: 'Sale',
  sms_keyword: '',
  widget_sign: '',
  data,
});

describe('editor form state', () => {
  it('writes one field and keeps every other as written', () => {
    const start = draft({
      main: { width: '350px', allowHide: 'false' },
      setup: { hideOnMobile: 1, urlBlacklist: ['/cart', 7] },
      unknownSection: { a: 1 },
    });
    const next = draftOf(setField(loadDraft(start), 'data.main.title', 'Spring sale'));
    assert.deepEqual(next.data, {
      main: { width: '350px', allowHide: 'false', title: 'Spring sale' },
      setup: { hideOnMobile: 1, urlBlacklist: ['/cart', 7] },
      unknownSection: { a: 1 },
    });
    assert.deepEqual(start.data['main'], { width: '350px', allowHide: 'false' }, 'the stored draft is not changed in place');
  });

  it('starts a section written as null or a list afresh when a field is written into it', () => {
    assert.deepEqual(draftOf(setField(loadDraft(draft({ main: null })), 'data.main.colors.headline', '#111111')).data, {
      main: { colors: { headline: '#111111' } },
    });
    assert.deepEqual(
      draftOf(setField(loadDraft({ ...draft({}), data: null as unknown as Record<string, unknown> }), 'data.setup.urlWhitelist', ['/a']))
        .data,
      { setup: { urlWhitelist: ['/a'] } },
    );
  });

  it("removes a field given undefined, so the kind's default applies again", () => {
    const state = setField(loadDraft(draft({ main: { opacity: 70 } })), 'data.main.opacity', undefined);
    assert.deepEqual(state.draft.data, { main: {} });
    assert.equal(fieldValue(state.draft, 'data.main.opacity').value, 50);
  });

  it('reads the trigger from data.setup when data.main has none, and writes it to data.main, where a page reads it first', () => {
    const older = draft({ setup: { whenDisplay: ['delay', '10'] } });
    assert.equal(readPath(older, 'data.main.whenDisplay'), 'data.setup.whenDisplay');
    assert.deepEqual(fieldValue(older, 'data.main.whenDisplay').value, ['delay', 10]);
    const state = setField(loadDraft(older), 'data.main.whenDisplay', ['delay', 2]);
    assert.equal(readPath(state.draft, 'data.main.whenDisplay'), 'data.main.whenDisplay');
    assert.deepEqual(fieldValue(state.draft, 'data.main.whenDisplay').value, ['delay', 2]);
    // A refusal of the older place is shown at the trigger.
    const refused = loadDraft(draft({ setup: { whenDisplay: 'soon' } }));
    assert.deepEqual(
      refused.refused.map((entry) => entry.path),
      ['data.setup.whenDisplay'],
    );
    assert.equal(readPath(refused.draft, 'data.main.whenDisplay'), 'data.setup.whenDisplay');
    // The trigger chosen in the form replaces the older place's unreadable value, so the draft can be saved.
    const mended = setField(refused, 'data.main.whenDisplay', ['delay', 2]);
    assert.deepEqual(mended.draft.data, { main: { whenDisplay: ['delay', 2] }, setup: {} });
    assert.deepEqual(mended.refused, []);
    // A readable older value stays as written.
    assert.deepEqual(setField(loadDraft(older), 'data.main.whenDisplay', ['delay', 2]).draft.data['setup'], {
      whenDisplay: ['delay', '10'],
    });
  });

  it("shows each field as a page reads it: normalised, else the kind's default; a value of no shape as written, refused", () => {
    const written = draft({ main: { allowHide: 'false', width: '350px', buttonSize: 'huge' } }, 'bar');
    assert.deepEqual(fieldValue(written, 'data.main.allowHide'), { value: false, written: 'false', refused: false });
    assert.deepEqual(fieldValue(written, 'data.main.width').value, ['px', 350]);
    assert.deepEqual(fieldValue(written, 'data.main.whenDisplay').value, ['scroll', 30]);
    assert.deepEqual(fieldValue(draft({}, 'box'), 'data.main.whenDisplay').value, ['immediately', 0]);
    assert.deepEqual(fieldValue(written, 'data.main.buttonSize'), { value: 'huge', written: 'huge', refused: true });
    assert.equal(fieldValue({ ...written, channel: 'none' }, 'channel').value, 'fb');
  });

  it("answers the URL box with the pages' URL rule", () => {
    assert.deepEqual(urlVerdict([], [], 'https://shop.example.com/'), { shown: true, words: 'Shown on this URL' });
    assert.deepEqual(urlVerdict(['/pricing'], [], 'https://shop.example.com/pricing?utm_source=x'), {
      shown: true,
      words: 'Shown on this URL (matches /pricing)',
    });
    assert.deepEqual(
      urlVerdict(['/pricing'], ['/pricing'], 'https://shop.example.com/pricing').shown,
      true,
      'the allow list decides alone',
    );
    assert.deepEqual(urlVerdict(['/pricing'], [], 'https://shop.example.com/about'), {
      shown: false,
      words: 'Not shown: matches nothing on the allow list',
    });
    assert.deepEqual(urlVerdict([' '], ['/checkout/**'], 'https://shop.example.com/checkout/pay/now'), {
      shown: false,
      words: 'Not shown: matches the deny list (/checkout/**)',
    });
    assert.deepEqual(urlVerdict([], ['/blog/*'], 'https://shop.example.com/blog/a/b').shown, true, '* stays within one part of the path');
  });
});
