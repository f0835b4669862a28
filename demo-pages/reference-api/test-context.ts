import { openDb } from './db/open';
import { defaultSiteOrigins, type ApiContext } from './context';
import { randomBytes } from 'node:crypto';

/** A fresh in-memory context with a movable clock, for tests. */
export function createTestContext(start = Date.UTC(2026, 10, 21, 9, 0, 0)): ApiContext & { advance(ms: number): void } {
  let now = start;
  return {
    db: openDb(':memory:'),
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
