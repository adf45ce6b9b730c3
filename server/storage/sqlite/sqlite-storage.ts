/**
 * Storage in one SQLite file through better-sqlite3 (statements.ts holds the SQL). Writes that
 * belong together run in one transaction.
 */
import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { dayOf } from '../../domain/days';
import { dailyChangeOf, type DailyChange } from '../../domain/event-classes';
import type { AbandonedCartInput, EventInput, InstallRecord, Storage, SubscriberInput, WidgetContent, WidgetInput } from '../storage';
import { groupCommits } from '../group-commit';
import { groupReads } from '../group-reads';
import { consentValues } from '../subscriber-select';
import { migrate } from './migrations';
import {
  contentColumns,
  eventColumns,
  installColumns,
  toAccount,
  toAdminSession,
  toCart,
  toDailyCount,
  toDeletedWidget,
  toEvent,
  toInstall,
  toSubscriber,
  toWidget,
  toWidgetDraft,
  toWidgetVersion,
  type AccountRow,
  type CartRow,
  type WidgetDraftRow,
  type WidgetRow,
} from './rows';
import { prepareStatements } from './statements';

/** What the requests of one group commit share: which widgets are their accounts', and the daily counts they add. */
interface EventGroup {
  accountWidgets: Map<string, boolean>;
  /** By account, day, widget, metric and detail: those five, then the count and the amount to add. */
  counts: Map<string, [string, string, number, string, string, number, number]>;
}

interface SqliteStorageOptions {
  /** A file path, or `:memory:` for tests. */
  path: string;
  now?: () => number;
}

/** Subscribers' numbers and the server's secrets: readable by the server's own user only. */
const OWNER_ONLY = 0o600;

/** Creates the file, and the WAL files SQLite makes beside it, owner-only; tightens those an older version made 0644. */
function ownerOnlyFiles(file: string): void {
  closeSync(openSync(file, 'a', OWNER_ONLY));
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(name)) chmodSync(name, OWNER_ONLY);
  }
}

/**
 * A backup leaves the machine: its secrets and the owner's sign-in sessions (credentials too) are
 * deleted (their bytes zeroed) and nothing deleted before is copied along (VACUUM INTO writes no
 * free page). On a large database that takes seconds, so it runs in a worker thread with a
 * connection of its own: the server's thread answers every visitor meanwhile. An in-memory database
 * (tests) is first copied a hundred pages at a time.
 */
const BACKUP_WORKER = `
const { workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
if (workerData.source) {
  const source = new Database(workerData.source, { readonly: true });
  try { source.prepare('VACUUM INTO ?').run(workerData.copy); } finally { source.close(); }
}
const copy = new Database(workerData.copy);
try {
  copy.pragma('secure_delete = ON');
  copy.exec('DELETE FROM server_values; DELETE FROM admin_sessions');
  if (!workerData.source) copy.exec('VACUUM');
} finally {
  copy.close();
}`;

