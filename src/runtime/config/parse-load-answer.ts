/**
 * The load answer (docs/load-answer.md) → every app setting (parse-app.ts), read once, and the usable widgets.
 * A field that cannot be read takes its default, with one console warning naming the widget and
 * the field; only a widget without a usable id is dropped (with a warning), and one of an unknown
 * kind skipped. An answer that is not an object at all (null, an array, a string) is refused.
 */
import { parseApp, unreadAppMessage, type AppConfig } from './parse-app';
import { readWidget, unreadMessage, type WidgetConfig } from './read-widget';
import { isPlainObject } from './readers';

export type LoadAnswer = { ok: true; app: AppConfig; widgets: WidgetConfig[] } | { ok: false; reason: string };

export interface ParseLogger {
  warn(message: string): void;
}

export function parseLoadAnswer(raw: unknown, log: ParseLogger = console): LoadAnswer {
  if (!isPlainObject(raw)) return { ok: false, reason: 'the load answer is not a JSON object' };
  const rawWidgets = raw['widgets'] ?? [];
  if (!Array.isArray(rawWidgets)) return { ok: false, reason: 'the load answer\'s "widgets" is not a list' };

  const widgets: WidgetConfig[] = [];
  for (const rawWidget of rawWidgets) {
    const result = readWidget(rawWidget, (id, path) => log.warn(unreadMessage(id, path)));
    if (result.kind === 'unknown-type') {
      log.warn(`[mc] widget skipped: its type "${result.widgetType}" is not a known kind`);
    } else if (result.kind === 'malformed') {
      log.warn(`[mc] widget dropped: ${result.reason}`);
    } else if (widgets.some((widget) => widget.widgetId === result.widget.widgetId)) {
      log.warn(`[mc] widget dropped: widget ${result.widget.widgetId} appears twice in the load answer`);
    } else {
      widgets.push(result.widget);
    }
  }
  const app = raw['app'];
  return { ok: true, app: parseApp(app, { report: (path) => log.warn(unreadAppMessage(path)) }), widgets };
}
