/** The chart's numbers: one widget's daily series, or all widgets added up day by day. */
import type { DailyPoint, WidgetSeries } from '../../domain/dashboard-stats';

export const ALL_WIDGETS = 'all';

export function seriesFor(widgets: readonly WidgetSeries[], days: readonly string[], choice: string): DailyPoint[] {
  const chosen = choice === ALL_WIDGETS ? widgets : widgets.filter((widget) => String(widget.widget_id) === choice);
  return days.map((day, index) => {
    let impressions = 0;
    let optins = 0;
    for (const widget of chosen) {
      impressions += widget.days[index]?.impressions ?? 0;
      optins += widget.days[index]?.optins ?? 0;
    }
    return { day, impressions, optins, conversion_rate: impressions > 0 ? optins / impressions : null };
  });
}

export function percent(rate: number | null): string {
  return rate === null ? '–' : `${(rate * 100).toFixed(1)} %`;
}
