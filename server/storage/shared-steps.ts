/**
 * Schema steps written once for both databases (sqlite/ and postgres/migrations.ts append them):
 * plain SQL that SQLite and PostgreSQL read alike.
 */

/**
 * What the dashboard counts is bounded by the account, never by what visitors post
 * (docs/server.md, "What the dashboard counts"):
 * - `deleted_widgets` remembers the widgets an account had, so their counts stay on its dashboard
 *   while a widget id it never had counts nothing. Filled from the widgets the server itself saw
 *   in use (SMS subscribers and refs are only stored for a widget of the account).
 * - `impression_sessions` remembers which visitor sessions were shown which widget, so an opt-in
 *   event counts only after an impression of its widget in its session (deleted with the events
 *   by retention). Filled from the impressions stored.
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
