/**
 * The SQLite schema, as numbered steps. A database remembers the last step it ran in
 * `user_version`, so starting a newer server on an older file adds only what is missing.
 * Append new steps; never edit one that has shipped.
 */
import type Database from 'better-sqlite3';

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
  // Retention deletes the oldest events of every account.
  `
  CREATE INDEX events_by_time ON events (created_at);
  `,
];

export function migrate(db: Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let step = current; step < MIGRATIONS.length; step += 1) {
    db.transaction(() => {
      db.exec(MIGRATIONS[step] ?? '');
      db.pragma(`user_version = ${step + 1}`);
    })();
  }
}
