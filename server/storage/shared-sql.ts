/**
 * SQL that SQLite and PostgreSQL run alike, kept once with `?` placeholders, which the PostgreSQL
 * storage numbers (`numberedAll`): the origins of the pages seen loading an account here, the widgets'
 * in widget-sql.ts.
 */

/** The most origins kept per account (docs/server.md, "Is the snippet on my site?"). */
export const INSTALL_ORIGINS_KEPT = 20;

export const INSTALL_SQL = {
  /** (account, origin, first seen, last seen, load calls): added to what is stored. */
  record: `INSERT INTO installs (account_id, origin, first_seen, last_seen, load_calls) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (account_id, origin) DO UPDATE SET
    first_seen = CASE WHEN excluded.first_seen < installs.first_seen THEN excluded.first_seen ELSE installs.first_seen END,
    last_seen = CASE WHEN excluded.last_seen > installs.last_seen THEN excluded.last_seen ELSE installs.last_seen END,
    load_calls = installs.load_calls + excluded.load_calls`,
  /** (account, account): all but the most recently seen. */
  prune: `DELETE FROM installs WHERE account_id = ? AND origin NOT IN
    (SELECT origin FROM installs WHERE account_id = ? ORDER BY last_seen DESC, origin LIMIT ${INSTALL_ORIGINS_KEPT})`,
  list: `SELECT * FROM installs WHERE account_id = ? ORDER BY last_seen DESC, origin LIMIT ${INSTALL_ORIGINS_KEPT}`,
} as const;

/** The statement with PostgreSQL's numbered placeholders. */
const numbered = (sql: string): string => {
  let index = 0;
  return sql.replace(/\?/g, () => `$${(index += 1)}`);
};

/** Every statement of a set, numbered once. */
export const numberedAll = <Names extends string>(statements: Readonly<Record<Names, string>>): Record<Names, string> =>
  Object.fromEntries(Object.entries<string>(statements).map(([name, text]) => [name, numbered(text)])) as Record<Names, string>;
