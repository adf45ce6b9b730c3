/**
 * The server stores widgets in the load answer's shape and reads them with the client's own schema
 * (src/runtime/config/schema.ts), strictly: every shape a page accepts is accepted, and a value of
 * no accepted shape is refused with its field's path and the shapes it takes (shapes.ts). The widget's own
 * names are stored normalised (`'Modal'` as `modal`, `facebook` as `fb`); `data` as it was given.
 */
import { CHANNELS, type WidgetType } from '../../src/runtime/constants';
import {
  dataSchema,
  defaultsFor,
  readField,
  readTable,
  readWidget,
  WIDGET_FIELDS,
  WIDGET_UI_FIELDS,
  type Field,
} from '../../src/runtime/config';
import { shapesOf } from '../../src/runtime/config/shapes';
// Types only: nothing of the storage reaches the owner app's bundle, which imports this module.
import type { WidgetInput, WidgetRecord } from '../storage/storage';
import { isCssColor } from './css-color';

/** A widget as the load answer and the owner API carry it. */
export interface WireWidget {
  widget_id: number;
  widget_type: string;
  channel: string;
  sms_keyword: string;
  name: string;
  widget_sign: string;
  data: Record<string, unknown>;
}

export function toWireWidget(record: WidgetRecord): WireWidget {
  return {
    widget_id: record.widgetId,
    widget_type: record.widgetType,
    channel: record.channel,
    sms_keyword: record.smsKeyword,
    name: record.name,
    widget_sign: record.widgetSign,
    data: record.data,
  };
}

type WidgetCheck = { valid: true; widget: WidgetInput } | { valid: false; reason: string };

/** A field the strict reading refuses: its path from the widget (`data.main.width`) and the owner API's words for it. */
export interface RefusedField {
  path: string;
  message: string;
}

/** The widget's fields as the owner API and the owner app's drafts carry them (`widget_id` optional). */
interface WidgetShapeInput {
  widget_id?: unknown;
  widget_type: unknown;
  channel?: unknown;
  name?: unknown;
  sms_keyword?: unknown;
  widget_sign?: unknown;
  data?: unknown;
}

type WidgetShapeReading = { refused: RefusedField[]; widgetType?: WidgetType; channel?: string };

const KNOWN_CHANNELS: readonly string[] = CHANNELS;

const refusal = (path: string, field?: Field): RefusedField => ({ path, message: `${path} must be ${shapesOf(field)}` });

/**
 * Reads the widget as a page will and returns every field of no accepted shape, in the order a page
 * reads them (none: the widget is accepted). An unknown type or an unusable id ends the reading, as
 * on a page, where they drop the widget. The owner app's editor shows each at its field; the owner
 * API answers with the first (checkWidgetShape). Pure: the browser bundle imports it too.
 */
export function readWidgetShape(widget: WidgetShapeInput): WidgetShapeReading {
  const refused: RefusedField[] = [];
  // The loader's reading and the UI's both read the display fields: each refused field is listed once.
  const report = (_id: number, path: string, field?: Field) => {
    if (!refused.some((entry) => entry.path === path)) refused.push(refusal(path, field));
  };
  const read = readWidget(
    {
      widget_id: widget.widget_id ?? 1,
      widget_type: widget.widget_type,
      channel: widget.channel,
      sms_keyword: widget.sms_keyword,
      name: widget.name,
      widget_sign: widget.widget_sign,
      data: widget.data,
    },
    report,
  );
  if (read.kind === 'unknown-type') return { refused: [refusal('widget_type', WIDGET_FIELDS.widget_type)] };
  // The id is the only field that makes a widget malformed (the object is built here).
  if (read.kind === 'malformed') return { refused: [refusal('widget_id', WIDGET_FIELDS.widget_id)] };
  const { widgetType, channel } = read.widget;
  const context = { report: (path: string, field?: Field) => report(0, path, field), isColor: isCssColor };
  // The widget's own fields only the UI reads (a page reads them when the widget renders).
  readField(WIDGET_UI_FIELDS.sms_keyword, widget.sms_keyword, '', 'sms_keyword', context);
  readField(WIDGET_UI_FIELDS.widget_sign, widget.widget_sign, '', 'widget_sign', context);
  readTable(dataSchema(), read.widget.data, defaultsFor(widgetType), 'data', context);
  return {
    refused,
    widgetType,
    channel: typeof widget.channel === 'string' && KNOWN_CHANNELS.includes(widget.channel) ? widget.channel : channel,
  };
}

/** Reads the widget as a page will, refusing the first field of no accepted shape. */
export function checkWidgetShape(widget: WidgetInput): WidgetCheck {
  const reading = readWidgetShape({
    widget_id: widget.widgetId,
    widget_type: widget.widgetType,
    channel: widget.channel,
    sms_keyword: widget.smsKeyword,
    name: widget.name,
    widget_sign: widget.widgetSign,
    data: widget.data,
  });
  const [first] = reading.refused;
  if (first || !reading.widgetType)
    return { valid: false, reason: first?.message ?? `widget_type must be ${shapesOf(WIDGET_FIELDS.widget_type)}` };
  return { valid: true, widget: { ...widget, widgetType: reading.widgetType, channel: reading.channel ?? widget.channel } };
}
