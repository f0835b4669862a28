import Database from 'better-sqlite3';
import type { Db, Params } from './db';
import { runInTransaction, transactionOf } from './open-transaction';

type Statement = Database.Statement<unknown[], unknown>;

/**
 * better-sqlite3 behind the async interface. Its calls are synchronous, so a query never yields;
 * only a transaction can (its callback awaits), and while one is open, calls made outside it wait
 * for it to end, so that they neither join it nor see it half done. Calls made from inside it
 * (by the async context, even through the outer handle) join it rather than wait for themselves.
 */
export class SqliteDb implements Db {
  readonly dialect = 'sqlite';
  private readonly statements = new Map<string, Statement>();
  /** Settles when the open transaction ends; null when none is open. */
  private busy: Promise<unknown> | null = null;
  private readonly inside: Db;

  constructor(readonly raw: Database.Database) {
    this.inside = sqliteHandle(this);
  }

  private async idle(): Promise<void> {
    while (this.busy) await this.busy.catch(() => undefined);
  }

  /** A prepared statement, kept: the same SQL text is prepared once per connection. */
  statement(sql: string): Statement {
    let stmt = this.statements.get(sql);
    if (!stmt) this.statements.set(sql, (stmt = this.raw.prepare(sql)));
    return stmt;
  }

  all<T>(sql: string, params?: Params) {
    return this.outside(() => this.inside.all<T>(sql, params));
  }
  get<T>(sql: string, params?: Params) {
    return this.outside(() => this.inside.get<T>(sql, params));
  }
  run(sql: string, params?: Params) {
    return this.outside(() => this.inside.run(sql, params));
  }
  insert(sql: string, params?: Params) {
    return this.outside(() => this.inside.insert(sql, params));
  }
  exec(sql: string) {
    return this.outside(() => this.inside.exec(sql));
  }

  /** Whether the caller runs inside the open transaction (a nested call joins it). */
  private inTransaction(): boolean {
    return this.busy !== null && transactionOf(this) === this.busy;
  }

  private async outside<T>(call: () => Promise<T>): Promise<T> {
    if (this.busy && !this.inTransaction()) await this.idle();
    return call();
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    if (this.inTransaction()) return fn(this.inside);
    // No await between the last check of `busy` and taking the lock: two callers cannot both pass.
    while (this.busy) await this.busy.catch(() => undefined);
    let release = () => {};
    this.busy = new Promise<void>((resolve) => (release = resolve));
    this.raw.exec('BEGIN');
    try {
      const result = await runInTransaction(this, this.busy, () => fn(this.inside));
      this.raw.exec('COMMIT');
      return result;
    } catch (error) {
      if (this.raw.inTransaction) this.raw.exec('ROLLBACK');
      throw error;
    } finally {
      this.busy = null;
      release();
    }
  }

  close(): Promise<void> {
    this.raw.close();
    return Promise.resolve();
  }
}

/** The handle a transaction's callback gets: the same connection, without waiting for the lock. */
function sqliteHandle(db: SqliteDb): Db {
  const bind = (params?: Params): unknown[] => (params === undefined ? [] : Array.isArray(params) ? params : [params]);
  // Synchronous underneath: each call settles at once, with the statement's result or its error.
  const settle = <T>(work: () => T): Promise<T> => {
    try {
      return Promise.resolve(work());
    } catch (error) {
      return Promise.reject(error as Error);
    }
  };
  const handle: Db = {
    dialect: 'sqlite',
    all: <T>(sql: string, params?: Params) => settle(() => db.statement(sql).all(...bind(params)) as T[]),
    get: <T>(sql: string, params?: Params) => settle(() => db.statement(sql).get(...bind(params)) as T | undefined),
    run: (sql, params) => settle(() => ({ changes: db.statement(sql).run(...bind(params)).changes })),
    insert: (sql, params) => settle(() => Number(db.statement(sql).run(...bind(params)).lastInsertRowid)),
    exec: (sql) => settle(() => void db.raw.exec(sql)),
    transaction: (fn) => fn(handle),
    close: () => db.close(),
  };
  return handle;
}
