import { writePersisted } from './persistence';
import type { ChosenStorage } from './storage';
import type { PersistedSession } from './store';

/**
 * The session's storage once chosen, and its queue of writes: one at a time, in order, so that
 * a later value never lands before an earlier one. Nothing is written before the storage is
 * known (the hydration gate waits for it), and a failed write is only logged.
 */
export function sessionWriter(opening: Promise<ChosenStorage | null>) {
  let storage: ChosenStorage | null = null;
  let writes = Promise.resolve();
  return {
    /** Waits for the storage (null: none works) and keeps it for the writes. */
    async open(): Promise<ChosenStorage | null> {
      storage = await opening;
      return storage;
    },
    get storage(): ChosenStorage | null {
      return storage;
    },
    enqueue(values: Partial<PersistedSession>): void {
      if (!storage) return;
      const target = storage.storage;
      writes = writes
        .then(() => writePersisted(target, values))
        .catch((error) => {
          console.warn('[ossature] The session could not be saved.', error);
        });
    },
    /** Resolves once every write queued so far is done. */
    get written(): Promise<void> {
      return writes;
    },
  };
}

export type SessionWriter = ReturnType<typeof sessionWriter>;
