/**
 * What the routes need from a database, and nothing more. Routes see only this interface, so
 * another database can be added by implementing it (see sqlite/sqlite-storage.ts) without touching
 * a route. Every method is asynchronous for that reason, even though SQLite answers at once.
 */

/** The load answer's `app` section as the owner stored it (CONTRACT §2), plus the shop it serves. */
export interface AccountRecord {
  accountId: string;
  app: Record<string, unknown>;
  /** The Shopify shop domain (`acme.myshopify.com`) that `getShopInfo` maps to this account. */
  shopDomain: string | null;
  createdAt: number;
  updatedAt: number;
}

/** One widget in the load answer's shape: `data` is kept as the owner wrote it, defaults are the client's. */
export interface WidgetRecord {
  widgetId: number;
  accountId: string;
  widgetType: string;
  channel: string;
  name: string;
  smsKeyword: string;
  widgetSign: string;
  data: Record<string, unknown>;
  createdAt: number;
  updatedAt: number;
}

/** A widget to store; without `widgetId` the database assigns the next free one. */
export type WidgetInput = Omit<WidgetRecord, 'widgetId' | 'createdAt' | 'updatedAt'> & { widgetId?: number };

/**
 * What a visitor agreed to when subscribing (docs/server.md, "Consent on record"): the texts the
 * card showed, the widget as it was (its `updated_at` then), the page, the time.
 */
export interface ConsentRecord {
  legalText: string;
  buttonText: string;
  widgetId: number;
  /** The widget's `updated_at` (ms) when the visitor subscribed: which version of its texts was live. */
  widgetUpdatedAt: number;
  pageUrl: string;
  createdAt: number;
}

export type ConsentInput = Pick<ConsentRecord, 'legalText' | 'buttonText' | 'widgetUpdatedAt' | 'pageUrl'>;

export interface SubscriberRecord {
  subscriberId: number;
  accountId: string;
  widgetId: number;
  /** E.164, e.g. `+12015550123`. */
  phoneNumber: string;
  sessionId: string;
  createdAt: number;
  /** The latest consent on record for this subscriber (a repeat subscription adds one), or null for one stored before consents were. */
  consent: ConsentRecord | null;
}

export type SubscriberInput = Omit<SubscriberRecord, 'subscriberId' | 'createdAt' | 'consent'> & { consent?: ConsentInput };

export type EventKind = 'event' | 'conversion' | 'money';

export interface EventInput {
  accountId: string;
  kind: EventKind;
  event: string;
  /** The client's id for this event; a second event with the same id is ignored (the client retries). */
  eventId: string | null;
  appId: number | null;
  widgetId: number | null;
  sessionId: string | null;
  externalId: string | null;
  isBot: boolean;
  /** Counted as an opt-in on the dashboard (see domain/event-classes.ts). */
  isOptin: boolean;
  weight: number | null;
  currency: string | null;
  payload: unknown;
  sessionData: unknown;
}

export interface EventRecord extends EventInput {
  createdAt: number;
}

export interface CartLineItem {
  /** The Shopify variant id. */
  id: number;
  quantity: number;
}

export interface AbandonedCartRecord {
  token: string;
  accountId: string;
  shop: string | null;
  lineItems: CartLineItem[];
  /** A path on the shop to go to after the restore; null means the client's default, `/checkout`. */
  redirectTarget: string | null;
  createdAt: number;
  repairedAt: number | null;
  repairedToken: string | null;
}

export type AbandonedCartInput = Omit<AbandonedCartRecord, 'createdAt' | 'repairedAt' | 'repairedToken'>;

/**
 * What the dashboard counts per UTC day (domain/event-classes.ts): per widget, impressions,
 * confirmed opt-ins (one per visitor), and the intent clicks shown apart from them; per account
 * (widget 0), conversions, money per currency and the visits of bots, which count nowhere else.
 */
