import type { SiteKey, SiteOrigins } from './context';

const SITES: SiteKey[] = ['main', 'plancher', 'carbone'];

/**
 * The page origins each site's API answers, beyond the demo pages': a CMS on another host (a
 * WordPress on http://wp.localhost:4852) is tried against the reference API by naming its origin.
 * `entries` is a list separated by spaces or commas (the preview's `OSSATURE_API_ORIGINS` and
 * `--allow-origin=` flags, docs/reference-api.md#allowed-origins): `plancher=https://cms.example`
 * adds an origin to one site, a bare `https://cms.example` to every site. The demo origins stay
 * first, so links in e-mails still point at the demo pages. A malformed entry throws: a typo must
 * not silently leave a CMS refused.
 */
export function withAllowedOrigins(base: SiteOrigins, entries: string): SiteOrigins {
  const sites: SiteOrigins = { main: [...base.main], plancher: [...base.plancher], carbone: [...base.carbone] };
  for (const entry of entries.split(/[\s,]+/).filter(Boolean)) {
    const equals = entry.indexOf('=');
    const site = equals < 0 ? undefined : entry.slice(0, equals);
    const origin = entry.slice(equals + 1);
    if (site !== undefined && !SITES.includes(site as SiteKey))
      throw new Error(`Allowed origin "${entry}": unknown site "${site}" (main, plancher or carbone).`);
    if (!isOrigin(origin))
      throw new Error(`Allowed origin "${entry}": "${origin}" is not an origin such as http://wp.localhost:4852.`);
    for (const key of site ? [site as SiteKey] : SITES) if (!sites[key].includes(origin)) sites[key].push(origin);
  }
  return sites;
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}
