import type { CarbonSimulation } from '@/src/contracts/carbon/tunnel';
import type { SortOrder } from '../tunnel-state';

export type { SortOrder } from '../tunnel-state';

type Sortable = Pick<CarbonSimulation, 'id' | 'thickness' | 'carbonFootprint'>;

/**
 * The cluster's simulations by thickness (floor-and-carbon-tools §4.2, ascending by default §9)
 * or by footprint (for the study), on the client. Ties keep the oldest first (lowest
 * id) in both orders, so that reversing the sort never shuffles a tie.
 */
export function sortSimulations<T extends Sortable>(list: readonly T[], order: SortOrder): T[] {
  const sign = order === 'asc' || order === 'footprint-asc' ? 1 : -1;
  const key = order.startsWith('footprint') ? (s: T) => s.carbonFootprint : (s: T) => s.thickness;
  return [...list].sort((a, b) => sign * (key(a) - key(b)) || a.id - b.id);
}

/** The lowest footprint of the list (kg CO2 eq/m²), null when it is empty. Ties share the mark. */
export function lowestFootprint(list: readonly Pick<CarbonSimulation, 'carbonFootprint'>[]): number | null {
  if (list.length === 0) return null;
  return Math.min(...list.map((simulation) => simulation.carbonFootprint));
}
