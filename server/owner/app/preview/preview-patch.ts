/**
 * Turns an in-place edit from a widget in preview mode into a merge patch of the widget.
 * `mc:preview-edit` carries `{widgetId, field, value}`; `field` is a path inside the widget's
 * `data`, such as `main.title`, `submitted.ctaText` or `main.smsButtonText`; a bare name means
 * `main.<name>`.
 */
const SECTIONS = new Set(['main', 'submitted', 'actions', 'setup', 'appearance', 'channels']);
const SEGMENT = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 4;

interface PreviewEdit {
  widgetId: number;
  field: string;
  value: string;
}

/** The edit from an event's detail, or a reason it cannot be saved. */
export function readPreviewEdit(detail: unknown): PreviewEdit | string {
  if (typeof detail !== 'object' || detail === null) return 'the edit event has no detail';
  const { widgetId, field, value } = detail as Record<string, unknown>;
  const id = typeof widgetId === 'string' && /^\d+$/.test(widgetId) ? Number(widgetId) : widgetId;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return 'detail.widgetId is not a widget id';
  if (typeof field !== 'string' || !field) return 'detail.field is not a field name';
  if (typeof value !== 'string') return 'detail.value is not text';
  return { widgetId: id, field, value };
}

export function fieldPath(field: string): string[] | undefined {
  const segments = field.split('.');
  const path = segments.length === 1 ? ['main', ...segments] : segments;
  if (path.length > MAX_DEPTH || !SECTIONS.has(path[0] ?? '') || !path.every((segment) => SEGMENT.test(segment) && !FORBIDDEN.has(segment)))
    return undefined;
  return path;
}

/** `main.title` and `"Hi"` → `{ data: { main: { title: "Hi" } } }`; undefined for a field that cannot be edited. */
export function previewPatch(field: string, value: string): { data: Record<string, unknown> } | undefined {
  const path = fieldPath(field);
  if (!path) return undefined;
  let nested: unknown = value;
  for (const segment of [...path].reverse()) nested = { [segment]: nested };
  return { data: nested as Record<string, unknown> };
}
