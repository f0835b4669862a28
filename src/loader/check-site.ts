import type { Site } from '@/src/config/variants';
import { describeHost } from './describe';
import type { IslandDescriptor } from './island';
import { dropSecrets } from './read-attributes';

/**
 * An island placed on a site it does not serve (the floor registration on the main site) is not
 * mounted: its API calls and its copy would be wrong there. One console error names the element
 * and the sites it serves; its secret attributes leave the DOM all the same.
 */
export function servesSite(host: HTMLElement, island: IslandDescriptor, site: Site): boolean {
  if (island.sites.includes(site)) return true;
  dropSecrets(host, island);
  const sites = island.sites.join(', ');
  console.error(
    `[ossature] ${describeHost(host)}: this island is not for the ${site} site; it serves: ${sites}. The island is not mounted.`,
  );
  return false;
}
