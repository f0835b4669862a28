import type { ApiClient } from '@/src/api/client';
import { refreshToken } from '@/src/contracts/account/token-refresh';

/**
 * The floor and carbon token refresh: trades a refresh token for a new pair; null when refused.
 * Its own chunk, fetched when a token first needs renewing: the main site never refreshes, and
 * its home page downloads the API client's chunk at start, for the device check.
 */
export async function refreshTokens(api: ApiClient, token: string) {
  const reply = await api.call(refreshToken, { body: { refreshToken: token } });
  return reply.ok ? reply.datas : null;
}
