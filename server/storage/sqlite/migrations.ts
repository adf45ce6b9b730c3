/**
 * The SQLite schema, as numbered steps. A database remembers the last step it ran in
 * `user_version`, so starting a newer server on an older file adds only what is missing.
 * Append new steps; never edit one that has shipped.
 */
import type Database from 'better-sqlite3';
import { FILL_DAILY_COUNTS } from '../daily-counts-fill';
import { WIDGET_VERSIONS_STEP } from '../widget-versions-step';
import { SQLITE_SCHEMA } from '../schema-dialect';
import { ABUSE_RESISTANT_COUNTS, adminSessionsStep, consentsStep, dailyCountTables, firstTables, installsStep } from '../shared-steps';

export const MIGRATIONS: readonly string[] = [
  firstTables(SQLITE_SCHEMA),
  // Daily counts for the dashboard, kept up to date as events and subscribers are stored, so the
  // dashboard reads a few rows per day whatever the raw history holds. Filled here from what is stored already.
  `${dailyCountTables(SQLITE_SCHEMA)}

  ${FILL_DAILY_COUNTS}
  `,
  // Retention deletes the oldest events of every account, and the visitors of the daily counts
  // (who opted in or visited as a bot on a day) once their day is past the retention.
  `
  CREATE INDEX events_by_time ON events (created_at);
  CREATE INDEX daily_visitors_by_day ON daily_visitors (day);
  `,
  adminSessionsStep(SQLITE_SCHEMA),
  // Drafts and published versions (docs/server.md, "Drafts and publishing"). A widget's own row is
  // what /load serves once published (version 1 and up; 0: never published, not served); its draft
  // waits in widget_drafts; the last 10 published versions are kept. Every widget stored so far was
  // served: it is version 1, published when last changed.
  `
  ${WIDGET_VERSIONS_STEP(SQLITE_SCHEMA)}
  `,
  installsStep(SQLITE_SCHEMA),
  ABUSE_RESISTANT_COUNTS,
  consentsStep(SQLITE_SCHEMA),
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
