import type { LibraryAnswer } from './library-calls';
import { ownLabel, type Catalogue } from './catalogue';

/** One filter of a configuration and its value's wording. */
export interface ConfigurationEntry {
  filterId: number;
  filter: string;
  value: string;
}

/** A psi value's configuration (`psiValuesFiltersValues`), in the filters' order, in words. */
export function configurationOf(catalogue: Catalogue, valueIds: readonly number[]): ConfigurationEntry[] {
  const byFilter = new Map<number, number>();
  for (const id of valueIds) {
    const filterId = catalogue.filterOf.get(id);
    if (filterId !== undefined && !byFilter.has(filterId)) byFilter.set(filterId, id);
  }
  return catalogue.filters.flatMap((filter) => {
    const id = byFilter.get(filter.id);
    return id === undefined ? [] : [{ filterId: filter.id, filter: filter.name, value: ownLabel(catalogue, id) }];
  });
}

/** The configuration of a psi value of the answer (empty when the answer does not give it). */
export function valueIdsOf(answer: LibraryAnswer, psiId: number): readonly number[] {
  return answer.psiValuesFiltersValues[String(psiId)] ?? [];
}

/**
 * The filters in which the values on screen differ: a card names its configuration by those
 * only ('in short'), since the others are the same on every card.
 */
export function varyingFilters(catalogue: Catalogue, answer: LibraryAnswer): ReadonlySet<number> {
  const seen = new Map<number, number | null>();
  const varying = new Set<number>();
  const shown = answer.rupteurs.flatMap((r) => r.psiValuesAsArray.map((psi) => valueIdsOf(answer, psi.id)));
  for (const ids of shown) {
    const valueOf = new Map(ids.map((id) => [catalogue.filterOf.get(id), id]));
    for (const filter of catalogue.filters) {
      const value = valueOf.get(filter.id) ?? null;
      if (!seen.has(filter.id)) seen.set(filter.id, value);
      else if (seen.get(filter.id) !== value) varying.add(filter.id);
    }
  }
  return varying;
}

/**
 * A configuration in short: the wording of its values in the filters that vary on screen,
 * joined by ' · '; every value when none varies (a single value on screen).
 */
export function shortConfiguration(entries: readonly ConfigurationEntry[], varying: ReadonlySet<number>): string {
  const distinct = entries.filter((entry) => varying.has(entry.filterId));
  return (distinct.length > 0 ? distinct : entries).map((entry) => entry.value).join(' · ');
}
