/**
 * Every number and name the product relies on, each stated once; docs/ says what each means
 * (docs/opt-in.md#timings, docs/widgets.md, docs/display-rules.md). Code elsewhere imports these instead of repeating them.
 */

// ── Widget kinds: what each kind is lives in kinds.ts, the one table of kinds ─
export type { RenderedWidgetType, WidgetType } from './kinds';

export const CHANNELS = ['none', 'fb', 'sms', 'omni'] as const;

// ── Timing (docs/opt-in.md#timings, docs/display-rules.md#triggers) ──────────
export const RENDER_TIMEOUT_MS = 5000;
export const SMS_CARD_FALLBACK_RENDER_MS = 100;
export const PLUGIN_RENDER_CHECK_MS = 500;
export const OPT_IN_POLL_FIRST_MS = 1000;
export const OPT_IN_POLL_INTERVAL_MS = 3000;
export const EXIT_INTENT_SENSITIVITY_PX = 20;
export const SCROLL_THROTTLE_MS = 500;
export const TIMER_SCHEDULE_SECONDS = [5, 10, 30, 60, 120] as const;
export const READINESS_POLL_MS = 100;
export const CUSTOMER_CHAT_UPDATE_DEFER_MS = 100;
export const CUSTOMER_CHAT_CALL_INTERVAL_MS = 5000;

// ── Store integration (docs/shopify.md) ──────────────────────────────────────
export const CART_TOKEN_POLL_ATTEMPTS = 5;
export const CART_TOKEN_POLL_INTERVAL_MS = 500;
export const ADD_TO_CART_OVERLAY_REPOSITION_MS = 500;
export const ADD_TO_CART_MIN_BUTTON_PX = 10;
/** Under 50 × 50 px the button is reported as found but questionable. */
export const ADD_TO_CART_QUESTIONABLE_AREA_PX2 = 50 * 50;
export const CART_RESTORING_TEXT = 'Your cart is restoring. Please wait.';
export const ABANDONED_CART_NOT_VALID = 'Abandoned Cart not valid!';
export const ABANDONED_CART_EMPTY = 'Abandoned Cart is empty!';
export const ABANDONED_CART_PARAMS = { token: 'cart_token', hmac: 'manychat_cart_hmac' } as const;

// ── Launcher (docs/elements.md#mc-omnichat) ──────────────────────────────────
/** 24 hours, written out: a product of literals is kept in every bundle that imports this file, used or not. */
export const LAUNCHER_REANIMATE_AFTER_MS = 86_400_000;
export const LAUNCHER_ANIMATION_STOP_DELAY_MS = 500;
export const LAUNCHER_FIRST_ICON_DELAY_MS = 2000;
export const LAUNCHER_ICON_SWITCH_MS = 1500;
export const LAUNCHER_AUTO_OPEN_DURATION_MS = 2000;
export const LAUNCHER_ICON_ORDER = ['messenger', 'sms', 'email', 'whatsapp'] as const;
export const DEFAULT_GREETING_HEADLINE = 'How can we help you?';
export const DEFAULT_GREETING_TEXT = 'Talk to us on your favorite messaging app';
/** The default text's wave emoji is drawn as an icon beside the text instead (systems without an emoji font show an empty box). */
export const DEFAULT_POPOVER_TEXT = 'Need a help? Just message us!';
/** The SMS channel on a desktop (docs/elements.md): the text to send from a phone, with a QR code. */
export const SMS_CODE_HEADING = 'Text us from your phone';
export const SMS_CODE_QR_LABEL = 'QR code: scan it with your phone to open the text, ready to send';
export const SMS_CODE_DONE = 'Done';
export const LAUNCHER_SMS_LEGAL_NOTE =
  'By providing your cellphone number via text message using this service you agree to receive texts from us.';

