import type { ApiContext } from '../context';
import { bearerOf } from '../auth/authenticate';
import { verifyAccessToken } from '../auth/tokens';
import { reasonsFor } from '../floor/rule';
import { getStoredSimulation, type StoredSimulation } from '../floor/store';
import type { FloorSystem } from '../floor/types';
import { ApiError, invalidInput } from '../http/api-error';
import { SIMULATION_NOT_FOUND } from '../routes/floor-history';
import { answerRows } from './answer-rows';
import { BAD_SIMULATION_ID } from './messages';
import type { RecapSimulation } from './recap-sections';

/** A stored floor simulation as the solution and agency routes read it (floor/store.ts). */
export type SolutionSimulation = StoredSimulation;

/** The stored simulation, or null when there is none with this id (whoever made it). */
export function findSimulation(ctx: ApiContext, id: number): SolutionSimulation | null {
  return getStoredSimulation(ctx, id);
}

/** The `simulation` parameter as an id: absent stays absent, anything but digits is a 400. */
export function simulationParam(raw: string | number | null | undefined): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw === 'number' ? Number.isSafeInteger(raw) && raw > 0 : /^\d{1,15}$/.test(raw)) return Number(raw);
  throw invalidInput({ simulation: BAD_SIMULATION_ID });
}

/** The logged-in user behind a public call's bearer, if any (a public call does not require one). */
export async function viewerOf(ctx: ApiContext, authorization: string | undefined): Promise<number | null> {
  const bearer = bearerOf(authorization);
  return bearer ? ((await verifyAccessToken(ctx, bearer, 'tools'))?.userId ?? null) : null;
}

/** Whether `userId` may read the simulation: an anonymous one is anyone's, a saved one its owner's. */
const readableBy = (simulation: SolutionSimulation, userId: number | null) =>
  simulation.userId === null || simulation.userId === userId;

/**
 * For the public detail and carbon values: the simulation when the caller may read it, else
 * null. The system's detail stays public; only the simulation's reasons are withheld.
 */
export function visibleSimulation(ctx: ApiContext, id: number | undefined, userId: number | null) {
  const simulation = id === undefined ? null : findSimulation(ctx, id);
  return simulation && readableBy(simulation, userId) ? simulation : null;
}

/**
 * For a user's call (recap, save, share): the simulation, or the 404 of the history when it is
 * unknown or someone else's (a 403 would make the client drop the session).
 */
export function ownSimulation(ctx: ApiContext, id: number | undefined, userId: number): SolutionSimulation | null {
  if (id === undefined) return null;
  const simulation = findSimulation(ctx, id);
  if (!simulation || !readableBy(simulation, userId)) throw new ApiError(404, SIMULATION_NOT_FOUND);
  return simulation;
}

/** What a recap shows of the simulation: its name, its answers in French, why it chose the system. */
export function recapSimulation(simulation: SolutionSimulation | null, system: FloorSystem): RecapSimulation | null {
  if (!simulation) return null;
  return {
    id: simulation.id,
    name: simulation.name,
    answers: answerRows(simulation.answers),
    reasons: reasonsFor(system, simulation.answers),
  };
}
