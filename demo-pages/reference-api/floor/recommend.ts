import type { Exclusion } from '@/src/contracts/floor/simulator';
import type { FloorAnswers } from './answers';
import { SYSTEMS } from './catalogue';
import { evaluate, reachesUpAndSpan, type Evaluation } from './rule';
import { thicknessOf } from './thickness';
import { INFILL_FAMILIES, type InfillFamily } from './types';

export interface Recommendation {
  /** The systems passing every rule, thinnest first (then by slug), with their reasons. */
  solutions: Evaluation[];
  /** Empty unless `solutions` is: the three closest systems, each with its first failed rule. */
  exclusions: Exclusion[];
}

const totalMargin = (e: Evaluation) => e.failures.reduce((sum, f) => sum + f.margin, 0);

/** Fewest failed rules, then the smallest total margin, then the slug: deterministic. */
function closestFirst(a: Evaluation, b: Evaluation): number {
  return (
    a.failures.length - b.failures.length ||
    totalMargin(a) - totalMargin(b) ||
    a.system.slug.localeCompare(b.system.slug)
  );
}

export function recommend(answers: FloorAnswers): Recommendation {
  const evaluations = SYSTEMS.map((system) => evaluate(system, answers));
  const solutions = evaluations
    .filter((e) => e.failures.length === 0)
    .sort((a, b) => thicknessOf(a.system) - thicknessOf(b.system) || a.system.slug.localeCompare(b.system.slug));
  if (solutions.length > 0) return { solutions, exclusions: [] };
  const exclusions = [...evaluations]
    .sort(closestFirst)
    .slice(0, 3)
    .map((e) => ({ slug: e.system.slug, libelle: e.system.libelle, reason: e.failures[0]!.reason }));
  return { solutions, exclusions };
}

/**
 * The infill families offered by the `floorType` field: those with a system made for the floor's
 * position that reaches the Up aimed at (with the insulation chosen) at that span under the
 * lightest loads. The loads, the level, continuity and the insulation's compatibility are judged
 * at submit, where a failure is explained.
 */
export function familiesFor(a: Parameters<typeof reachesUpAndSpan>[1]): InfillFamily[] {
  return INFILL_FAMILIES.filter((family) =>
    SYSTEMS.some((system) => system.family === family && reachesUpAndSpan(system, a)),
  );
}

/** The infill families with a system made for the floor's position, whatever the span and Up. */
export function familiesAt(floor: FloorAnswers['floor']): InfillFamily[] {
  return INFILL_FAMILIES.filter((family) =>
    SYSTEMS.some((system) => system.family === family && system.positions.includes(floor)),
  );
}