// ── Pixel (docs/pixel.md) ────────────────────────────────────────────────────
export const PIXEL_APP_ID_WIDGET = 2;
export const PIXEL_APP_ID_STORE = 10;
export const PIXEL_VERSION = '1.0';
export const DEFAULT_CURRENCY = 'USD';
/** Each also on its own: the loader's checks read them without the object's names. */
export const PIXEL_TOKEN_REQUIRED = 'Token is required to fire event!';
export const PIXEL_TOKEN_EXPIRED = 'Token expired!';
export const PIXEL_EVENT_REQUIRED = 'Event is required to fire event!';
export const PIXEL_WEIGHT_REQUIRED = 'Weight is required to fire event!';
export const PIXEL_APP_ID_REQUIRED = 'App Id is required to fire event!';
export const PIXEL_PAGE_ID_REQUIRED = 'Page Id is required!';
export const PIXEL_TOKEN_PARAM = 'mcp_token';

export const ANALYTICS_EVENT = 'mc_shopify_analytics';

/** Also on its own: the loader needs only this one. */
export const NO_LOCAL_STORAGE_STATUS = 'no_local_storage';
/** Negative analytics statuses (docs/pixel.md#event-bodies). "rendred" is spelled as the server expects. */
export const NEGATIVE_STATUSES = {
  pageLeaveWhileWidgetOpen: 'page_leave_while_widget_open',
  closedWithoutOptedIn: 'closed_without_optedin',
  closedWithoutOptInRequest: 'closed_without_optin_request',
  pluginNotRendered: 'fb_plugin_no_rendred',
  noLocalStorage: NO_LOCAL_STORAGE_STATUS,
  addToCartWidgetOpenError: 'error_on_add_to_cart_widget_trigger_open',
  addToCartButtonNotFound: 'add_to_cart_button_not_found',
  addToCartButtonQuestionable: 'add_to_cart_button_found_but_questionably',
} as const;

/** Also on its own: the page stage's events need only this positive one. */
export const LAUNCHER_CHANNEL_CLICKED = 'launcher_channel_clicked';
/**
 * Positive `mc_shopify_analytics` statuses of `type: 'optin'`, one per opt-in path (our own
 * names; the negative ones are the server's). The first four are opt-ins the server or the platform
 * confirmed; the last three are the visitor's intent (a link or an app opened), which the dashboard
 * shows apart.
 */
export const POSITIVE_STATUSES = {
  buttonOptInConfirmed: 'button_optin_confirmed',
  checkboxConfirmed: 'checkbox_confirmed',
  smsSubscribed: 'sms_subscribed',
  smsKeywordConfirmed: 'sms_keyword_confirmed',
  smsComposerOpened: 'sms_keyword_composer_opened',
  messengerFallbackClicked: 'messenger_fallback_clicked',
  launcherChannelClicked: LAUNCHER_CHANNEL_CLICKED,
} as const;
export type PositiveStatus = (typeof POSITIVE_STATUSES)[keyof typeof POSITIVE_STATUSES];

export type RenderReason = 'normal' | 'timeout' | 'EU';

// ── Network (docs/load-answer.md#network-errors; "Newtwork" is spelled so on purpose) ───
export const NETWORK_GET_ERROR = 'Newtwork GET error';
export const NETWORK_POST_ERROR = 'Newtwork POST error';
export const REQUEST_TIMEOUT_MS = 15000;
/** The load answer decides whether anything shows at all; a server that hangs longer is treated as down. */
export const LOAD_TIMEOUT_MS = 8000;
/** The longest a kept load answer stands in for the server's, whatever its Cache-Control allows (a day). */
export const KEPT_ANSWER_MAX_SECONDS = 86_400;

