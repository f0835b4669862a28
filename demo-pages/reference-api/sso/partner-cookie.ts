import { hmac, safeEqual } from '../auth/random';
import type { ApiContext } from '../context';

export const PARTNER_COOKIE = 'partner_sso';
const LIFETIME_MS = 8 * 3600_000;

/** The partner domain's own session: `email.expires.signature`, HMAC-signed. */
export function partnerCookieValue(ctx: ApiContext, email: string): string {
  const payload = `${Buffer.from(email).toString('base64url')}.${ctx.now() + LIFETIME_MS}`;
  return `${payload}.${hmac(ctx.secret, `partner|${payload}`)}`;
}

/** The signed-in partner e-mail, or null when the cookie is absent, forged or stale. */
export function readPartnerCookie(ctx: ApiContext, value: string | undefined): string | null {
  const [email, expires, signature] = (value ?? '').split('.');
  if (!email || !expires || !signature) return null;
  if (!safeEqual(signature, hmac(ctx.secret, `partner|${email}.${expires}`))) return null;
  if (Number(expires) < ctx.now()) return null;
  return Buffer.from(email, 'base64url').toString();
}
