import type { BrowserSession } from './remember-cookie';
import { pick, readPersisted } from './persistence';
import type { SessionWriter } from './session-writer';
import {
  PERSISTED_KEYS,
  type PersistedKey,
  type PersistedSession,
  type SessionState,
  type SessionStore,
} from './store';

export interface HydrationOptions {
  /** The mark of a login made in this browser session (rule 5). */
  browserSession: BrowserSession;
  /** Stops tracking the keys set before hydration and gives them (`trackEarlyWrites`). */
  stopTracking: () => Set<PersistedKey>;
  /** Opens the gate anyway after this long (localforage can hang on Safari). */
  timeoutMs: number;
}

/**
 * The hydration gate (DESIGN.md §3): resolves once the store holds what was stored, or, after
 * an error or the timeout, what it had. Whatever was set before (an early login) wins over what
 * storage held, and is written back.
 *
 * A timeout only opens the gate: storage that answers late (a busy phone, a second tab opening
 * the same database) still brings its login in, for every key the page has not changed since.
 * Before, a late answer was dropped and the tab stayed logged out for its lifetime.
 */
export function hydrate(store: SessionStore, writer: SessionWriter, options: HydrationOptions): Promise<void> {
  let opened: SessionState | null = null;
  return new Promise<void>((resolve) => {
    const finish = (stored: PersistedSession | null) => {
      if (opened) return;
      const { next, toWrite } = merge(store.getState(), stored, options.stopTracking(), options.browserSession);
      store.setState({ ...next, hydrated: true, driver: writer.storage?.driver ?? null });
      opened = store.getState();
      performance.mark('ossature:session:hydrated');
      if (toWrite.size) writer.enqueue(pick(next, [...toWrite]));
      resolve();
    };
    const arrived = (stored: PersistedSession) => {
      if (!opened) return finish(stored);
      const atGate = opened;
      const untouched = PERSISTED_KEYS.filter((key) => store.getState()[key] === atGate[key]);
      const { next } = merge(atGate, stored, new Set(), options.browserSession);
      store.setState({ ...pick(next, untouched), driver: writer.storage?.driver ?? null });
    };
    const timer = setTimeout(() => {
      console.warn('[ossature] The stored session did not load in time; continuing without it for now.');
      finish(null);
    }, options.timeoutMs);
    const read = async () => {
      const storage = await writer.open();
      return storage ? readPersisted(storage.storage) : null;
    };
    read()
      .then(
        (stored) => (stored ? arrived(stored) : finish(null)),
        (error) => {
          console.warn('[ossature] The stored session could not be read.', error);
          finish(null);
        },
      )
      .finally(() => clearTimeout(timer));
  });
}

/** The stored session under the keys set before hydration, and the keys to write back. */
function merge(
  current: SessionState,
  stored: PersistedSession | null,
  dirty: Set<PersistedKey>,
  browserSession: BrowserSession,
) {
  const next: PersistedSession = { device: current.device, user: current.user, remember: current.remember };
  const toWrite = new Set(dirty);
  if (stored) {
    for (const key of ['device', 'user', 'remember'] as const) {
      if (!dirty.has(key)) (next as unknown as Record<string, unknown>)[key] = stored[key];
    }
    // Rule 5: a login that was not remembered ends with the browser session.
    if (next.user && !next.remember && !dirty.has('user') && !browserSession.isMarked()) {
      next.user = null;
      toWrite.add('user');
    }
  }
  return { next, toWrite };
}
