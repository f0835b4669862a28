import { randomBytes } from 'node:crypto';
import { defaultSiteOrigins, type ApiContext } from './context';
import type { Db } from './db/db';
import { dbImage, openDb, openDbImage } from './db/open';

export const TEST_START = Date.UTC(2026, 10, 21, 9, 0, 0);

export type TestApiContext = ApiContext & { advance(ms: number): void };

/** A fresh context with a movable clock, for tests, on an empty in-memory database. */
export async function createTestContext(start = TEST_START): Promise<TestApiContext> {
  return withTestClock(await openDb(':memory:'), start);
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
export type DbCopy = { sqlite: Buffer };

export function copyOf(db: Db): Promise<DbCopy> {
  return Promise.resolve({ sqlite: dbImage(db) });
}

export function openCopy(copy: DbCopy): Promise<Db> {
  return Promise.resolve(openDbImage(copy.sqlite));
}
