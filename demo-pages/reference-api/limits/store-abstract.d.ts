/**
 * The library's base class of stores: its types declare it, its index does not export it (each of
 * its stores requires it by path), so the reference API does the same.
 */
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js' {
  import { RateLimiterStoreAbstract } from 'rate-limiter-flexible';
  export default RateLimiterStoreAbstract;
}
