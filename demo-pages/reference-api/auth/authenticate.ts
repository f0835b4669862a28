import type { CallAuth } from '@/src/contracts';
import { realmOf } from '../context';
import { unauthorized } from '../http/api-error';
import type { SiteScope } from '../http/route';
import { verifyAccessToken, verifyDeviceToken, type SessionClaims } from './tokens';

export interface Auth {
  user: SessionClaims | null;
  deviceUuid: string | null;
}

const NONE: Auth = { user: null, deviceUuid: null };

export function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Checks the bearer a call asks for. `user` calls need a live user session; `device` calls (main
 * site) accept a registered device's token or a user's. Public calls ignore the header.
 */
export async function authenticate(scope: SiteScope, need: CallAuth, header: string | undefined): Promise<Auth> {
  if (need === 'public') return NONE;
  const bearer = bearerOf(header);
  const realm = realmOf(scope.site);
  const user = bearer ? await verifyAccessToken(scope.ctx, bearer, realm) : null;
  if (need === 'user') {
    if (!user) throw unauthorized();
    return { user, deviceUuid: null };
  }
  if (user) return { user, deviceUuid: null };
  const deviceUuid = bearer && realm === 'main' ? await verifyDeviceToken(scope.ctx, bearer) : null;
  if (!deviceUuid) throw unauthorized('Appareil non reconnu. Veuillez recharger la page.');
  return { user: null, deviceUuid };
}
