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

/** The widgets by id, once per list: every card looks its widget up on every render. */
const byId = new WeakMap<readonly WidgetConfig[], ReadonlyMap<number, WidgetConfig>>();

function widgetById(widgets: readonly WidgetConfig[], widgetId: number): WidgetConfig | undefined {
  let index = byId.get(widgets);
  if (!index) {
    // The first of a repeated id wins, as `find` would.
    index = new Map([...widgets].reverse().map((widget) => [widget.widgetId, widget]));
    byId.set(widgets, index);
  }
  return index.get(widgetId);
}

export function useWidget(widgetId: number): ResolvedWidget | null {
  const widget = useStore((state) => widgetById(state.widgets, widgetId));
  return widget ? resolveOnce(widget) : null;
}
