import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { THERMAL_SCHEMA } from '../thermal/schema';
import { SCHEMA } from './schema';

export type Db = Database.Database;

/** Opens (and creates) the database; `:memory:` for tests. */
export function openDb(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  db.exec(THERMAL_SCHEMA);
  return db;
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