// ── Texts and looks (docs/widgets.md) ────────────────────────────────────────
export const DEFAULT_OPT_IN_BUTTON_TEXT = 'Send me Insights';
export const DEFAULT_SUBMITTED_CTA_TEXT = 'View it in Messenger';
export const DEFAULT_SMS_BUTTON_TEXT = 'Subscribe';
export const DEFAULT_MODAL_OPT_IN_TEXT = 'Subscribe';
export const FALLBACK_MESSENGER_LINK_TEXT = 'Go to Messenger';
export const BUTTON_SUCCESS_TEXT = 'Success!';
export const SMS_PHONE_PLACEHOLDER = 'Enter phone';
export const SMS_SEARCH_PLACEHOLDER = 'Enter country';
export const SMS_LEGAL_TEXT =
  'By subscribing you agree to receive recurring autodialed personal and marketing text messages at this number. Consent is not a condition of purchase. Message and data rates may apply. Reply STOP to cancel.';

export const SUBMITTED_COLOR = '#12CE66';
export const DEFAULT_TEXT_COLOR = '#ffffff';
export const BACKGROUND_ALPHA_CHECKBOX = 1;
export const BACKGROUND_ALPHA_DEFAULT = 0.9;
export const DEFAULT_OVERLAY_OPACITY = 50;
export const BOX_DEFAULT_WIDTH_PX = 350;
export const BOX_MIN_WIDTH_PX = 280;
export const MEDIA_MAX_HEIGHT_PX = 200;
export const SPINNER_SIZE_PX = 40;
export const SPINNER_SIZE_IOS_BUTTON_PX = 24;
export const MESSENGER_CODE_SIZE = 200;
export const CUSTOMER_CHAT_DIALOG_DELAY_S = 15;
export const DEFAULT_FB_SDK_VERSION = 'v3.1';
export const DEFAULT_WHATSAPP_CODE = 'US';
export const DEFAULT_COUNTRY = 'US';
export const SLIDE_IN_PLACEMENTS = ['lt', 'lm', 'lb', 'rt', 'rm', 'rb'] as const;
export const MEDIA_PLACEMENTS = ['ah', 'ad', 'bd', 'cl', 'cr'] as const;
export const DEFAULT_Z_INDEX = 2147483000;

/** Query parameters of the branded Powered-by link; the widget kind is added too. */
export const POWERED_BY_UTM = { utm_medium: 'widget', utm_source: 'client', utm_campaign: 'powered_by' } as const;
/** The provider's site the Powered-by link leads to (docs/widgets.md#powered-by). */
export const POWERED_BY_URL = 'https://www.npmjs.com/package/mc-widgets';
export const POWERED_BY_TEXT = 'Powered by mc-widgets';
/** The accessible name of a dialog whose title is empty and whose widget has no name. */
export const DIALOG_FALLBACK_LABEL = 'Subscribe';

// ── Triggers and repeat rules (docs/display-rules.md) ────────────────────────
export type TriggerMode = 'immediately' | 'scroll' | 'delay' | 'exit_intent' | 'anchor';
/** An add-to-cart modal opens only when the shop's add-to-cart button is clicked (docs/display-rules.md#add-to-cart). */
export const ADD_TO_CART_TRIGGER = 'add_to_cart';
export type RepeatMode = 'never' | 'always' | 'seconds' | 'hours' | 'days';
export const REPEAT_UNIT_MS: Readonly<Record<'seconds' | 'hours' | 'days', number>> = {
  seconds: 1000,
  hours: 3_600_000,
  days: 86_400_000,
};
export const DEFAULT_WHEN_DISPLAY = ['scroll', 30] as const;
export const DEFAULT_SHOW_AGAIN = ['days', 3] as const;
export const DEFAULT_SHOW_AGAIN_IF_CLOSED = ['never', 0] as const;
export const DEFAULT_FIRST_SEEN = ['hidden', 15] as const;
export const GUARD_IGNORE_FLAGS = ['all', 'route', 'repeatedDisplay', 'device', 'entrance'] as const;
/** Our own choice: with an empty user agent, a touch screen this narrow or narrower counts as mobile. */
export const MOBILE_VIEWPORT_MAX_PX = 767;

