/** Shapes shared by the runtime's pure rules, the store and the config merge. */
import type { RepeatMode, TriggerMode } from './constants';

/** `main.whenDisplay`: `["scroll", 30]`, `["delay", 5]`, `["anchor", "pricing"]`, `["add_to_cart", 0]`. */
export type WhenDisplay = readonly [TriggerMode | 'add_to_cart', number | string];
/** `showAgain` / `showAgainIfClosed`: `["days", 3]`, `["never", 0]`. */
export type ShowAgain = readonly [RepeatMode, number];

export type Device = 'mobile' | 'desktop';

/** What the visitor has done on the current page since the last route change (docs/opt-in.md#client-state). */
export interface PageSignals {
  /** Highest scroll position reached, in percent of the scrollable height (0–100). */
  maxScroll: number;
  /** Seconds spent on the page, as counted by the timer ticks. */
  secondsSpent: number;
  exitIntent: boolean;
  /** Names of the anchors scrolled past. */
  anchors: readonly string[];
}

/** What the session remembers of one widget (docs/opt-in.md#client-state). */
export interface WidgetHistory {
  /** Epoch ms of the last impression, or undefined when never shown. */
  lastImpression?: number;
  /** Whether the visitor closed it by hand after that impression. */
  manualClose?: boolean;
}

/** How an open was asked for: by a trigger, by the visitor or page API, or forced. */
export type OpenMode = 'trigger' | 'manual' | 'force';

/** The embed snippet's attributes (docs/page-api.md#the-script-tag), read once by the loader (loader/script-settings.ts). */
export interface ScriptSettings {
  /** Absolute URL of the script itself; the chunks are resolved against it. */
  scriptUrl: string;
  accountId: string;
  /** Base URL of every server call, without a trailing slash. */
  host: string;
  hash: string;
  nonce: string;
  fbSdkUrl: string;
  locale: string;
  debug: boolean;
}

/**
 * A `mc_shopify_analytics` event (docs/pixel.md#event-bodies) as the runtime, the views and the store integration report it to the pixel.
 */
export interface Analytics {
  widgetType: string;
  /** Defaults to the widget type; the store integration names its add-to-cart flows here. */
  widgetTypeDescription?: string;
  type: 'impression' | 'optin';
  status: 'positive' | 'negative';
  /** One of NEGATIVE_STATUSES, or of POSITIVE_STATUSES for an opt-in. */
  statusDescription: string;
  /** The widget it is about; sent as `widget_id`, beyond the documented fields, so the dashboard can count it per widget. */
  widgetId?: number;
  /** A confirmed opt-in's consent: the texts shown and the page (docs/server.md, "Consent on record"); sent as `consent`. */
  consent?: Readonly<{ button_text: string; legal_text: string; page_url: string }>;
}
