import type { CarbonFootprint, SteelMass } from '@/src/contracts/floor/solution';
import { carbonFactor } from '../data/carbon-factors';
import { addModules, perUnit, scaleModules, totalOfParts, type Modules } from '../data/carbon-modules';
import type { FloorSystem } from './types';

/**
 * The carbon model of a floor system, per m² of floor, in kg CO2 eq, modules A1–A3 + A4–A5 + B +
 * C1–C4 (EN 15804+A2; D and the biogenic carbon apart, never summed):
 *
 *   footprint = concrete (volume × concrete factor) + steel (Σ mass × steel factor) + blocks (mass × block factor)
 *
 * each part to 0.1, as the carbon site computes the same floor (data/carbon-modules.ts). The
 * factors, their declaration, functional unit, DVR and source are data (data/carbon-factors.json,
 * the `carbon_factors` table). The joists' own concrete is counted in the volume, with the
 * concrete chosen (a simplification: the precaster's mix is not the site's). A 16+4
 * concrete-block floor lands at 41 kg CO2 eq/m² with CEM II/A (34 with CEM III/A, 45 with CEM I):
 * the published FDES of beam-and-block floors sit around 35–90 kg CO2 eq/m².
 */

export interface Concrete {
  slug: string;
  name: string;
  /** its factor per m³ (carbon_factors id) */
  factorId: string;
}

export const CONCRETES: Concrete[] = [
  { slug: 'cem-i', name: 'Béton CEM I', factorId: 'beton-cem-i' },
  { slug: 'cem-ii-a', name: 'Béton CEM II/A', factorId: 'beton-cem-ii-a' },
  { slug: 'cem-iii-a', name: 'Béton CEM III/A (bas carbone)', factorId: 'beton-cem-iii-a' },
];

/** The floor's parts by module: concrete, steel, blocks. */
export function floorParts(system: FloorSystem, concrete: Concrete): Modules[] {
  const steel = system.steel.map((part) => scaleModules(part.mass, perUnit(carbonFactor(part.factorId))));
  return [
    scaleModules(system.concreteVolume, perUnit(carbonFactor(concrete.factorId))),
    addModules(steel),
    scaleModules(system.blockMass, perUnit(carbonFactor(system.blockFactorId))),
  ];
}

/**
 * The floor's footprint with each concrete (kg eq CO2/M2, one decimal), or with the one named
 * by `concreteSlug` only; an unknown slug gives none.
 */
export function carbonFootprints(system: FloorSystem, concreteSlug?: string): CarbonFootprint[] {
  return CONCRETES.filter((c) => concreteSlug === undefined || c.slug === concreteSlug).map((concrete) => ({
    concrete: { name: concrete.name, slug: concrete.slug },
    total: totalOfParts(floorParts(system, concrete)),
  }));
}

/** The steel assumed per m² of floor (kg/m²). */
export function steelMasses(system: FloorSystem): SteelMass[] {
  return system.steel.map((part) => ({ label: part.label, value: part.mass, unit: 'kg/m²' }));
}
