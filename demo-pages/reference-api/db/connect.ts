import pg from 'pg';
import type { Db } from './db';
import { openDb, prepareSchema } from './open';
import { PostgresDb } from './postgres';

/**
 * Opens PostgreSQL at `url` (`postgres://…`), in `schema` when given (created if missing: the
 * tests give each context its own), and creates the tables it lacks.
 */
export async function openPostgres(url: string, schema?: string): Promise<PostgresDb> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 8,
    options: schema ? `-c search_path=${schema}` : undefined,
    // Idle connections close soon: a test file opens many small databases.
    idleTimeoutMillis: 2_000,
    allowExitOnIdle: true,
  });
  const db = new PostgresDb(pool);
  if (schema) {
    // A schema of its own (a test's): no other instance shares it, so no lock either.
    await db.exec(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await prepareSchema(db, schema);
  } else {
    await db.exclusive(() => prepareSchema(db, url.replace(/\/\/[^@]*@/, '//')));
  }
  return db;
}

/** PostgreSQL when `DATABASE_URL` names one, else SQLite in `file`: what `npm start` opens. */
export function openFromEnv(env: NodeJS.ProcessEnv, file: string): Promise<Db> {
  const url = env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  if (url) throw new Error(`DATABASE_URL doit commencer par postgres:// (reçu : ${url.split(':')[0]}:…).`);
  return openDb(file);
}

/** Runs `fn` alone among the instances sharing the database (startup: schema, seed, secret). */
export function exclusively<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  return db instanceof PostgresDb ? db.exclusive(fn) : fn();
}
