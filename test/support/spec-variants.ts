/**
 * Widgets as owners and other tools write them, from the docs' own wording (docs/widgets.md, docs/load-answer.md#the-answer): each variant
 * changes one field of a plain widget of its kind. The same table
 * runs through the reader (test/runtime/config), the owner API (test/server) and, a sample, a real
 * page in Chromium (test/e2e). A variant either is read (`read`: where the value lands on the
 * widget the views get, and what it is) or has no accepted shape (`refused`: the field's path; a
 * page warns and uses the default, the owner API answers 400).
 */
import { SUBMITTED_COLOR } from '../../src/runtime/constants';
import { BRAND_COLOR } from '../../styles/palette';

export type Kind = 'modal' | 'box' | 'button' | 'bar' | 'slide_in' | 'page_takeover' | 'customer_chat' | 'omnichat' | 'checkbox';

export interface Variant {
  name: string;
  kind: Kind;
  widget: Record<string, unknown>;
  read?: [path: string, value: unknown];
  refused?: string;
  /** Shown on a desktop and on a phone, for the kinds a page test places (boxes). */
  shows?: { desktop: boolean; phone: boolean };
}

/** `{ a: { b: value } }` for `a.b`. */
function nested(path: string, value: unknown): Record<string, unknown> {
  return path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
}

let nextId = 500;

/** A plain widget of `kind` with one field at `path` (from the widget: `data.main.width`, `channel`). */
function variant(kind: Kind, path: string, value: unknown, outcome: Omit<Variant, 'name' | 'kind' | 'widget'>): Variant {
  const base: Record<string, unknown> = { widget_id: nextId++, widget_type: kind, channel: 'fb', name: `${kind} ${path}`, data: {} };
  const change = nested(path, value);
  const widget = path.startsWith('data.') ? { ...base, data: change['data'] } : { ...base, ...change };
  return { name: `${kind} ${path}: ${JSON.stringify(value)}`, kind, widget, ...outcome };
}

const read = (kind: Kind, path: string, value: unknown, at: string, expected: unknown, shows?: Variant['shows']) =>
  variant(kind, path, value, { read: [at, expected], ...(shows ? { shows } : {}) });
const refused = (kind: Kind, path: string, value: unknown) => variant(kind, path, value, { refused: path });

const BOTH = { desktop: true, phone: true };
const DESKTOP_ONLY = { desktop: true, phone: false };
const PHONE_ONLY = { desktop: false, phone: true };
const NEITHER = { desktop: false, phone: false };

