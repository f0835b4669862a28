import type { Hono } from 'hono';
import { deleteCluster, deleteClusterSimulation, listClusters } from '@/src/contracts/history/carbon';
import type { ClusterHistoryQuery } from '@/src/contracts/history/query';
import { ApiError } from '../http/api-error';
import { route, type SiteScope } from '../http/route';
import { CLUSTER_FILTERS } from '../history/definitions';
import { pathId } from './shared';
import { deleteUserCluster, deleteUserClusterSimulation, listUserClusters } from '../history/carbon-store';

/** The message that makes the simulator leave a page whose cluster is gone (floor-and-carbon-tools §4). */
export const CLUSTER_DELETED = 'Le cluster a été supprimé.';
export const SIMULATION_DELETED = 'La simulation a été supprimée.';
export const CLUSTER_NOT_FOUND = 'Ce projet est introuvable.';
export const SIMULATION_NOT_FOUND = 'Cette simulation est introuvable.';

/**
 * The carbon site's history: clusters of simulations (account-layer §2 "Carbon history", §7).
 * As on the floor site, someone else's item answers the same 404 as an unknown one.
 */
export function carbonHistoryRoutes(app: Hono, scope: SiteScope): void {
  const { ctx } = scope;

  route(app, scope, listClusters, ({ auth, query }) => ({
    // route() has validated the query against the call's struct.
    datas: {
      clusters: listUserClusters(ctx, auth.user!.userId, query as ClusterHistoryQuery),
      filters: CLUSTER_FILTERS,
    },
    message: '',
  }));

  route(app, scope, deleteCluster, ({ auth, params }) => {
    const id = pathId(params.id);
    if (id === null || !deleteUserCluster(ctx, auth.user!.userId, id)) throw new ApiError(404, CLUSTER_NOT_FOUND);
    return { datas: { clusterRemoved: true }, message: CLUSTER_DELETED };
  });

  route(app, scope, deleteClusterSimulation, ({ auth, params }) => {
    const id = pathId(params.id);
    const result = id === null ? null : deleteUserClusterSimulation(ctx, auth.user!.userId, id);
    if (!result) throw new ApiError(404, SIMULATION_NOT_FOUND);
    return { datas: result, message: result.clusterRemoved ? CLUSTER_DELETED : SIMULATION_DELETED };
  });
}
