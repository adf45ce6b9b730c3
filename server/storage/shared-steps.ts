/**
 * Schema steps written once for both databases (sqlite/ and postgres/migrations.ts append them):
 * the same SQL on SQLite and PostgreSQL but for the column types and table option a
 * `SchemaDialect` names. Each returns, for either database, exactly the text that step has always
 * run (a step that has shipped must not change what it creates).
 */
import type { SchemaDialect } from './schema-dialect';

/** The first step: accounts, widgets, subscribers, events and the rest of what the server first stored. */
export const firstTables = ({ int, flag, real, serialKey, keyedTable }: SchemaDialect): string => `
  CREATE TABLE accounts (
    account_id  TEXT PRIMARY KEY,
    app_json    TEXT NOT NULL,
    shop_domain TEXT UNIQUE,
    created_at  ${int} NOT NULL,
    updated_at  ${int} NOT NULL
  );

  CREATE TABLE widgets (
    widget_id   ${int} PRIMARY KEY,
    account_id  TEXT NOT NULL,
    widget_type TEXT NOT NULL,
    channel     TEXT NOT NULL,
    name        TEXT NOT NULL,
    sms_keyword TEXT NOT NULL,
    widget_sign TEXT NOT NULL,
    data_json   TEXT NOT NULL,
    created_at  ${int} NOT NULL,
    updated_at  ${int} NOT NULL
  );
  CREATE INDEX widgets_by_account ON widgets (account_id, widget_id);

  CREATE TABLE subscribers (
    subscriber_id ${serialKey},
    account_id    TEXT NOT NULL,
    widget_id     ${int} NOT NULL,
    phone_number  TEXT NOT NULL,
    session_id    TEXT NOT NULL,
    created_at    ${int} NOT NULL,
    day           TEXT NOT NULL,
    UNIQUE (account_id, widget_id, phone_number)
  );
  CREATE INDEX subscribers_by_account_time ON subscribers (account_id, created_at);

  -- Sessions that subscribed, for the opt-in check; a repeat subscription from a new session adds a row here only.
  CREATE TABLE optin_sessions (
    account_id TEXT NOT NULL,
    session_id TEXT NOT NULL,
    created_at ${int} NOT NULL,
    PRIMARY KEY (account_id, session_id)
  )${keyedTable};

  CREATE TABLE sms_refs (
    ref        TEXT PRIMARY KEY,
    account_id TEXT NOT NULL,
    widget_id  ${int} NOT NULL,
    session_id TEXT NOT NULL,
    created_at ${int} NOT NULL,
    UNIQUE (account_id, widget_id, session_id)
  );

  CREATE TABLE events (
    event_row    ${serialKey},
    account_id   TEXT NOT NULL,
    kind         TEXT NOT NULL,
    event        TEXT NOT NULL,
    event_id     TEXT,
    app_id       ${int},
    widget_id    ${int},
    session_id   TEXT,
    external_id  TEXT,
    is_bot       ${flag} NOT NULL,
    is_optin     ${flag} NOT NULL,
    weight       ${real},
    currency     TEXT,
    payload_json TEXT,
    session_data TEXT,
    created_at   ${int} NOT NULL,
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
    created_at      ${int} NOT NULL,
    repaired_at     ${int},
    repaired_token  TEXT
  );

  CREATE TABLE server_values (
    name  TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `;

/**
 * The tables of the dashboard's daily counts (without the step's index and fill, which the two
 * databases placed differently): `daily_visitors` makes opt-ins and bot visits count once per
 * visitor and day.
 */
export const dailyCountTables = ({ int, real, keyedTable }: SchemaDialect): string => `
  CREATE TABLE daily_counts (
    account_id TEXT NOT NULL,
    day        TEXT NOT NULL,
    widget_id  ${int} NOT NULL,
    metric     TEXT NOT NULL,
    detail     TEXT NOT NULL,
    count      ${int} NOT NULL,
    amount     ${real} NOT NULL,
    PRIMARY KEY (account_id, day, widget_id, metric, detail)
  )${keyedTable};

  CREATE TABLE daily_visitors (
    account_id TEXT NOT NULL,
    day        TEXT NOT NULL,
    widget_id  ${int} NOT NULL,
    metric     TEXT NOT NULL,
    who        TEXT NOT NULL,
    PRIMARY KEY (account_id, day, widget_id, metric, who)
  )${keyedTable};`;

/**
 * The owner app's sign-ins (security/admin-session.ts): the SHA-256 of each cookie's id, never the
 * id, and a digest of the admin token that signed it in.
 */
