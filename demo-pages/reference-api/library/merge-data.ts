/**
 * Values the psi library merges into another value of the same thermal filter, by the value keys
 * of data/thermal-filters.json: the library offers the target as the choice, shown as '{target} ou
 * {merged}' (the merged value is listed beside it for its wording), and choosing it finds the
 * configurations of both. Each configuration keeps its own value
 * (psiValuesFiltersValues names it).
 */
export interface LibraryMerge {
  filter: string;
  value: string;
  into: string;
}

export const LIBRARY_MERGES: LibraryMerge[] = [
  // Both are floors over an unheated space: the Th-U rules (fascicule 5, ponts thermiques) treat
  // the crawl space and the basement ceiling together, and design offices look for them together.
  { filter: 'plancher', value: 'ss', into: 'vs' },
];