export const VARIANTS: Variant[] = [
  // setup.hideOnMobile (docs/display-rules.md#device-rule): true, false, desktop, mobile, any other string, missing.
  read('box', 'data.setup.hideOnMobile', true, 'display.hideOnMobile', true, DESKTOP_ONLY),
  read('box', 'data.setup.hideOnMobile', false, 'display.hideOnMobile', false, BOTH),
  read('box', 'data.setup.hideOnMobile', 'desktop', 'display.hideOnMobile', 'desktop', PHONE_ONLY),
  read('box', 'data.setup.hideOnMobile', 'mobile', 'display.hideOnMobile', 'mobile', PHONE_ONLY),
  read('box', 'data.setup.hideOnMobile', 'everywhere', 'display.hideOnMobile', 'everywhere', BOTH),
  read('box', 'data.setup.hideOnMobile', 'Mobile', 'display.hideOnMobile', 'mobile', PHONE_ONLY),
  read('box', 'data.setup.hideOnMobile', 'true', 'display.hideOnMobile', true, DESKTOP_ONLY),
  read('box', 'data.setup.hideOnMobile', 'false', 'display.hideOnMobile', false, BOTH),
  read('box', 'data.setup.hideOnMobile', 1, 'display.hideOnMobile', true, DESKTOP_ONLY),
  read('box', 'data.setup.hideOnMobile', 0, 'display.hideOnMobile', false, BOTH),
  read('box', 'data.setup.hideOnMobile', 'tablet', 'display.hideOnMobile', 'tablet', BOTH),
  read('box', 'data.setup.hideOnMobile', null, 'display.hideOnMobile', 'everywhere', BOTH),
  read('modal', 'data.setup.hideOnMobile', true, 'display.hideOnMobile', true),
  refused('box', 'data.setup.hideOnMobile', {}),
  refused('modal', 'data.setup.hideOnMobile', [true]),
  refused('box', 'data.setup.hideOnMobile', 2),

  // main.buttonSize: s, m, l; or standard, large, xlarge.
  ...['s', 'm', 'l', 'standard', 'large', 'xlarge'].map((size) =>
    read('button', 'data.main.buttonSize', size, 'data.main.buttonSize', size),
  ),
  read('button', 'data.main.buttonSize', 'XLarge', 'data.main.buttonSize', 'xlarge'),
  read('checkbox', 'data.main.buttonSize', 'L', 'data.main.buttonSize', 'l'),
  read('customer_chat', 'data.setup.buttonSize', 'large', 'data.setup.buttonSize', 'large'),
  refused('button', 'data.main.buttonSize', 'huge'),

  // main.width: a [unit, number] pair, a number (px), or a string such as "350px" / "100%".
  read('box', 'data.main.width', ['px', 400], 'data.main.width', ['px', 400], BOTH),
  read('box', 'data.main.width', ['%', 50], 'data.main.width', ['%', 50], BOTH),
  read('box', 'data.main.width', ['px', '400'], 'data.main.width', ['px', 400], BOTH),
  read('box', 'data.main.width', 400, 'data.main.width', ['px', 400], BOTH),
  read('box', 'data.main.width', '350px', 'data.main.width', ['px', 350], BOTH),
  read('box', 'data.main.width', '100%', 'data.main.width', ['%', 100], BOTH),
  read('box', 'data.main.width', '320', 'data.main.width', ['px', 320], BOTH),
  read('box', 'data.main.width', ' 80 % ', 'data.main.width', ['%', 80]),
  refused('box', 'data.main.width', 'wide'),
  refused('box', 'data.main.width', ['em', 20]),

  // Pairs: the number may be a numeric string; modes are case-insensitive.
  read('modal', 'data.main.whenDisplay', ['scroll', '30'], 'display.whenDisplay', ['scroll', 30]),
  read('modal', 'data.main.whenDisplay', ['delay', 5], 'display.whenDisplay', ['delay', 5]),
  read('modal', 'data.main.whenDisplay', ['delay', '5'], 'display.whenDisplay', ['delay', 5]),
  read('modal', 'data.main.whenDisplay', ['Immediately', 0], 'display.whenDisplay', ['immediately', 0]),
  read('modal', 'data.main.whenDisplay', ['immediately'], 'display.whenDisplay', ['immediately', 0]),
  read('modal', 'data.main.whenDisplay', ['exit-intent', '0'], 'display.whenDisplay', ['exit_intent', 0]),
  read('modal', 'data.main.whenDisplay', ['anchor', 'pricing'], 'display.whenDisplay', ['anchor', 'pricing']),
  read('modal', 'data.main.whenDisplay', null, 'display.whenDisplay', ['scroll', 30]),
  read('bar', 'data.setup.whenDisplay', ['delay', '10'], 'display.whenDisplay', ['delay', 10]),
  refused('modal', 'data.main.whenDisplay', 'soon'),
  refused('modal', 'data.main.whenDisplay', ['later', 5]),
  read('modal', 'data.main.showAgain', ['days', '3'], 'display.showAgain', ['days', 3]),
  read('modal', 'data.main.showAgain', ['Always', 0], 'display.showAgain', ['always', 0]),
  read('slide_in', 'data.main.showAgain', ['hours', '12'], 'display.showAgain', ['hours', 12]),
  read('modal', 'data.main.showAgainIfClosed', ['never', '0'], 'display.showAgainIfClosed', ['never', 0]),
  read('modal', 'data.main.showAgainIfClosed', ['days', 1], 'display.showAgainIfClosed', ['days', 1]),
  refused('modal', 'data.main.showAgain', ['days', 'three']),
  read('omnichat', 'data.main.popupMessageWhenDisplay', ['delay', '3'], 'data.main.popupMessageWhenDisplay', ['delay', 3]),
  read('omnichat', 'data.setup.mobileFirstSeen', ['delay', '10'], 'data.setup.mobileFirstSeen', ['delay', 10]),
  read('omnichat', 'data.setup.mobileFirstSeen', ['opened', 0], 'data.setup.mobileFirstSeen', ['opened', 0]),
  read('omnichat', 'data.setup.desktopFirstSeen', ['Hidden', '15'], 'data.setup.desktopFirstSeen', ['hidden', 15]),
  read('modal', 'data.feed_comment_settings.reply_delay', ['delay', '2'], 'data.feed_comment_settings.reply_delay', ['delay', 2]),

  // Flags as booleans, 0/1 and "true"/"false".
  read('box', 'data.main.showDescription', 1, 'data.main.showDescription', true, BOTH),
  read('box', 'data.main.showDescription', 0, 'data.main.showDescription', false),
  read('box', 'data.main.showDescription', 'true', 'data.main.showDescription', true, BOTH),
  read('box', 'data.main.showDescription', 'false', 'data.main.showDescription', false),
  read('modal', 'data.main.allowHide', 'false', 'data.main.allowHide', false),
  read('box', 'data.main.fitContainer', 1, 'data.main.fitContainer', true, BOTH),
  read('omnichat', 'data.channels.enable_sms', 'true', 'data.channels.enable_sms', true),
  read('bar', 'data.main.pushPage', '1', 'data.main.pushPage', true),
  refused('box', 'data.main.showDescription', 'maybe'),

  // Numbers as numeric strings.
  read('modal', 'data.main.opacity', '70', 'data.main.opacity', 70),
  read('modal', 'data.main.opacity', 70, 'data.main.opacity', 70),
  read('customer_chat', 'data.setup.dialogDelay', '20', 'data.setup.dialogDelay', 20),
  read('customer_chat', 'data.setup.greetingDialogDisplay', 'Fade', 'data.setup.greetingDialogDisplay', 'fade'),
  read('customer_chat', 'data.setup.minimized', 'HIDDEN', 'data.setup.minimized', 'hidden'),
  read('customer_chat', 'data.setup.pluginAlign', 'Left', 'data.setup.pluginAlign', 'left'),
  refused('customer_chat', 'data.setup.greetingDialogDisplay', 'sometimes'),
  read('modal', 'data.messenger_code_settings.size', '300', 'data.messenger_code_settings.size', 300),
  refused('modal', 'data.main.opacity', 'dim'),

  // Colours: anything CSS accepts as a colour; "" is not set.
  ...['red', '#0084ff', '#abc', 'rgb(0, 132, 255)', 'rgba(0,0,0,.5)', 'hsl(210 100% 50%)', 'transparent'].map((colour) =>
    read('box', 'data.main.colors.background', colour, 'data.main.colors.background', colour, BOTH),
  ),
  read('box', 'data.main.colors.background', '', 'data.main.colors.background', BRAND_COLOR, BOTH),
  read('customer_chat', 'data.setup.colors.theme', 'RebeccaPurple', 'data.setup.colors.theme', 'RebeccaPurple'),
  refused('box', 'data.main.colors.background', 'not-a-colour'),
  refused('box', 'data.main.colors.headline', 42),

  // null anywhere is "not set"; a section given as null or a list takes its defaults.
  read('box', 'data.main.colors', null, 'data.main.colors.background', BRAND_COLOR, BOTH),
  read('button', 'data.submitted', null, 'data.submitted.colors.background', SUBMITTED_COLOR),
  read('modal', 'data.main', null, 'data.main.opacity', 50),
  read('modal', 'data.setup', null, 'display.hideOnMobile', 'everywhere'),
  read('box', 'data.main.title', null, 'data.main.title', '', BOTH),
  read('box', 'data', null, 'data.main.buttonType', 'button', BOTH),
  read('box', 'data.main', [], 'data.main.opacity', 50, BOTH),
  read('modal', 'data.submitted', [], 'data.submitted.action', 'message'),
  read('box', 'data.setup', [], 'display.urlWhitelist', [], BOTH),
  refused('modal', 'data.main', 'big'),

  // Unknown fields and sections are ignored.
  read('button', 'data.main.unknownField', 'x', 'data.main.title', ''),
  read('box', 'data.unknownSection', { a: 1 }, 'data.main.title', '', BOTH),
  read('box', 'data.main.colors.sparkle', '#fff', 'data.main.colors.background', BRAND_COLOR),

  // The widget's own fields.
  read('box', 'widget_id', '4242', 'widgetId', 4242, BOTH),
  read('box', 'widget_id', 4243, 'widgetId', 4243),
  read('box', 'widget_id', ' 4244 ', 'widgetId', 4244),
  read('modal', 'widget_type', 'Modal', 'widgetType', 'modal'),
  read('modal', 'widget_type', ' modal ', 'widgetType', 'modal'),
  read('box', 'widget_type', 'BOX', 'widgetType', 'box', BOTH),
  read('slide_in', 'widget_type', 'slide-in', 'widgetType', 'slide_in'),
  read('slide_in', 'widget_type', 'Slide_In', 'widgetType', 'slide_in'),
  read('modal', 'channel', '', 'channel', 'fb'),
  read('modal', 'channel', 'FB', 'channel', 'fb'),
  read('box', 'channel', 'facebook', 'channel', 'fb', BOTH),
  read('modal', 'channel', 'messenger', 'channel', 'fb'),
  read('modal', 'channel', 'none', 'channel', 'fb'),
  read('box', 'channel', 'SMS', 'channel', 'sms'),
  read('modal', 'channel', null, 'channel', 'fb'),
  refused('modal', 'channel', 'telegram'),
  read('box', 'name', 2024, 'name', '2024'),
  read('box', 'data.main.title', 2024, 'data.main.title', '2024', BOTH),

  // Enumerations, case-insensitive.
  read('page_takeover', 'data.main.pageTemplate', 'MediaBackground', 'data.main.pageTemplate', 'mediaBackground'),
  read('modal', 'data.submitted.action', 'Redirect', 'data.submitted.action', 'redirect'),
  refused('modal', 'data.submitted.redirectTarget', 'popup'),

  // URL lists (the URL rule).
  read('box', 'data.setup.urlWhitelist', ['/nowhere-else'], 'display.urlWhitelist', ['/nowhere-else'], NEITHER),
  read('box', 'data.setup.urlBlacklist', ['/cart', 7], 'display.urlBlacklist', ['/cart'], BOTH),
  refused('box', 'data.setup.urlWhitelist', '/pricing'),
];

/** Reads a dotted path of a plain object. */
export function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((inner, key) => (inner as Record<string, unknown> | undefined)?.[key], value);
}
