/**
 * `JSON.stringify` that gives standard JSON whatever the page did to the built-ins. Prototype.js
 * (still on many shops) defines `Array.prototype.toJSON` returning a string, so the native call
 * writes every array as a quoted string: event queues stored that way read back as a string and
 * are lost, and request bodies reach the server mangled. When an inherited `toJSON` is present on
 * arrays or objects, arrays and objects are written here instead (own enumerable keys, as the
 * native call does), without calling it and without touching the page's globals. Our values are
 * plain data: no dates or other objects with a `toJSON` of their own.
 */
function write(value: unknown): string | undefined {
  // Primitives never reach a `toJSON`: the native call is exact for them.
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => write(item) ?? 'null').join(',')}]`;
  const members: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    const written = write(item);
    if (written !== undefined) members.push(`${JSON.stringify(key)}:${written}`);
  }
  return `{${members.join(',')}}`;
}

/** Throws as `JSON.stringify` does on a cycle (there as a RangeError, once the stack runs out). */
export function stringifyJson(value: unknown): string | undefined {
  return 'toJSON' in Array.prototype || 'toJSON' in Object.prototype ? write(value) : JSON.stringify(value);
}
