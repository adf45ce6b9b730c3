/**
 * The server stores widgets in the load answer's shape and reads them with the client's own schema
 * (src/runtime/config/schema.ts), strictly: every shape a page accepts is accepted, and a value of
 * no accepted shape is refused with its field's path and the shapes it takes (shapes.ts). The widget's own
 * names are stored normalised (`'Modal'` as `modal`, `facebook` as `fb`); `data` as it was given.
 */
import { CHANNELS } from '../../src/runtime/constants';
import { dataSchema, defaultsFor, readField, readTable, readWidget, WIDGET_FIELDS, WIDGET_UI_FIELDS, type Field } from '../../src/runtime/config';
import { shapesOf } from '../../src/runtime/config/shapes';
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

export type WidgetCheck = { valid: true; widget: WidgetInput } | { valid: false; reason: string };

const KNOWN_CHANNELS: readonly string[] = CHANNELS;

/** Reads the widget as a page will, refusing the first field of no accepted shape. */
export function checkWidgetShape(widget: WidgetInput): WidgetCheck {
  const refused: string[] = [];
  const report = (_id: number, path: string, field?: Field) => void refused.push(`${path} must be ${shapesOf(field)}`);
  const read = readWidget(
    {
      widget_id: widget.widgetId ?? 1,
      widget_type: widget.widgetType,
      channel: widget.channel,
      sms_keyword: widget.smsKeyword,
      name: widget.name,
      widget_sign: widget.widgetSign,
      data: widget.data,
    },
    report,
  );
  if (read.kind === 'unknown-type') return { valid: false, reason: `widget_type must be ${shapesOf(WIDGET_FIELDS.widget_type)}` };
  // The id is the only field that makes a widget malformed (the object is built here).
  if (read.kind === 'malformed') return { valid: false, reason: `widget_id must be ${shapesOf(WIDGET_FIELDS.widget_id)}` };
  const { widgetType, channel } = read.widget;
  const context = { report: (path: string, field?: Field) => report(0, path, field), isColor: isCssColor };
  // The widget's own fields only the UI reads (a page reads them when the widget renders).
  readField(WIDGET_UI_FIELDS.sms_keyword, widget.smsKeyword, '', 'sms_keyword', context);
  readField(WIDGET_UI_FIELDS.widget_sign, widget.widgetSign, '', 'widget_sign', context);
  readTable(dataSchema(), read.widget.data, defaultsFor(widgetType), 'data', context);
  if (refused.length) return { valid: false, reason: refused[0]! };
  return { valid: true, widget: { ...widget, widgetType, channel: KNOWN_CHANNELS.includes(widget.channel) ? widget.channel : channel } };
}
