import type { Site, Variant } from './variants';

/** The keyword that switches the carbon tunnel to the partner-logo variant (account-layer §1). */
export const PARTNER_HOST_KEYWORD = 'partenaire';

interface Environment {
  /** Host name of each site's pages, by site */
  pages: Record<Site, string>;
  /** API host of each site */
  api: Record<Site, string>;
  sso: string;
  /** http for the local preview, https elsewhere */
  protocol: 'http:' | 'https:';
  name: string;
}

/**
 * Known environments. Bundle-level settings map each known host to its own API; the preview's
 * `*.localhost` names keep the page's port.
 */
export const ENVIRONMENTS: Environment[] = [
  {
    name: 'preview',
    protocol: 'http:',
    pages: { main: 'site.localhost', plancher: 'plancher.localhost', carbone: 'carbone.localhost' },
    api: { main: 'api.site.localhost', plancher: 'api.plancher.localhost', carbone: 'api.carbone.localhost' },
    sso: 'sso.localhost',
  },
  {
    name: 'staging',
    protocol: 'https:',
    pages: {
      main: 'recette.baticonseil-pro.fr',
      plancher: 'recette.plancher-expert.fr',
      carbone: 'recette.carbone-batiment.fr',
    },
    api: {
      main: 'api.recette.baticonseil-pro.fr',
      plancher: 'api.recette.plancher-expert.fr',
      carbone: 'api.recette.carbone-batiment.fr',
    },
    sso: 'sso.recette.groupe-partenaire.fr',
  },
  {
    name: 'production',
    protocol: 'https:',
    pages: { main: 'www.baticonseil-pro.fr', plancher: 'www.plancher-expert.fr', carbone: 'www.carbone-batiment.fr' },
    api: { main: 'api.baticonseil-pro.fr', plancher: 'api.plancher-expert.fr', carbone: 'api.carbone-batiment.fr' },
    sso: 'sso.groupe-partenaire.fr',
  },
];

export interface HostMatch {
  environment: Environment;
  site: Site;
  variant: Variant;
}

/**
 * Finds the environment and site of a page host. Carbon hosts may carry a sub-domain: `neo.`
 * selects the neo variant, a host containing the partner keyword the partner-logo variant.
 */
export function matchHost(hostname: string): HostMatch | null {
  const host = hostname.toLowerCase();
  for (const environment of ENVIRONMENTS) {
    for (const site of Object.keys(environment.pages) as Site[]) {
      // 'www.carbone-batiment.fr' also covers 'carbone-batiment.fr' and its other sub-domains
      // ('neo.carbone-batiment.fr'); the preview names have no 'www.' to drop.
      const pages = environment.pages[site].replace(/^www\./, '');
      if (host !== pages && !host.endsWith(`.${pages}`)) continue;
      return { environment, site, variant: variantOf(site, host) };
    }
  }
  return null;
}

function variantOf(site: Site, host: string): Variant {
  if (site !== 'carbone') return site;
  if (host.includes(PARTNER_HOST_KEYWORD)) return 'partenaire';
  if (host.split('.').includes('neo')) return 'neo';
  return 'carbone';
}
