import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { THERMAL_SCHEMA } from '../thermal/schema';
import type { Db } from './db';
import { listTables, schemaSql, upsert } from './dialect';
import { SCHEMA, SCHEMA_VERSION } from './schema';
import { SqliteDb } from './sqlite';

export type { Db } from './db';

/** Opens (and creates) an SQLite database; `:memory:` for tests. */
export async function openDb(file: string): Promise<Db> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const raw = new Database(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('foreign_keys = ON');
  const db = new SqliteDb(raw);
  await prepareSchema(db, file);
  return db;
}

/** Creates the tables a database lacks (rebuilding an outdated one first) and records the version. */
export async function prepareSchema(db: Db, name: string): Promise<void> {
  if (db.dialect === 'postgres') await db.exec(POSTGRES_PRELUDE);
  await rebuildIfOutdated(db, name);
  await db.exec(schemaSql(db.dialect, SCHEMA));
  await db.exec(schemaSql(db.dialect, THERMAL_SCHEMA));
  await db.run(upsert('settings', ['key', 'value'], ['key']), ['schema_version', String(SCHEMA_VERSION)]);
}

/**
 * What the schema's words need in PostgreSQL: NOCASE, a case-insensitive collation (ICU, at the
 * secondary strength: accents count, case does not), as SQLite's NOCASE compares e-mail addresses.
 */
const POSTGRES_PRELUDE = `CREATE COLLATION IF NOT EXISTS nocase
  (provider = icu, locale = 'und-u-ks-level2', deterministic = false)`;

/**
 * A copy of a serialized SQLite database (`dbImage`), in memory: the tests copy a seeded database
 * rather than seed each one again (the seed costs 0.3 s, a copy a few milliseconds).
 */
export function openDbImage(image: Buffer): Db {
  const raw = new Database(image);
  raw.pragma('foreign_keys = ON');
  return new SqliteDb(raw);
}

/** The bytes of an SQLite database, for `openDbImage`. */
export function dbImage(db: Db): Buffer {
  if (!(db instanceof SqliteDb)) throw new Error('Only an SQLite database has an image.');
  return db.raw.serialize();
}

/**
 * A database built with other tables (a developer's `.data/preview.db` from before a schema
 * change) is emptied of its tables, settings apart (the signing secret), so that the caller
 * seeds it again: `CREATE TABLE IF NOT EXISTS` alone would keep the old columns. A database
 * without a version is version 1.
 */
async function rebuildIfOutdated(db: Db, name: string): Promise<void> {
  await db.exec(`CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
  const tables = (await listTables(db)).filter((table) => table !== 'settings');
  const row = await db.get<{ value: string }>(`SELECT value FROM settings WHERE key = 'schema_version'`);
  const version = Number(row?.value ?? 1);
  if (tables.length === 0 || version === SCHEMA_VERSION) return;
  // SQLite cannot switch foreign keys inside a transaction; PostgreSQL drops what refers to a table.
  if (db.dialect === 'sqlite') await db.exec('PRAGMA foreign_keys = OFF');
  await db.transaction(async (tx) => {
    for (const table of tables) await tx.exec(`DROP TABLE IF EXISTS "${table}"${dropCascade(db)}`);
  });
  if (db.dialect === 'sqlite') await db.exec('PRAGMA foreign_keys = ON');
  console.log(
    `Schéma de la base modifié (version ${version} → ${SCHEMA_VERSION}) : tables reconstruites, données de démonstration rechargées (${name}).`,
  );
}

const dropCascade = (db: Db) => (db.dialect === 'postgres' ? ' CASCADE' : '');

/**
 * Empties every table (used by `--reset` before seeding again). Newest table first: a table is
 * created after the ones it refers to, so its rows go before theirs (an anonymous search in
 * main_histories refers to a rupteur without a cascade, and failed the next reset).
 */
export async function clearDb(db: Db): Promise<void> {
  const tables = (await listTables(db)).filter((table) => table !== 'settings');
  await db.transaction(async (tx) => {
    for (const table of tables) await tx.exec(`DELETE FROM "${table}"`);
  });
}
