/**
 * The PostgreSQL schema, as numbered steps, the same tables as SQLite's (sqlite/migrations.ts) so
 * the rows read alike. Several server processes may start at once: the steps run under an advisory
 * lock, each in its own transaction, and `mc_schema` remembers the last one. Append new steps; never
 * edit one that has shipped.
 */
import type { Pool } from 'pg';
import { FILL_DAILY_COUNTS } from '../daily-counts-fill';
import { WIDGET_VERSIONS_STEP } from '../widget-versions-step';
import { POSTGRES_SCHEMA } from '../schema-dialect';
import { ABUSE_RESISTANT_COUNTS, adminSessionsStep, consentsStep, dailyCountTables, firstTables, installsStep } from '../shared-steps';

export const PG_MIGRATIONS: readonly string[] = [
  // With the index retention deletes by, which SQLite added in its step 3.
  `${firstTables(POSTGRES_SCHEMA)}CREATE INDEX events_by_time ON events (created_at);
  `,
  // The dashboard's daily counts, kept in the transaction that stores what they count, filled from
  // what is stored already (SQLite's step 2), with the index retention deletes by (SQLite's step 3).
  `${dailyCountTables(POSTGRES_SCHEMA)}
  CREATE INDEX daily_visitors_by_day ON daily_visitors (day);

  ${FILL_DAILY_COUNTS}
  `,
  adminSessionsStep(POSTGRES_SCHEMA),
  // Drafts and published versions (SQLite's step 5).
  `
  ${WIDGET_VERSIONS_STEP(POSTGRES_SCHEMA)}
  `,
  installsStep(POSTGRES_SCHEMA),
  ABUSE_RESISTANT_COUNTS,
  consentsStep(POSTGRES_SCHEMA),
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
