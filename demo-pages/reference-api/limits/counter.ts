import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes.js';

/** What a limiter's store keeps per key: points consumed in the window, and when the window ends. */
export interface Counter {
  points: number;
  /** Epoch milliseconds; null for a key that never expires. */
  expire: number | null;
}

/**
 * The library's answer for a counter, as its own stores make it, on the API's clock (`now`): the
 * points left under `limit`, the time to the window's end, and whether this call opened it.
 */
export function counterRes(limit: number, now: number, changedPoints: number, result: Counter): RateLimiterRes {
  const consumed = result.points;
  return new RateLimiterRes(
    Math.max(limit - consumed, 0),
    result.expire === null ? -1 : Math.max(result.expire - now, 0),
    consumed,
    changedPoints === consumed,
  );
}
