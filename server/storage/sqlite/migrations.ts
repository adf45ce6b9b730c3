/**
 * The SQLite schema, as numbered steps. A database remembers the last step it ran in
 * `user_version`, so starting a newer server on an older file adds only what is missing.
 * Append new steps; never edit one that has shipped.
 */
import type Database from 'better-sqlite3';
import { FILL_DAILY_COUNTS } from '../daily-counts-fill';
import { WIDGET_VERSIONS_STEP } from '../widget-versions-step';
import { ABUSE_RESISTANT_COUNTS } from '../shared-steps';

export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE accounts (
    account_id  TEXT PRIMARY KEY,
    app_json    TEXT NOT NULL,
    shop_domain TEXT UNIQUE,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
  );

  CREATE TABLE widgets (
    widget_id   INTEGER PRIMARY KEY,
    account_id  TEXT NOT NULL,
    widget_type TEXT NOT NULL,
    channel     TEXT NOT NULL,
    name        TEXT NOT NULL,
    sms_keyword TEXT NOT NULL,
    widget_sign TEXT NOT NULL,
    data_json   TEXT NOT NULL,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
  );
  CREATE INDEX widgets_by_account ON widgets (account_id, widget_id);

  CREATE TABLE subscribers (
    subscriber_id INTEGER PRIMARY KEY,
    account_id    TEXT NOT NULL,
    widget_id     INTEGER NOT NULL,
    phone_number  TEXT NOT NULL,
    session_id    TEXT NOT NULL,
    created_at    INTEGER NOT NULL,
    day           TEXT NOT NULL,
    UNIQUE (account_id, widget_id, phone_number)
  );
  CREATE INDEX subscribers_by_account_time ON subscribers (account_id, created_at);

  -- Sessions that subscribed, for the opt-in check; a repeat subscription from a new session adds a row here only.
  CREATE TABLE optin_sessions (
    account_id TEXT NOT NULL,
    session_id TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (account_id, session_id)
  ) WITHOUT ROWID;

  CREATE TABLE sms_refs (
    ref        TEXT PRIMARY KEY,
    account_id TEXT NOT NULL,
    widget_id  INTEGER NOT NULL,
    session_id TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (account_id, widget_id, session_id)
  );

  CREATE TABLE events (
    event_row    INTEGER PRIMARY KEY,
    account_id   TEXT NOT NULL,
    kind         TEXT NOT NULL,
    event        TEXT NOT NULL,
    event_id     TEXT,
    app_id       INTEGER,
    widget_id    INTEGER,
    session_id   TEXT,
    external_id  TEXT,
    is_bot       INTEGER NOT NULL,
    is_optin     INTEGER NOT NULL,
    weight       REAL,
    currency     TEXT,
    payload_json TEXT,
    session_data TEXT,
    created_at   INTEGER NOT NULL,
    day          TEXT NOT NULL,
    UNIQUE (account_id, event_id)
  );
  CREATE INDEX events_by_widget_day ON events (account_id, event, widget_id, day);
  CREATE INDEX events_by_account_time ON events (account_id, created_at);

  CREATE TABLE abandoned_carts (
    token           TEXT PRIMARY KEY,
    account_id      TEXT NOT NULL,
    shop            TEXT,
    line_items_json TEXT NOT NULL,
    redirect_target TEXT,
    created_at      INTEGER NOT NULL,
    repaired_at     INTEGER,
    repaired_token  TEXT
  );

  CREATE TABLE server_values (
    name  TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  // Daily counts for the dashboard, kept up to date as events and subscribers are stored, so the
  // dashboard reads a few rows per day whatever the raw history holds. `daily_visitors` makes
  // opt-ins and bot visits count once per visitor and day. Filled here from what is stored already.
  `
  CREATE TABLE daily_counts (
    account_id TEXT NOT NULL,
    day        TEXT NOT NULL,
    widget_id  INTEGER NOT NULL,
    metric     TEXT NOT NULL,
    detail     TEXT NOT NULL,
    count      INTEGER NOT NULL,
    amount     REAL NOT NULL,
    PRIMARY KEY (account_id, day, widget_id, metric, detail)
  ) WITHOUT ROWID;

  CREATE TABLE daily_visitors (
    account_id TEXT NOT NULL,
    day        TEXT NOT NULL,
    widget_id  INTEGER NOT NULL,
    metric     TEXT NOT NULL,
    who        TEXT NOT NULL,
    PRIMARY KEY (account_id, day, widget_id, metric, who)
  ) WITHOUT ROWID;

  ${FILL_DAILY_COUNTS}
  `,
  // Retention deletes the oldest events of every account, and the visitors of the daily counts
  // (who opted in or visited as a bot on a day) once their day is past the retention.
  `
  CREATE INDEX events_by_time ON events (created_at);
  CREATE INDEX daily_visitors_by_day ON daily_visitors (day);
  `,
  // The owner app's sign-ins (security/admin-session.ts): the SHA-256 of each cookie's id, never the
  // id, and a digest of the admin token that signed it in.
  `
  CREATE TABLE admin_sessions (
    id_hash    TEXT PRIMARY KEY,
    token_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX admin_sessions_by_expiry ON admin_sessions (expires_at);
  `,
  // Drafts and published versions (docs/server.md, "Drafts and publishing"). A widget's own row is
  // what /load serves once published (version 1 and up; 0: never published, not served); its draft
  // waits in widget_drafts; the last 10 published versions are kept. Every widget stored so far was
  // served: it is version 1, published when last changed.
  `
  ${WIDGET_VERSIONS_STEP('INTEGER')}
  `,
  // The origins of the pages that loaded an account's widgets, for the owner app's install check:
  // written behind /load in batches, the 20 most recently seen kept per account.
  `
  CREATE TABLE installs (
    account_id TEXT NOT NULL,
    origin     TEXT NOT NULL,
    first_seen INTEGER NOT NULL,
    last_seen  INTEGER NOT NULL,
    load_calls INTEGER NOT NULL,
    PRIMARY KEY (account_id, origin)
  ) WITHOUT ROWID;
  `,
  ABUSE_RESISTANT_COUNTS,
  // The widget each session subscribed through, so the opt-in check asked for one widget credits
  // only that widget; and the consent each subscription was given with (docs/server.md).
  `
  CREATE TABLE optin_widget_sessions (
    account_id TEXT NOT NULL,
    widget_id  INTEGER NOT NULL,
    session_id TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (account_id, widget_id, session_id)
  ) WITHOUT ROWID;
  INSERT INTO optin_widget_sessions (account_id, widget_id, session_id, created_at)
    SELECT account_id, widget_id, session_id, MIN(created_at) FROM subscribers GROUP BY account_id, widget_id, session_id;

  CREATE TABLE consents (
    consent_id        INTEGER PRIMARY KEY,
    account_id        TEXT NOT NULL,
    widget_id         INTEGER NOT NULL,
    phone_number      TEXT NOT NULL,
    session_id        TEXT NOT NULL,
    legal_text        TEXT NOT NULL,
    button_text       TEXT NOT NULL,
    widget_updated_at INTEGER NOT NULL,
    page_url          TEXT NOT NULL,
    created_at        INTEGER NOT NULL
  );
  CREATE INDEX consents_by_subscriber ON consents (account_id, widget_id, phone_number, consent_id);
  `,
];

/** Runs the missing steps; returns the version it upgraded from, or 0 when nothing was upgraded (a new database, or a current one). */
export function migrate(db: Database): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let step = current; step < MIGRATIONS.length; step += 1) {
    db.transaction(() => {
      db.exec(MIGRATIONS[step] ?? '');
      db.pragma(`user_version = ${step + 1}`);
    })();
  }
  return current < MIGRATIONS.length ? current : 0;
}
