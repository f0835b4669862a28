/** @jest-environment ./test/support/jsdom-environment.cjs */
import 'fake-indexeddb/auto';
import localforage from 'localforage';
import { chooseStorage, DRIVER_ORDER, MEMORY_DRIVER, PROBE_MS } from '@/src/session/storage';
import { turn, until } from '@/test/support/turn';

/**
 * DESIGN.md §3 rule 3: the session storage is picked by a real write, in the order IndexedDB,
 * WebSQL, localStorage, memory. A driver whose API exists may still refuse to write (Safari
 * private mode, a full quota) or never answer: the next one is used.
 */

let names = 0;
const uniqueName = () => `ossature-storage-test-${++names}`;

type Db = { _db: Map<string, unknown> };

/** A storage with a working API that refuses every write, as a full quota does. */
const REFUSING = 'ossatureTestRefusingDriver';
/** A storage that never answers a write, as localforage can on Safari. */
const HANGING = 'ossatureTestHangingDriver';
let hangingWrites = 0;
/** A storage that accepts writes but loses them. */
const FORGETFUL = 'ossatureTestForgetfulDriver';
/** One store behind every instance, as IndexedDB is behind the tabs of one site. */
const SHARED = 'ossatureTestSharedDriver';
const sharedStore = new Map<string, unknown>();
let sharedReadHook: () => unknown = () => undefined;

function testDriver(name: string, setItem: (this: Db, key: string, value: unknown) => Promise<unknown>) {
  return localforage.defineDriver({
    _driver: name,
    _support: true,
    async _initStorage(this: Db) {
      this._db = new Map();
    },
    async clear(this: Db) {
      this._db.clear();
    },
    async getItem(this: Db, key: string) {
      return (this._db.get(key) ?? null) as never;
    },
    async iterate() {
      return undefined as never;
    },
    async key() {
      return null as never;
    },
    async keys(this: Db) {
      return [...this._db.keys()];
    },
    async length(this: Db) {
      return this._db.size;
    },
    async removeItem(this: Db, key: string) {
      this._db.delete(key);
    },
    setItem: setItem as never,
  });
}

