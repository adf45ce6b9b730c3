/**
 * JSON Merge Patch (RFC 7396): objects merge key by key, `null` removes a key, anything else
 * replaces. Used by the owner API's PATCH, so the preview can save one text without resending the
 * whole widget. Keys that could reach a prototype are skipped.
 */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const result: Record<string, unknown> = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (FORBIDDEN_KEYS.has(key)) continue;
    if (value === null) delete result[key];
    else result[key] = mergePatch(Object.hasOwn(result, key) ? result[key] : undefined, value);
  }
  return result;
}
