import type { Site } from './variants';
import { ENVIRONMENTS, matchHost } from './hosts';

/**
 * The address of a page of another site of the same environment: a staging or preview page links
 * to the staging or preview site, any other host (production, an unknown CMS host) to production
 * (floor-and-carbon-tools §9, the carbon simulator link from the floor detail). The preview keeps
 * the page's port. Its own module: only the islands that link to another site carry it, not the
 * runtime that every page loads.
 */
export function siteUrl(location: Pick<Location, 'hostname' | 'port'>, site: Site, path: string): string {
  const environment = matchHost(location.hostname)?.environment ?? ENVIRONMENTS.find((e) => e.name === 'production')!;
  const port = environment.name === 'preview' && location.port ? `:${location.port}` : '';
  return `${environment.protocol}//${environment.pages[site]}${port}${path}`;
}
