import { documentCookies, hasBrowserSession, markBrowserSession, type CookieJar } from './remember-cookie';
import { changedKeys, pick, readPersisted, trackEarlyWrites, writePersisted } from './persistence';
import type { SessionUser, StoredDevice } from './session-user';
import { chooseStorage, MEMORY_DRIVER, type ChosenStorage } from './storage';
import { createSessionStore, PERSISTED_KEYS, type PersistedKey, type PersistedSession, type SessionStore } from './store';

/** The part of BroadcastChannel the session uses. */
export interface Channel {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

export interface SessionOptions {
  storageName: string;
  /** Opens the hydration gate anyway after this long (localforage can hang on Safari). */
  hydrationTimeoutMs?: number;
  openStorage?: () => Promise<ChosenStorage>;
  cookies?: CookieJar;
  openChannel?: (name: string) => Channel | null;
}

export interface Session {
  store: SessionStore;
  /** Resolves once the store is hydrated: from storage, or empty after an error or the timeout. */
  ready: Promise<void>;
  login(user: SessionUser, remember: boolean): void;
  /** Forgets the user locally (the server call is the account layer's business). */
  clearUser(): void;
  setDevice(device: StoredDevice | null): void;
  /** Replaces the tokens after a refresh, keeping everything else. */
  updateTokens(token: string, refreshToken: string | null): void;
  /**
   * Resolves once every change made so far is in storage. Await it before leaving the page
   * (logout, SSO landing): a navigation aborts IndexedDB writes still in flight, and the next
   * page would read the previous session back.
   */
  persisted(): Promise<void>;
  dispose(): void;
}

const defaultChannel = (name: string): Channel | null =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);

/**
 * The shared login session (DESIGN.md §3): a vanilla zustand store, hydrated from localforage
 * behind a gate, written through after hydration only, synchronised across tabs.
 */
export function createSession(options: SessionOptions): Session {
  const store = createSessionStore();
  const cookies = options.cookies ?? documentCookies();
  const stopTracking = trackEarlyWrites(store);
  const storagePromise = (options.openStorage ?? (() => chooseStorage(options.storageName)))().catch((error) => {
    console.warn('[ossature] No storage works; the login will last for this page only.', error);
    return null;
  });
  const channel = (options.openChannel ?? defaultChannel)(`ossature:${options.storageName}`);
  let storage: ChosenStorage | null = null;
  let applyingRemote = false;
  let writes = Promise.resolve();

  const enqueueWrite = (values: Partial<PersistedSession>) => {
    if (!storage) return;
    const target = storage.storage;
    writes = writes.then(() => writePersisted(target, values)).catch((error) => {
      console.warn('[ossature] The session could not be saved.', error);
    });
  };

  const hydrate = async () => {
    storage = await storagePromise;
    const stored = storage ? await readPersisted(storage.storage) : null;
    return stored;
  };

  let settled = false;
  const ready = new Promise<void>((resolve) => {
    const finish = (stored: PersistedSession | null) => {
      if (settled) return;
      settled = true;
      const dirty = stopTracking();
      const current = store.getState();
      const next: PersistedSession = { device: current.device, user: current.user, remember: current.remember };
      const toWrite = new Set(dirty);
      if (stored) {
        for (const key of ['device', 'user', 'remember'] as const) {
          if (!dirty.has(key)) (next as unknown as Record<string, unknown>)[key] = stored[key];
        }
        // Rule 5: a login that was not remembered ends with the browser session.
        if (next.user && !next.remember && !dirty.has('user') && !hasBrowserSession(cookies)) {
          next.user = null;
          toWrite.add('user');
        }
      }
      store.setState({ ...next, hydrated: true, driver: storage?.driver ?? null });
      performance.mark('ossature:session:hydrated');
      if (toWrite.size) enqueueWrite(pick(next, [...toWrite]));
      resolve();
    };
    const timer = setTimeout(() => {
      console.warn('[ossature] The stored session did not load in time; continuing without it.');
      finish(null);
    }, options.hydrationTimeoutMs ?? 1500);
    hydrate().then(finish, (error) => {
      console.warn('[ossature] The stored session could not be read.', error);
      finish(null);
    }).finally(() => clearTimeout(timer));
  });

  // Write-through after hydration, and tell the other tabs.
  const unsubscribe = store.subscribe((next, prev) => {
    if (!next.hydrated || !prev.hydrated || applyingRemote) return;
    const keys = changedKeys(prev, next);
    if (keys.length === 0) return;
    const values = pick(next, keys);
    enqueueWrite(values);
    const message = { values };
    writes.then(() => channel?.postMessage(message));
  });

  // Another tab changed the session: re-read storage (the source of truth), or take the values
  // from the message when storage is memory (not shared). Never re-broadcast what was received.
  // Only the keys the message names are taken, and for each key only the newest message's read:
  // reads run concurrently and may finish out of order, and a slow read started before a login
  // (for another tab's device, say) must not put back the logged-out state it saw.
  const newestMessage = new Map<PersistedKey, number>();
  let messages = 0;
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      const sent = (event.data as { values?: Partial<PersistedSession> } | null)?.values ?? {};
      const keys = PERSISTED_KEYS.filter((key) => key in sent);
      const id = ++messages;
      for (const key of keys) newestMessage.set(key, id);
      void ready.then(async () => {
        const values = storage && storage.driver !== MEMORY_DRIVER ? await readPersisted(storage.storage) : sent;
        const current = keys.filter((key) => newestMessage.get(key) === id);
        if (current.length === 0) return;
        applyingRemote = true;
        try { store.setState(pick(values as PersistedSession, current)); } finally { applyingRemote = false; }
      });
    };
  }

  return {
    store,
    ready,
    login(user, remember) {
      markBrowserSession(cookies);
      store.setState({ user, remember });
    },
    clearUser() {
      store.setState({ user: null, remember: false });
    },
    setDevice(device) {
      store.setState({ device });
    },
    updateTokens(token, refreshToken) {
      const user = store.getState().user;
      if (user) store.setState({ user: { ...user, token, refreshToken } });
    },
    persisted() {
      return writes;
    },
    dispose() {
      unsubscribe();
      if (channel) channel.onmessage = null;
      // Closing now would make the pending broadcast of the last change throw (a closed channel
      // refuses postMessage): close once the queued writes and their broadcasts are done.
      void writes.then(() => channel?.close());
    },
  };
}
