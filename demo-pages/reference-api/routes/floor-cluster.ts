import type { Hono } from 'hono';
import { getFloorCluster, saveFloorCluster } from '@/src/contracts/floor/cluster';
import { getUsableCluster, saveUserCluster } from '../floor/cluster-store';
import { ApiError } from '../http/api-error';
import { route, type SiteScope } from '../http/route';
import { pathId } from './shared';

export const CLUSTER_NOT_FOUND = 'Cette configuration est introuvable.';
export const CLUSTER_SAVED = 'Votre configuration a bien été sauvegardée.';

/**
 * The floor site's clusters (src/contracts/floor/cluster.ts): the simulations of one
 * configuration. Who may read or claim one: access/rule.ts; a refusal answers the unknown id's 404,
 * never a 403 (§8).
 */
export function floorClusterRoutes(app: Hono, scope: SiteScope): void {
  const { ctx } = scope;

  route(app, scope, getFloorCluster, async ({ caller, params }) => {
    const id = pathId(params.id);
    const cluster = id === null ? null : await getUsableCluster(ctx, caller, id);
    if (!cluster) throw new ApiError(404, CLUSTER_NOT_FOUND);
    return { datas: cluster, message: '' };
  });

  route(app, scope, saveFloorCluster, async ({ caller, params, body }) => {
    const id = pathId(params.id);
    if (id === null || !(await saveUserCluster(ctx, caller, id, body.title)))
      throw new ApiError(404, CLUSTER_NOT_FOUND);
    return { datas: null, message: CLUSTER_SAVED };
  });
}
