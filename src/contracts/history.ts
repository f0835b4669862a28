import { array, boolean, dynamic, literal, nullable, number, record, refine, string, type, type Infer } from 'superstruct';
import { defineCall } from './call';
import { success } from './envelope';
import { ClusterHistoryQuery, FloorHistoryQuery, HistoryOrder } from './history-query';

/**
 * The saved history of the floor and carbon sites (account-layer §2 "Floor history" and "Carbon
 * history", §3 history items and filter definitions, §7; floor-and-carbon-tools §4.1).
 * Every call needs the user's bearer; a user only ever sees and deletes their own items.
 */

export * from './history-query';

/** An instant in ISO 8601, e.g. `2026-11-18T07:00:00.000Z`. */
export const IsoDateTime = refine(string(), 'isoDateTime', (v) =>
  (/^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v))) || 'Date invalide');

/**
 * Decision (item fields beyond those of the spec are "not shown"): floor items also carry the
 * attributes the filters work on. A saved solution keeps a copy of the context of the simulation
 * it was saved from, so every filter applies to both kinds and deleting that simulation leaves
 * the solution whole.
 */
const FloorContext = {
  zip: string(),
  floor: string(),
  floorLevel: string(),
  floorType: string(),
  /** null when the user gave none. */
  projectCode: nullable(string()),
  createdAt: IsoDateTime,
};

/** A saved floor simulation; the list shows `title`, falling back to `name` (null title: none given). */
export const SimulationItem = type({
  type: literal('simulation'), id: number(), title: nullable(string()), name: string(), ...FloorContext,
});
export type SimulationItem = Infer<typeof SimulationItem>;

/** A saved solution (label 'Système'), known by its slug: a user holds at most one copy of a solution. */
export const SolutionItem = type({ type: literal('solution'), slug: string(), libelle: string(), ...FloorContext });
export type SolutionItem = Infer<typeof SolutionItem>;

/** Either kind, read by its `type` so that a contract failure names the right fields. */
export const FloorHistoryItem = dynamic<SimulationItem | SolutionItem>((value) =>
  ((value as { type?: unknown } | null)?.type === 'solution' ? SolutionItem : SimulationItem) as never);
export type FloorHistoryItem = Infer<typeof FloorHistoryItem>;

/** One filter: its choices (label shown → value sent) and the help text of its tooltip. */
export const FilterDefinition = type({ values: record(string(), string()), tooltip: string() });
export type FilterDefinition = Infer<typeof FilterDefinition>;

/** The floor filter definitions; `title` and `projectCode` say whether their text filters are offered. */
export const FloorFilters = type({
  floor: FilterDefinition, floorLevel: FilterDefinition, type: FilterDefinition, title: boolean(), projectCode: boolean(),
});
export type FloorFilters = Infer<typeof FloorFilters>;

/** `clusterRemoved`: the cluster is gone (always false on the floor site, which has no clusters in its history). */
const DeleteAnswer = success(type({ clusterRemoved: boolean() }));

/** Decision: the three floor lists answer their items under `datas.data`, sorted and filtered. */
export const listSimulations = defineCall({
  name: 'listSimulations', method: 'GET', path: '/api/simulations/', auth: 'user', query: FloorHistoryQuery,
  answer: success(type({ data: array(SimulationItem) })),
});

export const listSolutions = defineCall({
  name: 'listSolutions', method: 'GET', path: '/api/solutions/', auth: 'user', query: FloorHistoryQuery,
  answer: success(type({ data: array(SolutionItem) })),
});

/** The floor history page's list: simulations and solutions merged, then sorted and filtered. */
export const listSavedData = defineCall({
  name: 'listSavedData', method: 'GET', path: '/api/configurator/saved-data/', auth: 'user', query: FloorHistoryQuery,
  answer: success(type({ data: array(FloorHistoryItem) })),
});

/** Decision: the definitions are answered under `datas.filters`. */
export const getHistoryFilters = defineCall({
  name: 'getHistoryFilters', method: 'GET', path: '/api/configurator/filters/', auth: 'user', query: FloorHistoryQuery,
  answer: success(type({ filters: FloorFilters })),
});

/** Someone else's or an unknown id: 404 (a 403 would end the session on the client, §8). */
export const deleteSimulation = defineCall({
  name: 'deleteSimulation', method: 'DELETE', path: '/api/simulation/:id/', auth: 'user', answer: DeleteAnswer,
});

/** Decision (deletion by slug is "not shown"): the slug takes the place of the id in the path. */
export const deleteSolution = defineCall({
  name: 'deleteSolution', method: 'DELETE', path: '/api/solution/:slug/', auth: 'user', answer: DeleteAnswer,
});

/**
 * A cluster of carbon simulations. Decision: beyond the spec's id, name and createdAt it carries
 * its postal code, its simulation count and the distinct system types of its simulations.
 */
export const ClusterItem = type({
  id: number(), name: string(), createdAt: IsoDateTime, simulationsCount: number(), zip: string(), systemTypes: array(string()),
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
  name: 'listClusters', method: 'GET', path: '/api/clusters/', auth: 'user', query: ClusterHistoryQuery,
  answer: success(type({ clusters: array(ClusterItem), filters: ClusterFilters })),
});

/** Removes the cluster and its simulations: `clusterRemoved` is true. */
export const deleteCluster = defineCall({
  name: 'deleteCluster', method: 'DELETE', path: '/api/clusters/:id/', auth: 'user', answer: DeleteAnswer,
});

/** Removing the last simulation of a cluster removes it too ('Le cluster a été supprimé.', `clusterRemoved: true`). */
export const deleteClusterSimulation = defineCall({
  name: 'deleteClusterSimulation', method: 'DELETE', path: '/api/clusters/simulations/:id/', auth: 'user',
  answer: DeleteAnswer,
});

export const floorHistoryCalls = {
  listSimulations, listSolutions, listSavedData, getHistoryFilters, deleteSimulation, deleteSolution,
};
export const carbonHistoryCalls = { listClusters, deleteCluster, deleteClusterSimulation };
