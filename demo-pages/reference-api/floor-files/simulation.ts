import type { Caller } from '../access/caller';
import type { Access } from '../access/rule';
import type { ApiContext } from '../context';
import { designBasis } from '../floor/design-basis';
import { reasonsFor } from '../floor/rule';
import { simulationFor, simulationIfAllowed, type StoredSimulation } from '../floor/store';
import type { FloorSystem } from '../floor/types';
import { invalidInput } from '../http/api-error';
import { SIMULATION_NOT_FOUND } from '../routes/floor-history';
import { answerRows } from './answer-rows';
import { BAD_SIMULATION_ID } from './messages';
import type { RecapSimulation } from './recap-sections';

/** A stored floor simulation as the solution and agency routes read it (floor/store.ts). */
export type SolutionSimulation = StoredSimulation;

/** The `simulation` parameter as an id: absent stays absent, anything but digits is a 400. */
export function simulationParam(raw: string | number | null | undefined): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw === 'number' ? Number.isSafeInteger(raw) && raw > 0 : /^\d{1,15}$/.test(raw)) return Number(raw);
  throw invalidInput({ simulation: BAD_SIMULATION_ID });
}

/**
 * For the public detail: the simulation when the caller may read it (access/rule.ts), else null.
 * The system's detail stays public; only the simulation's reasons are withheld.
 */
export async function visibleSimulation(ctx: ApiContext, id: number | undefined, caller: Caller) {
  return id === undefined ? null : await simulationIfAllowed(ctx, id, caller, 'use');
}

/**
 * For a call that names a simulation (recap, save, share, agency contact): none when no id came,
 * else the simulation when the caller may do `access` on it (access/rule.ts), else the history's
 * 404, the unknown id's (a 403 would make the client drop the session).
 */
export async function callerSimulation(
  ctx: ApiContext,
  id: number | undefined,
  caller: Caller,
  access: Access = 'use',
): Promise<SolutionSimulation | null> {
  return id === undefined ? null : await simulationFor(ctx, id, caller, access, SIMULATION_NOT_FOUND);
}

/** What a recap shows of the simulation: its name, its answers in French, why it chose the system. */
export function recapSimulation(simulation: SolutionSimulation | null, system: FloorSystem): RecapSimulation | null {
  if (!simulation) return null;
  return {
    id: simulation.id,
    name: simulation.name,
    answers: answerRows(simulation.answers),
    reasons: reasonsFor(system, simulation.answers),
    basis: designBasis(system, simulation.answers),
  };
}
