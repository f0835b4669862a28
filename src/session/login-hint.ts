import type { CookieJar } from './remember-cookie';
import type { SessionStore } from './store';

/**
 * A hint, readable synchronously by the loader, that this browser has a login on this site (issue
 * 9 #30): the stored session itself sits in IndexedDB, which only answers asynchronously, long
 * after the loader has placed the placeholders. With it the loader keeps the logged-in height of
 * an island whose logged-out state is empty (the floor and carbon personal space), so that the
 * page does not shift when it mounts.
 *
 * Only a hint: written after hydration from what the store holds, cleared on logout; a stale one
 * costs one shift, never a wrong screen. A session cookie for a login that is not remembered (it
 * ends with the browser, as the stored login does), a lasting one otherwise. The loader repeats the
 * name (src/loader/index.ts): importing it would put this module in the entry chunk.
 */
export const LOGIN_HINT_COOKIE = 'ossature_login';

/** A year, in seconds: a remembered login lasts as long as its storage. */
const REMEMBERED_MAX_AGE = 365 * 24 * 3600;

function hintCookie(loggedIn: boolean, remember: boolean): string {
  if (!loggedIn) return `${LOGIN_HINT_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
  return `${LOGIN_HINT_COOKIE}=1; path=/; SameSite=Lax${remember ? `; max-age=${REMEMBERED_MAX_AGE}` : ''}`;
}

/**
 * Keeps the hint in step with the store from hydration on (before it the store is empty, which
 * says nothing). A refused cookie only means no hint. Returns the unsubscribe.
 */
export function keepLoginHint(store: SessionStore, jar: CookieJar, ready: Promise<void>): () => void {
  let stopped = false;
  let stop = () => {
    stopped = true;
  };
  const write = (loggedIn: boolean, remember: boolean) => {
    try {
      jar.set(hintCookie(loggedIn, remember));
    } catch {
      // A sandboxed document may refuse cookies: no hint, and the island's height is not kept.
    }
  };
  void ready.then(() => {
    if (stopped) return;
    const { user, remember } = store.getState();
    write(user !== null, remember);
    stop = store.subscribe((now, before) => {
      if ((now.user === null) !== (before.user === null) || now.remember !== before.remember)
        write(now.user !== null, now.remember);
    });
  });
  return () => stop();
}
