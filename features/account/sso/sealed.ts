/**
 * Whether an SSO landing's tokens were written by the page's own server. A server that seals its
 * landings (the WordPress plugin) prints `<meta name="ossature-secrets-nonce" content="…">` in the
 * page's <head>, a new value at each request, and the same value beside the tokens
 * (`data-secrets-nonce`). Whoever writes content cannot know it, so a token planted there (an
 * author's own, to sign visitors into the author's account) is refused. A page without that meta
 * (a CMS that does not seal) is taken as written. Checked here, in the landings' chunks, so that
 * pages without a landing carry none of it.
 */
export function sealedByServer(nonce: string | undefined, doc: Document = document): boolean {
  const expected = doc.head.querySelector('meta[name="ossature-secrets-nonce"]')?.getAttribute('content');
  return expected == null || nonce === expected;
}
