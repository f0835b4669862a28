import { array, nullable, number, object, optional, string, type, type Infer } from 'superstruct';
import { defineCall } from '../call';
import { success } from '../envelope';
import { ClusterHistoryQuery, HistoryOrder } from './query';
import { DeleteAnswer, FilterDefinition, IsoDateTime, ItemTitle } from './shared';

/**
 * The saved history of the carbon site: clusters of simulations (account-layer §2 "Carbon
 * history", §3, §7). Every call needs the user's bearer; a user only ever sees and deletes their
 * own items. Its query is `ClusterHistoryQuery` (query.ts).
 */

/**
 * A cluster of carbon simulations. Decision: beyond the spec's id, name and createdAt it carries
 * its postal code, its simulation count and the distinct system types of its simulations; and
 * the range of its simulations' footprints in kg CO2 eq/m², null when none has a result.
 */
export const ClusterItem = type({
  id: number(),
  name: string(),
  createdAt: IsoDateTime,
  simulationsCount: number(),
  zip: string(),
  systemTypes: array(string()),
  footprintRange: optional(nullable(type({ min: number(), max: number() }))),
});
export type ClusterItem = Infer<typeof ClusterItem>;

/** The carbon filters: `filters.systemType` and the server's order labels (account-layer §3, §9). */
export const ClusterFilters = type({
  filters: type({ systemType: FilterDefinition }),
  orders: array(type({ value: HistoryOrder, label: string() })),
});
export type ClusterFilters = Infer<typeof ClusterFilters>;

/** The carbon history and its filters in one answer. */
export const listClusters = defineCall({
  name: 'listClusters',
  method: 'GET',
  path: '/api/clusters/',
  auth: 'user',
  query: ClusterHistoryQuery,
  answer: success(type({ clusters: array(ClusterItem), filters: ClusterFilters })),
});

/** Removes the cluster and its simulations: `clusterRemoved` is true. */
export const deleteCluster = defineCall({
  name: 'deleteCluster',
  method: 'DELETE',
  path: '/api/clusters/:id/',
  auth: 'user',
  answer: DeleteAnswer,
});

/** Removing the last simulation of a cluster removes it too ('Le cluster a été supprimé.', `clusterRemoved: true`). */
export const deleteClusterSimulation = defineCall({
  name: 'deleteClusterSimulation',
  method: 'DELETE',
  path: '/api/clusters/simulations/:id/',
  auth: 'user',
  answer: DeleteAnswer,
});

/**
 * Beyond the spec ('histories you can use'): renames a saved carbon project (cluster),
 * checked as the floor rename is (`ItemTitle`: one line, 1 to 100 characters). Its owner only
 * (access/rule.ts 'own'): someone else's, an unsaved or an unknown one answers the history's 404.
 * Answers the name as stored (trimmed).
 */
export const renameCluster = defineCall({
  name: 'renameCluster',
  method: 'PUT',
  path: '/api/clusters/:id/title/',
  auth: 'user',
  body: object({ title: ItemTitle }),
  answer: success(type({ title: string() })),
});

/**
 * Beyond the spec: 'Dupliquer et modifier' a saved carbon project. A new project of the
 * same owner, named '… (copie)', holding a copy of each simulation (answers and result), saved at
 * once; the original is left as it was. The simulator then opens the copy's results
 * (`?history={cluster}`), where simulations are added to or deleted from the copy only. Owner
 * only (access/rule.ts 'own'), else the history's 404.
 */
export const duplicateCluster = defineCall({
  name: 'duplicateCluster',
  method: 'POST',
  path: '/api/clusters/:id/duplicate/',
  auth: 'user',
  answer: success(type({ cluster: number(), name: string() })),
});
