import type { Db } from './db';

/**
 * After rows were inserted with their ids given (the seed's data sets, a copied database), the
 * identity columns of PostgreSQL would hand out those ids again: each one restarts past the
 * highest id its table holds. SQLite needs nothing: its next rowid is always past the highest.
 */
export async function afterExplicitIds(db: Db): Promise<void> {
  if (db.dialect !== 'postgres') return;
  const tables = await db.all<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'id' AND is_identity = 'YES'`,
  );
  if (tables.length === 0) return;
  await db.exec(
    tables
      .map(
        ({ table_name: t }) =>
          `SELECT setval(pg_get_serial_sequence('"${t}"', 'id'), COALESCE((SELECT MAX(id) FROM "${t}"), 0) + 1, false);`,
      )
      .join('\n'),
  );
}
