/**
 * Storage in PostgreSQL, chosen by DATABASE_URL, so several server processes can share one
 * database. The tables and rows are those of the SQLite storage (the JSON is kept as text, times as
 * epoch milliseconds), read by the same converters; writes that belong together run in one
 * transaction. Backups are PostgreSQL's own tools' job (pg_dump), not the server's.
 */
import pg, { type PoolClient } from 'pg';
import { dayOf } from '../../domain/days';
import type { Storage, WidgetDayCounts } from '../storage';
import { eventColumns, toAccount, toCart, toEvent, toSubscriber, toWidget, type AccountRow, type CartRow, type EventRow, type SubscriberRow, type WidgetRow } from '../sqlite/rows';
import { migratePostgres } from './migrations';

export interface PostgresStorageOptions {
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
  const transaction = async <T>(work: (client: PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };

  return {
    async listAccounts() {
      return (await rows<AccountRow>('SELECT * FROM accounts ORDER BY account_id')).map(toAccount);
    },
    async getAccount(accountId) {
      const row = await first<AccountRow>('SELECT * FROM accounts WHERE account_id = $1', [accountId]);
      return row && toAccount(row);
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
        await client.query('DELETE FROM widgets WHERE account_id = $1', [accountId]);
        return (await client.query('DELETE FROM accounts WHERE account_id = $1', [accountId])).rowCount === 1;
      });
    },

