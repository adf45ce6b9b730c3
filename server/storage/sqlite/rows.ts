/** Table rows as better-sqlite3 returns them, and their conversion to the records of storage.ts. */
import { dayOf } from '../../domain/days';
import type {
  AbandonedCartRecord,
  AccountRecord,
  AdminSessionRecord,
  DailyCount,
  DeletedWidgetRecord,
  EventInput,
  EventRecord,
  InstallRecord,
  SubscriberRecord,
  WidgetContent,
  WidgetDraftRecord,
  WidgetRecord,
  WidgetVersionRecord,
} from '../storage';

export interface AccountRow {
  account_id: string;
  app_json: string;
  shop_domain: string | null;
  created_at: number;
  updated_at: number;
}

/** The columns of a widget's content, in its own row, its draft's and its versions'. */
interface WidgetContentRow {
  widget_type: string;
  channel: string;
  name: string;
  sms_keyword: string;
  widget_sign: string;
  data_json: string;
}

export interface WidgetRow extends WidgetContentRow {
  widget_id: number;
  account_id: string;
  created_at: number;
  updated_at: number;
  version: number;
  published_at: number | null;
  /** From the draft, when the query joins it (storage/widget-sql.ts). */
  draft_updated_at?: number | null;
}

export interface WidgetDraftRow extends WidgetContentRow {
  widget_id: number;
  updated_at: number;
}

export interface WidgetVersionRow extends WidgetContentRow {
  widget_id: number;
  account_id: string;
  version: number;
  published_at: number;
}

export interface DeletedWidgetRow {
  widget_id: number;
  account_id: string;
  widget_type: string;
  channel: string;
  name: string;
  deleted_at: number;
}

export interface SubscriberRow {
  subscriber_id: number;
  account_id: string;
  widget_id: number;
  phone_number: string;
  session_id: string;
  created_at: number;
  /** The latest consent's columns (subscriber-select.ts); null without one. */
  legal_text?: string | null;
  button_text?: string | null;
  widget_updated_at?: number | null;
  page_url?: string | null;
  consent_at?: number | null;
}

export interface EventRow {
  account_id: string;
  kind: EventRecord['kind'];
  event: string;
  event_id: string | null;
  app_id: number | null;
  widget_id: number | null;
  session_id: string | null;
  external_id: string | null;
  is_bot: number;
  is_optin: number;
  weight: number | null;
  currency: string | null;
  payload_json: string | null;
  session_data: string | null;
  created_at: number;
}

export interface DailyCountRow {
  widget_id: number;
  day: string;
  metric: DailyCount['metric'];
  detail: string;
  count: number;
  amount: number;
}

export interface CartRow {
  token: string;
  account_id: string;
  shop: string | null;
  line_items_json: string;
  redirect_target: string | null;
  created_at: number;
  repaired_at: number | null;
  repaired_token: string | null;
}

export interface InstallRow {
  account_id: string;
  origin: string;
  first_seen: number;
  last_seen: number;
  load_calls: number;
}

export interface AdminSessionRow {
  id_hash: string;
  token_hash: string;
  created_at: number;
  expires_at: number;
}

function parseJson(text: string | null): unknown {
  return text === null ? null : (JSON.parse(text) as unknown);
}

/**
 * JSON text of a value to store. A value that cannot be written (nested past the stack's depth, a
 * cycle) is refused as bad input (status 400) rather than failing the server; request bodies are
 * already held to a depth limit (http/json-body.ts), so this guards other callers.
 */
function toJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  try {
    return JSON.stringify(value);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw Object.assign(new Error(`a value could not be stored as JSON (${reason})`), { statusCode: 400 });
  }
}