function backupInWorker(copy: string, source?: string): Promise<void> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  return new Promise((resolve, reject) => {
    const worker = new Worker(BACKUP_WORKER, { eval: true, workerData: { driver, copy, source } });
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the backup stopped with code ${code}`))));
  });
}

export function createSqliteStorage(options: SqliteStorageOptions): Storage {
  const now = options.now ?? Date.now;
  // SQLite creates the -wal and -shm files with the permissions of the database file.
  if (options.path !== ':memory:') ownerOnlyFiles(options.path);
  const db = new Database(options.path);
  // WAL lets the dashboard read while visitors write; NORMAL sync is safe with WAL and much faster.
  if (options.path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // A database from an earlier version is rewritten once as it is upgraded, so no free page still
  // holds what that version deleted (an admin token it kept in plain text before hashing it).
  if (migrate(db) > 0 && options.path !== ':memory:') db.exec('VACUUM');
  const sql = prepareStatements(db);

  /** Adds one to a daily count, inside the transaction that stored what it counts; once per visitor where it names one. */
  function countDaily(accountId: string, day: string, change: DailyChange): void {
    if (change.who !== undefined && sql.insertDailyVisitor.run(accountId, day, change.widgetId, change.metric, change.who).changes === 0)
      return;
    sql.countDaily.run(accountId, day, change.widgetId, change.metric, change.detail, change.amount);
  }

  /**
   * Stores the events of several requests in one transaction; how many of each request's were new.
   * What they add to the daily counts is summed first and written once per count (a group's
   * impressions of one widget are one row's update, not one each).
   */
  const insertGroup = db.transaction((batches: EventInput[][]) => {
    const group: EventGroup = { accountWidgets: new Map(), counts: new Map() };
    const stored = batches.map((events) => insertEvents(events, group));
    for (const [accountId, day, widgetId, metric, detail, count, amount] of group.counts.values())
      sql.addDailyCounts.run(accountId, day, widgetId, metric, detail, count, amount);
    return stored;
  });
  const addEvents = groupCommits((batches: EventInput[][]) => Promise.resolve(insertGroup(batches)));

  function insertEvents(events: EventInput[], group: EventGroup): number {
    let stored = 0;
    const isAccountWidget = (accountId: string, widgetId: number) => {
      const key = `${accountId}|${widgetId}`;
      let known = group.accountWidgets.get(key);
      if (known === undefined)
        group.accountWidgets.set(key, (known = sql.isAccountWidget.get(widgetId, accountId, widgetId, accountId) !== undefined));
      return known;
    };
    for (const event of events) {
      const at = now();
      const result = sql.insertEvent.run(...eventColumns(event, at));
      stored += result.changes;
      const change = result.changes === 1 ? dailyChangeOf(event) : undefined;
      if (!change || (change.widgetId !== 0 && !isAccountWidget(event.accountId, change.widgetId))) continue;
      const session = event.sessionId ?? '';
      if (change.metric === 'impressions' && session) sql.rememberImpression.run(event.accountId, change.widgetId, session, at);
      if (change.afterImpression && !(session && sql.hadImpression.get(event.accountId, change.widgetId, session))) continue;
      const day = dayOf(at);
      // Once per visitor where the change names one.
      if (
        change.who !== undefined &&
        sql.insertDailyVisitor.run(event.accountId, day, change.widgetId, change.metric, change.who).changes === 0
      )
        continue;
      const key = `${event.accountId}|${day}|${change.widgetId}|${change.metric}|${change.detail}`;
      const row = group.counts.get(key);
      if (row) {
        row[5] += 1;
        row[6] += change.amount;
      } else group.counts.set(key, [event.accountId, day, change.widgetId, change.metric, change.detail, 1, change.amount]);
    }
    return stored;
  }

  // Every visitor call reads its account first (to refuse an unknown one or a foreign origin): those of the event loop are one statement.
  // of one turn of the event loop are one statement, each account's row read into a record once for all of them.
  const accountRecord = groupReads(
    async (accountIds: string[]) =>
      new Map(sql.getAccounts.all(JSON.stringify(accountIds)).map((row) => [row.account_id, toAccount(row)] as const)),
  );

  const insertSubscriber = db.transaction((input: SubscriberInput) => {
    const at = now();
    const result = sql.insertSubscriber.run(input.accountId, input.widgetId, input.phoneNumber, input.sessionId, at, dayOf(at));
    sql.insertOptinSession.run(input.accountId, input.sessionId, at);
    sql.insertOptinWidgetSession.run(input.accountId, input.widgetId, input.sessionId, at);
    const { consent } = input;
    if (consent) sql.insertConsent.run(...consentValues(input, consent, at));
    if (result.changes === 1)
      countDaily(input.accountId, dayOf(at), { metric: 'optins', widgetId: input.widgetId, detail: '', amount: 0, who: input.sessionId });
    const row = sql.findSubscriber.get(input.accountId, input.widgetId, input.phoneNumber);
    if (!row) throw new Error('subscriber vanished inside its own transaction');
    return { subscriber: toSubscriber(row), created: result.changes === 1 };
  });

  const removeAccount = db.transaction((accountId: string) => {
    sql.rememberDeletedWidgets.run(now(), null, accountId);
    sql.deleteAccountDrafts.run(accountId);
    sql.deleteAccountVersions.run(accountId);
    sql.deleteAccountWidgets.run(accountId);
    return sql.deleteAccount.run(accountId).changes === 1;
  });

  const widgetNamed = (widgetId: number) => toWidget(sql.getWidget.get(widgetId) as WidgetRow);

  /** The widget's content now published: kept as a version, the oldest past those kept deleted. */
  const recordVersion = (widgetId: number) => {
    sql.recordVersion.run(widgetId);
    sql.pruneVersions.run(widgetId, widgetId);
    return widgetNamed(widgetId);
  };

  const publishContent = db.transaction((widget: WidgetInput) => {
    const at = now();
    const row = sql.publishContent.get(widget.widgetId ?? null, widget.accountId, ...contentColumns(widget), at, at, at);
    const widgetId = (row as { widget_id: number }).widget_id;
    sql.forgetDeletedWidget.run(widgetId);
    return recordVersion(widgetId);
  });

  const publishDraft = db.transaction((widgetId: number) => {
    const current = sql.getWidget.get(widgetId);
    if (!current) return undefined;
    const draft = sql.getDraft.get(widgetId);
    const at = now();
    if (draft) sql.publishContent.get(widgetId, current.account_id, ...contentColumns(toWidgetDraft(draft)), at, at, at);
    else sql.republish.run(at, at, widgetId);
    sql.deleteDraft.run(widgetId);
    return recordVersion(widgetId);
  });

  const rename = db.transaction((widgetId: number, name: string) => {
    if (sql.renameWidget.run(name, now(), widgetId).changes === 0) return undefined;
    sql.renameDraft.run(name, widgetId);
    return widgetNamed(widgetId);
  });

  const removeWidget = db.transaction((widgetId: number) => {
    sql.rememberDeletedWidgets.run(now(), widgetId, null);
    sql.deleteDraft.run(widgetId);
    sql.deleteVersions.run(widgetId);
    return sql.deleteWidget.run(widgetId).changes === 1;
  });

  const recordInstalls = db.transaction((seen: InstallRecord[]) => {
    for (const install of seen) sql.recordInstall.run(...installColumns(install));
    for (const accountId of new Set(seen.map((install) => install.accountId))) sql.pruneInstalls.run(accountId, accountId);
  });

  const smsRef = db.transaction((accountId: string, widgetId: number, sessionId: string, candidate: string) => {
    const existing = sql.findSmsRef.get(accountId, widgetId, sessionId);
    if (existing) return existing.ref;
    sql.insertSmsRef.run(candidate, accountId, widgetId, sessionId, now());
    const stored = sql.findSmsRef.get(accountId, widgetId, sessionId);
    if (!stored) throw new Error('the SMS ref was taken by another session; try again');
    return stored.ref;
  });

  return {
    async listAccounts() {
      return sql.listAccounts.all().map(toAccount);
    },
    async getAccount(accountId) {
      return accountRecord(accountId);
    },
    async findAccountByShop(shopDomain) {
      const row = sql.findAccountByShop.get(shopDomain.toLowerCase());
      return row && toAccount(row);
    },
    async setAccount(accountId, app, shopDomain) {
      const at = now();
      sql.upsertAccount.run(accountId, JSON.stringify(app), shopDomain?.toLowerCase() ?? null, at, at);
      return toAccount(sql.getAccount.get(accountId) as AccountRow);
    },
    async deleteAccount(accountId) {
      return removeAccount(accountId);
    },

    async listWidgets(accountId) {
      return sql.listWidgets.all(accountId).map(toWidget);
    },
    async getWidget(widgetId) {
      const row = sql.getWidget.get(widgetId);
      return row && toWidget(row);
    },
    async listLiveWidgets(accountId) {
      return sql.listLiveWidgets.all(accountId).map(toWidget);
    },
    async upsertWidget(widget) {
      return publishContent(widget);
    },
    async addDraftWidget(widget) {
      const at = now();
      const row = sql.insertUnpublished.get(widget.widgetId ?? null, widget.accountId, ...contentColumns(widget), at, at);
      const widgetId = (row as { widget_id: number }).widget_id;
      sql.forgetDeletedWidget.run(widgetId);
      return widgetNamed(widgetId);
    },
    async renameWidget(widgetId, name) {
      return rename(widgetId, name);
    },
    async deleteWidget(widgetId) {
      return removeWidget(widgetId);
    },
    async listDeletedWidgets(accountId) {
      return sql.listDeletedWidgets.all(accountId).map(toDeletedWidget);
    },

    async getWidgetDraft(widgetId) {
      const row = sql.getDraft.get(widgetId);
      return row && toWidgetDraft(row);
    },
    async saveWidgetDraft(widgetId, draft: WidgetContent) {
      sql.saveDraft.run(widgetId, ...contentColumns(draft), now());
      return toWidgetDraft(sql.getDraft.get(widgetId) as WidgetDraftRow);
    },
    async deleteWidgetDraft(widgetId) {
      return sql.deleteDraft.run(widgetId).changes === 1;
    },
    async publishWidget(widgetId) {
      return publishDraft(widgetId);
    },
    async listWidgetVersions(widgetId) {
      return sql.listVersions.all(widgetId).map(toWidgetVersion);
    },
    async getWidgetVersion(widgetId, version) {
      const row = sql.getVersion.get(widgetId, version);
      return row && toWidgetVersion(row);
    },

    async addSubscriber(subscriber) {
      return insertSubscriber(subscriber);
    },
    async latestSubscribers(accountId, limit) {
      return sql.latestSubscribers.all(accountId, limit).map(toSubscriber);
    },
    async hasOptedIn(accountId, sessionId, widgetId) {
      if (widgetId !== undefined) return sql.hasOptinWidgetSession.get(accountId, sessionId, widgetId) !== undefined;
      return sql.hasOptinSession.get(accountId, sessionId) !== undefined;
    },

    async getOrCreateSmsRef(accountId, widgetId, sessionId, candidate) {
      return smsRef(accountId, widgetId, sessionId, candidate);
    },

    async addEvents(events) {
      return addEvents(events);
    },
    async hasEvent(accountId, eventId) {
      return sql.hasEvent.get(accountId, eventId) !== undefined;
    },
    async deleteEventsBefore(beforeMs, limit) {
      sql.deleteImpressionSessionsBefore.run(beforeMs, limit);
      return sql.deleteEventsBefore.run(beforeMs, limit).changes;
    },
    async latestEvents(accountId, limit, event) {
      const rows = event === undefined ? sql.latestEvents.all(accountId, limit) : sql.latestEventsNamed.all(accountId, event, limit);
      return rows.map(toEvent);
    },
    async deleteDailyVisitorsBefore(beforeDay, limit) {
      return sql.deleteDailyVisitorsBefore.run(beforeDay, limit).changes;
    },
    async dailyCounts(accountId, fromDay, toDay) {
      return sql.dailyCounts.all({ account: accountId, from: fromDay, to: toDay }).map(toDailyCount);
    },

    async addAbandonedCart(cart: AbandonedCartInput) {
      sql.insertCart.run(
        cart.token,
        cart.accountId,
        cart.shop?.toLowerCase() ?? null,
        JSON.stringify(cart.lineItems),
        cart.redirectTarget,
        now(),
      );
      return toCart(sql.getCart.get(cart.token) as CartRow);
    },
    async getAbandonedCart(token) {
      const row = sql.getCart.get(token);
      return row && toCart(row);
    },
    async markCartRepaired(token, newToken) {
      return sql.repairCart.run(now(), newToken, token).changes === 1;
    },

    async getServerValue(name) {
      return sql.getServerValue.get(name)?.value;
    },
    async setServerValue(name, value) {
      sql.setServerValue.run(name, value);
    },
    async deleteServerValue(name) {
      sql.deleteServerValue.run(name);
    },

    async recordInstalls(seen) {
      recordInstalls(seen);
    },
    async listInstalls(accountId) {
      return sql.listInstalls.all(accountId).map(toInstall);
    },

    async addAdminSession(session) {
      sql.insertAdminSession.run(session.idHash, session.tokenHash, session.createdAt, session.expiresAt);
    },
    async getAdminSession(idHash) {
      const row = sql.getAdminSession.get(idHash);
      return row && toAdminSession(row);
    },
    async deleteAdminSession(idHash) {
      return sql.deleteAdminSession.run(idHash).changes === 1;
    },
    async deleteExpiredAdminSessions(atMs) {
      return sql.deleteExpiredAdminSessions.run(atMs).changes;
    },

    async backup(destinationPath) {
      closeSync(openSync(destinationPath, 'w', OWNER_ONLY));
      if (options.path !== ':memory:') return backupInWorker(destinationPath, options.path);
      await db.backup(destinationPath);
      return backupInWorker(destinationPath);
    },
    async eraseDeleted() {
      if (options.path === ':memory:') return;
      db.exec('VACUUM');
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
