import type { ClusterItem } from '../../src/contracts/history/carbon';
import type { FloorHistoryItem } from '../../src/contracts/history/floor';

/**
 * What the history items show and where 'Ouvrir' leads (account-layer §2; floor-and-carbon-tools
 * §2.1, §2.2).
 */

export const FLOOR_TOOL_PATH = '/configurer-un-plancher/';
export const CARBON_TOOL_PATH = '/simuler-mon-empreinte-carbone/';

/** A simulation shows its title, or its name when it has none; a solution its libelle. */
export function floorItemName(item: FloorHistoryItem): string {
  return item.type === 'solution' ? item.libelle : item.title?.trim() || item.name;
}

/** Unique across both kinds (a simulation's id and a solution's slug could look alike). */
export function floorItemKey(item: FloorHistoryItem): string {
  return item.type === 'solution' ? `solution:${item.slug}` : `simulation:${item.id}`;
}

/** A simulation opens its results (`?history={id}`), a solution its detail (`?historySolution={slug}`). */
export function floorOpenUrl(item: FloorHistoryItem): string {
  const query: [string, string] =
    item.type === 'solution' ? ['historySolution', item.slug] : ['history', String(item.id)];
  return `${FLOOR_TOOL_PATH}?${new URLSearchParams([query])}`;
}

/** A cluster opens its stored results in the simulator. */
export function clusterOpenUrl(cluster: ClusterItem): string {
  return `${CARBON_TOOL_PATH}?${new URLSearchParams({ history: String(cluster.id) })}`;
}
