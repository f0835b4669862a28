/**
 * A path the API serves (pictures `/media/download/…`, report links) as an absolute address on
 * its origin, for an `<img>` or a new window.
 */
export function apiHref(apiBase: string, path: string): string {
  return new URL(path, new URL(apiBase).origin).href;
}
