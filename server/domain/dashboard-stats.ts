/**
 * Per-widget daily series for the dashboard: impressions, opt-ins and their ratio, with a zero
 * for each day nothing happened, so the chart's x axis has no gaps. Shaped as the owner API sends it.
 */
import type { WidgetDayCounts, WidgetRecord } from '../storage/storage';

export interface DailyPoint {
  day: string;
  impressions: number;
  optins: number;
  /** Opt-ins per impression, 0–1; null on a day without impressions. */
  conversion_rate: number | null;
}

export interface WidgetSeries {
  widget_id: number;
  name: string;
  widget_type: string;
  /** `none`, `fb`, `sms` or `omni`; with the type, what the owner pages call the kind. */
  channel: string;
  /** False for the counts of a widget that has since been deleted. */
  exists: boolean;
  days: DailyPoint[];
  totals: { impressions: number; optins: number; conversion_rate: number | null };
}

function rate(optins: number, impressions: number): number | null {
  return impressions > 0 ? optins / impressions : null;
}

function countsByWidget(counts: readonly WidgetDayCounts[]): Map<number, Map<string, WidgetDayCounts>> {
  const byWidget = new Map<number, Map<string, WidgetDayCounts>>();
  for (const count of counts) {
    const perDay = byWidget.get(count.widgetId) ?? new Map<string, WidgetDayCounts>();
    perDay.set(count.day, count);
    byWidget.set(count.widgetId, perDay);
  }
  return byWidget;
}

export function buildWidgetSeries(days: readonly string[], widgets: readonly WidgetRecord[], counts: readonly WidgetDayCounts[]): WidgetSeries[] {
  const byWidget = countsByWidget(counts);
  const known = new Map(widgets.map((widget) => [widget.widgetId, widget]));
  const ids = [...new Set([...known.keys(), ...byWidget.keys()])].sort((a, b) => a - b);
  return ids.map((widgetId) => {
    const widget = known.get(widgetId);
    const perDay = byWidget.get(widgetId);
    const points = days.map((day): DailyPoint => {
      const impressions = perDay?.get(day)?.impressions ?? 0;
      const optins = perDay?.get(day)?.optins ?? 0;
      return { day, impressions, optins, conversion_rate: rate(optins, impressions) };
    });
    const impressions = points.reduce((sum, point) => sum + point.impressions, 0);
    const optins = points.reduce((sum, point) => sum + point.optins, 0);
    return {
      widget_id: widgetId,
      name: widget ? widget.name || `Widget ${widgetId}` : `Deleted widget ${widgetId}`,
      widget_type: widget?.widgetType ?? 'deleted',
      channel: widget?.channel ?? 'none',
      exists: widget !== undefined,
      days: points,
      totals: { impressions, optins, conversion_rate: rate(optins, impressions) },
    };
  });
}
