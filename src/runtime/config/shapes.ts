/**
 * What each reader of the schema accepts, in words, for the owner API's 400 (server/domain/
 * widget-shape.ts): `data.setup.hideOnMobile must be true, false, "desktop", "mobile" or another
 * string`. Only the server and the tests import it; a page's warning names the widget and the
 * field's path, so none of these words reach the loader or the UI.
 */
import { KNOWN_WIDGET_TYPES } from '../kinds';
import { bool, boolOrDevice, list, text, type Field } from './readers';
import { anything, color, numberish, object, width, WIDGET_FIELDS } from './schema';

const NAMED = new Map<Field, string>([
  [text, 'a string or a number'],
  [bool, 'true, false, 0, 1, "true" or "false"'],
  [list, 'a list of strings'],
  [boolOrDevice, 'true, false, "desktop", "mobile" or another string'],
  [numberish, 'a number or a numeric string'],
  [anything, 'any JSON value'],
  [object, 'an object'],
  [width, 'a [unit, number] pair with the unit px or %, a number (px), or a string such as "350px" or "100%"'],
  [color, 'a CSS colour'],
  [WIDGET_FIELDS.widget_id, 'a positive integer or a string of digits'],
  [WIDGET_FIELDS.widget_type, `one of ${KNOWN_WIDGET_TYPES.join(', ')}`],
  [WIDGET_FIELDS.channel, 'one of none, fb, facebook, messenger, sms, omni (or empty)'],
]);

/** The shapes a field accepts, in words; a section (no reader) is an object. */
export function shapesOf(field?: Field): string {
  if (!field) return 'an object';
  const named = NAMED.get(field);
  if (named) return named;
  if (field.modes) return `a [mode, number] pair${field.modes.length ? ` with the mode one of ${field.modes.join(', ')}` : ''}`;
  if (field.values) return `one of ${field.values.join(', ')}`;
  throw new Error('a reader of the schema has no shapes in words (shapes.ts)');
}
