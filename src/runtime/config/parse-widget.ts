/**
 * One widget of the load answer → a normalised WidgetConfig, or a reason it cannot be used.
 * Spec 1 §3: `id`/`type` are aliases, channel `none` means `fb`, data is merged over the kind's
 * defaults, and customer chat always shows immediately and always again.
 */
import { KNOWN_WIDGET_TYPES, type WidgetType } from '../constants';
import { defaultsFor, type WidgetData } from './defaults';
import { FieldTypeError, isPlainObject, mergeOver, type PlainObject } from './safe-merge';

export type WidgetChannel = 'fb' | 'sms' | 'omni';

export interface WidgetConfig {
  widgetId: number;
  widgetType: WidgetType;
  channel: WidgetChannel;
  smsKeyword: string;
  name: string;
  widgetSign: string;
  data: WidgetData;
}

export type WidgetParseResult =
  | { kind: 'widget'; widget: WidgetConfig }
  | { kind: 'unknown-type'; widgetType: string }
  | { kind: 'malformed'; reason: string };

const KNOWN_TYPES: ReadonlySet<string> = new Set(KNOWN_WIDGET_TYPES);
const CHANNELS: Readonly<Record<string, WidgetChannel>> = { none: 'fb', fb: 'fb', sms: 'sms', omni: 'omni' };
/** The trigger fields live in `main` (CONTRACT §2); older data keeps them in `setup`. */
const SHOWING_FIELDS = ['whenDisplay', 'showAgain', 'showAgainIfClosed'] as const;

function readWidgetId(raw: PlainObject): number | undefined {
  const value = raw['widget_id'] ?? raw['id'];
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

function readOptionalString(raw: PlainObject, key: string): string | undefined {
  const value = raw[key];
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** Lets `setup.whenDisplay` (and the other two) stand in for a missing `main` one. */
function liftShowingFields(data: PlainObject): PlainObject {
  const rawMain = data['main'] ?? {};
  const main = isPlainObject(rawMain) ? { ...rawMain } : rawMain;
  const setup = data['setup'];
  if (!isPlainObject(main) || !isPlainObject(setup)) return data;
  for (const field of SHOWING_FIELDS) {
    if (main[field] === undefined && setup[field] !== undefined) main[field] = setup[field];
  }
  return { ...data, main };
}

/** Makes `main` the one source of the trigger fields, with `setup` mirroring it. */
function settleShowingFields(data: WidgetData, widgetType: WidgetType): void {
  if (widgetType === 'customer_chat') {
    data.main.whenDisplay = ['immediately', 0];
    data.main.showAgain = ['always', 0];
    data.main.showAgainIfClosed = ['always', 0];
  }
  for (const field of SHOWING_FIELDS) data.setup[field] = data.main[field] as never;
}

export function parseWidget(raw: unknown): WidgetParseResult {
  if (!isPlainObject(raw)) return { kind: 'malformed', reason: 'a widget must be an object' };
  const widgetId = readWidgetId(raw);
  if (widgetId === undefined) return { kind: 'malformed', reason: 'widget_id must be a positive integer' };
  const widgetType = raw['widget_type'] ?? raw['type'];
  if (typeof widgetType !== 'string') return { kind: 'malformed', reason: `widget ${widgetId}: widget_type must be a string` };
  if (!KNOWN_TYPES.has(widgetType)) return { kind: 'unknown-type', widgetType };

  const channelValue = raw['channel'] ?? 'none';
  const channel = typeof channelValue === 'string' ? CHANNELS[channelValue] : undefined;
  if (!channel) return { kind: 'malformed', reason: `widget ${widgetId}: unknown channel ${JSON.stringify(channelValue)}` };

  const smsKeyword = readOptionalString(raw, 'sms_keyword');
  const name = readOptionalString(raw, 'name');
  const widgetSign = readOptionalString(raw, 'widget_sign');
  if (smsKeyword === undefined || name === undefined || widgetSign === undefined) {
    return { kind: 'malformed', reason: `widget ${widgetId}: sms_keyword, name and widget_sign must be strings` };
  }

  const rawData = raw['data'] ?? {};
  if (!isPlainObject(rawData)) return { kind: 'malformed', reason: `widget ${widgetId}: data must be an object` };
  let data: WidgetData;
  try {
    data = mergeOver(defaultsFor(widgetType as WidgetType), liftShowingFields(rawData));
  } catch (error) {
    if (!(error instanceof FieldTypeError)) throw error;
    return { kind: 'malformed', reason: `widget ${widgetId}: data.${error.path} has the wrong type` };
  }
  settleShowingFields(data, widgetType as WidgetType);
  return {
    kind: 'widget',
    widget: { widgetId, widgetType: widgetType as WidgetType, channel, smsKeyword, name, widgetSign, data },
  };
}
