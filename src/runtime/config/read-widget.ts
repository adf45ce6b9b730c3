/**
 * One widget of the load answer as the loader needs it: who it is and when it may show, read
 * with the schema's readers (schema.ts). The texts, colours and media, and the widget's own fields
 * only the UI uses (`sms_keyword`, `widget_sign`), are read by the UI, over the kind's defaults, only
 * when the widget renders (resolve-widget.ts), which keeps them out of the script every page pays
 * for; what is read here is handed over and not read again.
 *
 * docs/widgets.md#the-widget-record: `id`/`type` are aliases, channel `none` means `fb`, customer chat always shows
 * immediately and always again; docs/widgets.md#per-kind-defaults for the per-kind trigger defaults.
 */
import { DEFAULT_SHOW_AGAIN, DEFAULT_SHOW_AGAIN_IF_CLOSED, DEFAULT_WHEN_DISPLAY, type WidgetType } from '../constants';
import { isKind, TRIGGERED } from '../kinds';
import type { ShowAgain, WhenDisplay } from '../types';
import { DISPLAY_FIELDS, isPlainObject, own, readField, WIDGET_FIELDS, type Field, type PlainObject, type ReadContext } from './schema';

export type WidgetChannel = 'fb' | 'sms' | 'omni';

/** What the open guards read (docs/display-rules.md#open-guards). */
export interface DisplayRules {
  whenDisplay: WhenDisplay;
  showAgain: ShowAgain;
  showAgainIfClosed: ShowAgain;
  urlWhitelist: string[];
  urlBlacklist: string[];
  hideOnMobile: unknown;
}

export interface WidgetConfig {
  widgetId: number;
  widgetType: WidgetType;
  channel: WidgetChannel;
  name: string;
  display: DisplayRules;
  /** The owner's `data` as it came; the UI reads it over the defaults (resolve-widget.ts), own keys only. */
  data: PlainObject;
  /** The widget as it came: the UI reads its own fields from it (`sms_keyword`, `widget_sign`; resolve-widget.ts). */
  source: PlainObject;
}

export type WidgetParseResult =
  { kind: 'widget'; widget: WidgetConfig } | { kind: 'unknown-type'; widgetType: string } | { kind: 'malformed'; reason: string };

/**
 * Reports a field that cannot be read, with its reader (none for a section that is not an object):
 * the page warns with the path, the owner API refuses it naming its shapes (shapes.ts).
 */
export type WidgetReport = (widgetId: number, path: string, field?: Field) => void;

/** The page's warning for a field that cannot be read: the widget and the field's path. */
export const unreadMessage = (widgetId: number, path: string): string =>
  `[mc] widget ${widgetId}: ${path} could not be read; its default is used`;

const SHOWING_FIELDS = ['whenDisplay', 'showAgain', 'showAgainIfClosed'] as const;
const TRIGGERED_DEFAULTS = [DEFAULT_WHEN_DISPLAY, DEFAULT_SHOW_AGAIN, DEFAULT_SHOW_AGAIN_IF_CLOSED] as const;
/** Embeds, checkboxes and the customer chat show at once and every time (the chat whatever its data says). */
const UNTRIGGERED_DEFAULTS = [
  ['immediately', 0],
  ['always', 0],
  ['always', 0],
] as const;

const section = (data: PlainObject, key: string): PlainObject => {
  const value = own(data, key);
  return isPlainObject(value) ? value : {};
};

function readDisplay(type: WidgetType, data: PlainObject, context: ReadContext): DisplayRules {
  const defaults = isKind(type, TRIGGERED) ? TRIGGERED_DEFAULTS : UNTRIGGERED_DEFAULTS;
  const main = section(data, 'main');
  const setup = section(data, 'setup');
  // `main` is the source of the trigger pairs (docs/widgets.md#pairs); older data keeps them in `setup`.
  const showing = SHOWING_FIELDS.map((field, index) => {
    const where = own(main, field) == null ? 'setup' : 'main';
    const fallback = [...defaults[index]!];
    const pair = readField(DISPLAY_FIELDS[field], own(where === 'main' ? main : setup, field), fallback, `data.${where}.${field}`, context);
    return type === 'customer_chat' ? fallback : pair;
  }) as unknown as [WhenDisplay, ShowAgain, ShowAgain];
  const read = (field: 'urlWhitelist' | 'urlBlacklist' | 'hideOnMobile', fallback: unknown) =>
    readField(DISPLAY_FIELDS[field], own(setup, field), fallback, `data.setup.${field}`, context);
  return {
    whenDisplay: showing[0],
    showAgain: showing[1],
    showAgainIfClosed: showing[2],
    urlWhitelist: read('urlWhitelist', []) as string[],
    urlBlacklist: read('urlBlacklist', []) as string[],
    hideOnMobile: read('hideOnMobile', 'everywhere'),
  };
}

/**
 * Reads a widget; only an id that is missing or unusable, or a type that is no known kind, keeps
 * it out. Any other field that cannot be read takes its default and goes to `report`.
 */
export function readWidget(raw: unknown, report: WidgetReport = () => undefined): WidgetParseResult {
  if (!isPlainObject(raw)) return { kind: 'malformed', reason: 'a widget must be an object' };
  const widgetId = WIDGET_FIELDS.widget_id.read(own(raw, 'widget_id') ?? own(raw, 'id'));
  if (widgetId === undefined) return { kind: 'malformed', reason: 'its widget_id could not be read' };
  const context: ReadContext = { report: (path, field) => report(widgetId, path, field) };
  const rawType = own(raw, 'widget_type') ?? own(raw, 'type');
  const type = WIDGET_FIELDS.widget_type.read(rawType);
  if (!type) return { kind: 'unknown-type', widgetType: String(rawType) };
  const field = (key: 'channel' | 'name', fallback: string) =>
    readField(WIDGET_FIELDS[key], own(raw, key), fallback, key, context) as string;
  const rawData = own(raw, 'data');
  if (rawData != null && typeof rawData !== 'object') context.report('data');
  const data = section(raw, 'data');
  return {
    kind: 'widget',
    widget: {
      widgetId,
      widgetType: type,
      channel: field('channel', 'fb') as WidgetChannel,
      name: field('name', ''),
      display: readDisplay(type, data, context),
      data,
      source: raw,
    },
  };
}
