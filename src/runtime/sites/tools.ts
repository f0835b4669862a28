import type { SiteStrategy } from './site-strategy';

/**
 * The floor configurator and carbon simulator sites (account-layer §4, "Floor and carbon
 * sites"): one account base, visitors register themselves, sessions live on a refresh token
 * and may be remembered beyond the browser session.
 */
export const toolsSite: SiteStrategy = {
  name: 'tools',
  anonymousBearer: () => null,
  sendsBrowserKey: true,
  // Asked by the API client when a token first needs renewing: a small chunk of its own.
  refresh: ({ api }, token) => import('../token-refresh').then((m) => m.refreshTokens(api, token)),
  start: () => undefined,
  remembersLogin: true,
  selfRegistration: true,
  profile: 'page',
  account: () => import('./tools-account').then((m) => m.toolsAccount),
};
