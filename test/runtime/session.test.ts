/** @jest-environment ./test/support/jsdom-environment.cjs */
import 'fake-indexeddb/auto';
import localforage from 'localforage';
import { LOGIN_HINT_COOKIE } from '@/src/session/login-hint';
import { SESSION_COOKIE, type CookieJar } from '@/src/session/remember-cookie';
import { createSession, type Channel, type Session, type SessionOptions } from '@/src/session/session';
import { chooseStorage, type ChosenStorage, type KeyValueStorage } from '@/src/session/storage';
import { cookieJar, sessionUser, waitForState } from '@/test/support/session';
import { turn, until } from '@/test/support/turn';

/** DESIGN.md §3, rules 1 (hydration gate), 2 (no write before hydration), 4 (tabs), 5 (remember). */

let names = 0;
const uniqueName = () => `ossature-session-test-${++names}`;
const sessions: Session[] = [];
let warn: jest.SpyInstance;

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  sessions.splice(0).forEach((s) => s.dispose());
  jest.restoreAllMocks();
});

/**
 * Opens a page of the site: a session on `storageName`, with a cookie jar of the browser (the
 * browser session is marked by its cookie alone here; the tab's mark: session-faults.test.ts).
 */
function openPage(options: Partial<SessionOptions> & { storageName: string; cookies?: CookieJar }) {
  const session = createSession({ cookies: cookieJar(), tabStorage: null, ...options });
  sessions.push(session);
  return session;
}

/** The IndexedDB store the session of `name` persists to, read as another page would. */
const storeOf = (name: string) =>
  localforage.createInstance({ name, storeName: 'session', driver: localforage.INDEXEDDB });

/** A storage whose reads wait until `release()`; records every write with the moment it came. */
async function slowStorage(name: string) {
  const real = await chooseStorage(name);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const writes: string[] = [];
  const storage: KeyValueStorage = {
    getItem: async (key) => {
      await gate;
      return real.storage.getItem(key);
    },
    setItem: (key, value) => {
      writes.push(`set ${key}`);
      return real.storage.setItem(key, value);
    },
    removeItem: (key) => {
      writes.push(`remove ${key}`);
      return real.storage.removeItem(key);
    },
  };
  const chosen: ChosenStorage = { storage, driver: real.driver };
  return { openStorage: async () => chosen, release, writes };
}

describe('rule 1: the hydration gate', () => {
  it('opens after the stored login is loaded, not before', async () => {
    const name = uniqueName();
    await storeOf(name).setItem('user', sessionUser());
    await storeOf(name).setItem('remember', true);
    const session = openPage({ storageName: name });
    expect(session.store.getState()).toMatchObject({ hydrated: false, user: null });
    await session.ready;
    expect(session.store.getState()).toMatchObject({
      hydrated: true,
      user: sessionUser(),
      remember: true,
      driver: localforage.INDEXEDDB,
    });
  });

  it('opens, logged out, when the storage rejects every read', async () => {
    const failing: KeyValueStorage = {
      getItem: () => Promise.reject(new DOMException('The database connection is closing.', 'InvalidStateError')),
      setItem: (_k, v) => Promise.resolve(v),
      removeItem: () => Promise.resolve(),
    };
    const session = openPage({
      storageName: uniqueName(),
      openStorage: async () => ({ storage: failing, driver: 'broken' }),
    });
    await session.ready;
    expect(session.store.getState()).toMatchObject({ hydrated: true, user: null });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be read'), expect.anything());
  });

  it('opens, logged out, when no storage can be opened at all', async () => {
    const session = openPage({ storageName: uniqueName(), openStorage: () => Promise.reject(new Error('blocked')) });
    await session.ready;
    expect(session.store.getState()).toMatchObject({ hydrated: true, user: null, driver: null });
    session.login(sessionUser(), false); // the login still works for this page
    expect(session.store.getState().user?.id).toBe(1);
  });

  it('opens after hydrationTimeoutMs when the storage never answers (Safari)', async () => {
    const hanging: KeyValueStorage = {
      getItem: () => new Promise(() => undefined),
      setItem: (_k, v) => Promise.resolve(v),
      removeItem: async () => undefined,
    };
    // hydrationTimeoutMs on Jest's clock.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    let session: Session;
    try {
      session = openPage({
        storageName: uniqueName(),
        hydrationTimeoutMs: 30,
        openStorage: async () => ({ storage: hanging, driver: 'hanging' }),
      });
      jest.advanceTimersByTime(29);
      await turn();
      expect(session.store.getState().hydrated).toBe(false);
      jest.advanceTimersByTime(1);
      await session.ready;
    } finally {
      jest.useRealTimers();
    }
    expect(session.store.getState()).toMatchObject({ hydrated: true, user: null });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('did not load in time'));
  });

  it('takes a stored login that arrives after the gate opened, for the keys the page left alone', async () => {
    const name = uniqueName();
    await storeOf(name).setItem('user', sessionUser());
    await storeOf(name).setItem('remember', true);
    const stored = { uuid: 'stored', browser: 'Chrome', browserVersion: '156', os: 'Linux', token: 'device-token' };
    await storeOf(name).setItem('device', stored);
    const slow = await slowStorage(name);
    const session = openPage({ storageName: name, hydrationTimeoutMs: 20, openStorage: slow.openStorage });
    await session.ready;
    expect(session.store.getState()).toMatchObject({ hydrated: true, user: null });
    const device = { ...stored, uuid: 'registered-meanwhile', token: 'new-device-token' };
    session.setDevice(device);
    slow.release();
    await waitForState(session, (s) => s.user !== null);
    expect(session.store.getState()).toMatchObject({ user: sessionUser(), remember: true, device });
  });

  it('reads corrupt or outdated stored values as logged out', async () => {
    const name = uniqueName();
    await storeOf(name).setItem('user', { id: 'seven', email: 42 });
    await storeOf(name).setItem('device', 'not-a-device');
    await storeOf(name).setItem('remember', 'yes');
    const session = openPage({ storageName: name });
    await session.ready;
    expect(session.store.getState()).toMatchObject({ hydrated: true, user: null, device: null, remember: false });
  });
});

