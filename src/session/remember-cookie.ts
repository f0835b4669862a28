/**
 * 'Se souvenir de moi' (DESIGN.md §3 rule 5). The spec clears the stored login when the page
 * unloads unless 'remember' is stored; clearing shared storage on unload would log out every
 * other tab. Instead a login marks the browser session with a cookie without expiry: a stored
 * login that is not remembered is wiped at start when the cookie is gone (the browser closed).
 *
 * The tab's sessionStorage holds the same mark: a browser that ignores cookie
 * writes, or a sandboxed document whose `document.cookie` throws, still keeps the login on the
 * next pages of the tab, and loses it with the tab, as the browser session ends. Either mark is
 * enough; neither may throw: a refused cookie or storage only means no mark.
 */
export const SESSION_COOKIE = 'ossature_browser_session';

export interface CookieJar {
  get(): string;
  set(value: string): void;
}

/** The part of sessionStorage the mark needs. */
export type TabStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const documentCookies = (doc: Document = document): CookieJar => ({
  get: () => doc.cookie,
  set: (value) => {
    doc.cookie = value;
  },
});

/** The tab's sessionStorage, or null where reading it throws (blocked storage). */
export function tabSessionStorage(): TabStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Runs a read or write of a mark that the browser may refuse; a refusal is no mark. */
function attempt<T>(action: () => T, refused: T): T {
  try {
    return action();
  } catch {
    return refused;
  }
}

export interface BrowserSession {
  /** Whether this browser session (or at least this tab) was marked by a login. */
  isMarked(): boolean;
  mark(): void;
}

export function browserSession(jar: CookieJar, tab: TabStorage | null): BrowserSession {
  return {
    isMarked: () =>
      attempt(
        () =>
          jar
            .get()
            .split(';')
            .some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`)),
        false,
      ) || attempt(() => tab?.getItem(SESSION_COOKIE) === '1', false),
    mark() {
      attempt(() => jar.set(`${SESSION_COOKIE}=1; path=/; SameSite=Lax`), undefined);
      attempt(() => tab?.setItem(SESSION_COOKIE, '1'), undefined);
    },
  };
}
