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
const TRIGGERED_DEFAULTS = [DEFAULT_WHEN_DISPLAY, DEFAULT_SHOW_AGAIN, DEFAULT_SHOW_AGAIN_IF_CLOSED] as const;
/** Embeds, checkboxes and the customer chat show at once and every time (the chat whatever its data says). */
const UNTRIGGERED_DEFAULTS = [['immediately', 0], ['always', 0], ['always', 0]] as const;

/** Thrown with what is wrong; the widget is then dropped with that reason. */
class Malformed extends Error {}

function readWidgetId(raw: PlainObject): number | undefined {
  const value = raw['widget_id'] ?? raw['id'];
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** `value ?? fallback` when `valid` says so, else a Malformed naming `what`. */
function check<T>(value: unknown, fallback: T, valid: (value: unknown) => boolean, what: string): T {
  if (value === undefined || value === null) return fallback;
  if (!valid(value)) throw new Malformed(what);
  return value as T;
}

const isText = (value: unknown) => typeof value === 'string' || typeof value === 'number';
const text = (raw: PlainObject, key: string): string => String(check(raw[key], '', isText, `${key} must be a string`));
const section = (data: PlainObject, key: string): PlainObject => check(data[key], {}, isPlainObject, `data.${key} must be an object`);
const urlList = (setup: PlainObject, field: string): string[] =>
  check<unknown[]>(setup[field], [], Array.isArray, `data.setup.${field} must be a list`).filter((entry): entry is string => typeof entry === 'string');

function readDisplay(type: WidgetType, main: PlainObject, setup: PlainObject): DisplayRules {
  const defaults = TRIGGERED_KINDS.has(type) ? TRIGGERED_DEFAULTS : UNTRIGGERED_DEFAULTS;
  // `main` is the source of the trigger pairs (CONTRACT §2); older data keeps them in `setup`.
  const [whenDisplay, showAgain, showAgainIfClosed] = SHOWING_FIELDS.map((field, index) => {
    const pair = check<readonly unknown[] | undefined>(main[field] ?? setup[field], undefined, isPair, `data.main.${field} must be a [mode, value] pair`);
    return [...((type !== 'customer_chat' && pair) || defaults[index]!)];
  }) as unknown as [WhenDisplay, ShowAgain, ShowAgain];
  return {
    whenDisplay,
    showAgain,
    showAgainIfClosed,
    urlWhitelist: urlList(setup, 'urlWhitelist'),
    urlBlacklist: urlList(setup, 'urlBlacklist'),
    hideOnMobile: setup['hideOnMobile'] ?? 'everywhere',
  };
}

export function readWidget(raw: unknown): WidgetParseResult {
  if (!isPlainObject(raw)) return { kind: 'malformed', reason: 'a widget must be an object' };
  const widgetId = readWidgetId(raw);
  if (widgetId === undefined) return { kind: 'malformed', reason: 'widget_id must be a positive integer' };
  const widgetType = raw['widget_type'] ?? raw['type'];
  try {
    if (typeof widgetType !== 'string') throw new Malformed('widget_type must be a string');
    if (!KNOWN_TYPES.has(widgetType)) return { kind: 'unknown-type', widgetType };
    const channel = CHANNELS[String(raw['channel'] ?? 'none')];
    if (!channel) throw new Malformed(`unknown channel ${JSON.stringify(raw['channel'])}`);
    const type = widgetType as WidgetType;
    const data = cloneJson(check(raw['data'], {}, isPlainObject, 'data must be an object')) as PlainObject;
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
