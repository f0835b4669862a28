import { messages } from '@/src/contracts';
import type { ApiContext, SiteKey } from '../context';
import { ApiError } from '../http/api-error';
import { unmetCriteria } from '../auth/passwords';
import { randomBytes } from 'node:crypto';

export const PARTNER_MUST_USE_SSO = messages.PARTNER_MUST_USE_SSO;
export const BAD_CREDENTIALS = 'Identifiants invalides.';
export const UNKNOWN_ACCOUNT = 'Aucun compte ne correspond à cette adresse e-mail.';
export const LOGGED_IN = 'Vous êtes maintenant connecté';
export const LOGGED_OUT = 'Vous êtes maintenant déconnecté.';
export const PASSWORD_CHANGED = 'Votre mot de passe a bien été modifié';

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
