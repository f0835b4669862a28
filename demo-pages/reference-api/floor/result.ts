import type { FloorResult } from '@/src/contracts/floor/simulator';
import { agencyForZip } from './agencies';
import { designBasis } from './design-basis';
import { catalogueLimit } from './limits';
import type { FloorAnswers } from './answers';
import { recommend } from './recommend';
import { toFloorSolution, type Origins } from './solution-view';

/** The answer of a submit or of a saved simulation's results (§3 'Simulation result (floor)'). */
export function floorResult(answers: FloorAnswers, simulationId: number, origins: Origins): FloorResult {
  const { solutions, exclusions } = recommend(answers);
  return {
    solutions: solutions.map((e) =>
      toFloorSolution(e.system, origins, { reasons: e.reasons, basis: designBasis(e.system, answers) }),
    ),
    hasOnlyOneSolution: solutions.length === 1,
    simulation: { id: simulationId },
    agency: agencyForZip(answers.zipCode),
    message: null,
    exclusions,
    limit: solutions.length === 0 ? catalogueLimit(answers) : null,
  };
}
