import type { SimulationSummary } from '@/src/contracts/history/floor';
import { metres } from '../floor/format';
import { findLoadCase } from '../floor/loads';
import { toAnswers } from '../floor/read-submit';
import { FAMILY_LABELS } from '../floor/technical-data';
import type { InfillFamily } from '../floor/types';
import type { FormValues } from '../floor/values';

/**
 * What a history row says of a saved simulation besides its name (beyond the spec): the span, the use
 * of the room, the infill system and how many solutions it found, read from its stored answers.
 */
export function simulationSummary(row: {
  answers_json: string;
  solutions_json: string;
  floor_type: string;
}): SimulationSummary {
  const answers = toAnswers(JSON.parse(row.answers_json) as FormValues);
  return {
    span: metres(answers.floorSpan),
    use: findLoadCase(answers.loadCase)?.label ?? 'Personnalisé',
    system: FAMILY_LABELS[row.floor_type as InfillFamily] ?? row.floor_type,
    solutionCount: (JSON.parse(row.solutions_json) as string[]).length,
  };
}
