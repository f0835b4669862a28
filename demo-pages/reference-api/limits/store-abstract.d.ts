/**
 * The library's base class of stores: its types declare it, its index does not export it (each of
 * its stores requires it by path), so the reference API does the same. So with its result class:
 * the index loads every store the library has (Redis, Mongo, DynamoDB…), 20 ms at each start.
 */
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js' {
  import { RateLimiterStoreAbstract } from 'rate-limiter-flexible';
  export default RateLimiterStoreAbstract;
}

declare module 'rate-limiter-flexible/lib/RateLimiterRes.js' {
  import { RateLimiterRes } from 'rate-limiter-flexible';
  export default RateLimiterRes;
}
