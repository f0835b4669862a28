import { array, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { defineCall } from '../call';
import { success } from '../envelope';
import { ClusterHistoryQuery, HistoryOrder } from './query';
import { DeleteAnswer, FilterDefinition, IsoDateTime } from './shared';

/**
 * The saved history of the carbon site: clusters of simulations (account-layer §2 "Carbon
 * history", §3, §7). Every call needs the user's bearer; a user only ever sees and deletes their
 * own items. Its query is `ClusterHistoryQuery` (query.ts).
 */

/**
 * A cluster of carbon simulations. Decision: beyond the spec's id, name and createdAt it carries
 * its postal code, its simulation count and the distinct system types of its simulations; and
 * (issue 22) the range of its simulations' footprints in kg CO2 eq/m², null when none has a result.
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