    async listWidgets(accountId) {
      return (await rows<WidgetRow>('SELECT * FROM widgets WHERE account_id = $1 ORDER BY widget_id', [accountId])).map(toWidget);
    },
    async getWidget(widgetId) {
      const row = await first<WidgetRow>('SELECT * FROM widgets WHERE widget_id = $1', [widgetId]);
      return row && toWidget(row);
    },
    async upsertWidget(widget) {
      const at = now();
      return transaction(async (client) => {
        // As SQLite does: without an id, the next after the highest; the lock keeps two processes from taking the same.
        if (widget.widgetId === undefined) await client.query('LOCK TABLE widgets IN SHARE ROW EXCLUSIVE MODE');
        const result = await client.query<WidgetRow>(
          `INSERT INTO widgets (widget_id, account_id, widget_type, channel, name, sms_keyword, widget_sign, data_json, created_at, updated_at)
           VALUES (COALESCE($1, (SELECT COALESCE(MAX(widget_id), 0) + 1 FROM widgets)), $2, $3, $4, $5, $6, $7, $8, $9, $9)
           ON CONFLICT (widget_id) DO UPDATE SET account_id = excluded.account_id, widget_type = excluded.widget_type,
           channel = excluded.channel, name = excluded.name, sms_keyword = excluded.sms_keyword,
           widget_sign = excluded.widget_sign, data_json = excluded.data_json, updated_at = excluded.updated_at
           RETURNING *`,
          [widget.widgetId ?? null, widget.accountId, widget.widgetType, widget.channel, widget.name, widget.smsKeyword, widget.widgetSign, JSON.stringify(widget.data), at],
        );
        return toWidget(result.rows[0] as WidgetRow);
      });
    },
    async deleteWidget(widgetId) {
      return (await pool.query('DELETE FROM widgets WHERE widget_id = $1', [widgetId])).rowCount === 1;
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
        const found = await client.query<SubscriberRow>('SELECT * FROM subscribers WHERE account_id = $1 AND widget_id = $2 AND phone_number = $3', [
          input.accountId,
          input.widgetId,
          input.phoneNumber,
        ]);
        const row = found.rows[0];
        if (!row) throw new Error('subscriber vanished inside its own transaction');
        return { subscriber: toSubscriber(row), created: inserted.rowCount === 1 };
      });
    },
    async latestSubscribers(accountId, limit) {
      const found = await rows<SubscriberRow>('SELECT * FROM subscribers WHERE account_id = $1 ORDER BY created_at DESC, subscriber_id DESC LIMIT $2', [accountId, limit]);
      return found.map(toSubscriber);
    },
    async hasOptedIn(accountId, sessionId) {
      return (await first('SELECT 1 FROM optin_sessions WHERE account_id = $1 AND session_id = $2', [accountId, sessionId])) !== undefined;
    },

    async getOrCreateSmsRef(accountId, widgetId, sessionId, candidate) {
      await pool.query('INSERT INTO sms_refs (ref, account_id, widget_id, session_id, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [
        candidate,
        accountId,
        widgetId,
        sessionId,
        now(),
      ]);
      const stored = await first<{ ref: string }>('SELECT ref FROM sms_refs WHERE account_id = $1 AND widget_id = $2 AND session_id = $3', [accountId, widgetId, sessionId]);
      if (!stored) throw new Error('the SMS ref was taken by another session; try again');
      return stored.ref;
    },

    async addEvents(events) {
      if (events.length === 0) return 0;
      // One statement for the whole batch: atomic on its own, and one round trip and one commit.
      const columns = events.map((event) => eventColumns(event, now()));
      const width = columns[0]!.length;
      const tuples = columns.map((_, row) => `(${Array.from({ length: width }, (_unused, column) => `$${row * width + column + 1}`).join(', ')})`);
      const result = await pool.query(
        `INSERT INTO events (account_id, kind, event, event_id, app_id, widget_id, session_id, external_id, is_bot, is_optin,
           weight, currency, payload_json, session_data, created_at, day)
         VALUES ${tuples.join(', ')}
         ON CONFLICT (account_id, event_id) DO NOTHING`,
        columns.flat(),
      );
      return result.rowCount ?? 0;
    },
    async hasEvent(accountId, eventId) {
      return (await first('SELECT 1 FROM events WHERE account_id = $1 AND event_id = $2', [accountId, eventId])) !== undefined;
    },
    async deleteEventsBefore(beforeMs, limit) {
      const result = await pool.query(
        'DELETE FROM events WHERE event_row IN (SELECT event_row FROM events WHERE created_at < $1 ORDER BY created_at LIMIT $2)',
        [beforeMs, limit],
      );
      return result.rowCount ?? 0;
    },
    async latestEvents(accountId, limit, event) {
      const found =
        event === undefined
          ? await rows<EventRow>('SELECT * FROM events WHERE account_id = $1 ORDER BY created_at DESC, event_row DESC LIMIT $2', [accountId, limit])
          : await rows<EventRow>('SELECT * FROM events WHERE account_id = $1 AND event = $2 ORDER BY created_at DESC, event_row DESC LIMIT $3', [accountId, event, limit]);
      return found.map(toEvent);
    },
    async widgetDayCounts(accountId, fromDay, toDay) {
      const impressions = await rows<{ widget_id: number; day: string; n: number }>(
        `SELECT widget_id, day, COUNT(*) AS n FROM events
         WHERE account_id = $1 AND event = 'impression' AND widget_id IS NOT NULL AND is_bot = 0 AND day BETWEEN $2 AND $3
         GROUP BY widget_id, day`,
        [accountId, fromDay, toDay],
      );
      // A visitor who subscribes by SMS and whose page also reports the opt-in is counted once.
      const optins = await rows<{ widget_id: number; day: string; n: number }>(
        `SELECT widget_id, day, COUNT(DISTINCT who) AS n FROM (
           SELECT widget_id, day, session_id AS who FROM subscribers WHERE account_id = $1 AND day BETWEEN $2 AND $3
           UNION ALL
           SELECT widget_id, day, COALESCE(NULLIF(session_id, ''), 'event:' || event_row::text) AS who FROM events
           WHERE account_id = $1 AND is_optin = 1 AND widget_id IS NOT NULL AND is_bot = 0 AND day BETWEEN $2 AND $3
         ) AS counted GROUP BY widget_id, day`,
        [accountId, fromDay, toDay],
      );
      const counts = new Map<string, WidgetDayCounts>();
      const entry = (widgetId: number, day: string) => {
        const key = `${widgetId}|${day}`;
        const found = counts.get(key) ?? { widgetId, day, impressions: 0, optins: 0 };
        counts.set(key, found);
        return found;
      };
      for (const row of impressions) entry(row.widget_id, row.day).impressions = row.n;
      for (const row of optins) entry(row.widget_id, row.day).optins = row.n;
      return [...counts.values()];
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
      return (await pool.query('UPDATE abandoned_carts SET repaired_at = $1, repaired_token = $2 WHERE token = $3', [now(), newToken, token])).rowCount === 1;
    },

    async getServerValue(name) {
      return (await first<{ value: string }>('SELECT value FROM server_values WHERE name = $1', [name]))?.value;
    },
    async setServerValue(name, value) {
      await pool.query('INSERT INTO server_values (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = excluded.value', [name, value]);
    },
    async deleteServerValue(name) {
      await pool.query('DELETE FROM server_values WHERE name = $1', [name]);
    },

    async backup() {
      throw Object.assign(new Error('with PostgreSQL, back up with its own tools: pg_dump --exclude-table-data=server_values (see docs/server.md)'), {
        statusCode: 501,
      });
    },
    async close() {
      await pool.end();
    },
  };
}
