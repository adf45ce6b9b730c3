/**
 * The server stores widgets in the load answer's shape and checks them with the client's own parser
 * (src/runtime/config), so a widget the owner saves is one every page will accept: same field
 * names, same types, same per-kind defaults. A widget the client would drop is refused with the
 * client's reason.
 */
import { parseWidget } from '../../src/runtime/config/parse-widget';
import type { WidgetInput, WidgetRecord } from '../storage/storage';

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

export type WidgetCheck = { valid: true } | { valid: false; reason: string };

/** Runs the client's parser over the widget as it will be served. */
export function checkWidgetShape(widget: WidgetInput): WidgetCheck {
  const result = parseWidget({
    widget_id: widget.widgetId ?? 1,
    widget_type: widget.widgetType,
    channel: widget.channel,
    sms_keyword: widget.smsKeyword,
    name: widget.name,
    widget_sign: widget.widgetSign,
    data: widget.data,
  });
  if (result.kind === 'widget') return { valid: true };
  if (result.kind === 'unknown-type') return { valid: false, reason: `widget_type "${result.widgetType}" is not a known widget kind` };
  return { valid: false, reason: result.reason };
}
