/**
 * Storage in PostgreSQL, chosen by DATABASE_URL, so several server processes can share one
 * database. The tables and rows are those of the SQLite storage (the JSON is kept as text, times as
 * epoch milliseconds), read by the same converters; writes that belong together run in one
 * transaction. Backups are PostgreSQL's own tools' job (pg_dump), not the server's.
 */
import pg, { type PoolClient } from 'pg';
import { dayOf } from '../../domain/days';
import { dailyChangeOf, type DailyChange } from '../../domain/event-classes';
import { GROUP_COMMIT_MAX_ITEMS, groupCommits } from '../group-commit';
import { groupReads } from '../group-reads';
import type { EventInput, Storage, WidgetInput } from '../storage';
import { INSTALL_SQL, numberedAll } from '../shared-sql';
import { WIDGET_SQL } from '../widget-sql';
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
  type AdminSessionRow,
  type CartRow,
  type DailyCountRow,
  type DeletedWidgetRow,
  type EventRow,
  type InstallRow,
  type SubscriberRow,
  type WidgetDraftRow,
  type WidgetRow,
  type WidgetVersionRow,
} from '../sqlite/rows';
import { migratePostgres } from './migrations';
import { consentValues, INSERT_CONSENT_COLUMNS, subscriberSelect } from '../subscriber-select';

interface PostgresStorageOptions {
  /** `postgres://user:password@host:5432/database` */
  connectionString: string;
  /** A schema of its own (tests); created when missing. */
  schema?: string;
  now?: () => number;
  /** Connections kept open by this process. */
  poolSize?: number;
}

const INT8_OID = 20;
// Times and ids are BIGINT; every one of them fits a double (epoch milliseconds, ids from 1).
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Keeps `schema` a plain identifier, since it is written into SQL. */
function schemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`"${schema}" is not a schema name this server uses`);
  return schema;
}

/** `VALUES` tuples of numbered placeholders for `rows` (all of one width), and the values in their order. */
function valuesOf(rows: unknown[][]): { tuples: string; values: unknown[] } {
  const width = rows[0]?.length ?? 0;
  const tuples = rows.map((_, row) => `(${Array.from({ length: width }, (_unused, column) => `$${row * width + column + 1}`).join(', ')})`);
  return { tuples: tuples.join(', '), values: rows.flat() };
}

