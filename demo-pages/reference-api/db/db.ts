/**
 * The reference API's one data-access layer: every store speaks to this interface, whichever
 * database is behind it (SQLite by default, PostgreSQL when DATABASE_URL names one). SQL is
 * written once with `?` placeholders (or `@name` ones with an object of parameters), in the subset
 * both dialects share; where they differ, dialect.ts holds the one place that knows.
 */
export type Dialect = 'sqlite' | 'postgres';

/** What a placeholder takes: no booleans (SQLite stores 0 and 1). */
export type Param = string | number | bigint | null | Buffer | Uint8Array;

/** Positional parameters for `?`, or named ones for `@name`. */
export type Params = readonly Param[] | Readonly<Record<string, Param | undefined>>;

export interface Db {
  readonly dialect: Dialect;
  /** Every row. */
  all<T>(sql: string, params?: Params): Promise<T[]>;
  /** The first row, or undefined. */
  get<T>(sql: string, params?: Params): Promise<T | undefined>;
  /** A statement without rows; how many rows it changed. */
  run(sql: string, params?: Params): Promise<{ changes: number }>;
  /** An INSERT into a table with an integer `id`: the new row's id. */
  insert(sql: string, params?: Params): Promise<number>;
  /** Several statements, no parameters (schema, maintenance). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in one transaction on `tx` (commit when it resolves, roll back when it throws).
   * Inside, use `tx`, not the outer handle: a nested call runs in the same transaction.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
