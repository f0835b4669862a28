import type { SessionWriter } from './session-writer';

/** The storage key, beside the session's `device`, `user` and `remember`. */
export const BROWSER_KEY_ITEM = 'browser';

/** What the reference API accepts (demo-pages/reference-api/access/caller.ts): 128 bits or more, base64url. */
const SHAPE = /^[A-Za-z0-9_-]{22,86}$/;

/** 256 random bits, base64url: unguessable, so only this browser can show it. */
export function newBrowserKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The key this browser shows the floor and carbon APIs (header `X-Ossature-Browser`): what a
 * visitor makes there before logging in belongs to it, and only it can save that into an
 * account. Made once, kept in the session's storage; where storage refuses, it lives in memory
 * for the page's life. It is not login state: a logout keeps it, and it is never broadcast.
 *
 * `writer` holds the session's storage (none: no storage works); `exclusive` runs the read-or-make under the
 * site's cross-tab lock, so two tabs opened at once end up with the same key.
 */
export function browserKeeper(
  writer: Pick<SessionWriter, 'open'>,
  exclusive: <T>(task: () => Promise<T>) => Promise<T>,
) {
  let key: Promise<string> | null = null;
  const readOrMake = async () => {
    const store = (await writer.open().catch(() => null))?.storage;
    const stored = store ? await store.getItem<unknown>(BROWSER_KEY_ITEM).catch(() => null) : null;
    if (typeof stored === 'string' && SHAPE.test(stored)) return stored;
    const made = newBrowserKey();
    await store?.setItem(BROWSER_KEY_ITEM, made).catch((error: unknown) => {
      console.warn('[ossature] The browser key could not be saved; it lasts for this page only.', error);
    });
    return made;
  };
  return {
    /** The key, read or made once per page (single flight). */
    get(): Promise<string> {
      return (key ??= exclusive(readOrMake));
    },
  };
}
