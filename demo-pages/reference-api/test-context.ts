import { openDb } from './db/open';
import { defaultSiteOrigins, type ApiContext } from './context';
import { randomBytes } from 'node:crypto';

/** A fresh in-memory context with a movable clock, for tests. */
export function createTestContext(start = Date.UTC(2026, 10, 21, 9, 0, 0)): ApiContext & { advance(ms: number): void } {
  let now = start;
  return {
    db: openDb(':memory:'),
    now: () => now,
    advance(ms: number) { now += ms; },
    secret: randomBytes(32),
    sites: defaultSiteOrigins(8080),
    scryptCost: 1024,
  };
}