describe('rule 2: no write before hydration', () => {
  it('a login made while the storage is still loading beats the older login stored there, and is then saved', async () => {
    const name = uniqueName();
    await storeOf(name).setItem('user', sessionUser({ id: 1, token: 'old' }));
    await storeOf(name).setItem('remember', true);
    const slow = await slowStorage(name);
    const session = openPage({ storageName: name, openStorage: slow.openStorage });

    session.login(sessionUser({ id: 2, email: 'luc.martin@exemple.fr', token: 'fresh' }), false);
    await turn();
    expect(slow.writes).toEqual([]); // nothing is written while hydration is pending
    slow.release();
    await session.ready;

    // The fresh login wins, with its own remember flag (not the older login's).
    expect(session.store.getState()).toMatchObject({ user: { id: 2, token: 'fresh' }, remember: false });
    await waitForWrites(
      () => storeOf(name).getItem('user'),
      (user) => (user as { id?: number } | null)?.id === 2,
    );
    expect(await storeOf(name).getItem('remember')).toBeNull();
  });

  it('the empty defaults never erase a stored login', async () => {
    const name = uniqueName();
    await storeOf(name).setItem('user', sessionUser());
    await storeOf(name).setItem('remember', true);
    const slow = await slowStorage(name);
    const session = openPage({ storageName: name, openStorage: slow.openStorage });
    slow.release();
    await session.ready;
    await session.persisted();
    expect(slow.writes).toEqual([]);
    expect(await storeOf(name).getItem('user')).toEqual(sessionUser());
  });

  it('after hydration, a logout is written through', async () => {
    const name = uniqueName();
    const session = openPage({ storageName: name });
    await session.ready;
    session.login(sessionUser(), true);
    await waitForWrites(
      () => storeOf(name).getItem('user'),
      (user) => user !== null,
    );
    session.clearUser();
    await waitForWrites(
      () => storeOf(name).getItem('user'),
      (user) => user === null,
    );
    expect(await storeOf(name).getItem('remember')).toBeNull();
  });
});

