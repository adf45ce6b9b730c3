/**
 * The load answer (CONTRACT §2) → app settings and the usable widgets.
 * A bad widget is dropped with one console warning and the others still load; an answer that is
 * not an object at all (null, an array, a string) is refused as a whole.
 */
import { parseApp, type AppConfig } from './parse-app';
import { readWidget, type WidgetConfig } from './read-widget';
import { isPlainObject } from './safe-merge';

export type LoadAnswer = { ok: true; app: AppConfig; widgets: WidgetConfig[] } | { ok: false; reason: string };

export interface ParseLogger {
  warn(message: string): void;
  debug?(message: string): void;
}

export function parseLoadAnswer(raw: unknown, log: ParseLogger = console): LoadAnswer {
  if (!isPlainObject(raw)) return { ok: false, reason: 'the load answer is not a JSON object' };
  const rawWidgets = raw['widgets'] ?? [];
  if (!Array.isArray(rawWidgets)) return { ok: false, reason: 'the load answer\'s "widgets" is not a list' };

  const widgets: WidgetConfig[] = [];
  const seen = new Set<number>();
  for (const rawWidget of rawWidgets) {
    const result = readWidget(rawWidget);
    if (result.kind === 'unknown-type') {
      log.debug?.(`[mc] widget type "${result.widgetType}" is not known here; skipped`);
    } else if (result.kind === 'malformed') {
      log.warn(`[mc] widget dropped: ${result.reason}`);
    } else if (seen.has(result.widget.widgetId)) {
      log.warn(`[mc] widget dropped: widget ${result.widget.widgetId} appears twice in the load answer`);
    } else {
      seen.add(result.widget.widgetId);
      widgets.push(result.widget);
    }
  }
  return { ok: true, app: parseApp(raw['app']), widgets };
}
