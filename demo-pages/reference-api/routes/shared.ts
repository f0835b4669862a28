import type { Context } from 'hono';
import { isPartnerEmail, messages } from '@/src/contracts';
import type { ApiContext, SiteKey } from '../context';
import { ApiError } from '../http/api-error';
import { enforceLimit } from '../limits/rate-limit';
import { unmetCriteria } from '../auth/passwords';
import { randomBytes } from 'node:crypto';

export const PARTNER_MUST_USE_SSO = messages.PARTNER_MUST_USE_SSO;
export const BAD_CREDENTIALS = 'Identifiants invalides.';
export const LOGGED_IN = 'Vous êtes maintenant connecté';
export const LOGGED_OUT = 'Vous êtes maintenant déconnecté.';
export const PASSWORD_CHANGED = 'Votre mot de passe a bien été modifié';

/*
 * A password-reset request gets the same answer whether or not an account has the address: the
 * same status (200), message and shape (`datas: null`), so that the form cannot be used to learn
 * who has an account here. The message says so to the visitor, who may have typed another address
 * than their account's. The spec shows 'the server message after reset requests': these are it.
 * The expensive work (the main site's scrypt hash of the temporary password) is done for both,
 * and the rate limits count both (docs/security.md).
 */
export const MAIN_RESET_REQUESTED =
  'Si un compte existe pour cette adresse, vous allez recevoir un e-mail avec un mot de passe provisoire.';
export const TOOLS_RESET_REQUESTED =
  'Si un compte existe pour cette adresse, vous allez recevoir un e-mail avec un lien pour choisir un nouveau mot de passe.';

/**
 * The address a login or a reset request names, trimmed, once it may be served: a partner's
 * address signs in through SSO only (403, before any limit or password work), and the call's
 * limit counts both the caller's IP and the address (docs/security.md).
 */
export async function askingAddress(
  ctx: ApiContext,
  c: Context,
  typed: string,
  limit: 'login' | 'reset',
): Promise<string> {
  const email = typed.trim();
  if (isPartnerEmail(email)) throw new ApiError(403, PARTNER_MUST_USE_SSO);
  await enforceLimit(ctx, c, limit, { byIp: true, addresses: [email] });
  return email;
}

/** Where links in an e-mail point: the page that made the call, else the site's first origin. */
export function linkOrigin(ctx: ApiContext, site: SiteKey, pageOrigin: string | null): string {
  return pageOrigin ?? ctx.sites[site][0]!;
}

/** Refuses a new password that misses one of the server's criteria, naming them all. */
export function assertCriteria(password: string, field: string): void {
  const unmet = unmetCriteria(password);
  if (unmet.length === 0) return;
  throw new ApiError(400, 'Le mot de passe ne respecte pas les critères demandés.', {
    [field]: `Le mot de passe doit comporter : ${unmet.map((m) => m.toLowerCase()).join(', ')}.`,
  });
}

/** A temporary password that meets every criterion, for main-site resets. */
export function temporaryPassword(): string {
  const core = randomBytes(6)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, 'x');
  return `Tmp-${core}7a`;
}

/** A numeric id from a path segment: digits only (no '1e3', ' 5' or '-1'), else null. */
export function pathId(raw: string | undefined): number | null {
  return raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}
