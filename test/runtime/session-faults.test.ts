/** @jest-environment ./test/support/jsdom-environment.cjs */
import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/dom';
import localforage from 'localforage';
import { createSession, type Session, type SessionOptions } from '@/src/session/session';
import { MEMORY_DRIVER } from '@/src/session/storage';
import { sessionUser, waitForState } from '@/test/support/session';

/**
 * A browser that refuses what the session leans on (cookies, storages,
 * BroadcastChannel), as sandboxed embeds and strict third-party blocking do. The session uses
 * the browser's own defaults here (document.cookie, sessionStorage, BroadcastChannel, the
 * driver order): the faults are made in the browser, not in test doubles.
 */

let names = 0;
const uniqueName = () => `ossature-faults-test-${++names}`;
const sessions: Session[] = [];
const restores: (() => void)[] = [];

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  sessions.splice(0).forEach((s) => s.dispose());
  restores.splice(0).forEach((restore) => restore());
  jest.restoreAllMocks();
  sessionStorage.clear();
  document.cookie.split(';').forEach((part) => {
    document.cookie = `${part.split('=')[0]!.trim()}=; max-age=0; path=/`;
  });
});

/** A page of the site in this tab, on the browser's own cookies, storages and channel. */
function openPage(options: Partial<SessionOptions> = {}, storageName = uniqueName()) {
  const session = createSession({ storageName, hydrationTimeoutMs: 1500, ...options });
  sessions.push(session);
  return session;
}

/** Replaces a property of an object for this test only. */
function override(target: object, name: string, descriptor: PropertyDescriptor) {
  const own = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { configurable: true, ...descriptor });
  restores.push(() => {
    if (own) Object.defineProperty(target, name, own);
    else delete (target as Record<string, unknown>)[name];
  });
}

const securityError = () => {
  throw new DOMException('Access is denied for this document.', 'SecurityError');
};

/** A BroadcastChannel constructor that refuses, as in a sandboxed iframe. */
function refusedChannel(): never {
  return securityError();
}

/** `document.cookie` refusing to be read, written, or both (a sandboxed document). */
function breakCookies(which: 'getter' | 'setter' | 'both') {
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  override(Document.prototype, 'cookie', {
    get: which === 'setter' ? native.get : securityError,
    set: which === 'getter' ? native.set : securityError,
  });
}

/** Resolves with 'ready' once the hydration gate opens; fails the test while it stays closed. */
const settles = async (session: Session) => {
  await waitFor(() => expect(session.store.getState().hydrated).toBe(true));
  return session.ready.then(() => 'ready');
};

/** Logs in without 'Se souvenir de moi' and waits until the login is stored. */
async function logIn(page: Session) {
  page.login(sessionUser(), false);
  expect(page.store.getState().user).toEqual(sessionUser());
  await page.persisted();
}

describe('#20: document.cookie throws', () => {
  it.each(['getter', 'setter', 'both'] as const)(
    'its %s throwing: the login completes, and is kept on the next page of the tab',
    async (which) => {
      breakCookies(which);
      const name = uniqueName();
      const page = openPage({}, name);
      expect(await settles(page)).toBe('ready');
      await logIn(page);

      const next = openPage({}, name);
      expect(await settles(next)).toBe('ready');
      expect(next.store.getState().user).toEqual(sessionUser());
    },
  );
});

describe('#20: every storage is refused (strict third-party blocking)', () => {
  it('the login works for the page, kept in memory', async () => {
    breakCookies('both');
    jest.spyOn(indexedDB, 'open').mockImplementation(securityError);
    override(window, 'indexedDB', { get: securityError });
    override(window, 'localStorage', { get: securityError });
    override(window, 'sessionStorage', { get: securityError });
    override(window, 'BroadcastChannel', { value: refusedChannel, writable: true });

    const page = openPage();
    expect(await settles(page)).toBe('ready');
    expect(page.store.getState().driver).toBe(MEMORY_DRIVER);
    page.login(sessionUser(), true);
    expect(page.store.getState()).toMatchObject({ user: sessionUser(), remember: true });
    await page.persisted();
    page.clearUser();
    expect(page.store.getState().user).toBeNull();
  });
});

describe('#23: new BroadcastChannel() throws (a sandboxed context)', () => {
  it('the session still opens, the login works and is stored; only cross-tab sync is missing', async () => {
    override(window, 'BroadcastChannel', { value: refusedChannel, writable: true });
    const name = uniqueName();
    const page = openPage({}, name);
    expect(await settles(page)).toBe('ready');
    page.login(sessionUser(), true);
    await page.persisted();
    const stored = localforage.createInstance({ name, storeName: 'session', driver: localforage.INDEXEDDB });
    expect(await stored.getItem('user')).toEqual(sessionUser());
  });
});

describe('#23: cookie writes are silently ignored while storage works', () => {
  function ignoreCookieWrites() {
    const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    override(Document.prototype, 'cookie', { get: native.get, set: () => undefined });
  }

  it('a login without "remember" is kept on every next page of the tab', async () => {
    ignoreCookieWrites();
    const name = uniqueName();
    await logIn(await ready(openPage({}, name)));
    for (let n = 0; n < 2; n++) {
      const next = await ready(openPage({}, name));
      expect(next.store.getState().user).toEqual(sessionUser());
    }
  });

  it('it still ends with the browser session (rule 5): a new tab after a restart starts logged out', async () => {
    ignoreCookieWrites();
    const name = uniqueName();
    await logIn(await ready(openPage({}, name)));
    sessionStorage.clear(); // the browser was closed: the tab's session storage went with it
    const nextStart = await ready(openPage({}, name));
    await waitForState(nextStart, (s) => s.hydrated);
    expect(nextStart.store.getState().user).toBeNull();
  });
});

async function ready(session: Session): Promise<Session> {
  await session.ready;
  return session;
}
