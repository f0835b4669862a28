import type { CookieJar } from './remember-cookie';
import type { SessionStore } from './store';

/**
 * A hint, readable synchronously by the loader, that this browser has a login on this site:
 * the stored session itself sits in IndexedDB, which only answers asynchronously, long
 * after the loader has placed the placeholders. With it the loader keeps the logged-in height of
 * an island whose logged-out state is empty (the floor and carbon personal space), so that the
 * page does not shift when it mounts.
 *
 * Only a hint: written after hydration from what the store holds, `0` after a logout; a stale one
 * costs one shift, never a wrong screen. A session cookie for a login that is not remembered (it
 * ends with the browser, as the stored login does), a lasting one otherwise. The loader repeats the
 * name (src/loader/index.ts): importing it would put this module in the entry chunk.
 */
export const LOGIN_HINT_COOKIE = 'ossature_login';

/**
 * Keeps the hint in step with the store; called once the store is hydrated (before, it is empty,
 * which says nothing), from a chunk of its own: the header does not need it to be usable, so it
 * does not weigh on the header-only page. `1` logged in, `0` not. Written at each change of the store, and `0` rather than
 * a deletion: one cookie template, since these bytes come with every page. A year for a
 * remembered login (it lasts as long as its storage), the browser session otherwise. A refused
 * cookie only means no hint. Returns the unsubscribe.
 */
export function keepLoginHint(store: SessionStore, jar: CookieJar): () => void {
  const write = () => {
    const { user, remember } = store.getState();
    try {
      jar.set(
        `${LOGIN_HINT_COOKIE}=${user ? 1 : 0}; path=/; SameSite=Lax${user && remember ? '; max-age=31536000' : ''}`,
      );
    } catch {
      // A sandboxed document may refuse cookies: no hint, and the island's height is not kept.
    }
  };
  write();
  return store.subscribe(write);
}
