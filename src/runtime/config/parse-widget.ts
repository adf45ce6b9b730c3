/**
 * A widget's data resolved over its kind's defaults (spec 1 §3 "Widget data is merged over
 * per-kind defaults"), for the views. The loader keeps only what decides display
 * (read-widget.ts); this runs in the UI, when a widget renders.
 */
import { defaultsFor, type WidgetData } from './defaults';
import { readWidget, SHOWING_FIELDS, type WidgetConfig } from './read-widget';
import { FieldTypeError, mergeOver } from './safe-merge';

export type ResolvedWidget = Omit<WidgetConfig, 'data'> & { data: WidgetData };

export type ResolveResult = { kind: 'widget'; widget: ResolvedWidget } | { kind: 'malformed'; reason: string };

export function resolveWidget(widget: WidgetConfig): ResolveResult {
  let data: WidgetData;
  try {
    data = mergeOver(defaultsFor(widget.widgetType), widget.data);
  } catch (error) {
    if (!(error instanceof FieldTypeError)) throw error;
    return { kind: 'malformed', reason: `widget ${widget.widgetId}: data.${error.path} has the wrong type` };
  }
  // The trigger pairs were settled by the loader (defaults, the setup fallback, customer chat's forced values).
  for (const field of SHOWING_FIELDS) {
    data.main[field] = widget.display[field] as never;
    data.setup[field] = widget.display[field] as never;
  }
  return { kind: 'widget', widget: { ...widget, data } };
}

/** Reads and resolves in one step: what the views get for a raw widget of the load answer. */
export function parseWidget(raw: unknown): ResolveResult | { kind: 'unknown-type'; widgetType: string } {
  const read = readWidget(raw);
  return read.kind === 'widget' ? resolveWidget(read.widget) : read;
}