// ── Refs and payloads (docs/widgets.md#references) ───────────────────────────
export const REF_PAYLOAD_MAX_LENGTH = 200;
export const REF_PAYLOAD_SEPARATOR = '--';
export const REF_PAYLOAD_DISALLOWED = /[^a-zA-Z0-9+/=\-._]/g;
export const CHECKBOX_REF_RANDOM_MAX = 999_999_999;

// ── Storage keys (docs/page-api.md#local-storage; the product's own keys carry the mc_ prefix) ───
/** Also on their own: the loader needs only these three (the others are the UI's and the store's). */
export const WIDGET_HISTORY_KEY = 'mc_session';
export const PIXEL_SESSION_KEY = 'mc_pixel_session';
export const EVENT_QUEUE_KEY = 'mc_event_queue';
/** Followed by the account id: the load answer kept for repeat visits (loader/kept-answer.ts). */
export const KEPT_ANSWER_KEY = 'mc_load_';
export const STORAGE_KEYS = {
  shopifyCartToken: 'mc_shopify_cart_token',
  shopifyCustomerId: 'mc_shopify_customer_id',
  smsKeywordRef: 'sms-keyword-ref',
  widgetHistory: WIDGET_HISTORY_KEY,
  pixelSession: PIXEL_SESSION_KEY,
  renderTimeout: 'mc_render_timeout',
  eventQueue: EVENT_QUEUE_KEY,
  launcherLastSeen: 'mc_launcher_last_seen',
  keptAnswer: KEPT_ANSWER_KEY,
} as const;

// ── Element and page hooks (docs/page-api.md#elements-attributes-and-events, docs/display-rules.md#page-scanning) ───
export const LANDING_ELEMENT_ID = 'mcwidget-landing';
export const EMBED_CLASS = 'mcwidget-embed';
export const CHECKBOX_CLASS = 'mcwidget-checkbox';
export const WIDGET_ID_ATTRIBUTE = 'data-widget-id';
export const WIDGET_PAYLOAD_ATTRIBUTE = 'data-widget-payload';
/** Marks an element the owner preview shows: rendered in place, opened at once, texts editable. */
export const PREVIEW_ATTRIBUTE = 'preview';
/** Marks an element the runtime has taken over, so a re-scan passes it by. */
export const INSTANCE_ATTRIBUTE = 'data-instance-id';
export const DOM_EVENTS = { open: 'mc:open', close: 'mc:close', submit: 'mc:submit', optin: 'mc:optin' } as const;

/** Schemes a URL taken from configuration may carry into href, window.open or location. */
export const ALLOWED_URL_SCHEMES = ['http:', 'https:', 'mailto:', 'sms:', 'tel:'] as const;

/** Prefix of every console message the runtime writes, so owners can tell ours from the page's. */
export const LOG_PREFIX = '[mc]';

// ── Pixel delivery (our own: chosen so that no event is lost or counted twice) ─
/** Longer `mcp_token` values are treated as absent rather than parsed (a 1 MB URL must not stall the page). */
export const PIXEL_TOKEN_MAX_LENGTH = 4096;
/** Browsers share one 64 KB budget among all beacons and keepalive requests in flight from a page. */
export const PIXEL_BEACON_QUOTA_BYTES = 65_536; // 64 KB, written out as LAUNCHER_REANIMATE_AFTER_MS is
/** Events kept at most in memory and in storage; the oldest go first when more arrive. */
export const PIXEL_QUEUE_MAX_EVENTS = 500;
/** Event requests in flight at once; the rest wait in the queue (and leave by beacon if the page goes). */
export const PIXEL_SEND_CONCURRENCY = 4;
/** Events wait for the browser to be idle (after rendering) before they are sent, at most this long. */
export const PIXEL_SEND_IDLE_TIMEOUT_MS = 2000;
export const PIXEL_RETRY_BASE_MS = 1000;
export const PIXEL_RETRY_MAX_MS = 30_000;
/** A server's `Retry-After` is honoured up to this; longer waits are better spent on the next page. */
export const PIXEL_RETRY_AFTER_MAX_MS = 60_000;
/**
 * A keepalive request whose page went, and whose promise then failed without an answer, is kept for
 * a later send only if the page still runs this long after (a hidden tab); a page torn down never
 * gets there, and its request, which the browser carries on, is not sent twice.
 */
