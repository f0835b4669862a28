import type { RateLimiterRes } from 'rate-limiter-flexible';
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js';
import { counterRes, type Counter } from './counter';

/**
 * rate-limiter-flexible's in-memory limiter on an injected clock. The library's own memory and
 * SQLite stores read `Date.now()`; ours reads the API context's `now()`, so the window, the
 * expiry and the `Retry-After` come from one clock, and tests move that clock instead of waiting.
 * The points, windows, blocking and the answers (`RateLimiterRes`, rejected when over the limit)
 * are the library's: this class is the store it asks to implement (`_upsert`, `_get`, `_delete`,
 * `_getRateLimiterRes`), as its Redis, Mongo and SQLite stores do.
 */
export class ClockedMemoryLimiter extends RateLimiterStoreAbstract {
  readonly #counters = new Map<string, Counter>();

  constructor(
    options: { keyPrefix: string; points: number; duration: number },
    private readonly now: () => number,
  ) {
    super({ ...options, storeClient: 'memory' });
  }

  /** Drops the windows that have ended, so the map does not grow with every key ever seen. */
  #sweep(at: number): void {
    for (const [key, counter] of this.#counters) {
      if (counter.expire !== null && counter.expire <= at) this.#counters.delete(key);
    }
  }

  protected _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<Counter> {
    const at = this.now();
    const current = this.#counters.get(rlKey);
    const live = current && (current.expire === null || current.expire > at);
    const next: Counter =
      live && !forceExpire
        ? { points: current.points + points, expire: current.expire }
        : { points, expire: msDuration > 0 ? at + msDuration : null };
    if (!live) this.#sweep(at);
    this.#counters.set(rlKey, next);
    return Promise.resolve({ ...next });
  }

  protected _get(rlKey: string): Promise<Counter | null> {
    const counter = this.#counters.get(rlKey);
    const live = counter && (counter.expire === null || counter.expire > this.now());
    return Promise.resolve(live ? { ...counter } : null);
  }

  protected _delete(rlKey: string): Promise<boolean> {
    return Promise.resolve(this.#counters.delete(rlKey));
  }

  protected _getRateLimiterRes(_rlKey: string, changedPoints: number, result: Counter): RateLimiterRes {
    return counterRes(this.points, this.now(), changedPoints, result);
  }
}
