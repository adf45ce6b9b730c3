/**
 * A widget's content read over its kind's defaults (docs/widgets.md#per-kind-defaults), for the views, with the schema
 * (schema.ts). Each field is read once: the loader read the widget's id, kind and display fields (read-widget.ts,
 * `widget.display`), which this read leaves out; the UI never judges a widget again, and nothing here can drop one.
 */
import { defaultsFor, type WidgetData } from './defaults';
import { readWidget, type WidgetConfig, type WidgetParseResult, type WidgetReport } from './read-widget';
import { dataSchema, DISPLAY_FIELDS, isPlainObject, own, readField, readTable, WIDGET_UI_FIELDS, type ReadContext } from './schema';

type DisplayField = keyof typeof DISPLAY_FIELDS;

/** `data` as the views read it: every section but the display fields, which are the loader's (`widget.display`). */
export type ViewData = Omit<WidgetData, 'main' | 'setup'> & {
  main: Omit<WidgetData['main'], DisplayField>;
  setup: Omit<WidgetData['setup'], DisplayField>;
};

/** The display fields' paths, in `main` and in `setup` alike. */
const DISPLAY_PATHS: ReadonlySet<string> = new Set(
  ['main', 'setup'].flatMap((section) => Object.keys(DISPLAY_FIELDS).map((field) => `data.${section}.${field}`)),
);

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

export function resolveWidget(widget: WidgetConfig, { report = () => undefined, isColor }: ResolveOptions = {}): ResolvedWidget {
  const context: ReadContext = { report: (path, field) => report(widget.widgetId, path, field), isColor };
  const field = (key: keyof typeof WIDGET_UI_FIELDS) =>
    readField(WIDGET_UI_FIELDS[key], own(widget.source, key), '', key, context) as string;
  const [smsKeyword, widgetSign] = [field('sms_keyword'), field('widget_sign')];
  const main = own(widget.data, 'main');
  const data = readTable(dataSchema(), widget.data, defaultsFor(widget.widgetType), 'data', context, DISPLAY_PATHS) as unknown as ViewData;
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
