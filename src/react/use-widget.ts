/**
 * A widget's data read over its kind's defaults, once per widget (resolve-widget.ts). A field that
 * cannot be read takes its default with one console warning; the widget still renders.
 */
import { resolveWidget, type ResolvedWidget, type WidgetConfig } from '../runtime/config';
import { unreadMessage } from '../runtime/config/read-widget';
import { useSlice } from './use-store';

const resolved = new WeakMap<WidgetConfig, ResolvedWidget>();

export function resolveOnce(widget: WidgetConfig): ResolvedWidget {
  let value = resolved.get(widget);
  if (!value) {
    value = resolveWidget(widget, { report: (id, path) => console.warn(unreadMessage(id, path)) });
    resolved.set(widget, value);
  }
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
  const widget = useSlice('widgets', (widgets) => widgetById(widgets, widgetId));
  return widget ? resolveOnce(widget) : null;
}
