import localforage from 'localforage';

/** What the session needs from a storage: localforage instances fit, and so do test doubles. */
export interface KeyValueStorage {
  getItem<T>(key: string): Promise<T | null>;
  setItem<T>(key: string, value: T): Promise<T>;
  removeItem(key: string): Promise<void>;
}

export interface ChosenStorage {
  storage: KeyValueStorage;
  driver: string;
}

export const MEMORY_DRIVER = 'ossatureMemoryDriver';

/**
 * Last resort when every real storage refuses (private modes, blocked cookies, full quota): the
 * login works for the page's lifetime. Defined once, as localforage requires.
 */
let memoryDefined: Promise<void> | null = null;
function defineMemoryDriver(): Promise<void> {
  memoryDefined ??= localforage.defineDriver({
    _driver: MEMORY_DRIVER,
    _support: true,
    async _initStorage(this: { _db?: Map<string, unknown> }) {
      this._db = new Map();
    },
    async clear(this: { _db: Map<string, unknown> }) {
      this._db.clear();
    },
    async getItem(this: { _db: Map<string, unknown> }, key: string) {
      return (this._db.get(key) ?? null) as never;
    },
    async iterate() {
      return undefined as never;
    },
    async key(this: { _db: Map<string, unknown> }, n: number) {
      return [...this._db.keys()][n] ?? (null as never);
    },
    async keys(this: { _db: Map<string, unknown> }) {
      return [...this._db.keys()];
    },
    async length(this: { _db: Map<string, unknown> }) {
      return this._db.size;
    },
    async removeItem(this: { _db: Map<string, unknown> }, key: string) {
      this._db.delete(key);
    },
    async setItem(this: { _db: Map<string, unknown> }, key: string, value: unknown) {
      this._db.set(key, value);
      return value as never;
    },
  });
  return memoryDefined;
}

/** The spec's order (IndexedDB, then WebSQL), then localStorage, then memory. */
export const DRIVER_ORDER = [localforage.INDEXEDDB, localforage.WEBSQL, localforage.LOCALSTORAGE, MEMORY_DRIVER];

/**
 * The probe's key, one per call: tabs that open together probe the same database, and with one
 * shared key a tab could remove it between another's write and read; that tab then took
 * localStorage, which does not hold the login, and stayed logged out (two tabs reloading at once).
 */
const probeKey = () => `__ossature_probe__${Math.random().toString(36).slice(2)}`;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`storage did not answer within ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/**
 * How long a driver may take to complete the probe before it counts as hanging. A refusal moves
 * on at once; slowness is not a refusal: a busy phone, or a second tab opening the same database,
 * can take over a second, and the next driver (localStorage) does not hold the login IndexedDB
 * holds, so leaving early logged the tab out for its lifetime (seen in the two-tab refresh test).
 * The hydration gate opens after 1.5 s anyway; a login that arrives later is still taken.
 */
export const PROBE_MS = 5000;

/**
 * Picks the first driver that really works: a driver whose API exists may still refuse to
 * write (Safari private mode, a blocked IndexedDB, a full quota) or hang, so each candidate must
 * complete a write, a read and a delete within `probeMs`.
 */
export async function chooseStorage(name: string, probeMs = PROBE_MS, order = DRIVER_ORDER): Promise<ChosenStorage> {
  await defineMemoryDriver();
  for (const driver of order) {
    try {
      const instance = localforage.createInstance({ name, storeName: 'session', driver });
      await withTimeout(
        (async () => {
          await instance.ready();
          if (instance.driver() !== driver) throw new Error(`${driver} unavailable`);
          const key = probeKey();
          await instance.setItem(key, 1);
          if ((await instance.getItem(key)) !== 1) throw new Error(`${driver} lost the probe`);
          await instance.removeItem(key);
        })(),
        probeMs,
      );
      return { storage: instance, driver };
    } catch (error) {
      // Said once per skipped driver: a login kept in the skipped storage is not seen here.
      console.warn(`[ossature] Storage ${driver} skipped:`, error);
    }
  }
  throw new Error('no storage driver works, not even memory');
}
