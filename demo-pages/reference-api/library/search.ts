import type { ThermalFilter } from '@/src/contracts/thermal/filters';
import {
  LIBRARY_RESULT_CAP,
  type FilterChoices,
  type LibraryCount,
  type LibraryRupteur,
} from '@/src/contracts/thermal/library';
import type { PsiValue } from '@/src/contracts/thermal/psi-value';
import type { ApiContext } from '../context';
import { toFilter } from '../thermal/facets';
import { psiValues, rupteur } from '../thermal/read';
import { chosenIds, libraryCatalogue, resolveChoices, type ResolvedChoices } from './choices';
import { configurationValues, matchesOf, offeredStats, type Match } from './query';

export interface LibraryAnswer {
  filters: ThermalFilter[];
  results: number[];
  rupteurs: LibraryRupteur[];
  nbResults: LibraryCount;
  mergedFilters: Record<string, number>;
  psiValuesFiltersValues: Record<string, number[]>;
}

/**
 * The library's search (contracts/thermal/library.ts): the filters faceted under the choices,
 * the count, and with `lunchResearch` the rupteurs and their matching psi values, best first.
 */
export async function searchLibraryValues(
  ctx: ApiContext,
  filterChoices: FilterChoices,
  lunchResearch: boolean,
): Promise<LibraryAnswer & { choices: ResolvedChoices }> {
  const catalogue = await libraryCatalogue(ctx);
  const choices = resolveChoices(catalogue, filterChoices);
  const stats = await offeredStats(ctx, choices, catalogue.merged);
  const selected = chosenIds(choices);
  // A chosen value stays offered whatever the other filters say (so that it can be removed).
  for (const id of selected) if (!stats.has(id)) stats.set(id, { count: 0, first: 0 });
  // A merged value comes with its target, never selected: the client reads its wording for
  // '{target} ou {merged}' and does not offer it on its own.
  for (const [from, into] of catalogue.merged) if (stats.has(into)) stats.set(from, { count: 0, first: 0 });
  const answer: LibraryAnswer & { choices: ResolvedChoices } = {
    choices,
    filters: catalogue.filters.map((entry) => toFilter(entry, stats, selected)),
    mergedFilters: Object.fromEntries([...catalogue.merged].map(([from, into]) => [String(from), into])),
    nbResults: 'all',
    results: [],
    rupteurs: [],
    psiValuesFiltersValues: {},
  };
  if (choices.size === 0) return answer;
  const matches = await matchesOf(ctx, choices, catalogue.merged);
  answer.nbResults = matches.length;
  if (!lunchResearch) return answer;
  const shown = byRupteur(matches.slice(0, LIBRARY_RESULT_CAP));
  answer.results = shown.flatMap(([, ids]) => ids);
  // One read of every shown value; the rupteurs' own rows are one per rupteur (a few dozen).
  const values = new Map((await psiValues(ctx, answer.results)).map((value) => [value.id, value]));
  answer.rupteurs = await Promise.all(
    shown.map(([rupteurId, ids]) =>
      libraryRupteur(
        ctx,
        rupteurId,
        ids.map((id) => values.get(id)!),
      ),
    ),
  );
  const rankOf = new Map(catalogue.filters.flatMap(({ values }, rank) => values.map((v) => [v.id, rank])));
  answer.psiValuesFiltersValues = await configurationValues(ctx, answer.results, rankOf);
  return answer;
}

/**
 * The capped values grouped by rupteur, rupteurs best first (lowest psiMoyen, unknown last, then
 * id). The cap keeps the best values overall (`matches` comes best first and is cut before the
 * grouping), so a rupteur whose values all fall beyond it is not shown, and each shown rupteur's
 * best value is its best matching one.
 */
function byRupteur(matches: Match[]): [number, number[]][] {
  const groups = new Map<number, { best: number; ids: number[] }>();
  for (const { id, rupteurId, psiMoyen } of matches) {
    const group = groups.get(rupteurId) ?? { best: psiMoyen ?? Number.POSITIVE_INFINITY, ids: [] };
    group.ids.push(id);
    groups.set(rupteurId, group);
  }
  return [...groups]
    .sort(([a, ga], [b, gb]) => (ga.best === gb.best ? a - b : ga.best - gb.best))
    .map(([rupteurId, { ids }]) => [rupteurId, ids]);
}

async function libraryRupteur(ctx: ApiContext, rupteurId: number, values: PsiValue[]): Promise<LibraryRupteur> {
  const { psiValues: _none, ...rest } = (await rupteur(ctx, rupteurId, []))!;
  return { ...rest, psiValuesAsArray: values };
}
