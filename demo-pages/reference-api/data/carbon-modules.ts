import { FOOTPRINT_MODULES, type CarbonFactor } from './carbon-factors';

/**
 * The arithmetic both sites share, so that they agree on one floor: a quantity per m² of floor ×
 * a factor gives kg CO2 eq/m² per module, each rounded to 0.01 (the CSV shows them so); a part or
 * a floor adds its lines' modules; its footprint is A1–A3 + A4–A5 + B + C1–C4 to 0.1. D and the
 * biogenic carbon are carried alongside and never summed into it.
 */

export interface Modules {
  a1a3: number;
  a4a5: number;
  b: number;
  c1c4: number;
  d: number;
  biogenic: number;
}

export const NO_MODULES: Modules = { a1a3: 0, a4a5: 0, b: 0, c1c4: 0, d: 0, biogenic: 0 };

export const round2 = (value: number) => Math.round(value * 100) / 100;
export const round1 = (value: number) => Math.round(value * 10) / 10;

/** A factor's values per unit, as module values (the A1–A3 one scaled by `a1a3Ratio`, e.g. a stronger class). */
export function perUnit(factor: CarbonFactor, a1a3Ratio = 1): Modules {
  return { ...factor.modules, a1a3: factor.modules.a1a3 * a1a3Ratio, d: factor.d, biogenic: factor.biogenic };
}

/** `quantity` units per m² of floor × the values per unit, each module to 0.01. */
export function scaleModules(quantity: number, unit: Modules): Modules {
  const out = { ...NO_MODULES };
  for (const key of Object.keys(out) as (keyof Modules)[]) out[key] = round2(quantity * unit[key]);
  return out;
}

export function addModules(list: readonly Modules[]): Modules {
  const out = { ...NO_MODULES };
  for (const modules of list)
    for (const key of Object.keys(out) as (keyof Modules)[]) out[key] = round2(out[key] + modules[key]);
  return out;
}

/** The footprint: A1–A3 + A4–A5 + B + C1–C4, to 0.1 (kg CO2 eq/m²). */
export function footprintOf(modules: Modules): number {
  return round1(FOOTPRINT_MODULES.reduce((sum, key) => sum + modules[key], 0));
}

/** A floor's footprint: the sum of its parts' footprints as shown (so the parts add up to it). */
export function totalOfParts(parts: readonly Modules[]): number {
  return round1(parts.reduce((sum, part) => sum + footprintOf(part), 0));
}
