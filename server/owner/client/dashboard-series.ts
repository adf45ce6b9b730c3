/** The chart's numbers: one widget's daily series, or all widgets added up day by day. */
import { sumPoints, type DailyPoint, type WidgetSeries } from '../../domain/dashboard-stats';

export const ALL_WIDGETS = 'all';

export function seriesFor(widgets: readonly WidgetSeries[], days: readonly string[], choice: string): DailyPoint[] {
  const chosen = choice === ALL_WIDGETS ? widgets : widgets.filter((widget) => String(widget.widget_id) === choice);
  return days.map((day, index) => sumPoints(day, chosen.flatMap((widget) => widget.days[index] ?? [])));
}

export function percent(rate: number | null): string {
  return rate === null ? '–' : `${(rate * 100).toFixed(1)} %`;
}
