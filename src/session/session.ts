import { hydrate } from './hydration';
import { readPersisted, trackEarlyWrites } from './persistence';
import { browserSession, documentCookies, tabSessionStorage, type CookieJar, type TabStorage } from './remember-cookie';
import type { SessionUser, StoredDevice } from './session-user';
import { sessionWriter, type SessionWriter } from './session-writer';
import { chooseStorage, MEMORY_DRIVER, type ChosenStorage } from './storage';
import { createSessionStore, type PersistedSession, type SessionStore } from './store';
import { syncTabs, type Channel } from './tab-sync';

export type { Channel };

export interface SessionOptions {
  storageName: string;
  /** Opens the hydration gate anyway after this long (localforage can hang on Safari). */
  hydrationTimeoutMs?: number;
  openStorage?: () => Promise<ChosenStorage>;
  cookies?: CookieJar;
  /** Where the tab also marks its browser session (sessionStorage by default; null: nowhere). */
  tabStorage?: TabStorage | null;
  openChannel?: (name: string) => Channel | null;
  /** The locks shared by the site's tabs (Web Locks by default; null: none, this tab alone). */
  locks?: TabLocks | null;
}

/** The part of the Web Locks API (`navigator.locks`) the session uses: an exclusive lock. */
export interface TabLocks {
  request<T>(name: string, task: () => Promise<T>): Promise<T>;
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
  /**
   * Runs `task` holding a lock of this site shared by all its tabs (one at a time across tabs);
   * where the browser has no Web Locks, at once (this tab's own single flight only).
   */
  exclusive<T>(name: string, task: () => Promise<T>): Promise<T>;
  /**
   * Takes the tokens another tab stored for the same user since this tab read them (a refresh
   * made there) and resolves to the user as it now is.
   */
  reloadUser(): Promise<SessionUser | null>;
  /**
   * Takes the device another tab stored since this tab read it (the minted device that replaced
   * a client-made one, say) and resolves to the device as it now is.
   */
  reloadDevice(): Promise<StoredDevice | null>;
  /** Resolves once the login hint for the loader is kept (login-hint.ts), or could not be. */
  hinted: Promise<unknown>;
  /**
   * This browser's key (browser-key.ts), made once and kept in the session's storage: the floor
   * and carbon sites' API client sends it, so the work made before logging in stays this
   * browser's.
   */
  browserKey(): Promise<string>;
  dispose(): void;
}

/**
 * Cross-tab sync is optional: where BroadcastChannel is missing or refused (a
 * SecurityError in some sandboxed contexts), the session works in this tab alone.
 */
function defaultChannel(name: string): Channel | null {
  try {
    return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
  } catch (error) {
    console.warn('[ossature] BroadcastChannel is refused; other tabs will see this login on their next page.', error);
    return null;
  }
}

/** Web Locks; a browser refusing them (an opaque origin) runs the task without the lock. */
function defaultLocks(): TabLocks | null {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return null;
  return {
    async request(name, task) {
      let started = false;
      try {
        return await locks.request(name, () => {
          started = true;
          return task();
        });
      } catch (error) {
        if (started) throw error;
        return task();
      }
    },
  };
}

/**
 * What storage holds now, this tab's writes included; none where storage is memory (this page's
 * alone) or unreadable.
 */
async function readStored(writer: SessionWriter): Promise<PersistedSession | null> {
  await writer.written;
  const chosen = writer.storage;
  if (!chosen || chosen.driver === MEMORY_DRIVER) return null;
  return readPersisted(chosen.storage).catch(() => null);
}

/**
 * What another tab stored since this tab read it, taken into this tab's store: the tokens of a
 * refresh made there for the same user; a device it stored (the minted device that replaced a
 * client-made one, say).
 */
