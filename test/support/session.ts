import { getConfig } from '@testing-library/dom';
import type { CookieJar } from '@/src/session/remember-cookie';
import type { Session, TabLocks } from '@/src/session/session';
import type { SessionUser } from '@/src/session/session-user';
import type { SessionState } from '@/src/session/store';

/** A user as the session keeps it (the shape every site is normalised into). */
export function sessionUser(changes: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    email: 'sophie.bernard@exemple.fr',
    firstname: 'Sophie',
    lastname: 'Bernard',
    company: 'Bernard Architectes',
    token: 'token-sophie',
    refreshToken: null,
    updatedPassword: true,
    ...changes,
  };
}

/**
 * A browser's cookie jar: `set` takes `document.cookie` assignments, `get` answers the
 * `name=value; …` string. A new jar is a browser restarted (session cookies gone).
 */
export function cookieJar(): CookieJar & { names(): string[]; assignments(): string[] } {
  const cookies = new Map<string, string>();
  const assignments: string[] = [];
  return {
    get: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    set(assignment) {
      const [pair = '', ...attributes] = assignment.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      // As a browser does: `max-age=0` deletes the cookie.
      if (attributes.some((a) => a.trim() === 'max-age=0')) cookies.delete(name);
      else cookies.set(name, pair.slice(at + 1).trim());
      assignments.push(assignment);
    },
    assignments: () => [...assignments],
    names: () => [...cookies.keys()],
  };
}

/**
 * Resolves when the store reaches a state (another tab's message is asynchronous); fails after
 * Testing Library's one wait bound (test/support/jest-timings.ts), as findBy… and waitFor do.
 */
export function waitForState(session: Session, predicate: (state: SessionState) => boolean): Promise<SessionState> {
  const ms = getConfig().asyncUtilTimeout;
  return new Promise((resolve, reject) => {
    if (predicate(session.store.getState())) return resolve(session.store.getState());
    const timer = setTimeout(() => {
      stop();
      reject(new Error('the session never reached the expected state'));
    }, ms);
    const stop = session.store.subscribe((state) => {
      if (!predicate(state)) return;
      clearTimeout(timer);
      stop();
      resolve(state);
    });
  });
}

/** An exclusive lock per name, granted in request order: what `navigator.locks` does. */
export function webLocks(): TabLocks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request(name, task) {
      const run = (tails.get(name) ?? Promise.resolve()).then(() => task());
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}
