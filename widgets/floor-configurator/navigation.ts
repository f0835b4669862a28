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

/** The query parameters the configurator owns (§2.1); the page's others (a CMS's own) are kept. */
const OWN_PARAMETERS = ['historySolution', 'history', 'share', 'simulationId', 'duplicate'];

/**
 * The screen a state shows, as a history entry (Back, bookmarks, sharing), and its
 * address: a detail at `?historySolution={slug}` (with `&history={id}` for its simulation's
 * reasons, §2.1, and a share's `&share=` signature), the results of a past simulation at
 * `?history={id}`, a saved simulation's form at `?simulationId={id}`, anything else at the page's
 * address without them. `null` for a passing state (loading, a failure, a login to give).
 */
export function screenOf(
  state: {
    view: { kind: string; step?: 1 | 2; slug?: string };
    simulationId: number | null;
    editing: number | null;
    fromHistory: boolean;
    share: { slug: string; token: string } | null;
  },
  page: { pathname: string; search: string },
): { screen: string; url: string } | null {
  const { view, simulationId, editing, fromHistory, share } = state;
  const at = (own: Record<string, string | number | null>) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(own)) if (value !== null) query.set(name, String(value));
    for (const [name, value] of new URLSearchParams(page.search))
      if (!OWN_PARAMETERS.includes(name)) query.append(name, value);
    const search = query.toString();
    return search ? `${page.pathname}?${search}` : page.pathname;
  };
  if (view.kind === 'detail' && view.slug) {
    const token = simulationId && share?.slug === view.slug ? share.token : null;
    return {
      screen: `detail:${view.slug}`,
      url: at({ historySolution: view.slug, history: simulationId, share: token }),
    };
  }
  if (view.kind === 'results')
    return { screen: 'results', url: at({ history: fromHistory && simulationId ? simulationId : null }) };
  if (view.kind === 'form') return { screen: `form-${view.step}`, url: at({ simulationId: editing }) };
  return null;
}
