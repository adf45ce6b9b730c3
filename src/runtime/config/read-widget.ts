/**
 * One widget of the load answer as the loader needs it: who it is and when it may show.
 * The loader decides when a widget is due; the texts, colours and media are resolved over the
 * kind's defaults by the UI (resolve-widget-data.ts) only when it renders, which keeps the
 * defaults out of the script every page pays for.
 *
 * Spec 1 §3: `id`/`type` are aliases, channel `none` means `fb`, customer chat always shows
 * immediately and always again; spec 1 §5, spec 2 §9 for the per-kind trigger defaults.
 */
import {
  DEFAULT_SHOW_AGAIN,
  DEFAULT_SHOW_AGAIN_IF_CLOSED,
  DEFAULT_WHEN_DISPLAY,
  KNOWN_WIDGET_TYPES,
  type WidgetType,
} from '../constants';
import type { ShowAgain, WhenDisplay } from '../types';
import { cloneJson, isPlainObject, isPair, type PlainObject } from './safe-merge';

export type WidgetChannel = 'fb' | 'sms' | 'omni';

/** What the open guards read (spec 1 §4–§5). */
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
  smsKeyword: string;
  name: string;
  widgetSign: string;
  display: DisplayRules;
  /** The owner's `data`, copied without prototype-reaching keys; resolved over defaults by the UI. */
  data: PlainObject;
}

export type WidgetParseResult =
  | { kind: 'widget'; widget: WidgetConfig }
  | { kind: 'unknown-type'; widgetType: string }
  | { kind: 'malformed'; reason: string };

const KNOWN_TYPES: ReadonlySet<string> = new Set(KNOWN_WIDGET_TYPES);
const CHANNELS: Readonly<Record<string, WidgetChannel>> = { none: 'fb', fb: 'fb', sms: 'sms', omni: 'omni' };
const TRIGGERED_KINDS: ReadonlySet<string> = new Set(['slide_in', 'bar', 'modal', 'page_takeover', 'landing']);
const SHOWING_FIELDS = ['whenDisplay', 'showAgain', 'showAgainIfClosed'] as const;

class Malformed extends Error {}

function readWidgetId(raw: PlainObject): number | undefined {
  const value = raw['widget_id'] ?? raw['id'];
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

function text(raw: PlainObject, key: string): string {
  const value = raw[key] ?? '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw new Malformed(`${key} must be a string`);
}

function section(data: PlainObject, key: string): PlainObject {
  const value = data[key] ?? {};
  if (!isPlainObject(value)) throw new Malformed(`data.${key} must be an object`);
  return value;
}

/** `main` is the source of the trigger pairs (CONTRACT §2); older data keeps them in `setup`. */
function pair<T>(main: PlainObject, setup: PlainObject, field: string, fallback: T): T {
  const value = main[field] ?? setup[field];
  if (value === undefined || value === null) return fallback;
  if (!isPair(value)) throw new Malformed(`data.main.${field} must be a [mode, value] pair`);
  return [value[0], value[1]] as T;
}

function urlList(setup: PlainObject, field: string): string[] {
  const value = setup[field] ?? [];
  if (!Array.isArray(value)) throw new Malformed(`data.setup.${field} must be a list`);
  return value.filter((entry): entry is string => typeof entry === 'string');
}

function readDisplay(type: WidgetType, main: PlainObject, setup: PlainObject): DisplayRules {
  const triggered = TRIGGERED_KINDS.has(type);
  const display: DisplayRules = {
    whenDisplay: pair<WhenDisplay>(main, setup, 'whenDisplay', triggered ? [...DEFAULT_WHEN_DISPLAY] : ['immediately', 0]),
    showAgain: pair<ShowAgain>(main, setup, 'showAgain', triggered ? [...DEFAULT_SHOW_AGAIN] : ['always', 0]),
    showAgainIfClosed: pair<ShowAgain>(main, setup, 'showAgainIfClosed', triggered ? [...DEFAULT_SHOW_AGAIN_IF_CLOSED] : ['always', 0]),
    urlWhitelist: urlList(setup, 'urlWhitelist'),
    urlBlacklist: urlList(setup, 'urlBlacklist'),
    hideOnMobile: setup['hideOnMobile'] ?? 'everywhere',
  };
  if (type === 'customer_chat') {
    display.whenDisplay = ['immediately', 0];
    display.showAgain = ['always', 0];
    display.showAgainIfClosed = ['always', 0];
  }
  return display;
}

export function readWidget(raw: unknown): WidgetParseResult {
  if (!isPlainObject(raw)) return { kind: 'malformed', reason: 'a widget must be an object' };
  const widgetId = readWidgetId(raw);
  if (widgetId === undefined) return { kind: 'malformed', reason: 'widget_id must be a positive integer' };
  const widgetType = raw['widget_type'] ?? raw['type'];
  if (typeof widgetType !== 'string') return { kind: 'malformed', reason: `widget ${widgetId}: widget_type must be a string` };
  if (!KNOWN_TYPES.has(widgetType)) return { kind: 'unknown-type', widgetType };
  try {
    const channel = CHANNELS[String(raw['channel'] ?? 'none')];
    if (!channel) throw new Malformed(`unknown channel ${JSON.stringify(raw['channel'])}`);
    const rawData = raw['data'] ?? {};
    if (!isPlainObject(rawData)) throw new Malformed('data must be an object');
    const type = widgetType as WidgetType;
    const data = cloneJson(rawData) as PlainObject;
    return {
      kind: 'widget',
      widget: {
        widgetId,
        widgetType: type,
        channel,
        smsKeyword: text(raw, 'sms_keyword'),
        name: text(raw, 'name'),
        widgetSign: text(raw, 'widget_sign'),
        display: readDisplay(type, section(data, 'main'), section(data, 'setup')),
        data,
      },
    };
  } catch (error) {
    if (!(error instanceof Malformed)) throw error;
    return { kind: 'malformed', reason: `widget ${widgetId}: ${error.message}` };
  }
}

export { SHOWING_FIELDS };
