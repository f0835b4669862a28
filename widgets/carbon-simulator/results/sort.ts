import type { CarbonSimulation } from '@/src/contracts/carbon/tunnel';

export type SortOrder = 'asc' | 'desc';

type Sortable = Pick<CarbonSimulation, 'id' | 'thickness'>;

/**
 * The cluster's simulations by thickness (floor-and-carbon-tools §4.2, ascending by default §9),
 * on the client. Simulations of the same thickness keep the oldest first (lowest id) in both
 * orders, so that reversing the sort never shuffles a tie.
 */
export function sortSimulations<T extends Sortable>(list: readonly T[], order: SortOrder): T[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...list].sort((a, b) => sign * (a.thickness - b.thickness) || a.id - b.id);
}

/** The lowest footprint of the list (kg CO2 eq/m²), null when it is empty. Ties share the mark. */
export function lowestFootprint(list: readonly Pick<CarbonSimulation, 'carbonFootprint'>[]): number | null {
  if (list.length === 0) return null;
  return Math.min(...list.map((simulation) => simulation.carbonFootprint));
}
