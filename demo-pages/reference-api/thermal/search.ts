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
export async function nextFilters(
  ctx: ApiContext,
  dataType: ToolDataType,
  answers: number[],
): Promise<{ nbResults: number; filters: ThermalFilter[] }> {
  const answered = await resolveAnswers(ctx, dataType, answers);
  const space = spaceOf(dataType);
  const stats = await valueStats(ctx, space, answers);
  const selected = new Set(answers);
  const filters = (await filtersOf(ctx, dataType))
    .filter(({ filter }) => !answered.has(filter.id))
    .map((entry) => toFilter(entry, stats, selected))
    .filter((filter) => filter.filterValues.length > 0);
  const nbResults =
    dataType === 'rup' ? await countRupteurs(ctx, answers) : (await matchingIds(ctx, space, answers)).length;
  return { nbResults, filters };
}

/** The mean psi of a rupteur's matching configurations sorts it; no value sorts last. */
const bestPsi = (values: PsiValue[]) =>
  Math.min(...values.map((v) => v.psiMoyen ?? Number.POSITIVE_INFINITY), Number.POSITIVE_INFINITY);

/** The rupteurs matching the answers, best first, each with its matching psi values. */
export async function searchByAnswers(ctx: ApiContext, answers: number[]): Promise<Rupteur[]> {
  await resolveAnswers(ctx, 'rup', answers);
  const ids = await matchingIds(ctx, thermalSpace(), answers);
  const owners = await rupteurIdsOf(ctx, ids);
  const byRupteur = new Map<number, number[]>();
  for (const id of ids) {
    const owner = owners.get(id)!;
    byRupteur.set(owner, [...(byRupteur.get(owner) ?? []), id]);
  }
  const found = await Promise.all(
    [...byRupteur].map(async ([id, configurations]) => (await rupteur(ctx, id, await psiValues(ctx, configurations)))!),
  );
  return found.sort((a, b) => bestPsi(a.psiValues) - bestPsi(b.psiValues) || a.id - b.id);
}

/** One rupteur's configurations matching the answers, and the one they determine, if any. */
export async function rupteurMatch(ctx: ApiContext, rupteurId: number, answers: number[]) {
  const configurations = await matchingIds(ctx, thermalSpace(rupteurId), answers);
  return { configurations, determined: configurations.length === 1 ? configurations[0]! : null };
}

/**
 * The refine view: every thermal filter, offering the values compatible with the other answers
 * and the rupteur; the chosen ones selected; filters with nothing to offer left out.
 */
export async function refineConfiguration(
  ctx: ApiContext,
  rupteurId: number,
  answers: number[],
): Promise<{ filters: ThermalFilter[]; determined: number | null }> {
  const answered = await resolveAnswers(ctx, 'rup', answers);
  const space = thermalSpace(rupteurId);
  const selected = new Set(answers);
  const all = await Promise.all(
    (await filtersOf(ctx, 'rup')).map(async (entry) => {
      const own = answered.get(entry.filter.id);
      const others = own === undefined ? answers : answers.filter((id) => id !== own);
      return toFilter(entry, await valueStats(ctx, space, others), selected);
    }),
  );
  const filters = all.filter((filter) => filter.filterValues.length > 0);
  return { filters, determined: (await rupteurMatch(ctx, rupteurId, answers)).determined };
}

/** The environmental systems matching the answers. */
export async function envMatches(ctx: ApiContext, dataType: EnvDataType, answers: number[]): Promise<number[]> {
  await resolveAnswers(ctx, dataType, answers);
  return matchingIds(ctx, envSpace(dataType), answers);
}
