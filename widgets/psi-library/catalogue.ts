import type { ThermalFilter } from '@/src/contracts/thermal/filters';

/**
 * What the library knows of its filters from the answer to no choice at all: their order, every
 * value's filter and label, and the merged values (§3 'Merged filters: map of value id to another
 * value id, shown as "x ou y"'). Hashes are checked against it; labels of configurations (details,
 * comparison, CSV) are read from it.
 */
export interface Catalogue {
  filters: readonly ThermalFilter[];
  /** Merged value id → the value it is merged into. */
  merged: ReadonlyMap<number, number>;
  /** Every known value id (offered or merged) → its filter's id. */
  filterOf: ReadonlyMap<number, number>;
  /** Every known value id → its own wording. */
  labelOf: ReadonlyMap<number, string>;
  /** A target value id → the ids merged into it, in the answer's order. */
  mergedInto: ReadonlyMap<number, readonly number[]>;
}

export function catalogueOf(filters: readonly ThermalFilter[], mergedFilters: Record<string, number>): Catalogue {
  const filterOf = new Map<number, number>();
  const labelOf = new Map<number, string>();
  for (const filter of filters) {
    for (const value of filter.filterValues) {
      filterOf.set(value.id, filter.id);
      labelOf.set(value.id, value.value);
    }
  }
  const merged = new Map<number, number>();
  const mergedInto = new Map<number, number[]>();
  for (const [key, target] of Object.entries(mergedFilters)) {
    const id = Number(key);
    const filterId = filterOf.get(target);
    // A merge into a value the library does not know is of no use to a visitor: left out.
    if (!Number.isSafeInteger(id) || filterId === undefined) continue;
    merged.set(id, target);
    if (!filterOf.has(id)) filterOf.set(id, filterId);
    mergedInto.set(target, [...(mergedInto.get(target) ?? []), id]);
  }
  return { filters, merged, filterOf, labelOf, mergedInto };
}

/**
 * A value's own wording. A merged value whose wording the answer does not carry reads as the
 * value it is merged into (the library treats them as one); an unknown one as ''.
 */
export function ownLabel(catalogue: Catalogue, valueId: number): string {
  return catalogue.labelOf.get(valueId) ?? (catalogue.merged.has(valueId) ? choiceLabel(catalogue, valueId) : '');
}

/**
 * A value as the filters show it: a value others are merged into reads '{target} ou {merged}'
 * (§3); a merged value reads as its target does.
 */
export function choiceLabel(catalogue: Catalogue, valueId: number): string {
  const target = catalogue.merged.get(valueId) ?? valueId;
  const names = [target, ...(catalogue.mergedInto.get(target) ?? [])]
    .map((id) => catalogue.labelOf.get(id))
    .filter((label): label is string => Boolean(label));
  return names.join(' ou ');
}

/** 'Filtrer par type de plancher': the filter's name, its first letter lower-cased. */
export function lowerFirst(name: string): string {
  return name.charAt(0).toLocaleLowerCase('fr-FR') + name.slice(1);
}
