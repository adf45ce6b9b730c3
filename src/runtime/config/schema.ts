/**
 * The schema of a widget in the load answer (docs/widgets.md): every field the
 * product reads, with the shapes it accepts (readers.ts; in words, for the owner API, shapes.ts). The defaults are data (defaults.ts); a
 * field's default never limits its shapes. One reading for every side: the loader reads the
 * widget and what decides display (read-widget.ts, WIDGET_FIELDS and DISPLAY_FIELDS), the UI reads
 * the rest of `data` with dataSchema() once a widget renders (resolve-widget.ts), and the owner API
 * reads all of it strictly (server/domain/widget-shape.ts).
 *
 * Reading is lenient on a page: `null` means "not set", a section given as `null` or a list takes
 * its defaults, unknown fields are ignored, and a field of no accepted shape takes its default
 * with one warning. Only the widget's id and type can drop it.
 */
import { CUSTOMER_CHAT_DISPLAY_MODES, CUSTOMER_CHAT_MINIMIZED_VALUES, DEFAULT_OVERLAY_CAP } from '../constants';
import { KNOWN_WIDGET_TYPES } from '../kinds';
import {
  bool,
  boolOrDevice,
  cloneJson,
  isPlainObject,
  list,
  own,
  pair,
  text,
  toName,
  toNumber,
  type Field,
  type PlainObject,
  type ReadContext,
} from './readers';

export type Table = { readonly [key: string]: Field | Table };

// ── The readers only `data`'s other fields need (the loader's own are in readers.ts) ──
export const numberish: Field = { read: toNumber };

export const anything: Field = { read: (value) => cloneJson(value) };

export const object: Field = { read: (value) => (isPlainObject(value) ? cloneJson(value) : Array.isArray(value) ? null : undefined) };

/** One of `values`, matched case-insensitively, returned as written here. */
function oneOf(...values: string[]): Field {
  return {
    values,
    read: (value) => (typeof value === 'string' ? values.find((entry) => toName(entry) === toName(value)) : undefined),
  };
}

/** `main.width`: `["px", 400]` or `["%", 50]`, a number of pixels, or a string such as `"350px"` or `"100%"`. */
export const width: Field = {
  read: (value) => {
    const [unit, amount] = Array.isArray(value)
      ? value
      : typeof value === 'string'
        ? (/^\s*([\d.]+)\s*(px|%)?\s*$/i.exec(value)?.slice(1).reverse() ?? [])
        : ['px', value];
    const number = toNumber(amount);
    const name = typeof unit === 'string' || unit === undefined ? (unit ?? 'px').trim().toLowerCase() : '';
    return number !== undefined && number >= 0 && (name === 'px' || name === '%') ? [name, number] : undefined;
  },
};

/** Anything the browser accepts as a CSS colour (the server's own check where there is no `CSS`); `""` is not set. */
export const color: Field = {
  read: (value, { isColor = browserColor }) =>
    typeof value !== 'string' ? undefined : value.trim() === '' ? null : isColor(value) ? value : undefined,
};

function browserColor(value: string): boolean {
  return typeof CSS === 'undefined' || typeof CSS.supports !== 'function' || CSS.supports('color', value);
}

const WHEN = /* @__PURE__ */ pair('immediately', 'scroll', 'delay', 'exit_intent', 'anchor', 'add_to_cart');
const AGAIN = /* @__PURE__ */ pair('never', 'always', 'seconds', 'hours', 'days');

/**
 * The load answer's `app` (docs/load-answer.md#app-settings): each setting with its reader and the names it
 * is read under, first given first (parse-app.ts gives each its empty value as default). The loader
 * reads the settings it decides by; the page stage reads the ones only the views use.
 */
/**
 * `app.overlay_cap`: `{ "per_visit": 3, "per_day": 6 }`, how many overlays the account's triggers
 * may open in a visit and in a day (docs/elements.md, "Overlays that take turns"). Each count a
 * number of 0 or more (a numeric string too); one left out or unreadable keeps its default.
 */
const overlayCapField: Field = {
  read(value) {
    if (!isPlainObject(value)) return undefined;
    const count = (raw: unknown, fallback: number) => {
      const number = toNumber(raw);
      return number !== undefined && number >= 0 ? Math.floor(number) : fallback;
    };
    return {
      perVisit: count(own(value, 'per_visit') ?? own(value, 'perVisit'), DEFAULT_OVERLAY_CAP.perVisit),
      perDay: count(own(value, 'per_day') ?? own(value, 'perDay'), DEFAULT_OVERLAY_CAP.perDay),
    };
  },
};

