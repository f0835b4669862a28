import { RateLimiterRes } from 'rate-limiter-flexible';
import { ClockedDbLimiter } from '@/demo-pages/reference-api/limits/clocked-db-limiter';
import { createTestContext } from '@/demo-pages/reference-api/test-context';

/**
 * The limits' database store: two instances on one database (two limiters here, as two processes
 * would make) count the same calls, on the API's clock. On SQLite in this run, on PostgreSQL when
 * DATABASE_URL names one.
 */
describe('limits kept in the database', () => {
  const options = { keyPrefix: 'share', points: 2, duration: 600 };

  test('a count made through one instance holds for the other, until the window ends', async () => {
    const ctx = await createTestContext();
    const first = new ClockedDbLimiter(options, ctx.db, () => ctx.now());
    const second = new ClockedDbLimiter(options, ctx.db, () => ctx.now());
    await first.consume('ip:192.0.2.1');
    expect((await second.consume('ip:192.0.2.1')).remainingPoints).toBe(0);
    const refusal: unknown = await first.consume('ip:192.0.2.1').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RateLimiterRes);
    expect((refusal as RateLimiterRes).msBeforeNext).toBe(600_000);
    // Another key has its own count.
    expect((await second.consume('ip:192.0.2.2')).remainingPoints).toBe(1);
    ctx.advance(600_000);
    expect((await second.consume('ip:192.0.2.1')).remainingPoints).toBe(1);
  });

  test('calls at the same moment lose no point', async () => {
    const ctx = await createTestContext();
    const limiters = [1, 2].map(() => new ClockedDbLimiter({ ...options, points: 10 }, ctx.db, () => ctx.now()));
    const answers = await Promise.allSettled(
      Array.from({ length: 14 }, (_, i) => limiters[i % 2]!.consume('ip:192.0.2.3')),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(10);
    expect(answers.filter((a) => a.status === 'rejected')).toHaveLength(4);
  });
});
