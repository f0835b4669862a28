import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from './connect';
import type { Db } from './db';
import { listTables } from './dialect';
import { afterExplicitIds } from './identities';
import type { PostgresDb } from './postgres';

/**
 * Test databases on PostgreSQL: each test context has a schema of its own in the database
 * DATABASE_URL names (its connections' `search_path`), as each has its own `:memory:` SQLite
 * database. A seeded schema is copied rather than seeded again, as a seeded SQLite image is.
 */
const opened = new Map<Db, string>();
const prefix = `t${process.pid}_${randomBytes(3).toString('hex')}_`;
let count = 0;

/** A new, empty schema with the tables. */
export async function openTestSchema(url: string): Promise<PostgresDb> {
  const schema = `${prefix}${++count}`;
  const db = await openPostgres(url, schema);
  opened.set(db, schema);
  return db;
}

/** The schema a test database lives in. */
export function schemaOf(db: Db): string {
  const schema = opened.get(db);
  if (!schema) throw new Error('Not a test schema of this process.');
  return schema;
}

/**
 * The copies of a seeded schema that a test made, once it has ended (`endTestCopies`): the next
 * copy empties one and fills it again instead of creating a schema, its tables and a pool, whose
 * connections PostgreSQL would start afresh (the reference-API suite on PostgreSQL: 99 s → 65 s).
 */
const released: PostgresDb[] = [];
/** The reusable copies opened since `startTestCopies`, if a test is running. */
let opening: PostgresDb[] | null = null;

/** A test starts: the reusable copies opened from now on are its own. */
export function startTestCopies(): void {
  opening = [];
}

/** The test has ended: its reusable copies may be emptied and filled for the next ones. */
export function endTestCopies(): void {
  released.push(...(opening ?? []));
  opening = null;
}

/**
 * A schema holding a copy of the rows of `source` (another test schema). `reusable`: a test's
 * own copy, which the next tests may reuse once it has ended (not a frozen copy kept by a file).
 */
export async function copyTestSchema(url: string, source: string, reusable = false): Promise<PostgresDb> {
  let reused = reusable ? released.pop() : undefined;
  while (reused?.pool.ending) reused = released.pop();
  const db = reused ?? (await openTestSchema(url));
  const present = await db.all<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ?`,
    [source],
  );
  const inSource = new Set(present.map((row) => row.name));
  const all = await listTables(db);
  // Oldest table first: a row's references are copied before it.
  const tables = [...all].reverse().filter((t) => inSource.has(t) && t !== 'settings');
  // The rows of a consistent schema, copied whole: no foreign-key check per row (a replica's
  // role skips the triggers that make them). The seed's 11,000 ψ values took most of a copy.
  await db.exec(
    [
      'BEGIN;',
      'SET LOCAL session_replication_role = replica;',
      ...(reused ? [`TRUNCATE ${all.map((t) => `"${t}"`).join(', ')};`] : []),
      ...tables.map((t) => `INSERT INTO "${t}" SELECT * FROM "${source}"."${t}";`),
      `INSERT INTO settings SELECT * FROM "${source}".settings ON CONFLICT (key) DO NOTHING;`,
      'COMMIT;',
    ].join('\n'),
  );
  await afterExplicitIds(db);
  if (reusable) opening?.push(db);
  return db;
}

/** Closes every test database of this process and drops their schemas (after a test file). */
export async function dropTestSchemas(url: string): Promise<void> {
  if (opened.size === 0) return;
  released.length = 0;
  const names = [...opened.values()].map((schema) => `"${schema}"`);
  await Promise.all([...opened.keys()].map((db) => db.close().catch(() => undefined)));
  opened.clear();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${names.join(', ')} CASCADE`);
  } finally {
    await client.end();
  }
}
