/**
 * For the `dynamic` structs that pick a reading of a body by one of its keys. Its own module, out
 * of index.ts: only registration and password reset need it, so it stays out of the runtime chunk.
 */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
