import type { IslandLoader } from './loader/island';

/**
 * The only file that names every island. Each kind is its own chunk, downloaded only by pages
 * that carry its placeholder.
 */
export const registry: Record<string, IslandLoader> = {
  header: () => import('../widgets/header'),
  'sso-landing': () => import('../widgets/sso-landing'),
  'sso-landing-json': () => import('../widgets/sso-landing-json'),
};
