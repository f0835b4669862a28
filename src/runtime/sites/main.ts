import { whenPaintedAndIdle } from '../idle';
import type { SiteStrategy } from './site-strategy';

/**
 * The main advice site (account-layer §4, "Main site"): a registered device authenticates the
 * anonymous calls, accounts come from the partner organisation with a password to replace, and
 * a login lasts for the browser session.
 */
export const mainSite: SiteStrategy = {
  name: 'main',
  anonymousBearer: ({ device }) => device?.token ?? null,
  sendsBrowserKey: false,
  renewDevice: (rt) => rt.device.register(),
  // Registered or verified once the session is read, the header it shows painted and the page
  // idle: off the header's path, with the API client and ky it loads; a login waits for it anyway.
  start: (rt) => void rt.session.ready.then(() => whenPaintedAndIdle(() => void rt.device.ensure())),
  remembersLogin: false,
  selfRegistration: false,
  profile: 'popup',
  account: () => import('./main-account').then((m) => m.mainAccount),
};