export const toAccount = (row: AccountRow): AccountRecord => ({
  accountId: row.account_id,
  app: parseJson(row.app_json) as Record<string, unknown>,
  shopDomain: row.shop_domain,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toContent = (row: WidgetContentRow): WidgetContent => ({
  widgetType: row.widget_type,
  channel: row.channel,
  name: row.name,
  smsKeyword: row.sms_keyword,
  widgetSign: row.widget_sign,
  data: parseJson(row.data_json) as Record<string, unknown>,
});

/** A widget's content in the column order of widget-sql.ts (`widget_type` … `data_json`). */
export const contentColumns = (content: WidgetContent): unknown[] => [
  content.widgetType,
  content.channel,
  content.name,
  content.smsKeyword,
  content.widgetSign,
  JSON.stringify(content.data),
];

export const toWidget = (row: WidgetRow): WidgetRecord => ({
  widgetId: row.widget_id,
  accountId: row.account_id,
  ...toContent(row),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  version: row.version,
  publishedAt: row.published_at,
  draftUpdatedAt: row.draft_updated_at ?? null,
});

export const toWidgetDraft = (row: WidgetDraftRow): WidgetDraftRecord => ({
  widgetId: row.widget_id,
  ...toContent(row),
  updatedAt: row.updated_at,
});

export const toWidgetVersion = (row: WidgetVersionRow): WidgetVersionRecord => ({
  widgetId: row.widget_id,
  accountId: row.account_id,
  version: row.version,
  ...toContent(row),
  publishedAt: row.published_at,
});

export const toDeletedWidget = (row: DeletedWidgetRow): DeletedWidgetRecord => ({
  widgetId: row.widget_id,
  accountId: row.account_id,
  widgetType: row.widget_type,
  channel: row.channel,
  name: row.name,
  deletedAt: row.deleted_at,
});

export const toSubscriber = (row: SubscriberRow): SubscriberRecord => ({
  subscriberId: row.subscriber_id,
  accountId: row.account_id,
  widgetId: row.widget_id,
  phoneNumber: row.phone_number,
  sessionId: row.session_id,
  createdAt: row.created_at,
  consent:
    row.consent_at == null
      ? null
      : {
          legalText: row.legal_text ?? '',
          buttonText: row.button_text ?? '',
          widgetId: row.widget_id,
          widgetUpdatedAt: row.widget_updated_at ?? 0,
          pageUrl: row.page_url ?? '',
          createdAt: row.consent_at,
        },
});

export const toEvent = (row: EventRow): EventRecord => ({
  accountId: row.account_id,
  kind: row.kind,
  event: row.event,
  eventId: row.event_id,
  appId: row.app_id,
  widgetId: row.widget_id,
  sessionId: row.session_id,
  externalId: row.external_id,
  isBot: row.is_bot === 1,
  isOptin: row.is_optin === 1,
  weight: row.weight,
  currency: row.currency,
  payload: parseJson(row.payload_json),
  sessionData: parseJson(row.session_data),
  createdAt: row.created_at,
});

export const toCart = (row: CartRow): AbandonedCartRecord => ({
  token: row.token,
  accountId: row.account_id,
  shop: row.shop,
  lineItems: parseJson(row.line_items_json) as AbandonedCartRecord['lineItems'],
  redirectTarget: row.redirect_target,
  createdAt: row.created_at,
  repairedAt: row.repaired_at,
  repairedToken: row.repaired_token,
});

export const toInstall = (row: InstallRow): InstallRecord => ({
  accountId: row.account_id,
  origin: row.origin,
  firstSeen: row.first_seen,
  lastSeen: row.last_seen,
  loadCalls: row.load_calls,
});

/** An install in the column order of INSTALL_SQL.record. */
export const installColumns = (seen: InstallRecord): unknown[] => [
  seen.accountId,
  seen.origin,
  seen.firstSeen,
  seen.lastSeen,
  seen.loadCalls,
];

export const toAdminSession = (row: AdminSessionRow): AdminSessionRecord => ({
  idHash: row.id_hash,
  tokenHash: row.token_hash,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

export const toDailyCount = (row: DailyCountRow): DailyCount => ({
  widgetId: row.widget_id,
  day: row.day,
  metric: row.metric,
  detail: row.detail,
  count: row.count,
  amount: row.amount,
});

/** An event's values in the column order of the events table's insert (both databases), stored at `at`. */
export function eventColumns(event: EventInput, at: number): unknown[] {
  return [
    event.accountId,
    event.kind,
    event.event,
    event.eventId,
    event.appId,
    event.widgetId,
    event.sessionId,
    event.externalId,
    event.isBot ? 1 : 0,
    event.isOptin ? 1 : 0,
    event.weight,
    event.currency,
    toJson(event.payload),
    toJson(event.sessionData),
    at,
    dayOf(at),
  ];
}