beforeAll(async () => {
  await testDriver(REFUSING, async () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
  await testDriver(HANGING, () => {
    hangingWrites++;
    return new Promise(() => undefined);
  });
  await testDriver(FORGETFUL, async (_key, value) => value);
  await localforage.defineDriver({
    _driver: SHARED,
    _support: true,
    async _initStorage() {},
    async clear() {
      sharedStore.clear();
    },
    async getItem(key: string) {
      await sharedReadHook();
      return (sharedStore.get(key) ?? null) as never;
    },
    async iterate() {
      return undefined as never;
    },
    async key() {
      return null as never;
    },
    async keys() {
      return [...sharedStore.keys()];
    },
    async length() {
      return sharedStore.size;
    },
    async removeItem(key: string) {
      sharedStore.delete(key);
    },
    async setItem(key: string, value: unknown) {
      sharedStore.set(key, value);
      return value as never;
    },
  });
});

afterEach(() => jest.restoreAllMocks());

const quotaExceeded = () => {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
};

it('uses IndexedDB when the browser has a working one, and the chosen storage keeps what is written', async () => {
  const chosen = await chooseStorage(uniqueName());
  expect(chosen.driver).toBe(localforage.INDEXEDDB);
  await chosen.storage.setItem('remember', true);
  expect(await chosen.storage.getItem('remember')).toBe(true);
});

it('leaves no probe behind in the chosen storage', async () => {
  const name = uniqueName();
  await chooseStorage(name);
  const reopened = localforage.createInstance({ name, storeName: 'session', driver: localforage.INDEXEDDB });
  expect(await reopened.keys()).toEqual([]);
});

it('keeps the storage for tabs that open at the same moment: each probes under its own key', async () => {
  // Two tabs reloading together probed one shared key: one removed it between the other's write
  // and read, and that tab fell back to localStorage, which does not hold the login (CI, load 10).
  // SHARED is one store for every instance, as IndexedDB is for the tabs of a site; its first
  // read lets a whole second probe run between this tab's write and read.
  // The page's own probe limit (PROBE_MS): with a second of it, a loaded machine could end the
  // probe before the other tab's, and the test failed on the fallback for no fault of the code.
  const otherTabs: Promise<{ driver: string }>[] = [];
  sharedReadHook = () => {
    sharedReadHook = () => undefined;
    otherTabs.push(chooseStorage(uniqueName(), PROBE_MS, [SHARED]));
    return otherTabs[0];
  };
  const first = await chooseStorage(uniqueName(), PROBE_MS, [SHARED, MEMORY_DRIVER]);
  expect(first.driver).toBe(SHARED);
  expect(otherTabs).toHaveLength(1);
  expect(await otherTabs[0]).toMatchObject({ driver: SHARED });
  expect(sharedStore.size).toBe(0);
});

it('moves on to localStorage when IndexedDB is present but refuses to write', async () => {
  const put = jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(quotaExceeded);
  const chosen = await chooseStorage(uniqueName());
  expect(put).toHaveBeenCalled(); // IndexedDB was really tried, not skipped by API presence
  expect(chosen.driver).toBe(localforage.LOCALSTORAGE);
  await chosen.storage.setItem('user', { id: 7 });
  expect(await chosen.storage.getItem('user')).toEqual({ id: 7 });
});

it('moves on when IndexedDB cannot even be opened', async () => {
  jest.spyOn(indexedDB, 'open').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  expect((await chooseStorage(uniqueName())).driver).toBe(localforage.LOCALSTORAGE);
});

it('skips a driver whose write is refused and takes the next one in the order', async () => {
  const chosen = await chooseStorage(uniqueName(), PROBE_MS, [REFUSING, localforage.INDEXEDDB]);
  expect(chosen.driver).toBe(localforage.INDEXEDDB);
});

it('skips a driver that accepts a write but cannot read it back', async () => {
  const chosen = await chooseStorage(uniqueName(), PROBE_MS, [FORGETFUL, localforage.INDEXEDDB]);
  expect(chosen.driver).toBe(localforage.INDEXEDDB);
});

it('skips a driver that never answers, after probeMs', async () => {
  // probeMs on Jest's clock, from the hanging driver's probe (its write comes under the limit).
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    let settled = false;
    // The next driver answers on promises alone: it is chosen within one turn of the probe's end.
    const choosing = chooseStorage(uniqueName(), 40, [HANGING, MEMORY_DRIVER]).finally(() => (settled = true));
    const writes = hangingWrites;
    await until(() => hangingWrites > writes);
    jest.advanceTimersByTime(39);
    await turn();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await turn();
    expect(settled).toBe(true);
    expect((await choosing).driver).toBe(MEMORY_DRIVER);
  } finally {
    jest.useRealTimers();
  }
});

it('skips a driver the browser does not have (WebSQL in this browser)', async () => {
  expect((await chooseStorage(uniqueName(), PROBE_MS, [localforage.WEBSQL, localforage.INDEXEDDB])).driver).toBe(
    localforage.INDEXEDDB,
  );
});

it('falls back to memory when IndexedDB and localStorage both refuse, and the login still works for the page', async () => {
  jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(quotaExceeded);
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(quotaExceeded);
  expect(DRIVER_ORDER).toEqual([localforage.INDEXEDDB, localforage.WEBSQL, localforage.LOCALSTORAGE, MEMORY_DRIVER]);
  const chosen = await chooseStorage(uniqueName());
  expect(chosen.driver).toBe(MEMORY_DRIVER);
  await chosen.storage.setItem('user', { id: 1, token: 't' });
  expect(await chosen.storage.getItem('user')).toEqual({ id: 1, token: 't' });
  await chosen.storage.removeItem('user');
  expect(await chosen.storage.getItem('user')).toBeNull();
});

it('gives each memory storage its own contents', async () => {
  const a = await chooseStorage(uniqueName(), PROBE_MS, [MEMORY_DRIVER]);
  const b = await chooseStorage(uniqueName(), PROBE_MS, [MEMORY_DRIVER]);
  await a.storage.setItem('remember', true);
  expect(await b.storage.getItem('remember')).toBeNull();
});

it('rejects when no driver of the order works at all', async () => {
  await expect(chooseStorage(uniqueName(), 40, [REFUSING, HANGING])).rejects.toThrow(/no storage driver works/);
});
