import { createApiClient, type ApiClient, type ApiClientOptions } from '@/src/api/client';
import { refreshToken } from '@/src/contracts/account/token-refresh';
import { deviceKeeper } from '@/src/session/device';
import type { Session } from '@/src/session/session';

/**
 * What the runtime loads with the first API call (the main site's device check, a login): the API
 * client, the shared contracts, the main site's device keeper and ky. Not needed to show the
 * header (the session is read from storage), so not on its path: a chunk of its own, fetched
 * once the header is usable (issue 9).
 */
export { createApiClient, deviceKeeper };
export type { ApiClientOptions, Session };

/** The floor and carbon token refresh: trades a refresh token for a new pair; null when refused. */
export async function refreshTokens(api: ApiClient, token: string) {
  const reply = await api.call(refreshToken, { body: { refreshToken: token } });
  return reply.ok ? reply.datas : null;
}
