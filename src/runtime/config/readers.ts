/**
 * The shapes a field of the load answer may take, as small readers (schema.ts names which field
 * takes which). These are the ones the loader reads with; the readers only `data`'s other fields
 * need are in schema.ts; what each accepts, in words, is in shapes.ts, for the owner API alone. A reader returns the value normalised, `null` for "not set" (the default applies,
 * silently) or `undefined` when the value has none of its shapes (the default applies with a
 * warning on a page; the owner API refuses it). `null` and a missing value never reach a reader.
 */

export interface Field {
  read(value: unknown, context: ReadContext): unknown;
  /** A pair's modes (pair()); what each field accepts in words is the owner API's (shapes.ts). */
  modes?: readonly string[];
  /** The names a oneOf() field takes. */
  values?: readonly string[];
}

export interface ReadContext {
  /**
   * Called once per field that cannot be read, with its path from the widget
   * (`data.setup.hideOnMobile`) and its reader (none for a section that is not an object).
   */
  report(path: string, field?: Field): void;
  /** Whether a string is a CSS colour; the browser asks `CSS.supports`, the server passes its own check. */
  isColor?(value: string): boolean;
}

export type PlainObject = Record<string, unknown>;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function isPlainObject(value: unknown): value is PlainObject {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A key's own value: a host page's additions to Object.prototype are not read. */
export const own = <T>(source: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(source, key) ? source[key] : undefined;

/** Copies owner JSON without any prototype-reaching keys (the load answer is hostile input). */
export function cloneJson(value: unknown, depth = 0): unknown {
  if (depth > 20) return undefined;
  if (Array.isArray(value)) return value.map((item) => cloneJson(item, depth + 1));
  if (!isPlainObject(value)) return typeof value === 'object' && value !== null ? undefined : value;
  const copy: PlainObject = {};
  for (const key of Object.keys(value)) if (!FORBIDDEN_KEYS.has(key)) copy[key] = cloneJson(value[key], depth + 1);
  return copy;
}

/** `"Exit-Intent "` → `exit_intent`: names are compared trimmed, lower-cased, with `-` and spaces as `_`. */
export const toName = (value: string): string =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** A finite number, or a string that is one (`"30"`, `" 2.5 "`). */
export function toNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

function toBool(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const name = typeof value === 'string' ? toName(value) : value;
  return name === 1 || name === 'true' || name === '1' ? true : name === 0 || name === 'false' || name === '0' ? false : undefined;
}

export const text: Field = {
  read: (value) => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined),
};

export const bool: Field = { read: toBool };

/** A list of strings; other entries are left out. */
export const list: Field = {
  read: (value) => (Array.isArray(value) ? value.filter((entry) => typeof entry === 'string') : undefined),
};

/** docs/display-rules.md#device-rule: `true`/`false` (also as 0, 1, "true", "false"), `desktop`, `mobile`, or any other string (allows). */
export const boolOrDevice: Field = {
  read: (value) => {
    const flag = toBool(value);
    if (flag !== undefined) return flag;
    if (typeof value !== 'string') return undefined;
    const name = toName(value);
    return name === 'desktop' || name === 'mobile' ? name : value;
  },
};

/**
 * A `[mode, number]` pair such as `["scroll", 30]`; the number may be a numeric string, and is 0
 * when left out (`["never"]`). `modes` limits the mode (case-insensitive); `["anchor", "pricing"]`
 * keeps its name.
 */
export function pair(...modes: string[]): Field {
  return {
    modes,
    read: (value) => {
      const [rawMode, rawValue = 0] = Array.isArray(value) && value.length <= 2 ? value : [];
      if (typeof rawMode !== 'string') return undefined;
      const mode = toName(rawMode);
      const number = toNumber(rawValue);
      if (modes.length && !modes.includes(mode)) return undefined;
      if (number !== undefined) return [mode, number];
      return mode === 'anchor' && typeof rawValue === 'string' && rawValue.trim() ? [mode, rawValue.trim()] : undefined;
    },
  };
}