export const PIXEL_HANDED_OVER_MS = 1000;
/**
 * An event another page wrote to the stored queue and has not delivered after this long is taken
 * over by the next page view (that page was closed without a chance to hand it over).
 */
export const PIXEL_QUEUE_ADOPT_AFTER_MS = 30_000;
/**
 * Without a load answer by then, the pixel uses the snippet's settings: 5 s past REQUEST_TIMEOUT_MS
 * (15 s, the longest any call waits; the load call gives up after LOAD_TIMEOUT_MS). Written out, as
 * LAUNCHER_REANIMATE_AFTER_MS is.
 */
export const PIXEL_CONFIGURE_FALLBACK_MS = 20_000;

// ── SMS card (docs/elements.md#the-sms-card-any-card-kind-with-channel-sms) ───
/** Shown in the SMS card's error block when the server could not be reached; the visitor's input is kept. */
export const SMS_NETWORK_ERROR_TEXT = 'We could not reach the server. Please check your connection and try again.';
/** Shown when the server refused the number without saying why (state false, no errors). */
export const SMS_UNKNOWN_ERROR_TEXT = 'Something went wrong. Please check the number and try again.';
export const SMS_PHONE_LABEL = 'Phone number';
export const SMS_COUNTRY_LABEL = 'Country';
export const SMS_COUNTRY_SEARCH_LABEL = 'Search country';
export const SMS_NO_COUNTRY_TEXT = 'No country found';
export const SMS_LOADING_LABEL = 'Loading';

// ── Launcher texts (docs/elements.md#mc-omnichat) ────────────────────────────
/** The bubble's accessible name; `aria-expanded` tells whether its panel is open. */
export const LAUNCHER_BUBBLE_LABEL = 'Chat with us';
/** The popover's close icon; not `Close`, which names the panel's own close control (docs/elements.md#mc-omnichat). */
export const LAUNCHER_POPOVER_CLOSE_LABEL = 'Dismiss message';
export const LAUNCHER_CHANNEL_LABELS = { messenger: 'Messenger', sms: 'SMS', email: 'Email', whatsapp: 'WhatsApp' } as const;
/** The messenger ref of a launcher link: `w` plus the widget id (docs/elements.md#mc-omnichat). */
export const LAUNCHER_MESSENGER_REF_PREFIX = 'w';

// ── Customer chat (docs/elements.md#mc-customer-chat) ────────────────────────
export const CUSTOMER_CHAT_DISPLAY_MODES = ['show', 'hide', 'fade', 'icon'] as const;
export const CUSTOMER_CHAT_MINIMIZED_VALUES = ['opened', 'hidden', 'minimized', 'default'] as const;
/** The launcher's bubble, which opens and closes the greeting dialog (`aria-expanded` says which). */
export const CUSTOMER_CHAT_BUBBLE_LABEL = 'Chat with us on Messenger';
/** The greeting when the widget sets none (the platform's own default greeting). */
export const DEFAULT_CUSTOMER_CHAT_GREETING = 'Hi! How can we help you?';
/** The dialog's name when the account has no page name. */
export const CUSTOMER_CHAT_DIALOG_FALLBACK_TITLE = 'Messenger';

// ── Store integration, our own choices ──────────────────────────────────────
/** An add-to-cart widget that has not opened by then (its UI could not load) no longer holds the visitor's click. */
export const ADD_TO_CART_OPEN_WAIT_MS = 10_000;

export interface OverlayCap {
  perVisit: number;
  perDay: number;
}

/** `app.overlay_cap` by default: shown by trigger at most 3 times a visit and 6 times a day across every widget of the account. */
export const DEFAULT_OVERLAY_CAP: OverlayCap = { perVisit: 3, perDay: 6 };
