import type { ApiClient } from '@/src/api/client';
import { done, guardApi, refused, type Outcome } from '@/src/api/outcome';
import { mainHistoryList, mainHistoryRemove, type MainHistory } from '@/src/contracts/history/main';
import type { FilterValues } from '@/features/history-list/filters';
import { accepted, type HistoryData } from '@/features/history-list/history-data';
import { PERSONAL_SPACE_MESSAGES as M } from '../messages';

/**
 * The main site's saved simulations (thermal-break-tool §2 "Personal space and history", §4, §8):
 * the sort menu's choices, the list call and the delete call.
 */

/** The list's one parameter: the sort menu's choice, `{sort}:{order}` of `/api/history/list`. */
export type MainHistoryFilters = FilterValues<'order'>;

export const MAIN_SORTS = [
  { value: 'createdAt:DESC', label: M.sortNewest },
  { value: 'createdAt:ASC', label: M.sortOldest },
  { value: 'name:ASC', label: M.sortByName },
];

/** Most recent first (§4, §9). Named `order` so that the shared list does not read it as a filter. */
export const MAIN_HISTORY_DEFAULTS: MainHistoryFilters = { order: 'createdAt:DESC' };

/** The body of `/api/history/list` for a choice of the menu; an unknown one is the default. */
export function sortBody(choice: string): { sort: 'createdAt' | 'name'; order: 'ASC' | 'DESC' } {
  const known = MAIN_SORTS.some((s) => s.value === choice) ? choice : MAIN_HISTORY_DEFAULTS.order;
  const [sort, order] = known.split(':') as ['createdAt' | 'name', 'ASC' | 'DESC'];
  return { sort, order };
}

/** The main list has no filter definitions: `null` stands for them. */
export type MainHistoryData = HistoryData<MainHistory, null>;

export function mainHistoryLoader(api: ApiClient) {
  return async (filters: MainHistoryFilters, signal: AbortSignal): Promise<MainHistoryData> => {
    const reply = await api.call(mainHistoryList, { body: sortBody(filters.order), signal });
    return { items: accepted(reply).list, filters: null };
  };
}

/**
 * Deletes a saved simulation. The toasts are the spec's (§8), whatever the server says: a refusal
 * and an unreachable server alike are 'Une erreur est survenue lors de la suppression…'.
 */
export async function deleteMainHistory(api: ApiClient, history: MainHistory): Promise<Outcome> {
  const outcome = await guardApi(async () => {
    const reply = await api.call(mainHistoryRemove, { body: { id: history.id } });
    return reply.ok ? done() : refused();
  });
  return outcome.kind === 'done' ? done({ toast: M.deleted }) : refused(M.deleteFailed);
}
