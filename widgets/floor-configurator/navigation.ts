import type { FloorSolution } from '@/src/contracts/floor/solution';

export type SortOrder = 'asc' | 'desc';

/** §4.1 'Sort: thickness ascending (default) or descending, applied on the client'; ties keep the server's order. */
export function sortByThickness(solutions: readonly FloorSolution[], order: SortOrder): FloorSolution[] {
  const sign = order === 'asc' ? 1 : -1;
  return solutions
    .map((solution, index) => ({ solution, index }))
    .sort((a, b) => sign * (a.solution.thickness - b.solution.thickness) || a.index - b.index)
    .map(({ solution }) => solution);
}

/**
 * Where 'Page précédente' leads from a detail (§2.1 'Go-back rule'): the list when there are
 * several solutions; otherwise the personal history for a logged-in user who came from it, and
 * the configurator for everyone else.
 */
export type GoBack = 'list' | 'history' | 'configurator';

export function goBackFrom(detail: { solutionCount: number; loggedIn: boolean; fromHistory: boolean }): GoBack {
  if (detail.solutionCount > 1) return 'list';
  return detail.loggedIn && detail.fromHistory ? 'history' : 'configurator';
}

/** The personal space's floor history (§2.1 'Other routes used'). */
export const HISTORY_PATH = '/espace-personnel/#/historique';
