import { refreshToken as refreshCall } from '../../contracts/account/token-refresh';
import type { SiteStrategy } from './site-strategy';

/**
 * The floor configurator and carbon simulator sites (account-layer §4, "Floor and carbon
 * sites"): one account base, visitors register themselves, sessions live on a refresh token
 * and may be remembered beyond the browser session.
 */
export const toolsSite: SiteStrategy = {
  name: 'tools',
  anonymousBearer: () => null,
  async refresh({ api }, token) {
    const reply = await api.call(refreshCall, { body: { refreshToken: token } });
    return reply.ok ? reply.datas : null;
  },
  start: () => undefined,
  remembersLogin: true,
  selfRegistration: true,
  profile: 'page',
  account: () => import('./tools-account').then((m) => m.toolsAccount),
};
