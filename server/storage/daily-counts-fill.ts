/**
 * The dashboard's daily counts filled from what a database stored before they existed: the schema
 * step that creates them runs this, alike on SQLite and PostgreSQL (sqlite/ and postgres/migrations.ts).
 * What it counts is what domain/event-classes.ts counts for each new event.
 */
export const FILL_DAILY_COUNTS = `
INSERT INTO daily_counts
  SELECT account_id, day, widget_id, 'impressions', '', COUNT(*), 0 FROM events
  WHERE event = 'impression' AND widget_id IS NOT NULL AND is_bot = 0 GROUP BY account_id, day, widget_id;
INSERT INTO daily_visitors SELECT account_id, day, widget_id, 'optins', session_id FROM subscribers WHERE true
  ON CONFLICT DO NOTHING;
INSERT INTO daily_visitors
  SELECT account_id, day, widget_id, 'optins', COALESCE(NULLIF(session_id, ''), 'event:' || CAST(event_row AS TEXT)) FROM events
  WHERE is_optin = 1 AND widget_id IS NOT NULL AND is_bot = 0 ON CONFLICT DO NOTHING;
INSERT INTO daily_visitors
  SELECT account_id, day, 0, 'bot_visits', COALESCE(NULLIF(session_id, ''), 'event:' || CAST(event_row AS TEXT)) FROM events
  WHERE is_bot = 1 ON CONFLICT DO NOTHING;
INSERT INTO daily_counts
  SELECT account_id, day, widget_id, metric, '', COUNT(*), 0 FROM daily_visitors GROUP BY account_id, day, widget_id, metric;
INSERT INTO daily_counts
  SELECT account_id, day, 0, 'conversions', '', COUNT(*), 0 FROM events WHERE kind = 'conversion' AND is_bot = 0 GROUP BY account_id, day;
INSERT INTO daily_counts
  SELECT account_id, day, 0, 'money', COALESCE(currency, ''), COUNT(*), COALESCE(SUM(weight), 0) FROM events
  WHERE kind = 'money' AND is_bot = 0 GROUP BY account_id, day, COALESCE(currency, '');
-- Rows for visitors without a session id only served the counts above.
DELETE FROM daily_visitors WHERE who LIKE 'event:%';
`;
