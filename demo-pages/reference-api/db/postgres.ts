import pg from 'pg';
import type { Db, Params } from './db';
import { runInTransaction, transactionOf } from './open-transaction';
import { toNumbered } from './placeholders';

// Integers are 64-bit in this schema (epoch milliseconds), counts are too: read them as numbers,
// as SQLite gives them. NUMERIC (a SUM, an AVG) likewise.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);

type Client = pg.Pool | pg.PoolClient;

/**
 * PostgreSQL (node-postgres) behind the async interface. A transaction holds one pooled
 * connection; calls made from inside it (by its async context, even through the outer handle)
 * go to that connection, as with SQLite.
 */
export class PostgresDb implements Db {
  readonly dialect = 'postgres';
  constructor(readonly pool: pg.Pool) {}

  private target(): Db | null {
    return transactionOf<Db>(this) ?? null;
  }

  all<T>(sql: string, params?: Params) {
    return this.target()?.all<T>(sql, params) ?? rows<T>(this.pool, sql, params);
  }
  async get<T>(sql: string, params?: Params) {
    return this.target()?.get<T>(sql, params) ?? (await rows<T>(this.pool, sql, params))[0];
  }
  run(sql: string, params?: Params) {
    return this.target()?.run(sql, params) ?? changes(this.pool, sql, params);
  }
  insert(sql: string, params?: Params) {
    return this.target()?.insert(sql, params) ?? insertId(this.pool, sql, params);
  }
  async exec(sql: string) {
    await (this.target()?.exec(sql) ?? this.pool.query(sql));
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const open = this.target();
    if (open) return fn(open);
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const tx = clientHandle(client);
      const result = await runInTransaction(this, tx, () => fn(tx));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * Runs `fn` while holding the lock `name`, which every instance on this database shares (an
   * advisory lock, held by a connection of its own): whoever else asks for it waits. What `fn`
   * writes is committed as it goes, not held back with the lock.
   */
  async locked<T>(name: string, fn: () => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
      return await fn();
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
      client.release();
    }
  }

  /** Two instances starting at once create the tables and seed them one after the other. */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    return this.locked('ossature startup', fn);
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

async function rows<T>(client: Client, sql: string, params?: Params): Promise<T[]> {
  const { text, values } = toNumbered(sql, params);
  return (await client.query({ text, values })).rows as T[];
}

async function changes(client: Client, sql: string, params?: Params): Promise<{ changes: number }> {
  const { text, values } = toNumbered(sql, params);
  return { changes: (await client.query({ text, values })).rowCount ?? 0 };
}

async function insertId(client: Client, sql: string, params?: Params): Promise<number> {
  const [row] = await rows<{ id: number }>(client, `${sql} RETURNING id`, params);
  return Number(row!.id);
}

/** The handle a transaction's callback gets: its one connection. */
function clientHandle(client: pg.PoolClient): Db {
  const handle: Db = {
    dialect: 'postgres',
    all: <T>(sql: string, params?: Params) => rows<T>(client, sql, params),
    get: async <T>(sql: string, params?: Params) => (await rows<T>(client, sql, params))[0],
    run: (sql, params) => changes(client, sql, params),
    insert: (sql, params) => insertId(client, sql, params),
    exec: async (sql) => void (await client.query(sql)),
    transaction: (fn) => fn(handle),
    close: () => Promise.reject(new Error('A transaction does not close the database.')),
  };
  return handle;
}
