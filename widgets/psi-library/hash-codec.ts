/**
 * The library's route hash (`#/results/{hash}`, thermal-break-tool §2 'Psi library app'): the
 * base64 of the JSON object of the chosen values. Written URL-safe (base64url: '-' and '_', no
 * '=' padding), since a '/' would split the route and '=' or '+' get mangled by mail clients and
 * notes; read in both alphabets, percent-encoded or not, so links made by the provider's own
 * library (standard base64) still open. The JSON goes through UTF-8 bytes: `btoa` alone throws
 * on any character above U+00FF.
 */

/** Entries in the order to write them (the filters' order): the same choices, the same hash. */
export type HashEntries = readonly (readonly [key: string, values: readonly number[]])[];

/**
 * The JSON text of the entries, keys in the given order. Written by hand: `JSON.stringify` puts an
 * object's integer-like keys in ascending order whatever the insertion order.
 */
export function choicesJson(entries: HashEntries): string {
  return `{${entries.map(([key, values]) => `${JSON.stringify(key)}:${JSON.stringify(values)}`).join(',')}}`;
}

/** base64url of the UTF-8 bytes of `text`, without padding. */
export function encodeText(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The hash of these choices. */
export function encodeChoices(entries: HashEntries): string {
  return encodeText(choicesJson(entries));
}

const BASE64 = /^[A-Za-z0-9+/\-_]*={0,2}$/;

/** The text a hash stands for; null when it is not base64 (either alphabet) of UTF-8. */
export function decodeText(hash: string): string | null {
  let raw = hash.trim();
  try {
    raw = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!BASE64.test(raw)) return null;
  const unpadded = raw.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (unpadded.length % 4 === 1) return null;
  try {
    const binary = atob(unpadded + '='.repeat((4 - (unpadded.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The JSON value a hash stands for; null when it is not base64 of UTF-8 JSON. */
export function decodeHash(hash: string): unknown {
  const text = decodeText(hash);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