describe('rule 4: a login or logout in one tab shows in the others', () => {
  /** BroadcastChannel, counting what this tab sends. */
  function countingChannel() {
    const sent: unknown[] = [];
    const openChannel = (channelName: string): Channel => {
      const channel = new BroadcastChannel(channelName);
      const post = channel.postMessage.bind(channel);
      channel.postMessage = (message: unknown) => {
        sent.push(message);
        post(message);
      };
      return channel;
    };
    return { sent, openChannel };
  }

  it('tab B sees tab A log in and log out, without reloading and without re-broadcasting', async () => {
    const name = uniqueName();
    const a = countingChannel();
    const b = countingChannel();
    const tabA = openPage({ storageName: name, openChannel: a.openChannel });
    const tabB = openPage({ storageName: name, openChannel: b.openChannel });
    await Promise.all([tabA.ready, tabB.ready]);

    tabA.login(sessionUser({ token: 'from-tab-a' }), true);
    const seen = await waitForState(tabB, (s) => s.user !== null);
    expect(seen).toMatchObject({ user: { token: 'from-tab-a' }, remember: true });

    tabA.clearUser();
    await waitForState(tabB, (s) => s.user === null);
    expect(tabB.store.getState().remember).toBe(false);

    // Both tabs done with what they were told: an echo would have been sent by now.
    await Promise.all([tabA.persisted(), tabB.persisted()]);
    await turn();
    expect(a.sent).toHaveLength(2);
    expect(b.sent).toHaveLength(0);
    expect(tabA.store.getState().user).toBeNull();
  });

  it("a slow read for an older message never puts back the state it saw (another tab's device, then a login)", async () => {
    const name = uniqueName();
    const real = await chooseStorage(name);
    // The first read of 'user' in tab B sees storage as it is, then takes its time to answer.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let userReads = 0;
    let slowReadDone = false;
    const storage: KeyValueStorage = {
      getItem: async (key) => {
        const value = await real.storage.getItem(key);
        if (key === 'user' && ++userReads === 2) {
          await gate; // read 1 is hydration
          slowReadDone = true;
        }
        return value as never;
      },
      setItem: (key, value) => real.storage.setItem(key, value),
      removeItem: (key) => real.storage.removeItem(key),
    };
    let deliver!: (values: unknown) => void;
    const openChannel = (): Channel => {
      const channel: Channel = { postMessage: () => undefined, onmessage: null, close: () => undefined };
      deliver = (values) => channel.onmessage?.({ data: { values } } as MessageEvent);
      return channel;
    };
    const tabB = openPage({
      storageName: name,
      openStorage: async () => ({ storage, driver: real.driver }),
      openChannel,
    });
    await tabB.ready;

    // Tab A registered its device, then logged in: two messages, the first one's read is slow.
    const device = { uuid: 'u-1', browser: 'Firefox', browserVersion: '128', os: 'Linux', token: 'device-a' };
    await real.storage.setItem('device', device);
    deliver({ device });
    await until(() => userReads === 2);
    await real.storage.setItem('user', sessionUser({ token: 'from-tab-a' }));
    await real.storage.setItem('remember', true);
    deliver({ user: sessionUser({ token: 'from-tab-a' }), remember: true });
    await waitForState(tabB, (st) => st.user !== null);

    release();
    await until(() => slowReadDone);
    await tabB.persisted();
    await turn();
    expect(tabB.store.getState()).toMatchObject({
      device: { token: 'device-a' },
      user: { token: 'from-tab-a' },
      remember: true,
    });
  });

  it('a tab closed right after a login still saves it and tells the other tabs, without an error', async () => {
    const name = uniqueName();
    const tabA = openPage({ storageName: name });
    const tabB = openPage({ storageName: name });
    await Promise.all([tabA.ready, tabB.ready]);
    tabA.login(sessionUser(), true);
    tabA.dispose();
    await waitForState(tabB, (s) => s.user !== null);
    expect(await storeOf(name).getItem('user')).toEqual(sessionUser());
  });
});

describe('rule 5: a login without "remember" lasts for the browser session', () => {
  async function logInAndClose(name: string, remember: boolean, jar: CookieJar) {
    const page = openPage({ storageName: name, cookies: jar });
    await page.ready;
    page.login(sessionUser(), remember);
    await waitForWrites(
      () => storeOf(name).getItem('user'),
      (user) => user !== null,
    );
    page.dispose();
  }

  it('is wiped at the next start once the browser was closed (its session cookie is gone)', async () => {
    const name = uniqueName();
    const jar = cookieJar();
    await logInAndClose(name, false, jar);
    // The login hint for the loader aside (login-hint.test.ts).
    expect(jar.names().filter((name) => name !== LOGIN_HINT_COOKIE)).toEqual([SESSION_COOKIE]);
    const nextStart = openPage({ storageName: name, cookies: cookieJar() });
    await nextStart.ready;
    expect(nextStart.store.getState().user).toBeNull();
    await waitForWrites(
      () => storeOf(name).getItem('user'),
      (user) => user === null,
    );
  });

  it('is kept on the next page of the same browser session (the cookie is there)', async () => {
    const name = uniqueName();
    const jar = cookieJar();
    await logInAndClose(name, false, jar);
    const nextPage = openPage({ storageName: name, cookies: jar });
    await nextPage.ready;
    expect(nextPage.store.getState().user).toEqual(sessionUser());
  });

  it('is kept after the browser was closed when "Se souvenir de moi" was ticked', async () => {
    const name = uniqueName();
    await logInAndClose(name, true, cookieJar());
    const nextStart = openPage({ storageName: name, cookies: cookieJar() });
    await nextStart.ready;
    expect(nextStart.store.getState()).toMatchObject({ user: sessionUser(), remember: true });
  });
});

/** Polls the storage until a write lands (writes are queued after the state change). */
async function waitForWrites<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<void> {
  for (let i = 0; i < 10_000; i++) {
    if (done(await read())) return;
    await turn();
  }
  throw new Error('the expected write never reached the storage');
}