export const PAGE_APP_FIELDS = {
  pageId: [text, 'pageId', 'page_id'],
  widgetPhone: [text, 'widget_phone', 'widgetPhone'],
  /** Overrides `data-host` for every server call when non-empty (docs/load-answer.md#app-settings). */
  host: [text, 'host'],
  whitelist: [list, 'whitelist'],
} satisfies Record<string, [Field, ...string[]]>;

export const VIEW_APP_FIELDS = {
  fbPageId: [text, 'fb_page_id', 'fbPageId', 'pageId'],
  appId: [text, 'appId', 'app_id'],
  pageName: [text, 'page_name', 'pageName'],
  smsChannelConnected: [bool, 'sms_channel_connected'],
  defaultSize: [bool, 'defaultSize'],
  fbSDKVersion: [text, 'fbSDKVersion'],
  fbSDKDebug: [bool, 'fbSDKDebug'],
  locale: [text, 'widgetLocale', 'locale'],
  isEuAffected: [bool, 'is_eu_affected'],
  overlayCap: [overlayCapField, 'overlay_cap', 'overlayCap'],
} satisfies Record<string, [Field, ...string[]]>;

/** `channel`: `none`, `''`, `fb`, `facebook` and `messenger` are the messenger (docs/widgets.md#the-widget-record: none is fb). */
const CHANNEL_NAMES: Readonly<Record<string, string>> = {
  '': 'fb',
  none: 'fb',
  fb: 'fb',
  facebook: 'fb',
  messenger: 'fb',
  sms: 'sms',
  omni: 'omni',
  omnichannel: 'omni',
};

/** The widget's own fields the loader reads (`id` and `type` are read as aliases). */
export const WIDGET_FIELDS = {
  /** A positive integer, or a string of digits. */
  widget_id: {
    read: (value: unknown) => {
      const id = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
      return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
    },
  },
  /** Trimmed and case-insensitive (`' Modal'`, `slide-in`); undefined when it is no known kind. */
  widget_type: {
    read: (value: unknown) => (typeof value === 'string' ? KNOWN_WIDGET_TYPES.find((type) => type === toName(value)) : undefined),
  },
  channel: {
    read: (value: unknown) => (typeof value === 'string' ? CHANNEL_NAMES[toName(value)] : undefined),
  },
  name: text,
} satisfies Table;

/** The widget's own fields only the UI reads (resolve-widget.ts), read when it renders. */
export const WIDGET_UI_FIELDS = {
  sms_keyword: text,
  widget_sign: text,
} satisfies Table;

/** What the loader reads of `data` to decide display (docs/display-rules.md#open-guards); `main`'s pairs before `setup`'s. */
export const DISPLAY_FIELDS = {
  whenDisplay: WHEN,
  showAgain: AGAIN,
  showAgainIfClosed: AGAIN,
  urlWhitelist: list,
  urlBlacklist: list,
  hideOnMobile: boolOrDevice,
} satisfies Table;

let dataTable: Table | undefined;

/**
 * Every section of `data` and its fields. Built on first use, so the loader's build leaves it out
 * (it reads only WIDGET_FIELDS and DISPLAY_FIELDS).
 */
export const dataSchema = (): Table => (dataTable ??= buildDataSchema());

