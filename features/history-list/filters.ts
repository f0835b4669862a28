import type { HistoryOrder } from '@/src/contracts/history/query';
import type { FilterDefinition } from '@/src/contracts/history/shared';

/**
 * The history filters as the page holds them: one string per parameter of the call ('' is no
 * filter), sent as they are (account-layer §3 "Sort and filter parameters"). The order always
 * has a value, DESC by default (§4, §9).
 */
export type FilterValues<K extends string = string> = Record<K, string>;

export const DEFAULT_ORDER: HistoryOrder = 'DESC';

/** The floor history's parameters (`floorType` has no definition, so no control). */
export type FloorFilterValues = FilterValues<
  'type' | 'floor' | 'floorLevel' | 'title' | 'projectCode' | 'zip' | 'dateFrom' | 'dateTo' | 'order'
>;
export const FLOOR_DEFAULTS: FloorFilterValues = {
  type: '',
  floor: '',
  floorLevel: '',
  title: '',
  projectCode: '',
  zip: '',
  dateFrom: '',
  dateTo: '',
  order: DEFAULT_ORDER,
};

/** The carbon history's parameters (`GET /api/clusters/`). */
export type CarbonFilterValues = FilterValues<'systemType' | 'title' | 'zip' | 'order'>;
export const CARBON_DEFAULTS: CarbonFilterValues = { systemType: '', title: '', zip: '', order: DEFAULT_ORDER };

/** Filters typed letter by letter: they wait for the typing delay before querying. */
const TYPED = new Set(['title', 'projectCode', 'zip']);

export function isTypedFilter(key: string): boolean {
  return TYPED.has(key);
}

/** True when some filter differs from its default (what enables 'Réinitialiser'). */
export function hasFilter<F extends FilterValues>(values: F, defaults: F): boolean {
  return !sameFilters(values, defaults);
}

/** How many filters differ from their default, the order aside (it sorts, it does not filter). */
export function activeFilterCount<F extends FilterValues>(values: F, defaults: F): number {
  return Object.keys(defaults).filter(
    (key) => key !== 'order' && (values[key] ?? '').trim() !== (defaults[key] ?? '').trim(),
  ).length;
}

/** Same query: blanks around typed text do not count. */
export function sameFilters<F extends FilterValues>(a: F, b: F): boolean {
  return Object.keys(b).every((key) => (a[key] ?? '').trim() === (b[key] ?? '').trim());
}

export interface Choice {
  value: string;
  label: string;
}

/** A definition's choices (label shown → value sent) as options, in the server's order. */
export function choicesOf(definition: FilterDefinition): Choice[] {
  return Object.entries(definition.values).map(([label, value]) => ({ value, label }));
}

/** The floor order labels (account-layer §9); the carbon ones come from the server. */
export const FLOOR_ORDERS: Choice[] = [
  { value: 'DESC', label: 'À partir des plus récentes' },
  { value: 'ASC', label: 'À partir des plus anciennes' },
];

/** True when the filters narrow the list (the order alone does not): the empty list then says so. */
export function narrows<F extends FilterValues>(values: F, defaults: F): boolean {
  return hasFilter({ ...values, order: defaults.order ?? '' }, defaults);
}
