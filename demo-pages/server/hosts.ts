import type { SiteKey, Variant } from '@/demo-pages/pages/types';

/** What one host name serves in the preview. */
export type HostRole =
  | { kind: 'pages'; variant: Variant; site: SiteKey }
  | { kind: 'api'; site: SiteKey }
  | { kind: 'sso' }
  | { kind: 'mail' }
  | { kind: 'index' };

/** Host names of the preview; all under `.localhost`, which browsers and curl resolve to loopback. */
export const PAGE_HOSTS: Record<Variant, string> = {
  main: 'site.localhost',
  plancher: 'plancher.localhost',
  carbone: 'carbone.localhost',
  neo: 'neo.carbone.localhost',
  partenaire: 'partenaire.carbone.localhost',
};

export const API_HOSTS: Record<SiteKey, string> = {
  main: 'api.site.localhost',
  plancher: 'api.plancher.localhost',
  carbone: 'api.carbone.localhost',
};

export const SSO_HOST = 'sso.localhost';
export const MAIL_HOST = 'mail.localhost';
/** Any other host name serves the map of the preview (and the catalogue); this is the one the map links to. */
export const INDEX_HOST = 'localhost';

const SITE_OF: Record<Variant, SiteKey> = {
  main: 'main',
  plancher: 'plancher',
  carbone: 'carbone',
  neo: 'carbone',
  partenaire: 'carbone',
};

export function siteOf(variant: Variant): SiteKey {
  return SITE_OF[variant];
}

/** Reads the Host header (port stripped, case folded) into the role of that host. */
export function roleOf(hostHeader: string | undefined): HostRole {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  for (const [variant, name] of Object.entries(PAGE_HOSTS) as [Variant, string][]) {
    if (host === name) return { kind: 'pages', variant, site: siteOf(variant) };
  }
  for (const [site, name] of Object.entries(API_HOSTS) as [SiteKey, string][]) {
    if (host === name) return { kind: 'api', site };
  }
  if (host === SSO_HOST) return { kind: 'sso' };
  if (host === MAIL_HOST) return { kind: 'mail' };
  return { kind: 'index' };
}

export const originOf = (host: string, port: number) => `http://${host}:${port}`;
