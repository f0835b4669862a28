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
 * The height, in CSS pixels, each island is sure to take once mounted on a phone (390 px wide,
 * its shortest state), kept on its placeholder from the moment the loader finds it (issue 9
 * #30): what follows the placeholder on the page does not move when the island arrives. Kinds
 * not listed reserve nothing: their shortest state is empty (account-space logged out: see
 * `reservedWhenLoggedIn`) or they are taller than a phone's screen (registration). `npm run cls`
 * prints each island's height.
 */
export const reservedHeights: Record<string, number> = {
  header: 44,
  'link-handler': 96,
  // Logged out, the visitor is sent to '/': the dashboard is the only state a page shows.
  'personal-space': 341,
  // The environmental questionnaire's first question (the thermal one's is 638, its picture in it).
  'thermal-break': 414,
  // The start: the folded filter panel and 'Pour commencer veuillez sélectionner…'.
  'psi-library': 201,
  'sso-landing': 181,
  'sso-landing-json': 181,
};

/**
 * The same, for islands whose logged-out state is empty but whose logged-in one is not, kept
 * only when the session's login hint is there (src/session/login-hint.ts): the floor and carbon
 * personal space's dashboard, its shortest logged-in state at 390 px.
 */
export const reservedWhenLoggedIn: Record<string, number> = {
  'account-space': 480,
};
