import type { Site } from '../../src/config/variants';

/** Pages of the sites the account layer links to (account-layer §2, Routes). */
export const ROUTES = {
  home: '/',
  register: '/inscription/',
  contact: '/contact/',
  personalSpace: '/espace-personnel/',
  legal: '/mentions-legales/',
} as const;

/** On the main site the register action goes to the contact page (accounts come from the partner). */
export function registerHref(site: Site): string {
  return site === 'main' ? ROUTES.contact : ROUTES.register;
}

/** Where single sign-on starts for this site; it comes back to this page's origin. */
export function ssoLoginHref(ssoDomain: string, site: Site, origin: string): string {
  return `${ssoDomain}/api/saml-login?${new URLSearchParams({ site, return: origin })}`;
}
