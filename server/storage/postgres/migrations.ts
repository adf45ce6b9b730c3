/**
 * The PostgreSQL schema, as numbered steps, the same tables as SQLite's (sqlite/migrations.ts) so
 * the rows read alike. Several server processes may start at once: the steps run under an advisory
 * lock, each in its own transaction, and `mc_schema` remembers the last one. Append new steps; never
 * edit one that has shipped.
 */
import type { Pool } from 'pg';
import { FILL_DAILY_COUNTS } from '../daily-counts-fill';
import { WIDGET_VERSIONS_STEP } from '../widget-versions-step';
import { ABUSE_RESISTANT_COUNTS } from '../shared-steps';

export const PG_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE accounts (
    account_id  TEXT PRIMARY KEY,
    app_json    TEXT NOT NULL,
    shop_domain TEXT UNIQUE,
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL
  );

  CREATE TABLE widgets (
    widget_id   BIGINT PRIMARY KEY,
    account_id  TEXT NOT NULL,
    widget_type TEXT NOT NULL,
    channel     TEXT NOT NULL,
    name        TEXT NOT NULL,
    sms_keyword TEXT NOT NULL,
    widget_sign TEXT NOT NULL,
    data_json   TEXT NOT NULL,
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL
  );
  CREATE INDEX widgets_by_account ON widgets (account_id, widget_id);

  CREATE TABLE subscribers (
    subscriber_id BIGSERIAL PRIMARY KEY,
    account_id    TEXT NOT NULL,
    widget_id     BIGINT NOT NULL,
    phone_number  TEXT NOT NULL,
    session_id    TEXT NOT NULL,
    created_at    BIGINT NOT NULL,
    day           TEXT NOT NULL,
    UNIQUE (account_id, widget_id, phone_number)
  );
  CREATE INDEX subscribers_by_account_time ON subscribers (account_id, created_at);

  CREATE TABLE optin_sessions (
    account_id TEXT NOT NULL,
    session_id TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (account_id, session_id)
  );

  CREATE TABLE sms_refs (
    ref        TEXT PRIMARY KEY,
    account_id TEXT NOT NULL,
    widget_id  BIGINT NOT NULL,
    session_id TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    UNIQUE (account_id, widget_id, session_id)
  );

  CREATE TABLE events (
    event_row    BIGSERIAL PRIMARY KEY,
    account_id   TEXT NOT NULL,
    kind         TEXT NOT NULL,
    event        TEXT NOT NULL,
    event_id     TEXT,
    app_id       BIGINT,
    widget_id    BIGINT,
    session_id   TEXT,
    external_id  TEXT,
    is_bot       SMALLINT NOT NULL,
    is_optin     SMALLINT NOT NULL,
    weight       DOUBLE PRECISION,
    currency     TEXT,
    payload_json TEXT,
    session_data TEXT,
    created_at   BIGINT NOT NULL,
    day          TEXT NOT NULL,
    UNIQUE (account_id, event_id)
  );
  CREATE INDEX events_by_widget_day ON events (account_id, event, widget_id, day);
  CREATE INDEX events_by_account_time ON events (account_id, created_at);
  CREATE INDEX events_by_time ON events (created_at);

  CREATE TABLE abandoned_carts (
    token           TEXT PRIMARY KEY,
    account_id      TEXT NOT NULL,
    shop            TEXT,
    line_items_json TEXT NOT NULL,
    redirect_target TEXT,
    created_at      BIGINT NOT NULL,
    repaired_at     BIGINT,
    repaired_token  TEXT
  );

  CREATE TABLE server_values (
    name  TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  // The dashboard's daily counts, kept in the transaction that stores what they count, filled from
  // what is stored already (SQLite's step 2), with the index retention deletes by (SQLite's step 3).
  `
  CREATE TABLE daily_counts (
    account_id TEXT NOT NULL,
    day        TEXT NOT NULL,
    widget_id  BIGINT NOT NULL,
    metric     TEXT NOT NULL,
    detail     TEXT NOT NULL,
    count      BIGINT NOT NULL,
    amount     DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (account_id, day, widget_id, metric, detail)
  );

  CREATE TABLE daily_visitors (
    account_id TEXT NOT NULL,
    day        TEXT NOT NULL,
    widget_id  BIGINT NOT NULL,
    metric     TEXT NOT NULL,
    who        TEXT NOT NULL,
    PRIMARY KEY (account_id, day, widget_id, metric, who)
  );
  CREATE INDEX daily_visitors_by_day ON daily_visitors (day);

  ${FILL_DAILY_COUNTS}
  `,
  // The owner app's sign-ins (SQLite's step 4).
  `
  CREATE TABLE admin_sessions (
    id_hash    TEXT PRIMARY KEY,
    token_hash TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
  );
  CREATE INDEX admin_sessions_by_expiry ON admin_sessions (expires_at);
  `,
  // Drafts and published versions (SQLite's step 5).
  `
  ${WIDGET_VERSIONS_STEP('BIGINT')}
  `,
  // The origins of the pages that loaded an account's widgets (SQLite's step 6).
  `
  CREATE TABLE installs (
    account_id TEXT NOT NULL,
    origin     TEXT NOT NULL,
    first_seen BIGINT NOT NULL,
    last_seen  BIGINT NOT NULL,
    load_calls BIGINT NOT NULL,
    PRIMARY KEY (account_id, origin)
  );
  `,
  ABUSE_RESISTANT_COUNTS,
  // The widget each session subscribed through, and the consent each subscription was given with (SQLite's step 8).
  `
  CREATE TABLE optin_widget_sessions (
    account_id TEXT NOT NULL,
    widget_id  BIGINT NOT NULL,
    session_id TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (account_id, widget_id, session_id)
  );
  INSERT INTO optin_widget_sessions (account_id, widget_id, session_id, created_at)
    SELECT account_id, widget_id, session_id, MIN(created_at) FROM subscribers GROUP BY account_id, widget_id, session_id;

  CREATE TABLE consents (
    consent_id        BIGSERIAL PRIMARY KEY,
    account_id        TEXT NOT NULL,
    widget_id         BIGINT NOT NULL,
    phone_number      TEXT NOT NULL,
    session_id        TEXT NOT NULL,
    legal_text        TEXT NOT NULL,
    button_text       TEXT NOT NULL,
    widget_updated_at BIGINT NOT NULL,
    page_url          TEXT NOT NULL,
    created_at        BIGINT NOT NULL
  );
  CREATE INDEX consents_by_subscriber ON consents (account_id, widget_id, phone_number, consent_id);
  `,
];

/** Any number; the same for every process of this server, so only one migrates at a time. */
const MIGRATION_LOCK = 7_340_112;

export async function migratePostgres(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS mc_schema (version INTEGER NOT NULL)');
    const { rows } = await client.query<{ version: number }>('SELECT version FROM mc_schema');
    if (rows.length === 0) await client.query('INSERT INTO mc_schema (version) VALUES (0)');
    for (let step = rows[0]?.version ?? 0; step < PG_MIGRATIONS.length; step += 1) {
      await client.query('BEGIN');
      try {
        await client.query(PG_MIGRATIONS[step] ?? '');
        await client.query('UPDATE mc_schema SET version = $1', [step + 1]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
