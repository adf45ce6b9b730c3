/**
 * A widget's data resolved over its kind's defaults, once per widget. A widget whose data cannot
 * be read (a field of the wrong type) renders nothing, with one console warning, and the others
 * still render.
 */
import { resolveWidget, type ResolvedWidget, type WidgetConfig } from '../runtime/config';
import { useStore } from './use-store';

const resolved = new WeakMap<WidgetConfig, ResolvedWidget | null>();

export function resolveOnce(widget: WidgetConfig): ResolvedWidget | null {
  if (resolved.has(widget)) return resolved.get(widget) ?? null;
  const result = resolveWidget(widget);
  if (result.kind === 'malformed') console.warn(`[mc] widget dropped: ${result.reason}`);
  const value = result.kind === 'widget' ? result.widget : null;
  resolved.set(widget, value);
  return value;
}

export function useWidget(widgetId: number): ResolvedWidget | null {
  const widget = useStore((state) => state.widgets.find((candidate) => candidate.widgetId === widgetId));
  return widget ? resolveOnce(widget) : null;
}
