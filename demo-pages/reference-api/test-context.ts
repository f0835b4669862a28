import { randomBytes } from 'node:crypto';
import { defaultSiteOrigins, type ApiContext } from './context';
import type { Db } from './db/db';
import { dbImage, openDb, openDbImage } from './db/open';

export const TEST_START = Date.UTC(2026, 10, 21, 9, 0, 0);

export type TestApiContext = ApiContext & { advance(ms: number): void };

/**
 * The database the tests run on: SQLite in memory, unless DATABASE_URL names a PostgreSQL
 * database (then a schema of its own in it, db/test-schemas.ts).
 */
const postgresUrl = (): string | undefined => process.env.DATABASE_URL || undefined;

/** PostgreSQL's side (and the `pg` driver), loaded only when the tests run on it. */
const testSchemas = () => import('./db/test-schemas');

/** A fresh context with a movable clock, for tests, on an empty database. */
export async function createTestContext(start = TEST_START): Promise<TestApiContext> {
  const url = postgresUrl();
  return withTestClock(url ? await (await testSchemas()).openTestSchema(url) : await openDb(':memory:'), start);
}

/** A test context on a database already open (a copy of a seeded one). */
export function withTestClock(db: Db, start = TEST_START): TestApiContext {
  let now = start;
  return {
    db,
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
    // A Uint8Array of the test's own realm: under jsdom, jose's browser build refuses a Node Buffer.
    secret: new Uint8Array(randomBytes(32)),
    sites: defaultSiteOrigins(8080),
    scryptCost: 1024,
  };
}

/** A frozen copy of a test database (a seeded one), to open again and again with `openCopy`. */
export type DbCopy = { sqlite: Buffer } | { schema: string };

export async function copyOf(db: Db): Promise<DbCopy> {
  const url = postgresUrl();
  if (!url) return { sqlite: dbImage(db) };
  // A copy nobody writes to: the database itself goes on being used by its test.
  const { copyTestSchema, schemaOf } = await testSchemas();
  return { schema: schemaOf(await copyTestSchema(url, schemaOf(db))) };
}

export async function openCopy(copy: DbCopy): Promise<Db> {
  if ('sqlite' in copy) return openDbImage(copy.sqlite);
  return (await testSchemas()).copyTestSchema(postgresUrl()!, copy.schema, true);
}
