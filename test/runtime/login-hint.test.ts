/** @jest-environment ./test/support/jsdom-environment.cjs */
import 'fake-indexeddb/auto';
import { LOGIN_HINT_COOKIE } from '@/src/session/login-hint';
import { createSession, type Session } from '@/src/session/session';
import { cookieJar, sessionUser } from '@/test/support/session';

/**
 * The loader keeps the logged-in height of the floor and carbon personal space only
 * when the session says, synchronously, that a login is there. The session writes that hint.
 */

let names = 0;
const sessions: Session[] = [];
afterEach(() => sessions.splice(0).forEach((s) => s.dispose()));

function openPage(jar = cookieJar(), name = `ossature-hint-test-${++names}`) {
  const session = createSession({ storageName: name, cookies: jar, tabStorage: null, openChannel: () => null });
  sessions.push(session);
  return { session, jar, name };
}

const hinted = (jar: ReturnType<typeof cookieJar>) => jar.get().includes(`${LOGIN_HINT_COOKIE}=1`);
const hintWrites = (jar: ReturnType<typeof cookieJar>) =>
  jar.assignments().filter((a) => a.startsWith(`${LOGIN_HINT_COOKIE}=`));

it('a login leaves the hint, as a session cookie when not remembered and a lasting one when remembered', async () => {
  const { session, jar } = openPage();
  await session.hinted;
  session.login(sessionUser(), false);
  expect(hinted(jar)).toBe(true);
  expect(hintWrites(jar).at(-1)).not.toMatch(/max-age/);
  session.login(sessionUser(), true);
  expect(hintWrites(jar).at(-1)).toMatch(/max-age=31536000/);
});

it('a logout takes the hint away', async () => {
  const { session, jar } = openPage();
  await session.hinted;
  session.login(sessionUser(), true);
  session.clearUser();
  expect(hinted(jar)).toBe(false);
  expect(jar.get()).toContain(`${LOGIN_HINT_COOKIE}=0`);
});

it('nothing is written before hydration; a stored login found then leaves the hint on the next page', async () => {
  const first = openPage();
  await first.session.ready;
  first.session.login(sessionUser(), true);
  await first.session.persisted();
  const jar = cookieJar();
  const next = openPage(jar, first.name);
  expect(hintWrites(jar)).toEqual([]);
  await next.session.hinted;
  expect(next.session.store.getState().user).toEqual(sessionUser());
  expect(hinted(jar)).toBe(true);
});

it('a refused cookie is no hint, and the login still works', async () => {
  const refusing = {
    get: () => '',
    set: () => {
      throw new Error('SecurityError');
    },
  };
  const session = createSession({
    storageName: `ossature-hint-test-${++names}`,
    cookies: refusing,
    tabStorage: null,
    openChannel: () => null,
  });
  sessions.push(session);
  await session.hinted;
  session.login(sessionUser(), false);
  expect(session.store.getState().user).toEqual(sessionUser());
});
