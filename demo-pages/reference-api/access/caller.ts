import type { Context } from 'hono';
import { bearerOf, type Auth } from '../auth/authenticate';
import { sha256 } from '../auth/random';
import { verifyAccessToken, type SessionClaims } from '../auth/tokens';
import { realmOf } from '../context';
import type { SiteScope } from '../http/route';

/**
 * The header the floor and carbon sites' bundle sends on every call: a random key (≥ 128 bits)
 * the browser made once and keeps with its session. It is the claim credential of the work made
 * there before logging in; only its SHA-256 is stored.
 */
export const BROWSER_HEADER = 'X-Ossature-Browser';

/** 128 to 512 bits in base64url or hex: anything shorter is guessable, anything else is noise. */
const BROWSER_KEY = /^[A-Za-z0-9_-]{22,86}$/;

/**
 * Who makes a call, as the ownership rule (access/rule.ts) reads it: the logged-in user if any,
 * the device (main site: the device bearer, or the device the user's session logged in from) and
 * the hash of the browser key (floor and carbon sites).
 */
export interface Caller {
  userId: number | null;
  deviceUuid: string | null;
  /** SHA-256 of the `X-Ossature-Browser` key; null when none or a malformed one came. */
  browser: string | null;
}

export const NOBODY: Caller = { userId: null, deviceUuid: null, browser: null };

/**
 * The device a main-site session stands for: the one it logged in from, or, for a session opened
 * without one (single sign-on lands with no device bearer), the session itself — its searches are
 * then its own until saved, rather than nobody's. Session ids are 128 random bits.
 */
function deviceOfSession(scope: SiteScope, user: SessionClaims | null): string | null {
  if (!user || scope.site !== 'main') return null;
  return user.deviceUuid ?? `session:${user.sessionId}`;
}

/** The stored form of a browser key; null for an absent or malformed one (which owns nothing). */
export function browserHashOf(key: string | undefined | null): string | null {
  return key && BROWSER_KEY.test(key) ? sha256(key) : null;
}

/**
 * The caller of a call whose bearer `authenticate` has checked. A public call does not require a
 * bearer but a live one still says who calls (a user's submit makes a simulation theirs); a
 * dead one is ignored there, as before.
 */
export async function callerOf(scope: SiteScope, auth: Auth, c: Context): Promise<Caller> {
  let { user } = auth;
  if (!user && !auth.deviceUuid) {
    const bearer = bearerOf(c.req.header('authorization'));
    user = bearer ? await verifyAccessToken(scope.ctx, bearer, realmOf(scope.site)) : null;
  }
  return {
    userId: user?.userId ?? null,
    deviceUuid: auth.deviceUuid ?? deviceOfSession(scope, user),
    browser: scope.site === 'main' ? null : browserHashOf(c.req.header(BROWSER_HEADER)),
  };
}
