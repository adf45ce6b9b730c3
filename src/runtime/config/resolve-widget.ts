/**
 * A widget's content read over its kind's defaults (docs/widgets.md#per-kind-defaults), for the views, with the schema
 * (schema.ts). Each field is read once: the loader read the widget's id, kind and display fields (read-widget.ts,
 * `widget.display`), which this read leaves out; the UI never judges a widget again, and nothing here can drop one.
 */
import type { WidgetType } from '../constants';
import { freezeInDevelopment } from '../freeze-in-development';
import { defaultsFor, type WidgetData } from './defaults';
import { readWidget, type WidgetConfig, type WidgetParseResult, type WidgetReport } from './read-widget';
import {
  dataSchema,
  DISPLAY_FIELDS,
  isPlainObject,
  own,
  readField,
  readTable,
  WIDGET_UI_FIELDS,
  type ReadContext,
  type SkippedFields,
} from './schema';

type DisplayField = keyof typeof DISPLAY_FIELDS;

/** `data` as the views read it: every section but the display fields, which are the loader's (`widget.display`). */
export type ViewData = Omit<WidgetData, 'main' | 'setup'> & {
  main: Omit<WidgetData['main'], DisplayField>;
  setup: Omit<WidgetData['setup'], DisplayField>;
};

/** The display fields, in `main` and in `setup` alike. */
const DISPLAY_PATHS: SkippedFields = new Map(['data.main', 'data.setup'].map((section) => [section, new Set(Object.keys(DISPLAY_FIELDS))]));

/** The widget as the views read it; what the loader kept as it came (`data`, `source`) is read here. */
export type ResolvedWidget = Omit<WidgetConfig, 'data' | 'source'> & {
  data: ViewData;
  /** `sms_keyword`: the keyword an SMS opt-in sends; '' when not set. */
  smsKeyword: string;
  /** `widget_sign`, sent with the SMS calls; '' when not set. */
  widgetSign: string;
};

export interface ResolveOptions {
  report?: WidgetReport;
  /** The server's colour check; the browser asks `CSS.supports`. */
  isColor?: (value: string) => boolean;
}

/**
 * Each kind's defaults, built once: a read takes values from them and never writes to them, and a page with 100 widgets
 * of one kind built them 100 times. What a widget does not set is then the same value in every widget of its kind, so
 * it must not change: frozen in development and in the tests.
 */
const kindDefaults = new Map<WidgetType, WidgetData>();
const defaultsOf = (type: WidgetType): WidgetData =>
  kindDefaults.get(type) ?? kindDefaults.set(type, freezeInDevelopment(defaultsFor(type))).get(type)!;

export function resolveWidget(widget: WidgetConfig, { report = () => undefined, isColor }: ResolveOptions = {}): ResolvedWidget {
  const context: ReadContext = { report: (path, field) => report(widget.widgetId, path, field), isColor };
  const field = (key: keyof typeof WIDGET_UI_FIELDS) =>
    readField(WIDGET_UI_FIELDS[key], own(widget.source, key), '', key, context) as string;
  const [smsKeyword, widgetSign] = [field('sms_keyword'), field('widget_sign')];
  const main = own(widget.data, 'main');
  const data = readTable(dataSchema(), widget.data, defaultsOf(widget.widgetType), 'data', context, DISPLAY_PATHS) as unknown as ViewData;
  if (!isPlainObject(main) || own(main, 'popupMessageWhenDisplay') == null)
    data.main.popupMessageWhenDisplay = data.setup.popupMessageWhenDisplay;
  else data.setup.popupMessageWhenDisplay = data.main.popupMessageWhenDisplay;
  const { source, ...read } = widget;
  return { ...read, data, smsKeyword, widgetSign };
}

/** Reads and resolves in one step (tests, the gallery): what the views get for a raw widget. */
export function parseWidget(
  raw: unknown,
  options: ResolveOptions = {},
): { kind: 'widget'; widget: ResolvedWidget } | Exclude<WidgetParseResult, { kind: 'widget' }> {
  const read = readWidget(raw, options.report);
  return read.kind === 'widget' ? { kind: 'widget', widget: resolveWidget(read.widget, options) } : read;
}
