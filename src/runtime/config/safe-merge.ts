/**
 * Merges owner JSON over a defaults object, using the defaults as the schema.
 *
 * The load answer comes over the network, so it is treated as hostile: keys that could reach an
 * object's prototype are skipped, only own enumerable keys are read (an `Object.prototype` polluted
 * by the host page adds nothing), and a value whose type differs from its default is reported
 * instead of silently reaching the views.
 */

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A `[mode, value]` pair such as `["scroll", 30]` or `["anchor", "pricing"]`. */
export function isPair(value: unknown): value is [string, number | string] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'string' &&
    (typeof value[1] === 'number' || typeof value[1] === 'string')
  );
}

function isNumericString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value));
}

/** Thrown (and caught by the config parser) when a field cannot be read as its default's type. */
export class FieldTypeError extends Error {
  constructor(readonly path: string) {
    super(`field "${path}" has the wrong type`);
  }
}

/** Copies a value that has no default to compare against, without any prototype-reaching keys. */
export function cloneJson(value: unknown, depth = 0): unknown {
  if (depth > 20) return undefined;
  if (Array.isArray(value)) return value.map((item) => cloneJson(item, depth + 1));
  if (!isPlainObject(value)) return typeof value === 'object' && value !== null ? undefined : value;
  const copy: PlainObject = {};
  for (const key of Object.keys(value)) {
    if (!FORBIDDEN_KEYS.has(key)) copy[key] = cloneJson(value[key], depth + 1);
  }
  return copy;
}

function coerce(defaultValue: unknown, value: unknown, path: string): unknown {
  if (value === undefined || value === null) return cloneJson(defaultValue);
  if (defaultValue === undefined || defaultValue === null) return cloneJson(value);
  if (isPair(defaultValue)) {
    if (isPair(value)) return [value[0], value[1]];
    throw new FieldTypeError(path);
  }
  if (Array.isArray(defaultValue)) {
    if (Array.isArray(value)) return cloneJson(value);
    throw new FieldTypeError(path);
  }
  if (isPlainObject(defaultValue)) {
    if (isPlainObject(value)) return mergeOver(defaultValue, value, path);
    throw new FieldTypeError(path);
  }
  switch (typeof defaultValue) {
    case 'string':
      if (typeof value === 'string') return value;
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      throw new FieldTypeError(path);
    case 'number':
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      if (isNumericString(value)) return Number(value);
      throw new FieldTypeError(path);
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 0 || value === 1) return value === 1;
      throw new FieldTypeError(path);
    default:
      return cloneJson(value);
  }
}

/**
 * Returns a new object: every key of `defaults`, overridden by `input`'s own value of a compatible
 * type, plus `input`'s other keys copied safely. Throws FieldTypeError naming the first bad field.
 */
export function mergeOver<T extends PlainObject>(defaults: T, input: unknown, path = ''): T {
  const result: PlainObject = {};
  const source: PlainObject = isPlainObject(input) ? input : {};
  if (input !== undefined && input !== null && !isPlainObject(input)) throw new FieldTypeError(path || '(root)');
  for (const key of Object.keys(defaults)) {
    result[key] = coerce(defaults[key], Object.prototype.hasOwnProperty.call(source, key) ? source[key] : undefined, join(path, key));
  }
  for (const key of Object.keys(source)) {
    if (FORBIDDEN_KEYS.has(key) || Object.prototype.hasOwnProperty.call(defaults, key)) continue;
    result[key] = cloneJson(source[key]);
  }
  return result as T;
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}
