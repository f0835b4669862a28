/**
 * 'Se souvenir de moi' (DESIGN.md §3 rule 5). The spec clears the stored login when the page
 * unloads unless 'remember' is stored; clearing shared storage on unload would log out every
 * other tab. Instead a login marks the browser session with a cookie without expiry: a stored
 * login that is not remembered is wiped at start when the cookie is gone (the browser closed).
 */
export const SESSION_COOKIE = 'ossature_browser_session';

export interface CookieJar {
  get(): string;
  set(value: string): void;
}

export const documentCookies = (doc: Document = document): CookieJar => ({
  get: () => doc.cookie,
  set: (value) => {
    doc.cookie = value;
  },
});

export function hasBrowserSession(jar: CookieJar): boolean {
  return jar
    .get()
    .split(';')
    .some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

export function markBrowserSession(jar: CookieJar): void {
  jar.set(`${SESSION_COOKIE}=1; path=/; SameSite=Lax`);
}
