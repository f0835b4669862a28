import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { THERMAL_SCHEMA } from '../thermal/schema';
import { SCHEMA, SCHEMA_VERSION } from './schema';

export type Db = Database.Database;

/** Opens (and creates) the database; `:memory:` for tests. */
export function openDb(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  rebuildIfOutdated(db, file);
  db.exec(SCHEMA);
  db.exec(THERMAL_SCHEMA);
  db.prepare(`INSERT OR REPLACE INTO settings (key, value) VALUES ('schema_version', ?)`).run(String(SCHEMA_VERSION));
  return db;
}

/**
 * A copy of a serialized database (`db.serialize()`), in memory: the tests copy a seeded database
 * rather than seed each one again (the seed costs 0.3 s, a copy a few milliseconds).
 */
export function openDbImage(image: Buffer): Db {
  const db = new Database(image);
  db.pragma('foreign_keys = ON');
  return db;
}

/**
 * A database built with other tables (a developer's `.data/preview.db` from before a schema
 * change) is emptied of its tables, settings apart (the signing secret), so that the caller
 * seeds it again: `CREATE TABLE IF NOT EXISTS` alone would keep the old columns. A database
 * without a version is version 1.
 */
function rebuildIfOutdated(db: Db, file: string): void {
  db.exec(`CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
  const tables = db
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'settings'`)
    .all() as { name: string }[];
  const row = db.prepare(`SELECT value FROM settings WHERE key = 'schema_version'`).get() as
    { value: string } | undefined;
  const version = Number(row?.value ?? 1);
  if (tables.length === 0 || version === SCHEMA_VERSION) return;
  db.pragma('foreign_keys = OFF');
  db.transaction(() => {
    for (const { name } of tables) db.exec(`DROP TABLE IF EXISTS "${name}"`);
  })();
  db.pragma('foreign_keys = ON');
  console.log(
    `Schéma de la base modifié (version ${version} → ${SCHEMA_VERSION}) : tables reconstruites, données de démonstration rechargées (${file}).`,
  );
}

/**
 * Empties every table (used by `--reset` before seeding again). Newest table first: a table is
 * created after the ones it refers to, so its rows go before theirs (an anonymous search in
 * main_histories refers to a rupteur without a cascade, and failed the next reset).
 */
export function clearDb(db: Db): void {
  const tables = db
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY rowid DESC`)
    .all() as { name: string }[];
  db.transaction(() => {
    for (const { name } of tables) if (name !== 'settings') db.exec(`DELETE FROM "${name}"`);
  })();
}
