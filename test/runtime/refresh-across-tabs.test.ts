/** @jest-environment ./test/support/jsdom-environment.cjs */
import 'fake-indexeddb/auto';
import { toolsGetUser } from '@/src/contracts/account/profile';
import { toolsLoginCheck } from '@/src/contracts/account/session';
import { createRuntime, type Runtime } from '@/src/runtime/runtime';
import { createSession, type Session, type TabLocks } from '@/src/session/session';
import { SEED_ACCOUNTS, startApi } from '@/test/support/reference-api';
import { previewConfig, recordingFetch } from '@/test/support/runtime';
import { cookieJar, waitForState, webLocks } from '@/test/support/session';

/**
 * Two tabs of the floor site meeting an expired token at the same moment. Each tab
 * has its own session and API client; they share the browser's storage (IndexedDB), its
 * BroadcastChannel and its Web Locks, as two tabs do.
 */

const { tools: luc } = SEED_ACCOUNTS;
let names = 0;
const sessions: Session[] = [];
const restores: (() => void)[] = [];

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  sessions.splice(0).forEach((s) => s.dispose());
  restores.splice(0).forEach((restore) => restore());
  jest.restoreAllMocks();
});

/** Gives the browser a `navigator.locks` (jsdom has none) for this test. */
function installLocks(locks: TabLocks) {
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  restores.push(() => delete (navigator as unknown as Record<string, unknown>).locks);
}

/** Two floor-site tabs of one browser, Luc logged in from the first and seen by the second. */
async function twoTabsLoggedIn(locks?: TabLocks | null) {
  const api = await startApi('plancher');
  const http = recordingFetch(api.app);
  const config = { ...previewConfig('plancher'), storageName: `ossature-refresh-tabs-${++names}` };
  const jar = cookieJar();
  const openTab = (): Runtime => {
    const session = createSession({ storageName: config.storageName, cookies: jar, tabStorage: null, locks });
    sessions.push(session);
    return createRuntime({ config, fetch: http.fetch, session });
  };
  const [a, b] = [openTab(), openTab()];
  await Promise.all([a.session.ready, b.session.ready]);
  const login = await a.api.call(toolsLoginCheck, { body: { username: luc.email, password: luc.password } });
  if (!login.ok) throw new Error(login.message);
  const { user, token, refreshToken } = login.datas;
  a.session.login({ ...user, token, refreshToken, updatedPassword: true }, false);
  await waitForState(b.session, (s) => s.user?.token === token);
  return { api, http, a, b };
}

/** Both tabs call the API at the same moment, an hour later: their token has expired. */
async function bothCallOnceExpired({ api, a, b }: Awaited<ReturnType<typeof twoTabsLoggedIn>>) {
  const before = a.session.store.getState().user!;
  api.ctx.advance(61 * 60 * 1000);
  const replies = await Promise.all([a.api.call(toolsGetUser), b.api.call(toolsGetUser)]);
  expect(replies.map((r) => r.ok)).toEqual([true, true]);
  const [userA, userB] = [a.session.store.getState().user, b.session.store.getState().user];
  expect(userA?.token).not.toBe(before.token);
  expect(userB).toEqual(userA);
}

it('with Web Locks, one tab refreshes and the other takes its new token: one refresh call, both logged in', async () => {
  installLocks(webLocks());
  const tabs = await twoTabsLoggedIn();
  await bothCallOnceExpired(tabs);
  expect(tabs.http.count('/api/token/refresh/')).toBe(1);
});

it('when the browser refuses Web Locks (an opaque origin), each tab refreshes alone and both stay logged in', async () => {
  installLocks({
    request: () => Promise.reject(new DOMException('The request was denied.', 'SecurityError')),
  });
  const tabs = await twoTabsLoggedIn();
  await bothCallOnceExpired(tabs);
  expect(tabs.http.count('/api/token/refresh/')).toBeGreaterThanOrEqual(1);
});

it('without Web Locks at all, both tabs stay logged in (the server accepts the rotated token for a moment)', async () => {
  const tabs = await twoTabsLoggedIn(null);
  await bothCallOnceExpired(tabs);
  expect(tabs.http.count('/api/token/refresh/')).toBeGreaterThanOrEqual(1);
});