function buildDataSchema(): Table {
  const FIRST_SEEN = pair('hidden', 'opened', 'delay');
  const BUTTON_SIZE = oneOf('s', 'm', 'l', 'standard', 'large', 'xlarge');
  const SKIN = oneOf('light', 'dark');
  const colors = (...names: string[]): Table => Object.fromEntries(names.map((name) => [name, color]));

  const CARD_COLORS = colors(
    'background',
    'backgroundCheckbox',
    'headline',
    'description',
    'buttonBackground',
    'buttonText',
    'smsHeadline',
    'smsDescription',
    'smsLegalText',
    'ctaBackground',
    'ctaText',
  );

  const MEDIA: Table = {
    mediaType: oneOf('image', 'video', 'gif'),
    videoLink: text,
    videoPlacement: text,
    imagePlacement: text,
    image: { img_big: text, gif: text },
  };

  const CARD: Table = { title: text, desc: text, showDescription: bool, ctaText: text, colors: CARD_COLORS, ...MEDIA };

  return {
    main: {
      ...CARD,
      colors: { ...CARD_COLORS, chatBubble: color },
      // Any string: an unknown one raises "unknown widget buttonType" on submit (docs/opt-in.md#messenger-opt-in).
      buttonType: text,
      optInButtonText: text,
      smsButtonText: text,
      buttonBackground: oneOf('blue', 'white'),
      buttonSize: BUTTON_SIZE,
      skin: SKIN,
      checkboxPosition: text,
      centered: bool,
      pageTemplate: oneOf('simple', 'mediaBackground'),
      overlay: { enabled: bool, overlayColor: color },
      backgroundImage: { img_big: text },
      whenDisplay: WHEN,
      showAgain: AGAIN,
      showAgainIfClosed: AGAIN,
      opacity: numberish,
      width,
      fitContainer: bool,
      allowHide: bool,
      barPlacement: text,
      pushPage: bool,
      stickWithScroll: bool,
      slideInPlacement: text,
      popupMessageEnabled: bool,
      popupMessageText: text,
      popupMessageWhenDisplay: WHEN,
      disableAnimation: bool,
    },
    submitted: {
      ...CARD,
      action: oneOf('message', 'redirect', 'nothing'),
      redirect: bool,
      redirectUrl: text,
      redirectTarget: oneOf('new', 'same'),
    },
    actions: { sequence: anything, opt_in_text: text, opt_in_keywords: list },
    setup: {
      ...DISPLAY_FIELDS,
      popupMessageWhenDisplay: WHEN,
      ref_payload_field_id: anything,
      pixelId: anything,
      desktopFirstSeen: FIRST_SEEN,
      mobileFirstSeen: FIRST_SEEN,
      minimized: oneOf(...CUSTOMER_CHAT_MINIMIZED_VALUES),
      dialogDelay: numberish,
      greetingDialogDisplay: oneOf(...CUSTOMER_CHAT_DISPLAY_MODES),
      loggedInGreeting: text,
      loggedOutGreeting: text,
      colors: { theme: color },
      buttonSize: BUTTON_SIZE,
      skin: SKIN,
      pluginAlign: oneOf('left', 'right'),
    },
    appearance: {
      greeting_headline: text,
      greeting_text: text,
      colors: colors('background', 'greetingHeadline', 'greetingText', 'legalText', 'chatBubble'),
    },
    channels: {
      enable_facebook: bool,
      enable_whatsapp: bool,
      enable_sms: bool,
      enable_email: bool,
      email_to: text,
      whatsapp_code: text,
      whatsapp_number: text,
      whatsapp_id: text,
      whatsapp_prefill: text,
    },
    feed_comment_settings: {
      post_covered_area: text,
      track_root_comment_only: bool,
      reply_delay: pair(),
      include_keywords: list,
      exclude_keywords: list,
    },
    feed_comment_welcome: object,
    messenger_code_settings: { size: numberish, removeLogoBackground: bool, colors: colors('bgColor', 'fgColor') },
  };
}

const isField = (entry: Field | Table): entry is Field => typeof entry['read'] === 'function';

/** One field: its default when not set or unreadable (the latter reported). */
export function readField(field: Field, value: unknown, fallback: unknown, path: string, context: ReadContext): unknown {
  if (value === undefined || value === null) return fallback;
  const read = field.read(value, context);
  if (read === undefined) context.report(path, field);
  return read ?? fallback;
}

/** Fields a read leaves out (read elsewhere), by the path of their section: `data.main` → `whenDisplay`, ... */
export type SkippedFields = ReadonlyMap<string, ReadonlySet<string>>;

const NOTHING_SKIPPED: SkippedFields = new Map();

/**
 * A section over its defaults: exactly the table's fields, but those `skip` names for its path (read elsewhere: the
 * views leave the loader's display fields out), looked up once per section: a widget has about 150 fields, and looking
 * each field's whole path up in one set was most of what reading 100 widgets cost.
 */
export function readTable(
  table: Table,
  raw: unknown,
  defaults: PlainObject,
  path: string,
  context: ReadContext,
  skip: SkippedFields = NOTHING_SKIPPED,
): PlainObject {
  if (raw != null && typeof raw !== 'object') context.report(path);
  const source = isPlainObject(raw) ? raw : {};
  const skipped = skip.size ? skip.get(path) : undefined;
  const result: PlainObject = {};
  for (const key of Object.keys(table)) {
    if (skipped?.has(key)) continue;
    const entry = table[key]!;
    const fallback = own(defaults, key);
    const value = own(source, key);
    const at = `${path}.${key}`;
    result[key] = isField(entry)
      ? readField(entry, value, fallback, at, context)
      : readTable(entry, value, isPlainObject(fallback) ? fallback : {}, at, context, skip);
  }
  return result;
}

export { cloneJson, isPlainObject, own, toNumber, type Field, type PlainObject, type ReadContext };
