import type { OssatureConfig } from '@/src/config/config';
import type { SiteStrategy } from '@/src/runtime/sites/site-strategy';

/** Pages of the sites the account layer links to (account-layer §2, Routes). */
export const ROUTES = {
  home: '/',
  register: '/inscription/',
  contact: '/contact/',
  personalSpace: '/espace-personnel/',
  legal: '/mentions-legales/',
} as const;

/** Where the register action goes: the contact page where accounts come from the partner (main site). */
export function registerHref(site: Pick<SiteStrategy, 'selfRegistration'>): string {
  return site.selfRegistration ? ROUTES.register : ROUTES.contact;
}

/** Where single sign-on starts for this site; it comes back to this page's origin. */
export function ssoLoginHref(
  { ssoDomain, site }: Pick<OssatureConfig, 'ssoDomain' | 'site'>,
  origin = location.origin,
): string {
  return `${ssoDomain}/api/saml-login?${new URLSearchParams({ site, return: origin })}`;
}
