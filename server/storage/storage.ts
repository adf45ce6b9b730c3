/**
 * What the routes need from a database, and nothing more. Routes see only this interface, so
 * another database can be added by implementing it (see sqlite/sqlite-storage.ts) without touching
 * a route. Every method is asynchronous for that reason, even though SQLite answers at once.
 */

/** The load answer's `app` section as the owner stored it (docs/load-answer.md), plus the shop it serves. */
export interface AccountRecord {
  accountId: string;
  app: Record<string, unknown>;
  /** The Shopify shop domain (`acme.myshopify.com`) that `getShopInfo` maps to this account. */
  shopDomain: string | null;
  createdAt: number;
  updatedAt: number;
}

/** What the owner edits of a widget, as its published content, a draft or a version holds it. */
export interface WidgetContent {
  widgetType: string;
  channel: string;
  name: string;
  smsKeyword: string;
  widgetSign: string;
  data: Record<string, unknown>;
}

/**
 * One widget in the load answer's shape: `data` is kept as the owner wrote it, defaults are the
 * client's. Its content is the published one (what `/load` serves) once it has been published; a
 * widget never published (version 0) is not served, and its content is its first draft.
 */
export interface WidgetRecord extends WidgetContent {
  widgetId: number;
  accountId: string;
  createdAt: number;
  updatedAt: number;
  /** The number of the published version, 1 and up; 0 while it was never published. */
  version: number;
  publishedAt: number | null;
  /** When the draft kept apart from the published content was last saved; null without one. */
  draftUpdatedAt: number | null;
}

/** A widget the account had and deleted: its counts stay on the account's dashboard. */
export interface DeletedWidgetRecord {
  widgetId: number;
  accountId: string;
  widgetType: string;
  channel: string;
  name: string;
  deletedAt: number;
}

/** A widget to store; without `widgetId` the database assigns the next free one. */
export type WidgetInput = WidgetContent & { accountId: string; widgetId?: number };

/** The owner's unpublished edits of a widget (at most one draft a widget). */
export interface WidgetDraftRecord extends WidgetContent {
  widgetId: number;
  updatedAt: number;
}

/** A published version of a widget, as it was served; the last 10 of each widget are kept. */
export interface WidgetVersionRecord extends WidgetContent {
  widgetId: number;
  accountId: string;
  version: number;
  publishedAt: number;
}

/** How many published versions of a widget are kept. */
export const WIDGET_VERSIONS_KEPT = 10;

/**
 * What a visitor agreed to when subscribing (docs/server.md, "Consent on record"): the texts the
 * card showed, the widget as it was (its `updated_at` then), the page, the time.
 */
interface ConsentRecord {
  legalText: string;
  buttonText: string;
  widgetId: number;
  /** The widget's `updated_at` (ms) when the visitor subscribed: which version of its texts was live. */
  widgetUpdatedAt: number;
  pageUrl: string;
  createdAt: number;
}

type ConsentInput = Pick<ConsentRecord, 'legalText' | 'buttonText' | 'widgetUpdatedAt' | 'pageUrl'>;

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

