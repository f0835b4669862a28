import { is } from 'superstruct';
import { FilterChoices } from '@/src/contracts/thermal/library';
import { hmac, safeEqual } from '../auth/random';
import type { ApiContext } from '../context';
import type { ResolvedChoices } from './choices';

/**
 * The library's report links: a path on the API origin carrying the choices (base64url of their
 * JSON), signed with the API's secret over the choices and the expiry as thermal/rapport.ts signs
 * a simulation's, so that the new window the client opens needs no bearer. Valid an hour.
 */

export const LIBRARY_RAPPORT_PATH = '/api/filters/bibliotheque/rapport';
export const LIBRARY_RAPPORT_TTL_MS = 3600_000;

const signatureOf = (ctx: ApiContext, choices: string, expires: string) =>
  hmac(ctx.secret, `bibliotheque|${choices}|${expires}`);

/** The choices as stored and signed: filter id → sorted value ids, merged values as their target. */
export function choicesObject(choices: ResolvedChoices): FilterChoices {
  return Object.fromEntries([...choices].map(([filterId, ids]) => [String(filterId), [...ids].sort((a, b) => a - b)]));
}

export function libraryRapportLink(ctx: ApiContext, choices: ResolvedChoices): string {
  const param = Buffer.from(JSON.stringify(choicesObject(choices))).toString('base64url');
  const expires = String(Math.floor((ctx.now() + LIBRARY_RAPPORT_TTL_MS) / 1000));
  const query = new URLSearchParams({ choices: param, expires, signature: signatureOf(ctx, param, expires) });
  return `${LIBRARY_RAPPORT_PATH}?${query.toString()}`;
}

/** The signed choices, or null when the link is not ours, was altered or has expired. */
export function readLibraryRapportLink(ctx: ApiContext, query: Record<string, string>): FilterChoices | null {
  const { choices = '', expires = '', signature = '' } = query;
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < ctx.now()) return null;
  if (!safeEqual(signature, signatureOf(ctx, choices, expires))) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(choices, 'base64url').toString('utf8'));
    return is(parsed, FilterChoices) ? parsed : null;
  } catch {
    return null;
  }
}
