import type { RateLimiterRes } from 'rate-limiter-flexible';
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js';
import { counterRes, type Counter } from './counter';
import type { Db } from '../db/db';

/** Every this many new windows, the rows of ended windows are deleted. */
const SWEEP_EVERY = 200;

/**
 * rate-limiter-flexible's limiter with its counters in the API's database (`rate_limits`), on the
 * injected clock as ClockedMemoryLimiter is: every instance on one PostgreSQL database counts the
 * same calls. The library's own PostgreSQL store reads the server's clock and wants a client of
 * its own; this one goes through the data layer, so tests move the clock as they do in memory.
 * One statement adds the points (or starts a new window when the last one ended): concurrent
 * calls, from any instance, never lose a point.
 */
export class ClockedDbLimiter extends RateLimiterStoreAbstract {
  #windows = 0;

  constructor(
    options: { keyPrefix: string; points: number; duration: number },
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    super({ ...options, storeClient: 'database' });
  }

  protected async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<Counter> {
    const at = this.now();
    const expire = msDuration > 0 ? at + msDuration : null;
    // "Ended" is the stored window's, at this instant; a forced expiry starts a new one as well.
    const ended = `(rate_limits.expire IS NOT NULL AND rate_limits.expire <= ?) OR ? = 1`;
    const row = await this.db.get<Counter>(
      `INSERT INTO rate_limits (key, points, expire) VALUES (?, ?, ?)
        ON CONFLICT (key) DO UPDATE SET
          points = CASE WHEN ${ended} THEN excluded.points ELSE rate_limits.points + excluded.points END,
          expire = CASE WHEN ${ended} THEN excluded.expire ELSE rate_limits.expire END
        RETURNING points, expire`,
      [rlKey, points, expire, at, Number(forceExpire), at, Number(forceExpire)],
    );
    if (row!.points === points && ++this.#windows % SWEEP_EVERY === 0)
      await this.db.run(`DELETE FROM rate_limits WHERE expire IS NOT NULL AND expire <= ?`, [at]);
    return row!;
  }

  protected async _get(rlKey: string): Promise<Counter | null> {
    const row = await this.db.get<Counter>(`SELECT points, expire FROM rate_limits WHERE key = ?`, [rlKey]);
    return row && (row.expire === null || row.expire > this.now()) ? row : null;
  }

  protected async _delete(rlKey: string): Promise<boolean> {
    return (await this.db.run(`DELETE FROM rate_limits WHERE key = ?`, [rlKey])).changes > 0;
  }

  protected _getRateLimiterRes(_rlKey: string, changedPoints: number, result: Counter): RateLimiterRes {
    return counterRes(this.points, this.now(), changedPoints, result);
  }
}
