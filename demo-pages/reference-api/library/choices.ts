import type { FilterChoices } from '@/src/contracts/thermal/library';
import type { ApiContext } from '../context';
import { filtersOf, type FilterRow, type ValueRow } from '../thermal/facets';
import { ApiError } from '../http/api-error';

/** The library's filters (the thermal questionnaire's, in its order) and its merges. */
export interface LibraryCatalogue {
  filters: { filter: FilterRow; values: ValueRow[] }[];
  /** Merged value id → the id of the value it is merged into (same filter). */
  merged: Map<number, number>;
}

export async function libraryCatalogue(ctx: ApiContext): Promise<LibraryCatalogue> {
  const rows = (await ctx.db.all(`SELECT value_id, into_value_id FROM library_merged_values`)) as {
    value_id: number;
    into_value_id: number;
  }[];
  return {
    filters: await filtersOf(ctx, 'rup'),
    merged: new Map(rows.map((r) => [r.value_id, r.into_value_id])),
  };
}

/** Chosen value ids by filter id, merged values as their target; filters with no value left out. */
export type ResolvedChoices = Map<number, Set<number>>;

const refuse = (message: string, field: string) => new ApiError(400, message, { filterChoices: field });

/**
 * Checks the choices against the library's filters: a key that is not one of them, or a value
 * that is not of that filter (unknown ids included: the client's hash may be old), is a 400.
 */
export function resolveChoices(catalogue: LibraryCatalogue, choices: FilterChoices): ResolvedChoices {
  const resolved: ResolvedChoices = new Map();
  for (const [key, ids] of Object.entries(choices)) {
    const entry = catalogue.filters.find(({ filter }) => String(filter.id) === key);
    if (!entry) throw refuse(`Le critère ${key} n'existe pas dans la bibliothèque.`, 'Critère inconnu');
    for (const id of ids) {
      if (!entry.values.some((v) => v.id === id))
        throw refuse(`La valeur ${id} n'est pas un choix du critère « ${entry.filter.name} ».`, 'Valeur invalide');
    }
    if (ids.length === 0) continue;
    resolved.set(entry.filter.id, new Set(ids.map((id) => catalogue.merged.get(id) ?? id)));
  }
  return resolved;
}

/** Every chosen value id. */
export const chosenIds = (choices: ResolvedChoices): Set<number> =>
  new Set([...choices.values()].flatMap((ids) => [...ids]));
