import type { EnvDataType } from '@/src/contracts/thermal/filters';
import type { ThermalFilter, ToolDataType } from '@/src/contracts/thermal/filters';
import type { PsiValue } from '@/src/contracts/thermal/psi-value';
import type { Rupteur } from '@/src/contracts/thermal/rupteur';
import type { ApiContext } from '../context';
import {
  countRupteurs,
  envSpace,
  filtersOf,
  matchingIds,
  resolveAnswers,
  spaceOf,
  thermalSpace,
  toFilter,
  valueStats,
} from './facets';
import { psiValues, rupteur, rupteurIdsOf } from './read';

/** The questionnaire's next step: the filters not answered yet that still offer a value, and the count. */
export function nextFilters(
  ctx: ApiContext,
  dataType: ToolDataType,
  answers: number[],
): { nbResults: number; filters: ThermalFilter[] } {
  const answered = resolveAnswers(ctx, dataType, answers);
  const space = spaceOf(dataType);
  const stats = valueStats(ctx, space, answers);
  const selected = new Set(answers);
  const filters = filtersOf(ctx, dataType)
    .filter(({ filter }) => !answered.has(filter.id))
    .map((entry) => toFilter(entry, stats, selected))
    .filter((filter) => filter.filterValues.length > 0);
  const nbResults = dataType === 'rup' ? countRupteurs(ctx, answers) : matchingIds(ctx, space, answers).length;
  return { nbResults, filters };
}

/** The mean psi of a rupteur's matching configurations sorts it; no value sorts last. */
const bestPsi = (values: PsiValue[]) =>
  Math.min(...values.map((v) => v.psiMoyen ?? Number.POSITIVE_INFINITY), Number.POSITIVE_INFINITY);

/** The rupteurs matching the answers, best first, each with its matching psi values. */
export function searchByAnswers(ctx: ApiContext, answers: number[]): Rupteur[] {
  resolveAnswers(ctx, 'rup', answers);
  const ids = matchingIds(ctx, thermalSpace(), answers);
  const owners = rupteurIdsOf(ctx, ids);
  const byRupteur = new Map<number, number[]>();
  for (const id of ids) {
    const owner = owners.get(id)!;
    byRupteur.set(owner, [...(byRupteur.get(owner) ?? []), id]);
  }
  const found = [...byRupteur].map(([id, configurations]) => rupteur(ctx, id, psiValues(ctx, configurations))!);
  return found.sort((a, b) => bestPsi(a.psiValues) - bestPsi(b.psiValues) || a.id - b.id);
}

/** One rupteur's configurations matching the answers, and the one they determine, if any. */
export function rupteurMatch(ctx: ApiContext, rupteurId: number, answers: number[]) {
  const configurations = matchingIds(ctx, thermalSpace(rupteurId), answers);
  return { configurations, determined: configurations.length === 1 ? configurations[0]! : null };
}

/**
 * The refine view: every thermal filter, offering the values compatible with the other answers
 * and the rupteur; the chosen ones selected; filters with nothing to offer left out.
 */
export function refineConfiguration(
  ctx: ApiContext,
  rupteurId: number,
  answers: number[],
): { filters: ThermalFilter[]; determined: number | null } {
  const answered = resolveAnswers(ctx, 'rup', answers);
  const space = thermalSpace(rupteurId);
  const selected = new Set(answers);
  const filters = filtersOf(ctx, 'rup')
    .map((entry) => {
      const own = answered.get(entry.filter.id);
      const others = own === undefined ? answers : answers.filter((id) => id !== own);
      return toFilter(entry, valueStats(ctx, space, others), selected);
    })
    .filter((filter) => filter.filterValues.length > 0);
  return { filters, determined: rupteurMatch(ctx, rupteurId, answers).determined };
}

/** The environmental systems matching the answers. */
export function envMatches(ctx: ApiContext, dataType: EnvDataType, answers: number[]): number[] {
  resolveAnswers(ctx, dataType, answers);
  return matchingIds(ctx, envSpace(dataType), answers);
}