export const adminSessionsStep = ({ int }: SchemaDialect): string => `
  CREATE TABLE admin_sessions (
    id_hash    TEXT PRIMARY KEY,
    token_hash TEXT NOT NULL,
    created_at ${int} NOT NULL,
    expires_at ${int} NOT NULL
  );
  CREATE INDEX admin_sessions_by_expiry ON admin_sessions (expires_at);
  `;

/**
 * The origins of the pages that loaded an account's widgets, for the owner app's install check:
 * written behind /load in batches, the 20 most recently seen kept per account.
 */
export const installsStep = ({ int, keyedTable }: SchemaDialect): string => `
  CREATE TABLE installs (
    account_id TEXT NOT NULL,
    origin     TEXT NOT NULL,
    first_seen ${int} NOT NULL,
    last_seen  ${int} NOT NULL,
    load_calls ${int} NOT NULL,
    PRIMARY KEY (account_id, origin)
  )${keyedTable};
  `;

/**
 * The widget each session subscribed through, so the opt-in check asked for one widget credits
 * only that widget; and the consent each subscription was given with (docs/server.md).
 */
export const consentsStep = ({ int, serialKey, keyedTable }: SchemaDialect): string => `
  CREATE TABLE optin_widget_sessions (
    account_id TEXT NOT NULL,
    widget_id  ${int} NOT NULL,
    session_id TEXT NOT NULL,
    created_at ${int} NOT NULL,
    PRIMARY KEY (account_id, widget_id, session_id)
  )${keyedTable};
  INSERT INTO optin_widget_sessions (account_id, widget_id, session_id, created_at)
    SELECT account_id, widget_id, session_id, MIN(created_at) FROM subscribers GROUP BY account_id, widget_id, session_id;

  CREATE TABLE consents (
    consent_id        ${serialKey},
    account_id        TEXT NOT NULL,
    widget_id         ${int} NOT NULL,
    phone_number      TEXT NOT NULL,
    session_id        TEXT NOT NULL,
    legal_text        TEXT NOT NULL,
    button_text       TEXT NOT NULL,
    widget_updated_at ${int} NOT NULL,
    page_url          TEXT NOT NULL,
    created_at        ${int} NOT NULL
  );
  CREATE INDEX consents_by_subscriber ON consents (account_id, widget_id, phone_number, consent_id);
  `;

/**
 * What the dashboard counts is bounded by the account, never by what visitors post
 * (docs/server.md, "What the dashboard counts"):
 * - `deleted_widgets` remembers the widgets an account had, so their counts stay on its dashboard
 *   while a widget id it never had counts nothing. Filled from the widgets the server itself saw
 *   in use (SMS subscribers and refs are only stored for a widget of the account).
 * - `impression_sessions` remembers which visitor sessions were shown which widget, so an opt-in
 *   event counts only after an impression of its widget in its session (deleted with the events
 *   by retention). Filled from the impressions stored.
 * Written with BIGINT on both databases, as it shipped (SQLite gives BIGINT the INTEGER affinity).
 */
export const ABUSE_RESISTANT_COUNTS = `
  CREATE TABLE deleted_widgets (
    widget_id   BIGINT PRIMARY KEY,
    account_id  TEXT NOT NULL,
    widget_type TEXT NOT NULL,
    channel     TEXT NOT NULL,
    name        TEXT NOT NULL,
    deleted_at  BIGINT NOT NULL
  );
  CREATE INDEX deleted_widgets_by_account ON deleted_widgets (account_id, widget_id);
  INSERT INTO deleted_widgets (widget_id, account_id, widget_type, channel, name, deleted_at)
    SELECT widget_id, MIN(account_id), 'deleted', 'none', '', 0
    FROM (SELECT widget_id, account_id FROM subscribers UNION SELECT widget_id, account_id FROM sms_refs) AS seen
    WHERE widget_id NOT IN (SELECT widget_id FROM widgets)
    GROUP BY widget_id;

  CREATE TABLE impression_sessions (
    account_id TEXT NOT NULL,
    widget_id  BIGINT NOT NULL,
    session_id TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (account_id, widget_id, session_id)
  );
  CREATE INDEX impression_sessions_by_time ON impression_sessions (created_at);
  INSERT INTO impression_sessions (account_id, widget_id, session_id, created_at)
    SELECT account_id, widget_id, session_id, MIN(created_at) FROM events
    WHERE event = 'impression' AND is_bot = 0 AND widget_id IS NOT NULL AND session_id IS NOT NULL AND session_id <> ''
    GROUP BY account_id, widget_id, session_id;
`;
