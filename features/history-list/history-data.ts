import type { ApiClient, Reply } from '@/src/api/client';
import { ApiClientError } from '@/src/api/errors';
import { done, guardApi, refused, refusedBy, type Outcome } from '@/src/api/outcome';
import type { Call } from '@/src/contracts';
import {
  deleteCluster,
  duplicateCluster,
  listClusters,
  renameCluster,
  type ClusterFilters,
  type ClusterItem,
} from '@/src/contracts/history/carbon';
import {
  deleteSimulation,
  deleteSolution,
  getFloorFilters,
  listSavedData,
  renameSimulation,
  type FloorFilters,
  type FloorHistoryItem,
} from '@/src/contracts/history/floor';
import { historyQuery } from '@/src/contracts/history/query';
import type { CarbonFilterValues, FloorFilterValues } from './filters';
import { HISTORY_MESSAGES as M } from './messages';

/**
 * A load the server refused (status 200–403); its message is shown as it is. Loads throw rather
 * than answer an outcome: the controller catches every way a load ends without a list (refused,
 * unreachable, aborted by a newer load) in one place, and shows only the latest load's reason.
 * Deletes answer an outcome, through `guardApi`.
 */
class RefusedError extends Error {}

/** The datas of an accepted reply; a refusal throws, for the controller to show its message. */
export function accepted<T>(reply: { ok: true; datas: T } | { ok: false; message: string }): T {
  if (!reply.ok) throw new RefusedError(reply.message || M.genericError);
  return reply.datas;
}

/**
 * The French reason shown for a failed history load. The spec leaves these errors "not handled";
 * the page still says what went wrong and offers 'Réessayer' rather than failing silently.
 */
export function describeLoadError(error: unknown): string {
  if (error instanceof RefusedError) return error.message;
  if (error instanceof ApiClientError) {
    console.error(`[ossature] ${error.message}`);
    return error.userMessage;
  }
  console.error('[ossature] history:', error);
  return M.genericError;
}

/** A loaded history list: its items and the filter definitions the server answered with them. */
export interface HistoryData<I, D> {
  items: I[];
  filters: D;
}
export type FloorData = HistoryData<FloorHistoryItem, FloorFilters>;
export type CarbonData = HistoryData<ClusterItem, ClusterFilters>;

/**
 * Loads the floor list with the filter definitions. The definitions do not depend on the filters:
 * they are fetched once, and again only after a failure.
 */
export function floorLoader(api: ApiClient) {
  let definitions: Promise<FloorFilters> | null = null;
  return async (filters: FloorFilterValues, signal: AbortSignal): Promise<FloorData> => {
    const pending = (definitions ??= api.call(getFloorFilters).then((reply) => accepted(reply).filters));
    pending.catch(() => {
      if (definitions === pending) definitions = null;
    });
    const [defs, list] = await Promise.all([
      pending,
      api.call(listSavedData, { query: historyQuery(filters), signal }),
    ]);
    return { items: accepted(list).data, filters: defs };
  };
}

/** The carbon list answers its clusters and its filter definitions together. */
export function carbonLoader(api: ApiClient) {
  return async (filters: CarbonFilterValues, signal: AbortSignal): Promise<CarbonData> => {
    const datas = accepted(await api.call(listClusters, { query: historyQuery(filters), signal }));
    return { items: datas.clusters, filters: datas.filters };
  };
}

/**
 * Runs a delete: done with the server's message as its toast (shown only when present, §8), or
 * refused with the server's message, else a French reason.
 */
function settle<C extends Call<any, any>>(call: () => Promise<Reply<C>>): Promise<Outcome> {
  return guardApi(async () => {
    const reply = await call();
    if (!reply.ok) return refused(reply.message || M.genericError);
    // The server's 'Le cluster a été supprimé.' (§4.1) names what users call a project.
    if ((reply.datas as { clusterRemoved?: unknown } | null)?.clusterRemoved === true)
      return done({ toast: M.projectRemoved });
    return done({ toast: reply.message.trim() || undefined });
  });
}

export function deleteFloorItem(api: ApiClient, item: FloorHistoryItem): Promise<Outcome> {
  return settle(() =>
    item.type === 'solution'
      ? api.call(deleteSolution, { params: { slug: item.slug } })
      : api.call(deleteSimulation, { params: { id: item.id } }),
  );
}

/** 'Renommer' a saved floor simulation (beyond the spec): the server's message, or its refusal under the field. */
export function renameFloorSimulation(api: ApiClient, id: number, title: string): Promise<Outcome> {
  return guardApi(async () => {
    const reply = await api.call(renameSimulation, { params: { id }, body: { title } });
    if (!reply.ok) return refusedBy(reply);
    return done({ toast: reply.message.trim() || undefined });
  });
}

/** 'Renommer' a carbon project (beyond the spec): the server's message, or its refusal under the field. */
export function renameClusterItem(api: ApiClient, id: number, title: string): Promise<Outcome> {
  return guardApi(async () => {
    const reply = await api.call(renameCluster, { params: { id }, body: { title } });
    if (!reply.ok) return refusedBy(reply);
    return done({ toast: reply.message.trim() || undefined });
  });
}

/** 'Dupliquer et modifier' a carbon project (beyond the spec): the copy's id, or the server's refusal. */
export function duplicateClusterItem(api: ApiClient, id: number): Promise<Outcome<{ cluster: number }>> {
  return guardApi(async () => {
    const reply = await api.call(duplicateCluster, { params: { id } });
    if (!reply.ok) return refusedBy(reply);
    return done({ cluster: reply.datas.cluster });
  });
}

export function deleteClusterItem(api: ApiClient, cluster: ClusterItem): Promise<Outcome> {
  return settle(() => api.call(deleteCluster, { params: { id: cluster.id } }));
}
