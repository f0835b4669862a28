import type { IslandLoader } from './loader/island';

/**
 * The only file that names every island. Each kind is its own chunk, downloaded only by pages
 * that carry its placeholder.
 */
export const registry: Record<string, IslandLoader> = {
  header: () => import('../widgets/header'),
  register: () => import('../widgets/register'),
  'link-handler': () => import('../widgets/link-handler'),
  'password-reset': () => import('../widgets/password-reset'),
  'personal-space': () => import('../widgets/personal-space'),
  'account-space': () => import('../widgets/account-space'),
  'sso-landing': () => import('../widgets/sso-landing'),
  'sso-landing-json': () => import('../widgets/sso-landing-json'),
};
