import { array, nullable, number, object, optional, string, type, type Infer } from 'superstruct';
import { defineCall } from '../call';
import { NoDatas, success } from '../envelope';
import { IsoDateTime } from '../history/shared';
import { Agency } from './simulator';

/**
 * Clusters of the floor site (floor-and-carbon-tools §7 `GET /api/clusters/{id}/`, `PUT
 * /api/clusters/save/{id}/`, §4.1 deleting a simulation). The spec does not show what a floor
 * cluster is. Ours: the simulations of one configuration. A submit starts a cluster; a submit made
 * while editing a saved simulation (`simulationId`) joins that simulation's cluster. Deleting the
 * last simulation of a cluster removes the cluster: the delete answers `clusterRemoved: true` and
 * 'Le cluster a été supprimé.', and the configurator goes home (§4.1). The carbon site has its own
 * clusters behind the same paths on its own API.
 */

export const FloorClusterSimulation = type({
  id: number(),
  name: string(),
  createdAt: IsoDateTime,
  solutionCount: number(),
});
export type FloorClusterSimulation = Infer<typeof FloorClusterSimulation>;

/** The cluster's simulations, newest first, and the design office of its department. */
export const FloorCluster = type({
  id: number(),
  title: nullable(string()),
  simulations: array(FloorClusterSimulation),
  agency: nullable(Agency),
});
export type FloorCluster = Infer<typeof FloorCluster>;

/** The user's own cluster; someone else's or an unknown id: 404. */
export const getFloorCluster = defineCall({
  name: 'getCluster',
  method: 'GET',
  path: '/api/clusters/:id/',
  auth: 'user',
  answer: success(FloorCluster),
});

/**
 * Keeps every simulation of the cluster in the user's history, under `title` (their names when
 * absent): what 'save' does for a configuration made before logging in. The envelope's `success`
 * is the spec's success flag.
 */
export const saveFloorCluster = defineCall({
  name: 'saveCluster',
  method: 'PUT',
  path: '/api/clusters/save/:id/',
  auth: 'user',
  body: object({ title: optional(string()) }),
  answer: success(NoDatas),
});
