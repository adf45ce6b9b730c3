/**
 * Every SQL statement of the SQLite storage, prepared once. Values are always bound to `?`
 * placeholders, so what a visitor sends is only ever data, never SQL.
 */
import type Database from 'better-sqlite3';
import { INSTALL_SQL } from '../shared-sql';
import { INSERT_CONSENT_COLUMNS, subscriberSelect } from '../subscriber-select';
import { WIDGET_SQL } from '../widget-sql';
import type {
  AccountRow,
  AdminSessionRow,
  CartRow,
  DailyCountRow,
  DeletedWidgetRow,
  EventRow,
  InstallRow,
  SubscriberRow,
  WidgetDraftRow,
  WidgetRow,
  WidgetVersionRow,
} from './rows';

export function prepareStatements(db: Database) {
  return {
    listAccounts: db.prepare<AccountRow>('SELECT * FROM accounts ORDER BY account_id'),
    getAccount: db.prepare<AccountRow>('SELECT * FROM accounts WHERE account_id = ?'),
    /** The accounts named in a JSON array of ids. */
    getAccounts: db.prepare<AccountRow>('SELECT * FROM accounts WHERE account_id IN (SELECT value FROM json_each(?))'),
    findAccountByShop: db.prepare<AccountRow>('SELECT * FROM accounts WHERE shop_domain = ?'),
    upsertAccount: db.prepare(
      `INSERT INTO accounts (account_id, app_json, shop_domain, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (account_id) DO UPDATE SET app_json = excluded.app_json, shop_domain = excluded.shop_domain,
       updated_at = excluded.updated_at`,
    ),
    deleteAccount: db.prepare('DELETE FROM accounts WHERE account_id = ?'),
    deleteAccountDrafts: db.prepare(WIDGET_SQL.deleteAccountDrafts),
    deleteAccountVersions: db.prepare(WIDGET_SQL.deleteAccountVersions),
    deleteAccountWidgets: db.prepare(WIDGET_SQL.deleteAccountWidgets),

    listWidgets: db.prepare<WidgetRow>(WIDGET_SQL.list),
    listLiveWidgets: db.prepare<WidgetRow>(WIDGET_SQL.listLive),
    getWidget: db.prepare<WidgetRow>(WIDGET_SQL.get),
    publishContent: db.prepare<{ widget_id: number }>(WIDGET_SQL.publishContent),
    insertUnpublished: db.prepare<{ widget_id: number }>(WIDGET_SQL.insertUnpublished),
    republish: db.prepare(WIDGET_SQL.republish),
    recordVersion: db.prepare(WIDGET_SQL.recordVersion),
    pruneVersions: db.prepare(WIDGET_SQL.pruneVersions),
    renameWidget: db.prepare(WIDGET_SQL.rename),
    renameDraft: db.prepare(WIDGET_SQL.renameDraft),
    deleteWidget: db.prepare(WIDGET_SQL.delete),
    deleteDraft: db.prepare(WIDGET_SQL.deleteDraft),
    deleteVersions: db.prepare(WIDGET_SQL.deleteVersions),
    getDraft: db.prepare<WidgetDraftRow>(WIDGET_SQL.getDraft),
    saveDraft: db.prepare(WIDGET_SQL.saveDraft),
    listVersions: db.prepare<WidgetVersionRow>(WIDGET_SQL.listVersions),
    getVersion: db.prepare<WidgetVersionRow>(WIDGET_SQL.getVersion),
    rememberDeletedWidgets: db.prepare(
      `INSERT INTO deleted_widgets (widget_id, account_id, widget_type, channel, name, deleted_at)
       SELECT widget_id, account_id, widget_type, channel, name, ? FROM widgets WHERE widget_id = ? OR account_id = ?
       ON CONFLICT (widget_id) DO UPDATE SET account_id = excluded.account_id, widget_type = excluded.widget_type,
       channel = excluded.channel, name = excluded.name, deleted_at = excluded.deleted_at`,
    ),
    forgetDeletedWidget: db.prepare('DELETE FROM deleted_widgets WHERE widget_id = ?'),
    listDeletedWidgets: db.prepare<DeletedWidgetRow>('SELECT * FROM deleted_widgets WHERE account_id = ? ORDER BY widget_id'),
    isAccountWidget: db.prepare(
      'SELECT 1 FROM widgets WHERE widget_id = ? AND account_id = ? UNION ALL SELECT 1 FROM deleted_widgets WHERE widget_id = ? AND account_id = ?',
    ),

    insertSubscriber: db.prepare(
      `INSERT INTO subscribers (account_id, widget_id, phone_number, session_id, created_at, day) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (account_id, widget_id, phone_number) DO NOTHING`,
    ),
    findSubscriber: db.prepare<SubscriberRow>(subscriberSelect('s.account_id = ? AND s.widget_id = ? AND s.phone_number = ?')),
    insertOptinWidgetSession: db.prepare(
      'INSERT INTO optin_widget_sessions (account_id, widget_id, session_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
    ),
    hasOptinWidgetSession: db.prepare('SELECT 1 FROM optin_widget_sessions WHERE account_id = ? AND session_id = ? AND widget_id = ?'),
    insertConsent: db.prepare(`INSERT INTO consents (${INSERT_CONSENT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    insertOptinSession: db.prepare(
      'INSERT INTO optin_sessions (account_id, session_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    ),
    hasOptinSession: db.prepare('SELECT 1 FROM optin_sessions WHERE account_id = ? AND session_id = ?'),
    latestSubscribers: db.prepare<SubscriberRow>(
      `${subscriberSelect('s.account_id = ?')} ORDER BY s.created_at DESC, s.subscriber_id DESC LIMIT ?`,
    ),

    findSmsRef: db.prepare<{ ref: string }>('SELECT ref FROM sms_refs WHERE account_id = ? AND widget_id = ? AND session_id = ?'),
    insertSmsRef: db.prepare(
      'INSERT INTO sms_refs (ref, account_id, widget_id, session_id, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
    ),

    insertEvent: db.prepare(
      `INSERT INTO events (account_id, kind, event, event_id, app_id, widget_id, session_id, external_id, is_bot, is_optin,
         weight, currency, payload_json, session_data, created_at, day)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (account_id, event_id) DO NOTHING`,
    ),
    hasEvent: db.prepare('SELECT 1 FROM events WHERE account_id = ? AND event_id = ?'),
    deleteEventsBefore: db.prepare(
      'DELETE FROM events WHERE event_row IN (SELECT event_row FROM events WHERE created_at < ? ORDER BY created_at LIMIT ?)',
    ),
    latestEvents: db.prepare<EventRow>('SELECT * FROM events WHERE account_id = ? ORDER BY created_at DESC, event_row DESC LIMIT ?'),
    latestEventsNamed: db.prepare<EventRow>(
      'SELECT * FROM events WHERE account_id = ? AND event = ? ORDER BY created_at DESC, event_row DESC LIMIT ?',
    ),
    rememberImpression: db.prepare(
      'INSERT INTO impression_sessions (account_id, widget_id, session_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
    ),
    hadImpression: db.prepare('SELECT 1 FROM impression_sessions WHERE account_id = ? AND widget_id = ? AND session_id = ?'),
    deleteImpressionSessionsBefore: db.prepare(
      `DELETE FROM impression_sessions WHERE (account_id, widget_id, session_id) IN
         (SELECT account_id, widget_id, session_id FROM impression_sessions WHERE created_at < ? LIMIT ?)`,
    ),
    countDaily: db.prepare(
      `INSERT INTO daily_counts (account_id, day, widget_id, metric, detail, count, amount) VALUES (?, ?, ?, ?, ?, 1, ?)
       ON CONFLICT DO UPDATE SET count = count + 1, amount = amount + excluded.amount`,
    ),
    addDailyCounts: db.prepare(
      `INSERT INTO daily_counts (account_id, day, widget_id, metric, detail, count, amount) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT DO UPDATE SET count = count + excluded.count, amount = amount + excluded.amount`,
    ),
    insertDailyVisitor: db.prepare(
      'INSERT INTO daily_visitors (account_id, day, widget_id, metric, who) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
    ),
    deleteDailyVisitorsBefore: db.prepare(
      `DELETE FROM daily_visitors WHERE (account_id, day, widget_id, metric, who) IN
         (SELECT account_id, day, widget_id, metric, who FROM daily_visitors WHERE day < ? LIMIT ?)`,
    ),
    dailyCounts: db.prepare<DailyCountRow>(
      `SELECT widget_id, day, metric, detail, count, amount FROM daily_counts WHERE account_id = @account AND day BETWEEN @from AND @to
       AND (widget_id = 0 OR widget_id IN (SELECT widget_id FROM widgets WHERE account_id = @account UNION ALL SELECT widget_id FROM deleted_widgets WHERE account_id = @account))`,
    ),

    insertCart: db.prepare(
      `INSERT INTO abandoned_carts (token, account_id, shop, line_items_json, redirect_target, created_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (token) DO UPDATE SET account_id = excluded.account_id, shop = excluded.shop,
       line_items_json = excluded.line_items_json, redirect_target = excluded.redirect_target,
       created_at = excluded.created_at, repaired_at = NULL, repaired_token = NULL`,
    ),
    getCart: db.prepare<CartRow>('SELECT * FROM abandoned_carts WHERE token = ?'),
    repairCart: db.prepare('UPDATE abandoned_carts SET repaired_at = ?, repaired_token = ? WHERE token = ?'),

    recordInstall: db.prepare(INSTALL_SQL.record),
    pruneInstalls: db.prepare(INSTALL_SQL.prune),
    listInstalls: db.prepare<InstallRow>(INSTALL_SQL.list),

    insertAdminSession: db.prepare('INSERT INTO admin_sessions (id_hash, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)'),
    getAdminSession: db.prepare<AdminSessionRow>('SELECT * FROM admin_sessions WHERE id_hash = ?'),
    deleteAdminSession: db.prepare('DELETE FROM admin_sessions WHERE id_hash = ?'),
    deleteExpiredAdminSessions: db.prepare('DELETE FROM admin_sessions WHERE expires_at <= ?'),

    getServerValue: db.prepare<{ value: string }>('SELECT value FROM server_values WHERE name = ?'),
    deleteServerValue: db.prepare('DELETE FROM server_values WHERE name = ?'),
    setServerValue: db.prepare(
      'INSERT INTO server_values (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
    ),
  };
}
