import type { ClusterItem } from '@/src/contracts/history/carbon';
import type { FloorHistoryItem } from '@/src/contracts/history/floor';
import type { MainHistory } from '@/src/contracts/history/main';
import { resultPath } from '@/src/contracts/history/result-route';
import { HISTORY_MESSAGES as M } from './messages';

/**
 * What the history items show and where 'Ouvrir' leads (account-layer §2; floor-and-carbon-tools
 * §2.1, §2.2; thermal-break-tool §2 "Personal space and history").
 */

export const FLOOR_TOOL_PATH = '/configurer-un-plancher/';
export const CARBON_TOOL_PATH = '/simuler-mon-empreinte-carbone/';

/** A simulation shows its title, or its name when it has none; a solution its libelle. */
export function floorItemName(item: FloorHistoryItem): string {
  return item.type === 'solution' ? item.libelle : item.title?.trim() || item.name;
}

/**
 * What a floor simulation's row says besides its name: 'Portée 4,20 m · Habitation · Entrevous
 * polystyrène · 5 solutions', with what the API gave (none of it: null).
 */
export function floorItemSummary(item: FloorHistoryItem): string | null {
  if (item.type !== 'simulation') return null;
  const parts = [
    item.span && M.span(item.span),
    item.use,
    item.system,
    item.solutionCount !== undefined ? M.solutionCount(item.solutionCount) : undefined,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : null;
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

/** 'Dupliquer et modifier' (beyond the spec): the configurator with a copy of the simulation's answers. */
export function floorDuplicateUrl(id: number): string {
  return `${FLOOR_TOOL_PATH}?${new URLSearchParams({ duplicate: String(id) })}`;
}

/** A cluster opens its stored results in the simulator (a duplicated one too). */
export function clusterOpenUrl(cluster: Pick<ClusterItem, 'id'>): string {
  return `${CARBON_TOOL_PATH}?${new URLSearchParams({ history: String(cluster.id) })}`;
}

/** The main site's two tool pages (thermal-break-tool §2). */
export const THERMAL_TOOL_PATH = '/evaluer-le-psi-dun-rupteur/';
export const ENVIRONMENTAL_TOOL_PATH = '/donnees-environnementales/';

/** True for an environmental history: it names a beam, a predalle or a wall system. */
export function isEnvironmental(history: MainHistory): boolean {
  return history.poutrelle !== null || history.predalle !== null || history.premur !== null;
}

/**
 * The name in a result route: the rupteur's; an environmental history has none, so its system's
 * name (decision: the spec names only the rupteur), else 'resultat'. The route reads it for
 * display only, the id is what loads.
 */
export function resultRouteName(history: MainHistory): string {
  const system = history.envPoutrelle ?? history.envPredalle ?? history.envMur;
  return history.rupteur?.name.trim() || system?.systemName.trim() || 'resultat';
}

/**
 * 'Ouvrir' of a saved simulation: its tool page with the result route
 * `#/{id}/{name}?history=1` (src/contracts/history/result-route.ts, which the thermal-break
 * island writes and reads too).
 */
export function mainOpenUrl(history: MainHistory): string {
  const page = isEnvironmental(history) ? ENVIRONMENTAL_TOOL_PATH : THERMAL_TOOL_PATH;
  return `${page}#${resultPath(history.id, resultRouteName(history), true)}`;
}
