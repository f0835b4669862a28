import type { Hono } from 'hono';
import {
  deleteCluster,
  deleteClusterSimulation,
  duplicateCluster,
  listClusters,
  renameCluster,
} from '@/src/contracts/history/carbon';
import type { ClusterHistoryQuery } from '@/src/contracts/history/query';
import { ApiError } from '../http/api-error';
import { route, type SiteScope } from '../http/route';
import { CLUSTER_FILTERS } from '../history/definitions';
import { pathId } from './shared';
import { clusterFor } from '../carbon/store';
import {
  deleteUserCluster,
  deleteUserClusterSimulation,
  duplicateUserCluster,
  listUserClusters,
  renameUserCluster,
} from '../history/carbon-store';

/** The message that makes the simulator leave a page whose cluster is gone (floor-and-carbon-tools §4). */
export const CLUSTER_DELETED = 'Le cluster a été supprimé.';
export const SIMULATION_DELETED = 'La simulation a été supprimée.';
export const CLUSTER_NOT_FOUND = 'Ce projet est introuvable.';
export const SIMULATION_NOT_FOUND = 'Cette simulation est introuvable.';
export const CLUSTER_RENAMED = 'Le projet a été renommé.';
export const CLUSTER_DUPLICATED = 'Le projet a été dupliqué.';

/** The copy's name: '… (copie)', cut so that it keeps within the 100 characters of a name. */
export const copyName = (name: string) => `${name.slice(0, 92)} (copie)`;

/**
 * The carbon site's history: clusters of simulations (account-layer §2 "Carbon history", §7).
 * As on the floor site, someone else's item answers the same 404 as an unknown one.
 */
export function carbonHistoryRoutes(app: Hono, scope: SiteScope): void {
  const { ctx } = scope;

  route(app, scope, listClusters, async ({ auth, query }) => ({
    // route() has validated the query against the call's struct.
    datas: {
      clusters: await listUserClusters(ctx, auth.user!.userId, query as ClusterHistoryQuery),
      filters: CLUSTER_FILTERS,
    },
    message: '',
  }));

  route(app, scope, deleteCluster, async ({ auth, params }) => {
    const id = pathId(params.id);
    if (id === null || !(await deleteUserCluster(ctx, auth.user!.userId, id)))
      throw new ApiError(404, CLUSTER_NOT_FOUND);
    return { datas: { clusterRemoved: true }, message: CLUSTER_DELETED };
  });

  route(app, scope, deleteClusterSimulation, async ({ auth, params }) => {
    const id = pathId(params.id);
    const result = id === null ? null : await deleteUserClusterSimulation(ctx, auth.user!.userId, id);
    if (!result) throw new ApiError(404, SIMULATION_NOT_FOUND);
    return { datas: result, message: result.clusterRemoved ? CLUSTER_DELETED : SIMULATION_DELETED };
  });

  // Beyond the spec: the owner renames a saved project (access/rule.ts 'own': the history's 404 otherwise).
  route(app, scope, renameCluster, async ({ caller, params, body }) => {
    const id = pathId(params.id);
    if (id === null) throw new ApiError(404, CLUSTER_NOT_FOUND);
    const cluster = await clusterFor(ctx, id, caller, 'own', CLUSTER_NOT_FOUND);
    const title = body.title.trim();
    await renameUserCluster(ctx, cluster.id, title);
    return { datas: { title }, message: CLUSTER_RENAMED };
  });

  // Beyond the spec: 'Dupliquer et modifier', a copy of a saved project for its owner to change.
  route(app, scope, duplicateCluster, async ({ caller, params }) => {
    const id = pathId(params.id);
    if (id === null) throw new ApiError(404, CLUSTER_NOT_FOUND);
    const source = await clusterFor(ctx, id, caller, 'own', CLUSTER_NOT_FOUND);
    const name = copyName(source.name);
    return { datas: { cluster: await duplicateUserCluster(ctx, source, name), name }, message: CLUSTER_DUPLICATED };
  });
}
