import type { CarbonModules, EnvSystem, Fdes } from '@/src/contracts/thermal/env-result';
import type { FdesBasis } from '../data/thermal-data';

/**
 * The carbon of an environmental system per m² of floor or wall, a deterministic rule
 * on the figures the result already gives (docs/data-sets.md):
 *
 *   carbon(module) = Σ over the system's FDES sheets of perM2 × the sheet's impact(module)
 *
 * where perM2 is 1 for a precast element that covers the m² (joists, blocks, prédalle, prémur),
 * (litrageBeton + litrageBetonSupplementaire) / 1000 m³ for the concrete poured on site, and
 * ratioKilotage kg for the steel. A declaration of the whole floor is not added to its components
 * (perM2 null): the list shows it for comparison. Module D stays apart, summed on its own.
 */

type Figures = Pick<EnvSystem, 'litrageBeton' | 'litrageBetonSupplementaire' | 'ratioKilotage'>;

export function perM2(basis: FdesBasis, system: Figures): number | null {
  if (basis === 'm2') return 1;
  if (basis === 'm3')
    return Math.round(((system.litrageBeton ?? 0) + (system.litrageBetonSupplementaire ?? 0)) * 100) / 100000;
  if (basis === 'kg') return system.ratioKilotage ?? 0;
  return null;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** A module's sum; null when a counted sheet does not declare it. */
function sum(sheets: Fdes[], module: keyof CarbonModules): number | null {
  let total = 0;
  for (const sheet of sheets) {
    const value = sheet.impact?.[module];
    if (value === null || value === undefined) return null;
    total += sheet.perM2! * value;
  }
  return round1(total);
}

/** The system's carbon in kg CO2 eq/m²; null without a counted sheet or with one undeclared. */
export function systemCarbon(fdes: Fdes[]): EnvSystem['carbon'] {
  const counted = fdes.filter((sheet) => sheet.perM2 !== null);
  if (counted.length === 0 || counted.some((sheet) => !sheet.impact || sheet.perM2 === undefined)) return null;
  return {
    a1a3: sum(counted, 'a1a3')!,
    a4a5: sum(counted, 'a4a5'),
    c1c4: sum(counted, 'c1c4'),
    d: sum(counted, 'd'),
    unit: 'kg CO2 eq/m²',
  };
}
