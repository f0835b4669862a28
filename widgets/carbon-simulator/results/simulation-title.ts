import type { CarbonSimulation } from '@/src/contracts/carbon/tunnel';
import { sanitizeHtml } from '@/src/ui/safe-html';
import { RESULTS_MESSAGES as M } from './results-messages';

const SYSTEM = 'Système constructif';

/**
 * A simulation's title: the value of its 'Système constructif' assumption, as plain text (a value
 * may hold markup: sanitized, then read from an inert template, which runs and loads nothing),
 * else 'Simulation n'.
 */
export function simulationTitle(simulation: CarbonSimulation, number: number): string {
  const html = simulation.data[SYSTEM];
  if (html === undefined) return M.simulation(number);
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  return template.content.textContent?.trim() || M.simulation(number);
}

/**
 * Each simulation's number, from its place in the cluster (oldest first), so that 'Simulation 2'
 * stays the same simulation whatever the sort.
 */
export function simulationNumbers(simulations: readonly CarbonSimulation[]): Map<number, number> {
  return new Map(simulations.map((simulation, index) => [simulation.id, index + 1]));
}