export type DailyMetric =
  | 'impressions'
  | 'optins'
  | 'fallback_clicks'
  | 'channel_clicks'
  | 'sms_app_opened'
  | 'conversions'
  | 'money'
  | 'bot_visits';

/** One daily count, kept up to date as events and subscribers are stored (a rollup: reading it costs nothing per raw event). */
export interface DailyCount {
  /** 0 for the account's own counts. */
  widgetId: number;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  metric: DailyMetric;
  /** The currency of `money`; '' otherwise. */
  detail: string;
  count: number;
  /** The summed weight of `money`; 0 otherwise. */
  amount: number;
}

export interface Storage {
  listAccounts(): Promise<AccountRecord[]>;
  getAccount(accountId: string): Promise<AccountRecord | undefined>;
  findAccountByShop(shopDomain: string): Promise<AccountRecord | undefined>;
  /** Creates or replaces the account's settings; its widgets and collected data are untouched. */
  setAccount(accountId: string, app: Record<string, unknown>, shopDomain: string | null): Promise<AccountRecord>;
  /** Removes the settings and the widgets; subscribers and events stay (they are the owner's records). */
  deleteAccount(accountId: string): Promise<boolean>;

  listWidgets(accountId: string): Promise<WidgetRecord[]>;
  getWidget(widgetId: number): Promise<WidgetRecord | undefined>;
  /** Inserts, or replaces the widget with the same id. */
  upsertWidget(widget: WidgetInput): Promise<WidgetRecord>;
  deleteWidget(widgetId: number): Promise<boolean>;

  /** Idempotent per account, widget and phone number: a repeat returns the first record with `created: false`. A new one counts as an opt-in. */
  addSubscriber(subscriber: SubscriberInput): Promise<{ subscriber: SubscriberRecord; created: boolean }>;
  latestSubscribers(accountId: string, limit: number): Promise<SubscriberRecord[]>;
  /** Whether the session subscribed; with `widgetId`, through that widget only. */
  hasOptedIn(accountId: string, sessionId: string, widgetId?: number): Promise<boolean>;

  /** The same ref for the same account, widget and session; `candidate` is used when there is none yet. */
  getOrCreateSmsRef(accountId: string, widgetId: number, sessionId: string, candidate: string): Promise<string>;

  /**
   * Stores the events in one transaction, with their daily counts; returns how many were new
   * (duplicates by event id are skipped, and counted once).
   */
  addEvents(events: EventInput[]): Promise<number>;
  hasEvent(accountId: string, eventId: string): Promise<boolean>;
  /** Deletes up to `limit` of the oldest events stored before `beforeMs`; resolves with how many (retention). */
  deleteEventsBefore(beforeMs: number, limit: number): Promise<number>;
  latestEvents(accountId: string, limit: number, event?: string): Promise<EventRecord[]>;
  /**
   * Deletes up to `limit` of the visitors remembered for the daily counts (who counted once on a
   * day) of days before `beforeDay`; resolves with how many (retention). The counts stay.
   */
  deleteDailyVisitorsBefore(beforeDay: string, limit: number): Promise<number>;
  /** The daily counts of the account between two days, both included. */
  dailyCounts(accountId: string, fromDay: string, toDay: string): Promise<DailyCount[]>;

  addAbandonedCart(cart: AbandonedCartInput): Promise<AbandonedCartRecord>;
  getAbandonedCart(token: string): Promise<AbandonedCartRecord | undefined>;
  markCartRepaired(token: string, newToken: string): Promise<boolean>;

  /** Server-wide values the server generated for itself (secrets when the environment sets none). */
  getServerValue(name: string): Promise<string | undefined>;
  setServerValue(name: string, value: string): Promise<void>;
  deleteServerValue(name: string): Promise<void>;

  /** A consistent copy of the whole database, taken while it keeps serving, without the server's own values (its secrets). */
  backup(destinationPath: string): Promise<void>;
  close(): Promise<void>;
}
