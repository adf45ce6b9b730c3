/**
 * What the schema steps written once for both databases (shared-steps.ts) write differently on
 * SQLite and PostgreSQL: only column types and one table option. Everything else in a shared step
 * is the same text on both.
 */
export interface SchemaDialect {
  /** Ids, times (epoch milliseconds) and counts: SQLite's INTEGER holds 64 bits, PostgreSQL's only 32. */
  readonly int: 'INTEGER' | 'BIGINT';
  /** A 0/1 flag. */
  readonly flag: 'INTEGER' | 'SMALLINT';
  /** Amounts of money. */
  readonly real: 'REAL' | 'DOUBLE PRECISION';
  /** The key of a row the database numbers itself (on SQLite, the rowid). */
  readonly serialKey: 'INTEGER PRIMARY KEY' | 'BIGSERIAL PRIMARY KEY';
  /** After a table found by its primary key alone: SQLite then stores it without a rowid. */
  readonly keyedTable: ' WITHOUT ROWID' | '';
}

export const SQLITE_SCHEMA: SchemaDialect = {
  int: 'INTEGER',
  flag: 'INTEGER',
  real: 'REAL',
  serialKey: 'INTEGER PRIMARY KEY',
  keyedTable: ' WITHOUT ROWID',
};

export const POSTGRES_SCHEMA: SchemaDialect = {
  int: 'BIGINT',
  flag: 'SMALLINT',
  real: 'DOUBLE PRECISION',
  serialKey: 'BIGSERIAL PRIMARY KEY',
  keyedTable: '',
};
