import type { Hono } from 'hono';
import {
  deleteSimulation,
  deleteSolution,
  getFloorFilters,
  listSavedData,
  listSimulations,
  listSolutions,
  renameSimulation,
  type SimulationItem,
  type SolutionItem,
} from '@/src/contracts/history/floor';
import type { FloorHistoryQuery } from '@/src/contracts/history/query';
import { ApiError } from '../http/api-error';
import { route, type SiteScope } from '../http/route';
import { FLOOR_FILTERS } from '../history/definitions';
import { pathId } from './shared';
import { simulationFor } from '../floor/store';
import {
  deleteFloorSimulation,
  deleteFloorSolution,
  listFloorHistory,
  renameFloorSimulation,
} from '../history/floor-store';

export const SIMULATION_DELETED = 'La simulation a été supprimée.';
export const CLUSTER_REMOVED = 'Le cluster a été supprimé.';
export const SOLUTION_DELETED = 'Le système a été supprimé.';
export const SIMULATION_RENAMED = 'La simulation a été renommée.';
export const SIMULATION_NOT_FOUND = 'Cette simulation est introuvable.';
export const SOLUTION_NOT_FOUND = 'Ce système est introuvable.';

/**
 * The floor site's history (account-layer §2 "Floor history", §7). Someone else's item answers
 * the same 404 as an unknown one: a 403 would make the client drop the session (§8), and the
 * answer must not tell whether the id exists.
 */
export function floorHistoryRoutes(app: Hono, scope: SiteScope): void {
  const { ctx } = scope;
  // route() has validated the query against the call's struct.
  const list = (userId: number, query: Record<string, string>, kinds: ('simulation' | 'solution')[]) =>
    listFloorHistory(ctx, userId, query as FloorHistoryQuery, kinds);

  route(app, scope, listSimulations, async ({ auth, query }) => ({
    datas: { data: (await list(auth.user!.userId, query, ['simulation'])) as SimulationItem[] },
    message: '',
  }));

  route(app, scope, listSolutions, async ({ auth, query }) => ({
    datas: { data: (await list(auth.user!.userId, query, ['solution'])) as SolutionItem[] },
    message: '',
  }));

  route(app, scope, listSavedData, async ({ auth, query }) => ({
    datas: { data: await list(auth.user!.userId, query, ['simulation', 'solution']) },
    message: '',
  }));

  route(app, scope, getFloorFilters, () => ({ datas: { filters: FLOOR_FILTERS }, message: '' }));

  // Deleting the last simulation of a cluster removes the cluster (src/contracts/floor/cluster.ts).
  route(app, scope, deleteSimulation, async ({ auth, params }) => {
    const id = pathId(params.id);
    const deleted = id === null ? null : await deleteFloorSimulation(ctx, auth.user!.userId, id);
    if (!deleted) throw new ApiError(404, SIMULATION_NOT_FOUND);
    return { datas: deleted, message: deleted.clusterRemoved ? CLUSTER_REMOVED : SIMULATION_DELETED };
  });

  // Beyond the spec: the owner renames a saved simulation (access/rule.ts 'own': the history's 404 otherwise).
  route(app, scope, renameSimulation, async ({ caller, params, body }) => {
    const id = pathId(params.id);
    if (id === null) throw new ApiError(404, SIMULATION_NOT_FOUND);
    const simulation = await simulationFor(ctx, id, caller, 'own', SIMULATION_NOT_FOUND);
    const title = body.title.trim();
    await renameFloorSimulation(ctx, simulation.id, title);
    return { datas: { title }, message: SIMULATION_RENAMED };
  });

  route(app, scope, deleteSolution, async ({ auth, params }) => {
    if (!(await deleteFloorSolution(ctx, auth.user!.userId, params.slug!))) throw new ApiError(404, SOLUTION_NOT_FOUND);
    return { datas: { clusterRemoved: false }, message: SOLUTION_DELETED };
  });
}
