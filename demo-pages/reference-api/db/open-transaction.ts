import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The open transaction of the calling async context, whichever database opened it: one
 * AsyncLocalStorage for the process. Node runs each live AsyncLocalStorage's hook on every promise
 * it creates; one per database (the tests open hundreds, which nothing disables) made every
 * promise of a test worker pay for all of them: 6 s of the reference-API suite's 65.
 */
const open = new AsyncLocalStorage<{ owner: object; value: unknown }>();

/** Runs `fn` in a context where `owner`'s open transaction is `value`. */
export function runInTransaction<V, T>(owner: object, value: V, fn: () => T): T {
  return open.run({ owner, value }, fn);
}

/** `owner`'s transaction open in the calling context, if any (another database's is not). */
export function transactionOf<V>(owner: object): V | undefined {
  const store = open.getStore();
  return store?.owner === owner ? (store.value as V) : undefined;
}

/**
 * Stops following transactions in this copy of the module. For a host that drops the module while
 * the process goes on, as Jest does after each test file (each file loads its own copy): a dropped
 * storage stays enabled, and Node would go on calling it on every promise of the process.
 */
export function releaseTransactionContext(): void {
  open.disable();
}
