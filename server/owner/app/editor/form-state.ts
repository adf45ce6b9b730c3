/**
 * The editor's form state is the draft itself — the widget's fields with `data` as written — and
 * the fields the owner API's strict reader refuses in it (server/domain/widget-shape.ts, the one
 * validator). A change writes one value at its schema path and nothing else, so a field the owner
 * never touched keeps the shape it was written in, and what the form shows as refused is exactly
 * what the server would refuse.
 */
import {
  cloneJson,
  dataSchema,
  defaultsFor,
  isPlainObject,
  WIDGET_FIELDS,
  WIDGET_UI_FIELDS,
  type Field,
  type Table,
} from '../../../../src/runtime/config';
import type { WidgetType } from '../../../../src/runtime/constants';
import { isCssColor } from '../../../domain/css-color';
import { readWidgetShape, type RefusedField } from '../../../domain/widget-shape';
import type { WidgetFields } from '../api';

export interface FormState {
  draft: WidgetFields;
  /** Every refused field, in reading order. */
  refused: readonly RefusedField[];
}

type Json = Record<string, unknown>;

/** Every field the strict reader refuses in the draft ({path, message}; none: the draft can be saved and published). */
export function validateDraft(draft: WidgetFields & { widget_id?: unknown }): RefusedField[] {
  return readWidgetShape(draft).refused;
}

/** The form state of a stored draft: a copy of it, read by the validator. */
export function loadDraft(widget: WidgetFields): FormState {
  const draft = cloneJson(widget) as WidgetFields;
  return { draft, refused: validateDraft(draft) };
}

/** The draft to store: a copy of the form's, nothing added or normalised. */
export function draftOf(state: FormState): WidgetFields {
  return cloneJson(state.draft) as WidgetFields;
}

/**
 * The state with `value` at `path` (`data.main.title`, `name`); `undefined` removes the field.
 * Writing a trigger pair to data.main also removes the pair's older place (data.setup) when no page
 * can read what is there: the form's one trigger field stands for both, and the draft would
 * otherwise stay refused for a value nothing shows.
 */
export function setField(state: FormState, path: string, value: unknown): FormState {
  let draft = setAt(state.draft as unknown as Json, path.split('.'), value) as unknown as WidgetFields;
  const older = olderPlace(path);
  if (older && state.refused.some((refusal) => refusal.path === older))
    draft = setAt(draft as unknown as Json, older.split('.'), undefined) as unknown as WidgetFields;
  return { draft, refused: validateDraft(draft) };
}

function setAt(target: Json, keys: readonly string[], value: unknown): Json {
  const [key, ...rest] = keys;
  if (key === undefined) return target;
  const copy: Json = { ...target };
  if (rest.length === 0) {
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy;
  }
  // A section written as something else (null, a list) is read as its defaults: writing into it starts it afresh.
  const inner = Object.prototype.hasOwnProperty.call(target, key) && isPlainObject(target[key]) ? (target[key] as Json) : {};
  copy[key] = setAt(inner, rest, value);
  return copy;
}

/** The value written at a path, or undefined. */
export function valueAt(source: unknown, path: string): unknown {
  let value: unknown = source;
  for (const key of path.split('.')) {
    if (!isPlainObject(value) || !Object.prototype.hasOwnProperty.call(value, key)) return undefined;
    value = value[key];
  }
  return value;
}

/** The trigger pairs a page reads from data.main first, then from data.setup (README, docs/elements.md). */
const READ_FROM_SETUP_TOO = new Set(['whenDisplay', 'showAgain', 'showAgainIfClosed', 'popupMessageWhenDisplay']);

/** A trigger pair's older place (`data.setup.whenDisplay` for `data.main.whenDisplay`), or null. */
function olderPlace(path: string): string | null {
  const key = /^data\.main\.(\w+)$/.exec(path)?.[1];
  return key && READ_FROM_SETUP_TOO.has(key) ? `data.setup.${key}` : null;
}

/** Where a page reads a field from in this draft: data.main's pair when set, else data.setup's when that is. */
export function readPath(draft: WidgetFields, path: string): string {
  const older = olderPlace(path);
  return older && valueAt(draft, path) == null && valueAt(draft, older) != null ? older : path;
}

const isField = (entry: Field | Table): entry is Field => typeof (entry as Field).read === 'function';

/** The schema's reader for a path, or undefined when the path names a section or nothing. */
export function schemaField(path: string): Field | undefined {
  const [head, ...rest] = path.split('.');
  if (head !== 'data') {
    const own = { ...WIDGET_FIELDS, ...WIDGET_UI_FIELDS } as Readonly<Record<string, Field>>;
    return rest.length === 0 && head && Object.prototype.hasOwnProperty.call(own, head) ? own[head] : undefined;
  }
  let entry: Field | Table = dataSchema();
  for (const key of rest) {
    if (isField(entry) || !Object.prototype.hasOwnProperty.call(entry, key)) return undefined;
    entry = entry[key]!;
  }
  return isField(entry) ? entry : undefined;
}

/** Every field's path in the schema: the widget's own, then each of `data`'s, depth first. */
export function schemaPaths(): string[] {
  const paths = [...Object.keys(WIDGET_FIELDS), ...Object.keys(WIDGET_UI_FIELDS)];
  const walk = (table: Table, at: string) => {
    for (const [key, entry] of Object.entries(table)) {
      if (isField(entry)) paths.push(`${at}.${key}`);
      else walk(entry, `${at}.${key}`);
    }
  };
  walk(dataSchema(), 'data');
  return paths;
}

/** Each kind's defaults, built once (every field of the form reads them on every change); never written to. */
const DEFAULTS = new Map<string, unknown>();

/** The kind's default at a data path (defaults.ts); undefined for the widget's own fields. */
function defaultAt(kind: string, path: string): unknown {
  if (!path.startsWith('data.')) return undefined;
  let defaults = DEFAULTS.get(kind);
  if (defaults === undefined) DEFAULTS.set(kind, (defaults = defaultsFor(kind as WidgetType)));
  return valueAt(defaults, path.slice('data.'.length));
}

/**
 * What a field means in the draft, as a page reads it: the value read from where a page reads it
 * (normalised: `"true"` is true, `["delay", "5"]` is `["delay", 5]`), else the kind's default.
 * `refused` is set when the written value has no accepted shape (the page would use the default).
 */
export function fieldValue(draft: WidgetFields, path: string): { value: unknown; written: unknown; refused: boolean } {
  const from = readPath(draft, path);
  const written = valueAt(draft, from);
  const field = schemaField(path);
  const fallback = defaultAt(draft.widget_type, path);
  if (written == null || !field) return { value: written ?? fallback, written, refused: false };
  const read = field.read(written, { report: () => undefined, isColor: isCssColor });
  return read === undefined ? { value: written, written, refused: true } : { value: read ?? fallback, written, refused: false };
}

/** The refusal shown at a field: the one at its path, or, for a trigger pair, at its older place. */
export function refusalAt(state: FormState, path: string): RefusedField | undefined {
  const older = olderPlace(path);
  return state.refused.find((refusal) => refusal.path === path || refusal.path === older);
}
