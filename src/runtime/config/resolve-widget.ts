/**
 * A widget's data read over its kind's defaults (docs/widgets.md#per-kind-defaults), for the views, with the schema (schema.ts). What the
 * loader read (read-widget.ts) is
 * taken as it was read: the UI never judges a widget again, and nothing here can drop one.
 */
import { defaultsFor, type WidgetData } from './defaults';
import { readWidget, SHOWING_FIELDS, type WidgetConfig, type WidgetParseResult, type WidgetReport } from './read-widget';
import { dataSchema, isPlainObject, own, readField, readTable, WIDGET_UI_FIELDS, type PlainObject, type ReadContext } from './schema';

/** The widget as the views read it; what the loader kept as it came (`data`, `source`) is read here. */
export type ResolvedWidget = Omit<WidgetConfig, 'data' | 'source'> & {
  data: WidgetData;
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
 * The paths the loader settled. The pairs are the ones the loader chose (`main`'s, else
 * `setup`'s, customer chat's forced ones) in both sections; the popover's pair follows the same
 * precedence.
 */
function settledPaths(widget: WidgetConfig): PlainObject {
  const { display } = widget;
  const settled: PlainObject = {
    'data.setup.urlWhitelist': display.urlWhitelist,
    'data.setup.urlBlacklist': display.urlBlacklist,
    'data.setup.hideOnMobile': display.hideOnMobile,
  };
  for (const field of SHOWING_FIELDS) settled[`data.main.${field}`] = settled[`data.setup.${field}`] = display[field];
  return settled;
}

export function resolveWidget(widget: WidgetConfig, { report = () => undefined, isColor }: ResolveOptions = {}): ResolvedWidget {
  const context: ReadContext = { report: (path, field) => report(widget.widgetId, path, field), isColor };
  const field = (key: keyof typeof WIDGET_UI_FIELDS) =>
    readField(WIDGET_UI_FIELDS[key], own(widget.source, key), '', key, context) as string;
  const [smsKeyword, widgetSign] = [field('sms_keyword'), field('widget_sign')];
  const main = own(widget.data, 'main');
  const data = readTable(
    dataSchema(),
    widget.data,
    defaultsFor(widget.widgetType),
    'data',
    context,
    settledPaths(widget),
  ) as unknown as WidgetData;
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