type EventKind = 'event' | 'conversion' | 'money';

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
 * (widget 0), conversions, money per currency and token (apart when above the token's ceiling)
 * and the visits of bots, which count nowhere else.
 */
export type DailyMetric =
  | 'impressions'
  | 'optins'
  | 'fallback_clicks'
  | 'channel_clicks'
  | 'sms_app_opened'
  | 'conversions'
  | 'money'
  | 'money_flagged'
  | 'bot_visits';

/** One daily count, kept up to date as events and subscribers are stored (a rollup: reading it costs nothing per raw event). */
export interface DailyCount {
  /** 0 for the account's own counts. */
  widgetId: number;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  metric: DailyMetric;
  /** The currency of `money` and the token that carried it (domain/event-classes.ts, `moneyDetail`); '' otherwise. */
  detail: string;
  count: number;
  /** The summed weight of `money`; 0 otherwise. */
  amount: number;
}

/**
 * A signed-in owner app (security/admin-session.ts). Only the SHA-256 of the cookie's id is kept,
 * so the table holds nothing a visitor of the database could sign in with.
 */
export interface AdminSessionRecord {
  idHash: string;
  /** A digest of the admin token that signed it in: a changed or reset token ends its sessions. */
  tokenHash: string;
  createdAt: number;
  expiresAt: number;
}

/** An origin whose pages called `/load` for the account (the install check), and when. */
export interface InstallRecord {
  accountId: string;
  /** `https://shop.example.com`: http(s) only, at most 200 characters. */
  origin: string;
  firstSeen: number;
  lastSeen: number;
  loadCalls: number;
}

export interface Storage {
  listAccounts(): Promise<AccountRecord[]>;
  getAccount(accountId: string): Promise<AccountRecord | undefined>;
  findAccountByShop(shopDomain: string): Promise<AccountRecord | undefined>;
  /** Creates or replaces the account's settings; its widgets and collected data are untouched. */
  setAccount(accountId: string, app: Record<string, unknown>, shopDomain: string | null): Promise<AccountRecord>;
  /** Removes the settings and the widgets (remembered as deleted ones); subscribers and events stay (they are the owner's records). */
  deleteAccount(accountId: string): Promise<boolean>;

  /** Every widget of the account, those never published included. */
  listWidgets(accountId: string): Promise<WidgetRecord[]>;
  /** The widgets `/load` serves: those published, with their published content. */
  listLiveWidgets(accountId: string): Promise<WidgetRecord[]>;
  getWidget(widgetId: number): Promise<WidgetRecord | undefined>;
  /**
   * Inserts, or replaces the content of, the widget with the same id, and publishes it: the next
   * version, kept in its versions (the oldest past WIDGET_VERSIONS_KEPT deleted). A draft stays.
   */
  upsertWidget(widget: WidgetInput): Promise<WidgetRecord>;
  /** Inserts a widget that is not published (version 0, not served). */
  addDraftWidget(widget: WidgetInput): Promise<WidgetRecord>;
  /** Renames the widget, in its content and its draft, without a new version. */
  renameWidget(widgetId: number, name: string): Promise<WidgetRecord | undefined>;
  /** Removes the widget, its draft and its versions, remembering it among the account's deleted widgets. */
  deleteWidget(widgetId: number): Promise<boolean>;
  listDeletedWidgets(accountId: string): Promise<DeletedWidgetRecord[]>;

  getWidgetDraft(widgetId: number): Promise<WidgetDraftRecord | undefined>;
  /** Creates or replaces the widget's draft; what `/load` serves stays. */
  saveWidgetDraft(widgetId: number, draft: WidgetContent): Promise<WidgetDraftRecord>;
  deleteWidgetDraft(widgetId: number): Promise<boolean>;
  /**
   * Publishes the draft (or, without one, the widget's own content) as the next version, as
   * `upsertWidget` does, and drops the draft; undefined when there is no such widget.
   */
  publishWidget(widgetId: number): Promise<WidgetRecord | undefined>;
  /** The widget's kept versions, newest first. */
  listWidgetVersions(widgetId: number): Promise<WidgetVersionRecord[]>;
  getWidgetVersion(widgetId: number, version: number): Promise<WidgetVersionRecord | undefined>;

  /** Idempotent per account, widget and phone number: a repeat returns the first record with `created: false`. A new one counts as an opt-in. */
  addSubscriber(subscriber: SubscriberInput): Promise<{ subscriber: SubscriberRecord; created: boolean }>;
  latestSubscribers(accountId: string, limit: number): Promise<SubscriberRecord[]>;
  /** Whether the session subscribed; with `widgetId`, through that widget only. */
  hasOptedIn(accountId: string, sessionId: string, widgetId?: number): Promise<boolean>;

  /** The same ref for the same account, widget and session; `candidate` is used when there is none yet. */
  getOrCreateSmsRef(accountId: string, widgetId: number, sessionId: string, candidate: string): Promise<string>;

  /**
   * Stores the events in one transaction, with their daily counts; returns how many were new
   * (duplicates by event id are skipped, and counted once). A widget's counts are kept only for a
   * widget of the event's account, present or deleted: an id it never had counts nothing.
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
  /**
   * The daily counts of the account between two days, both included: its own (widget 0) and those
   * of its widgets, present or deleted, so the answer is bounded by what the owner made.
   */
  dailyCounts(accountId: string, fromDay: string, toDay: string): Promise<DailyCount[]>;

  addAbandonedCart(cart: AbandonedCartInput): Promise<AbandonedCartRecord>;
  getAbandonedCart(token: string): Promise<AbandonedCartRecord | undefined>;
  markCartRepaired(token: string, newToken: string): Promise<boolean>;

  /** Server-wide values the server generated for itself (secrets when the environment sets none). */
  getServerValue(name: string): Promise<string | undefined>;
  setServerValue(name: string, value: string): Promise<void>;
  deleteServerValue(name: string): Promise<void>;

  /**
   * Adds load calls seen (written behind /load, in batches): each origin's calls are added and its
   * first and last times kept; only the most recently seen origins of an account stay (INSTALL_ORIGINS_KEPT).
   */
  recordInstalls(seen: InstallRecord[]): Promise<void>;
  /** The account's origins, the most recently seen first. */
  listInstalls(accountId: string): Promise<InstallRecord[]>;

  addAdminSession(session: AdminSessionRecord): Promise<void>;
  getAdminSession(idHash: string): Promise<AdminSessionRecord | undefined>;
  deleteAdminSession(idHash: string): Promise<boolean>;
  /** Deletes the sessions expired at `atMs`; resolves with how many. */
  deleteExpiredAdminSessions(atMs: number): Promise<number>;

  /** A consistent copy of the whole database, taken while it keeps serving, without the server's own values (its secrets) or the owner's sign-in sessions. */
  backup(destinationPath: string): Promise<void>;
  /** Rewrites what holds deleted values, so none can be read back from the files (after a secret is deleted). */
  eraseDeleted(): Promise<void>;
  close(): Promise<void>;
}
