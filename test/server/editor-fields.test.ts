// The owner app's editor takes its fields from the widget schema (src/runtime/config/schema.ts) and
// adds only labels, sections, help and the kinds a field applies to (server/owner/app/editor/
// fields.ts). These tests walk the schema: a field added to it without an entry in the editor's
// metadata — shown, or marked internal with the reason — fails here, as does an entry for a field
// the schema no longer has.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { KIND_CHOICES } from '../../server/owner/app/kinds';
import { controlOf } from '../../server/owner/app/editor/controls';
import { appliesTo, FIELD_META, SECTIONS } from '../../server/owner/app/editor/fields';
import { schemaField, schemaPaths } from '../../server/owner/app/editor/form-state';

const entries = Object.entries(FIELD_META);

describe("editor fields: the widget schema, with the editor's labels", () => {
  it('has an entry for every field of the schema', () => {
    const paths = schemaPaths();
    assert.ok(paths.length > 100, `the schema walk found ${paths.length} fields`);
    const missing = paths.filter((path) => !Object.prototype.hasOwnProperty.call(FIELD_META, path));
    assert.deepEqual(missing, [], `fields of the schema with no entry in editor/fields.ts: ${missing.join(', ')}`);
  });

  it('names only fields the schema has', () => {
    const unknown = Object.keys(FIELD_META).filter((path) => !schemaField(path));
    assert.deepEqual(unknown, []);
  });

  it('gives every entry a label and a section, and every field it does not show a reason', () => {
    const sections = new Set(SECTIONS.map((section) => section.id));
    for (const [path, meta] of entries) {
      assert.ok(meta.label.trim(), `${path}: a label`);
      assert.ok(sections.has(meta.section), `${path}: section ${meta.section}`);
      if (meta.internal !== undefined) assert.ok(meta.internal.trim().length > 10, `${path}: the reason it is not shown`);
    }
  });

  it('draws every field it shows with a control its reader takes', () => {
    for (const [path, meta] of entries) {
      if (meta.internal) continue;
      assert.notEqual(controlOf(path, meta), 'none', `${path}: no control for its reader`);
    }
  });

  it('shows a field on a condition only of fields the schema has', () => {
    for (const [path, meta] of entries) {
      const conditions = meta.shownWhen === undefined ? [] : Array.isArray(meta.shownWhen) ? meta.shownWhen : [meta.shownWhen];
      for (const condition of conditions)
        assert.ok(schemaField(condition.path), `${path}: shown when ${condition.path}, which the schema has not`);
    }
  });

  it('names only values the schema accepts', () => {
    for (const [path, meta] of entries) {
      const field = schemaField(path)!;
      const accepted = field.values ?? field.modes;
      if (!meta.options || !accepted) continue;
      for (const value of Object.keys(meta.options))
        assert.ok(accepted.includes(value), `${path}: ${value} is none of ${accepted.join(', ')}`);
    }
    // The device rule's choices, read by the schema's own reader (true is desktop only).
    const device = schemaField('data.setup.hideOnMobile')!;
    for (const value of [true, 'everywhere', 'mobile']) assert.notEqual(device.read(value, { report: () => undefined }), undefined);
  });

  it('shows each kind a field called Title, Description and a trigger where the kind has them, every label once', () => {
    for (const choice of KIND_CHOICES) {
      for (const channel of choice.channels) {
        const shown = entries.filter(([, meta]) => appliesTo(meta, choice.widget_type, channel));
        const labels = shown.map(([, meta]) => meta.label);
        const twice = labels.filter((label, index) => labels.indexOf(label) !== index);
        assert.deepEqual(twice, [], `${choice.name} (${channel}): labels shown twice`);
        const card = ['modal', 'bar', 'slide_in', 'page_takeover', 'box', 'landing'].includes(choice.widget_type);
        assert.equal(labels.includes('Title'), card, `${choice.name}: Title`);
        assert.equal(labels.includes('Description'), card, `${choice.name}: Description`);
        assert.equal(labels.includes('Show only on these URLs'), true, `${choice.name}: the allow list`);
        assert.equal(
          shown.some(([path]) => path === 'data.main.whenDisplay'),
          !['customer_chat', 'checkbox'].includes(choice.widget_type),
          `${choice.name}: the trigger`,
        );
      }
    }
  });

  it('writes the trigger pairs where a page reads them first (data.main), never a second place', () => {
    for (const key of ['whenDisplay', 'showAgain', 'showAgainIfClosed', 'popupMessageWhenDisplay']) {
      assert.equal(FIELD_META[`data.main.${key}`]?.internal, undefined, `data.main.${key} is shown`);
      assert.match(FIELD_META[`data.setup.${key}`]?.internal ?? '', /data\.main/, `data.setup.${key} is edited as data.main's`);
    }
  });
});
