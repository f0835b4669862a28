import type { IslandLoader } from '@/src/loader/island';

/**
 * The only file that names every island. Each kind is its own chunk, downloaded only by pages
 * that carry its placeholder.
 */
export const registry: Record<string, IslandLoader> = {
  header: () => import('@/widgets/header'),
  register: () => import('@/widgets/register'),
  'link-handler': () => import('@/widgets/link-handler'),
  'password-reset': () => import('@/widgets/password-reset'),
  'personal-space': () => import('@/widgets/personal-space'),
  'account-space': () => import('@/widgets/account-space'),
  'sso-landing': () => import('@/widgets/sso-landing'),
  'sso-landing-json': () => import('@/widgets/sso-landing-json'),
  'thermal-break': () => import('@/widgets/thermal-break'),
  'psi-library': () => import('@/widgets/psi-library'),
  'floor-configurator': () => import('@/widgets/floor-configurator'),
  'carbon-simulator': () => import('@/widgets/carbon-simulator'),
};

/**
 * The loader's own reserve, for a page without the build's heights stylesheet in its <head>
 * (docs/embedding.md#reserved-heights): the height, in CSS pixels, of each island's first state
 * on a 390 px phone (the shortest of its variants), kept on its placeholder from the moment the
 * loader finds it, so that what follows does not move when the island arrives. The stylesheet's
 * heights come first (per breakpoint and variant); these are the descriptors' `reserve` phone
 * heights (test/catalogue/catalogue.test.ts checks it), repeated here since the loader may not
 * import the islands. `npm run heights` measures them.
 */
export const reservedHeights: Record<string, number> = {
  header: 44,
  register: 1660,
  'link-handler': 96,
  'personal-space': 341,
  'sso-landing': 195,
  'sso-landing-json': 195,
  // The environmental questionnaire (the thermal one, 638, is the placeholder without data-tool).
  'thermal-break': 414,
  'psi-library': 201,
  'floor-configurator': 421,
  'carbon-simulator': 521,
};

/**
 * The same, for islands whose logged-out state is empty but whose logged-in one is not, kept
 * only when the session's login hint is there (src/session/login-hint.ts): the floor and carbon
 * personal space's dashboard.
 */
export const reservedWhenLoggedIn: Record<string, number> = {
  'account-space': 491,
};
