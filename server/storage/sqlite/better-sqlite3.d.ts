/**
 * The part of better-sqlite3's API this server uses. The package ships no types of its own and
 * `@types/better-sqlite3` is not among the dependencies, so the surface is declared here.
 */
declare module 'better-sqlite3' {
  namespace Database {
    interface RunResult {
      changes: number;
      lastInsertRowid: number | bigint;
    }

    interface Statement<Row = unknown> {
      run(...params: unknown[]): RunResult;
      get(...params: unknown[]): Row | undefined;
      all(...params: unknown[]): Row[];
    }

    interface Options {
      readonly?: boolean;
      fileMustExist?: boolean;
      timeout?: number;
    }

    interface BackupProgress {
      totalPages: number;
      remainingPages: number;
    }
  }

  class Database {
    constructor(filename: string, options?: Database.Options);
    readonly open: boolean;
    readonly inTransaction: boolean;
    prepare<Row = unknown>(sql: string): Database.Statement<Row>;
    exec(sql: string): this;
    pragma(source: string, options?: { simple?: boolean }): unknown;
    transaction<Args extends unknown[], Result>(fn: (...args: Args) => Result): (...args: Args) => Result;
    backup(destination: string): Promise<Database.BackupProgress>;
    close(): this;
  }

  export = Database;
}