/** Orders rows by the values of these columns (a key's), so transactions writing the same keys lock them in one order. */
const byColumns =
  (...columns: number[]) =>
  (a: unknown[], b: unknown[]): number => {
    for (const column of columns) {
      const [x, y] = [String(a[column] ?? ''), String(b[column] ?? '')];
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };

/** What one stored event or subscriber adds to the daily counts of its account and day. */
interface Counted {
  accountId: string;
  day: string;
  change: DailyChange;
  /** The visitor's session ('' without one) and when it was stored, for the impressions it had. */
  session?: string;
  at?: number;
}

/**
 * How many of each request's events the group's one statement stored: an event without an id
 * always is; an id stored now is credited to the first event of the group naming it (as if the
 * requests had been written one after the other), the others naming it were duplicates.
 */
function storedPerBatch(batches: EventInput[][], inserted: { account_id: string; event_id: string | null }[]): number[] {
  const fresh = new Set(inserted.flatMap((row) => (row.event_id === null ? [] : [JSON.stringify([row.account_id, row.event_id])])));
  return batches.map((events) => {
    let stored = 0;
    for (const event of events) if (event.eventId === null || fresh.delete(JSON.stringify([event.accountId, event.eventId]))) stored += 1;
    return stored;
  });
}

/** The types of `eventColumns`' values, in their order. */
const EVENT_COLUMN_TYPES = [
  'text',
  'text',
  'text',
  'text',
  'bigint',
  'bigint',
  'text',
  'text',
  'smallint',
  'smallint',
  'float8',
  'text',
  'text',
  'text',
  'bigint',
  'text',
] as const;

const INSERT_EVENTS = `INSERT INTO events (account_id, kind, event, event_id, app_id, widget_id, session_id, external_id, is_bot, is_optin,
    weight, currency, payload_json, session_data, created_at, day)
  SELECT * FROM unnest(${EVENT_COLUMN_TYPES.map((type, index) => `$${index + 1}::${type}[]`).join(', ')})
  ON CONFLICT (account_id, event_id) DO NOTHING
  RETURNING *`;

/**
 * Group commits under way at once. A commit is several round trips to the database and a wait for
 * its disk; meanwhile the next group can already be written, on another connection. Rows are
 * written in key order, so two groups meeting on the same rows lock them alike.
 */
const CONCURRENT_GROUP_COMMITS = 2;

/** A transaction PostgreSQL ended to break a deadlock (two batches naming the same event ids in another order) can simply run again. */
const DEADLOCK = '40P01';
const TRANSACTION_ATTEMPTS = 3;

/**
 * Adds what was just stored to the daily counts, inside the transaction that stored it, as the
 * SQLite storage does: a change naming a visitor counts only when the visitor is new for its day.
 * Rows are written in key order, so transactions that meet on the same counts lock them alike.
 */
async function countDaily(client: PoolClient, counted: Counted[]): Promise<void> {
  const key = (...parts: unknown[]) => JSON.stringify(parts);
  const visitors = new Map<string, unknown[]>();
  for (const { accountId, day, change } of counted) {
    if (change.who !== undefined)
      visitors.set(key(accountId, day, change.widgetId, change.metric, change.who), [
        accountId,
        day,
        change.widgetId,
        change.metric,
        change.who,
      ]);
  }
  const newVisitors = new Set<string>();
  if (visitors.size > 0) {
    const { tuples, values } = valuesOf([...visitors.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row));
    const inserted = await client.query<{ account_id: string; day: string; widget_id: number; metric: string; who: string }>(
      `INSERT INTO daily_visitors (account_id, day, widget_id, metric, who) VALUES ${tuples} ON CONFLICT DO NOTHING
       RETURNING account_id, day, widget_id, metric, who`,
      values,
    );
    for (const row of inserted.rows) newVisitors.add(key(row.account_id, row.day, row.widget_id, row.metric, row.who));
  }
  const counts = new Map<string, unknown[]>();
  for (const { accountId, day, change } of counted) {
    if (change.who !== undefined && !newVisitors.delete(key(accountId, day, change.widgetId, change.metric, change.who))) continue;
    const countKey = key(accountId, day, change.widgetId, change.metric, change.detail);
    const row = counts.get(countKey) ?? [accountId, day, change.widgetId, change.metric, change.detail, 0, 0];
    row[5] = (row[5] as number) + 1;
    row[6] = (row[6] as number) + change.amount;
    counts.set(countKey, row);
  }
  if (counts.size === 0) return;
  const { tuples, values } = valuesOf([...counts.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row));
  await client.query(
    `INSERT INTO daily_counts (account_id, day, widget_id, metric, detail, count, amount) VALUES ${tuples}
     ON CONFLICT (account_id, day, widget_id, metric, detail)
     DO UPDATE SET count = daily_counts.count + excluded.count, amount = daily_counts.amount + excluded.amount`,
    values,
  );
}

/** Remembers a widget ($2), or every widget of an account ($3), among the deleted ones at $1. */
const REMEMBER_DELETED_WIDGETS = `
  INSERT INTO deleted_widgets (widget_id, account_id, widget_type, channel, name, deleted_at)
  SELECT widget_id, account_id, widget_type, channel, name, $1 FROM widgets WHERE widget_id = $2 OR account_id = $3
  ON CONFLICT (widget_id) DO UPDATE SET account_id = excluded.account_id, widget_type = excluded.widget_type,
  channel = excluded.channel, name = excluded.name, deleted_at = excluded.deleted_at`;

/** The counts of widgets their event's account has or had; a widget id it never had counts nothing. */
async function ofAccountWidgets(client: PoolClient, counted: Counted[]): Promise<Counted[]> {
  const ids = [...new Set(counted.map(({ change }) => change.widgetId).filter((id) => id !== 0))];
  if (ids.length === 0) return counted;
  const found = await client.query<{ account_id: string; widget_id: number }>(
    `SELECT account_id, widget_id FROM widgets WHERE widget_id = ANY($1::bigint[])
     UNION ALL SELECT account_id, widget_id FROM deleted_widgets WHERE widget_id = ANY($1::bigint[])`,
    [ids],
  );
  const owned = new Set(found.rows.map((row) => `${row.account_id}|${row.widget_id}`));
  return counted.filter(({ accountId, change }) => change.widgetId === 0 || owned.has(`${accountId}|${change.widgetId}`));
}

/**
 * Remembers the sessions shown a widget, and keeps an opt-in event's count only when its session
 * had an impression of that widget (this batch's included), as the SQLite storage does.
 */
async function afterImpressions(client: PoolClient, counted: Counted[]): Promise<Counted[]> {
  const shown = counted.filter(({ change, session }) => change.metric === 'impressions' && session);
  if (shown.length > 0) {
    const { tuples, values } = valuesOf(
      shown.map(({ accountId, change, session, at }) => [accountId, change.widgetId, session, at]).sort(byColumns(0, 1, 2)),
    );
    await client.query(
      `INSERT INTO impression_sessions (account_id, widget_id, session_id, created_at) VALUES ${tuples} ON CONFLICT DO NOTHING`,
      values,
    );
  }
  const sessions = [...new Set(counted.filter(({ change, session }) => change.afterImpression && session).map(({ session }) => session))];
  if (!counted.some(({ change }) => change.afterImpression)) return counted;
  const found =
    sessions.length === 0
      ? { rows: [] }
      : await client.query<{ account_id: string; widget_id: number; session_id: string }>(
          'SELECT account_id, widget_id, session_id FROM impression_sessions WHERE session_id = ANY($1::text[])',
          [sessions],
        );
  const seen = new Set(found.rows.map((row) => JSON.stringify([row.account_id, row.widget_id, row.session_id])));
  return counted.filter(
    ({ accountId, change, session }) => !change.afterImpression || seen.has(JSON.stringify([accountId, change.widgetId, session])),
  );
}

export async function createPostgresStorage(options: PostgresStorageOptions): Promise<Storage> {
  const now = options.now ?? Date.now;
  const schema = options.schema === undefined ? undefined : schemaName(options.schema);
  if (schema) {
    const setup = new pg.Client({ connectionString: options.connectionString });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } catch (error) {
      // Another process created it at the same moment (IF NOT EXISTS does not cover a race).
      if (!['23505', '42P06'].includes((error as { code?: string }).code ?? '')) throw error;
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 10,
    types,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  await migratePostgres(pool);

  const rows = async <Row>(text: string, values: unknown[] = []): Promise<Row[]> => (await pool.query(text, values)).rows as Row[];
  const first = async <Row>(text: string, values: unknown[] = []): Promise<Row | undefined> => (await rows<Row>(text, values))[0];
  const transaction = async <T>(work: (client: PoolClient) => Promise<T>, attempt = 1): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if ((error as { code?: string }).code === DEADLOCK && attempt < TRANSACTION_ATTEMPTS) return transaction(work, attempt + 1);
      throw error;
    } finally {
      client.release();
    }
  };

  const widgetSql = numberedAll(WIDGET_SQL);
  const installSql = numberedAll(INSTALL_SQL);
  const widgetIn = async (client: PoolClient | pg.Pool, widgetId: number) =>
    toWidget((await client.query<WidgetRow>(widgetSql.get, [widgetId])).rows[0] as WidgetRow);
  /** The widget's content now published: kept as a version, the oldest past those kept deleted. */
  const recordVersion = async (client: PoolClient, widgetId: number) => {
    await client.query(widgetSql.recordVersion, [widgetId]);
    await client.query(widgetSql.pruneVersions, [widgetId, widgetId]);
    return widgetIn(client, widgetId);
  };
  /**
   * Publishes the widget's content, or inserts it unpublished; without an id, the next after the
   * highest, under a lock so two processes never take the same.
   */
  const storeWidget = async (widget: WidgetInput, publish: boolean) =>
    transaction(async (client) => {
      if (widget.widgetId === undefined) await client.query('LOCK TABLE widgets IN SHARE ROW EXCLUSIVE MODE');
      const at = now();
      const values = [widget.widgetId ?? null, widget.accountId, ...contentColumns(widget), at, at];
      const stored = await client.query<{ widget_id: number }>(
        publish ? widgetSql.publishContent : widgetSql.insertUnpublished,
        publish ? [...values, at] : values,
      );
      const widgetId = (stored.rows[0] as { widget_id: number }).widget_id;
      await client.query('DELETE FROM deleted_widgets WHERE widget_id = $1', [widgetId]);
      return publish ? recordVersion(client, widgetId) : widgetIn(client, widgetId);
    });
  /**
   * The events of several requests in one transaction (one commit) and one statement (a round trip
   * per request would set the pace); their daily counts in the same transaction.
   */
  const addEvents = groupCommits(
    (batches: EventInput[][]) =>
      transaction(async (client) => {
        const rows = batches
          .flat()
          .map((event) => eventColumns(event, now()))
          .sort(byColumns(0, 3));
        // One array per column: the statement's text is the same for any number of events, so it is
        // parsed and planned once per connection rather than once per group.
        const inserted = await client.query<EventRow & { day: string }>({
          name: 'mc-insert-events',
          text: INSERT_EVENTS,
          values: EVENT_COLUMN_TYPES.map((_type, column) => rows.map((row) => row[column])),
        });
        const counted: Counted[] = [];
        // Only the rows stored now are counted: a repeated event id is counted once, like it is stored once.
        for (const row of inserted.rows) {
          const change = dailyChangeOf(toEvent(row));
          if (change) counted.push({ accountId: row.account_id, day: row.day, change, session: row.session_id ?? '', at: row.created_at });
        }
        await countDaily(client, await afterImpressions(client, await ofAccountWidgets(client, counted)));
        return storedPerBatch(batches, inserted.rows);
      }),
    GROUP_COMMIT_MAX_ITEMS,
    CONCURRENT_GROUP_COMMITS,
  );

  // Every visitor call reads its account first (to refuse an unknown one or a foreign origin), each
  // account's row read into a record once for all the calls of one turn of the event loop.
  const accountRecord = groupReads(
    async (accountIds: string[]) =>
      new Map(
        (await rows<AccountRow>('SELECT * FROM accounts WHERE account_id = ANY($1::text[])', [accountIds])).map((row) => [
          row.account_id,
          toAccount(row),
        ]),
      ),
  );

  return {
    async listAccounts() {
      return (await rows<AccountRow>('SELECT * FROM accounts ORDER BY account_id')).map(toAccount);
    },
    async getAccount(accountId) {
      return accountRecord(accountId);
    },
    async findAccountByShop(shopDomain) {
      const row = await first<AccountRow>('SELECT * FROM accounts WHERE shop_domain = $1', [shopDomain.toLowerCase()]);
      return row && toAccount(row);
    },
    async setAccount(accountId, app, shopDomain) {
      const at = now();
      const row = await first<AccountRow>(
        `INSERT INTO accounts (account_id, app_json, shop_domain, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (account_id) DO UPDATE SET app_json = excluded.app_json, shop_domain = excluded.shop_domain,
         updated_at = excluded.updated_at RETURNING *`,
        [accountId, JSON.stringify(app), shopDomain?.toLowerCase() ?? null, at],
      );
      return toAccount(row as AccountRow);
    },
    async deleteAccount(accountId) {
      return transaction(async (client) => {
        await client.query(REMEMBER_DELETED_WIDGETS, [now(), null, accountId]);
        await client.query(widgetSql.deleteAccountDrafts, [accountId]);
        await client.query(widgetSql.deleteAccountVersions, [accountId]);
        await client.query(widgetSql.deleteAccountWidgets, [accountId]);
        return (await client.query('DELETE FROM accounts WHERE account_id = $1', [accountId])).rowCount === 1;
      });
    },

    async listWidgets(accountId) {
      return (await rows<WidgetRow>(widgetSql.list, [accountId])).map(toWidget);
    },
    async listLiveWidgets(accountId) {
      return (await rows<WidgetRow>(widgetSql.listLive, [accountId])).map(toWidget);
    },
    async getWidget(widgetId) {
      const row = await first<WidgetRow>(widgetSql.get, [widgetId]);
      return row && toWidget(row);
    },
    async upsertWidget(widget) {
      return storeWidget(widget, true);
    },
    async addDraftWidget(widget) {
      return storeWidget(widget, false);
    },
    async renameWidget(widgetId, name) {
      return transaction(async (client) => {
        if ((await client.query(widgetSql.rename, [name, now(), widgetId])).rowCount === 0) return undefined;
        await client.query(widgetSql.renameDraft, [name, widgetId]);
        return widgetIn(client, widgetId);
      });
    },
    async deleteWidget(widgetId) {
      return transaction(async (client) => {
        await client.query(REMEMBER_DELETED_WIDGETS, [now(), widgetId, null]);
        await client.query(widgetSql.deleteDraft, [widgetId]);
        await client.query(widgetSql.deleteVersions, [widgetId]);
        return (await client.query(widgetSql.delete, [widgetId])).rowCount === 1;
      });
    },
    async listDeletedWidgets(accountId) {
      return (await rows<DeletedWidgetRow>('SELECT * FROM deleted_widgets WHERE account_id = $1 ORDER BY widget_id', [accountId])).map(
        toDeletedWidget,
      );
    },

    async getWidgetDraft(widgetId) {
      const row = await first<WidgetDraftRow>(widgetSql.getDraft, [widgetId]);
      return row && toWidgetDraft(row);
    },
    async saveWidgetDraft(widgetId, draft) {
      await pool.query(widgetSql.saveDraft, [widgetId, ...contentColumns(draft), now()]);
      return toWidgetDraft((await first<WidgetDraftRow>(widgetSql.getDraft, [widgetId])) as WidgetDraftRow);
    },
    async deleteWidgetDraft(widgetId) {
      return (await pool.query(widgetSql.deleteDraft, [widgetId])).rowCount === 1;
    },
    async publishWidget(widgetId) {
      return transaction(async (client) => {
        // The row lock keeps two publishes of one widget apart: each takes its own version number.
        const current = (await client.query<WidgetRow>('SELECT * FROM widgets WHERE widget_id = $1 FOR UPDATE', [widgetId])).rows[0];
        if (!current) return undefined;
        const draft = (await client.query<WidgetDraftRow>(widgetSql.getDraft, [widgetId])).rows[0];
        const at = now();
        if (draft)
          await client.query(widgetSql.publishContent, [widgetId, current.account_id, ...contentColumns(toWidgetDraft(draft)), at, at, at]);
        else await client.query(widgetSql.republish, [at, at, widgetId]);
        await client.query(widgetSql.deleteDraft, [widgetId]);
        return recordVersion(client, widgetId);
      });
    },
    async listWidgetVersions(widgetId) {
      return (await rows<WidgetVersionRow>(widgetSql.listVersions, [widgetId])).map(toWidgetVersion);
    },
    async getWidgetVersion(widgetId, version) {
      const row = await first<WidgetVersionRow>(widgetSql.getVersion, [widgetId, version]);
      return row && toWidgetVersion(row);
    },

    async addSubscriber(input) {
      const at = now();
      return transaction(async (client) => {
        const inserted = await client.query(
          `INSERT INTO subscribers (account_id, widget_id, phone_number, session_id, created_at, day) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (account_id, widget_id, phone_number) DO NOTHING`,
          [input.accountId, input.widgetId, input.phoneNumber, input.sessionId, at, dayOf(at)],
        );
        await client.query('INSERT INTO optin_sessions (account_id, session_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
          input.accountId,
          input.sessionId,
          at,
        ]);
        await client.query(
          'INSERT INTO optin_widget_sessions (account_id, widget_id, session_id, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
          [input.accountId, input.widgetId, input.sessionId, at],
        );
        const { consent } = input;
        if (consent)
          await client.query(
            `INSERT INTO consents (${INSERT_CONSENT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
            consentValues(input, consent, at),
          );
        const found = await client.query<SubscriberRow>(
          subscriberSelect('s.account_id = $1 AND s.widget_id = $2 AND s.phone_number = $3'),
          [input.accountId, input.widgetId, input.phoneNumber],
        );
        const row = found.rows[0];
        if (!row) throw new Error('subscriber vanished inside its own transaction');
        const created = inserted.rowCount === 1;
        if (created) {
          await countDaily(client, [
            {
              accountId: input.accountId,
              day: dayOf(at),
              change: { metric: 'optins', widgetId: input.widgetId, detail: '', amount: 0, who: input.sessionId },
            },
          ]);
        }
        return { subscriber: toSubscriber(row), created };
      });
    },
    async latestSubscribers(accountId, limit) {
      const found = await rows<SubscriberRow>(
        `${subscriberSelect('s.account_id = $1')} ORDER BY s.created_at DESC, s.subscriber_id DESC LIMIT $2`,
        [accountId, limit],
      );
      return found.map(toSubscriber);
    },
    async hasOptedIn(accountId, sessionId, widgetId) {
      if (widgetId !== undefined) {
        return (
          (await first('SELECT 1 FROM optin_widget_sessions WHERE account_id = $1 AND session_id = $2 AND widget_id = $3', [
            accountId,
            sessionId,
            widgetId,
          ])) !== undefined
        );
      }
      return (await first('SELECT 1 FROM optin_sessions WHERE account_id = $1 AND session_id = $2', [accountId, sessionId])) !== undefined;
    },

    async getOrCreateSmsRef(accountId, widgetId, sessionId, candidate) {
      await pool.query(
        'INSERT INTO sms_refs (ref, account_id, widget_id, session_id, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
        [candidate, accountId, widgetId, sessionId, now()],
      );
      const stored = await first<{ ref: string }>('SELECT ref FROM sms_refs WHERE account_id = $1 AND widget_id = $2 AND session_id = $3', [
        accountId,
        widgetId,
        sessionId,
      ]);
      if (!stored) throw new Error('the SMS ref was taken by another session; try again');
      return stored.ref;
    },

    async addEvents(events) {
      return events.length === 0 ? 0 : addEvents(events);
    },
    async hasEvent(accountId, eventId) {
      return (await first('SELECT 1 FROM events WHERE account_id = $1 AND event_id = $2', [accountId, eventId])) !== undefined;
    },
    async deleteEventsBefore(beforeMs, limit) {
      await pool.query(
        `DELETE FROM impression_sessions WHERE (account_id, widget_id, session_id) IN
           (SELECT account_id, widget_id, session_id FROM impression_sessions WHERE created_at < $1 LIMIT $2)`,
        [beforeMs, limit],
      );
      const result = await pool.query(
        'DELETE FROM events WHERE event_row IN (SELECT event_row FROM events WHERE created_at < $1 ORDER BY created_at LIMIT $2)',
        [beforeMs, limit],
      );
      return result.rowCount ?? 0;
    },
    async latestEvents(accountId, limit, event) {
      const found =
        event === undefined
          ? await rows<EventRow>('SELECT * FROM events WHERE account_id = $1 ORDER BY created_at DESC, event_row DESC LIMIT $2', [
              accountId,
              limit,
            ])
          : await rows<EventRow>(
              'SELECT * FROM events WHERE account_id = $1 AND event = $2 ORDER BY created_at DESC, event_row DESC LIMIT $3',
              [accountId, event, limit],
            );
      return found.map(toEvent);
    },
    async deleteDailyVisitorsBefore(beforeDay, limit) {
      const result = await pool.query(
        `DELETE FROM daily_visitors WHERE (account_id, day, widget_id, metric, who) IN
           (SELECT account_id, day, widget_id, metric, who FROM daily_visitors WHERE day < $1 LIMIT $2)`,
        [beforeDay, limit],
      );
      return result.rowCount ?? 0;
    },
    async dailyCounts(accountId, fromDay, toDay) {
      const found = await rows<DailyCountRow>(
        `SELECT widget_id, day, metric, detail, count, amount FROM daily_counts WHERE account_id = $1 AND day BETWEEN $2 AND $3
         AND (widget_id = 0 OR widget_id IN (SELECT widget_id FROM widgets WHERE account_id = $1 UNION ALL SELECT widget_id FROM deleted_widgets WHERE account_id = $1))`,
        [accountId, fromDay, toDay],
      );
      return found.map(toDailyCount);
    },

    async addAbandonedCart(cart) {
      const row = await first<CartRow>(
        `INSERT INTO abandoned_carts (token, account_id, shop, line_items_json, redirect_target, created_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (token) DO UPDATE SET account_id = excluded.account_id, shop = excluded.shop,
         line_items_json = excluded.line_items_json, redirect_target = excluded.redirect_target,
         created_at = excluded.created_at, repaired_at = NULL, repaired_token = NULL
         RETURNING *`,
        [cart.token, cart.accountId, cart.shop?.toLowerCase() ?? null, JSON.stringify(cart.lineItems), cart.redirectTarget, now()],
      );
      return toCart(row as CartRow);
    },
    async getAbandonedCart(token) {
      const row = await first<CartRow>('SELECT * FROM abandoned_carts WHERE token = $1', [token]);
      return row && toCart(row);
    },
    async markCartRepaired(token, newToken) {
      return (
        (await pool.query('UPDATE abandoned_carts SET repaired_at = $1, repaired_token = $2 WHERE token = $3', [now(), newToken, token]))
          .rowCount === 1
      );
    },

    async getServerValue(name) {
      return (await first<{ value: string }>('SELECT value FROM server_values WHERE name = $1', [name]))?.value;
    },
    async setServerValue(name, value) {
      await pool.query('INSERT INTO server_values (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = excluded.value', [
        name,
        value,
      ]);
    },
    async deleteServerValue(name) {
      await pool.query('DELETE FROM server_values WHERE name = $1', [name]);
    },

    async recordInstalls(seen) {
      if (seen.length === 0) return;
      // In key order, so processes writing the same origins at once lock them alike.
      const ordered = [...seen].sort((a, b) => (`${a.accountId} ${a.origin}` < `${b.accountId} ${b.origin}` ? -1 : 1));
      await transaction(async (client) => {
        for (const install of ordered) await client.query(installSql.record, installColumns(install));
        for (const accountId of new Set(ordered.map((install) => install.accountId)))
          await client.query(installSql.prune, [accountId, accountId]);
      });
    },
    async listInstalls(accountId) {
      return (await rows<InstallRow>(installSql.list, [accountId])).map(toInstall);
    },

    async addAdminSession(session) {
      await pool.query('INSERT INTO admin_sessions (id_hash, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
        session.idHash,
        session.tokenHash,
        session.createdAt,
        session.expiresAt,
      ]);
    },
    async getAdminSession(idHash) {
      const row = await first<AdminSessionRow>('SELECT * FROM admin_sessions WHERE id_hash = $1', [idHash]);
      return row && toAdminSession(row);
    },
    async deleteAdminSession(idHash) {
      return (await pool.query('DELETE FROM admin_sessions WHERE id_hash = $1', [idHash])).rowCount === 1;
    },
    async deleteExpiredAdminSessions(atMs) {
      return (await pool.query('DELETE FROM admin_sessions WHERE expires_at <= $1', [atMs])).rowCount ?? 0;
    },

    async backup() {
      const dump = 'pg_dump --exclude-table-data=server_values --exclude-table-data=admin_sessions';
      throw Object.assign(new Error(`with PostgreSQL, back up with its own tools: ${dump} (see docs/server.md)`), {
        statusCode: 501,
      });
    },
    async eraseDeleted() {
      // A deleted row stays in the table's file until it is rewritten.
      await pool.query('VACUUM FULL server_values');
    },
    async close() {
      await pool.end();
    },
  };
}