function storageReloads(
  store: SessionStore,
  writer: SessionWriter,
  ready: Promise<void>,
): Pick<Session, 'reloadUser' | 'reloadDevice'> {
  return {
    async reloadUser() {
      await ready;
      const stored = (await readStored(writer))?.user;
      const now = store.getState().user;
      if (stored && now && stored.id === now.id && stored.token !== now.token)
        store.setState({ user: { ...now, token: stored.token, refreshToken: stored.refreshToken } });
      return store.getState().user;
    },
    async reloadDevice() {
      await ready;
      const stored = (await readStored(writer))?.device;
      const now = store.getState().device;
      if (stored && (stored.uuid !== now?.uuid || stored.token !== now.token)) store.setState({ device: stored });
      return store.getState().device;
    },
  };
}

function openStorage(options: SessionOptions): Promise<ChosenStorage | null> {
  return (options.openStorage ?? (() => chooseStorage(options.storageName)))().catch((error) => {
    console.warn('[ossature] No storage works; the login will last for this page only.', error);
    return null;
  });
}

/**
 * The login hint for the loader (login-hint.ts), from its own chunk once the store is hydrated;
 * resolves to its unsubscribe (a no-op when the chunk did not come: no hint, one shift at worst).
 */
function loginHintOnceReady(store: SessionStore, cookies: CookieJar, ready: Promise<void>) {
  return ready
    .then(() => import('./login-hint'))
    .then(({ keepLoginHint }) => keepLoginHint(store, cookies))
    .catch(() => () => undefined);
}

/**
 * This browser's key (browser-key.ts), from a chunk of its own: only the floor and carbon sites
 * send it, the main site has its device. Asked once per page; a failed download is asked again.
 */
function lazyBrowserKey(writer: SessionWriter, exclusive: <T>(task: () => Promise<T>) => Promise<T>) {
  let browser: Promise<string> | null = null;
  return () =>
    (browser ??= import('./browser-key')
      .then(({ browserKeeper }) => browserKeeper(writer, exclusive).get())
      .catch((error: unknown) => {
        browser = null;
        throw error;
      }));
}

/**
 * The shared login session (DESIGN.md §3): a vanilla zustand store, hydrated from localforage
 * behind a gate, written through after hydration only, synchronised across tabs.
 */
export function createSession(options: SessionOptions): Session {
  const store = createSessionStore();
  const cookies = options.cookies ?? documentCookies();
  const marks = browserSession(cookies, options.tabStorage === undefined ? tabSessionStorage() : options.tabStorage);
  const stopTracking = trackEarlyWrites(store);
  // The storage is asked for at once; the writes wait for it.
  const writer = sessionWriter(openStorage(options));
  const channel = (options.openChannel ?? defaultChannel)(`ossature:${options.storageName}`);
  const ready = hydrate(store, writer, {
    browserSession: marks,
    stopTracking,
    timeoutMs: options.hydrationTimeoutMs ?? 1500,
  });
  const stopSync = syncTabs(store, writer, channel, ready);
  const stopHint = loginHintOnceReady(store, cookies, ready);
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  const exclusive = <T>(name: string, task: () => Promise<T>) =>
    locks ? locks.request(`ossature:${options.storageName}:${name}`, task) : task();
  const browserKey = lazyBrowserKey(writer, (task) => exclusive('browser-key', task));
  const updateTokens = (token: string, refreshToken: string | null) => {
    const user = store.getState().user;
    if (user) store.setState({ user: { ...user, token, refreshToken } });
  };

  return {
    store,
    ready,
    login(user, remember) {
      marks.mark();
      store.setState({ user, remember });
    },
    clearUser() {
      store.setState({ user: null, remember: false });
    },
    setDevice(device) {
      store.setState({ device });
    },
    updateTokens,
    persisted() {
      return writer.written;
    },
    exclusive,
    browserKey,
    ...storageReloads(store, writer, ready),
    hinted: stopHint,
    dispose() {
      stopSync();
      void stopHint.then((stop) => stop());
      // Closing now would make the pending broadcast of the last change throw (a closed channel
      // refuses postMessage): close once the queued writes and their broadcasts are done.
      void writer.written.then(() => channel?.close());
    },
  };
}
