import type { CarbonFootprint, SteelMass } from '@/src/contracts/floor/solution';
import type { FloorSystem, SteelPart } from './types';

/**
 * The carbon model of a floor system, per m² of floor, cradle to grave (modules A1–C4), in
 * kg CO2 eq:
 *
 *   footprint = concrete volume × concrete factor + Σ steel mass × steel factor + block mass × block factor
 *
 * The joists' own concrete is counted in the volume, with the concrete chosen (a simplification:
 * the precaster's mix is not the site's). Factors (orders of magnitude, not a product's FDES):
 * - concrete C25/30, per m³: CEM I ≈ 340, CEM II/A ≈ 290, CEM III/A ≈ 210 — the RE2020 'données
 *   environnementales par défaut' (DED) for ready-mixed concrete and the INIES collective FDES of
 *   the SNBPE put plain concrete at about 200–350 kg CO2 eq/m³, slag cement (CEM III) at the low end;
 * - prestressing wire 1.3 and welded mesh 1.0 per kg — rebar and mesh FDES (INIES, electric-arc
 *   steel) lie at about 0.7–1.3 kg CO2 eq/kg, the drawn prestressing wire at the top;
 * - blocks: concrete 0.13, expanded polystyrene 3.5, wood fibre 0.45 per kg — the FDES of
 *   concrete infill blocks (≈ 0.1–0.15), the EPS sector EPD (≈ 3–4) and wood-fibre insulation
 *   FDES without biogenic carbon (≈ 0.3–0.6).
 * A 16+4 concrete-block floor lands at 41 kg CO2 eq/m² with CEM II/A (34 with CEM III/A, 45 with
 * CEM I), its PSE twin at 28–38: the published FDES of beam-and-block floors sit around
 * 35–90 kg CO2 eq/m².
 */

export interface Concrete {
  slug: string;
  name: string;
  /** kg CO2 eq per m³ */
  factor: number;
}

export const CONCRETES: Concrete[] = [
  { slug: 'cem-i', name: 'Béton CEM I', factor: 340 },
  { slug: 'cem-ii-a', name: 'Béton CEM II/A', factor: 290 },
  { slug: 'cem-iii-a', name: 'Béton CEM III/A (bas carbone)', factor: 210 },
];

export const PRESTRESSING_STEEL = 'Armatures de poutrelles (acier de précontrainte)';
export const WELDED_MESH = 'Treillis soudé de la dalle de compression';

/** The steel of a beam-and-block floor: more wire in taller joists, more mesh in a thicker slab. */
export function steelParts(blockHeight: number, slab: number): SteelPart[] {
  const wire = blockHeight <= 12 ? 1.5 : blockHeight <= 16 ? 1.7 : blockHeight <= 20 ? 1.9 : 2.4;
  return [
    { label: PRESTRESSING_STEEL, mass: wire, factor: 1.3 },
    { label: WELDED_MESH, mass: slab >= 5 ? 1.6 : 1.3, factor: 1.0 },
  ];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function footprint(system: FloorSystem, concrete: Concrete): number {
  const steel = system.steel.reduce((sum, part) => sum + part.mass * part.factor, 0);
  return round1(system.concreteVolume * concrete.factor + steel + system.blockMass * system.blockFactor);
}

/**
 * The floor's footprint with each concrete (kg eq CO2/M2, one decimal), or with the one named
 * by `concreteSlug` only; an unknown slug gives none.
 */
export function carbonFootprints(system: FloorSystem, concreteSlug?: string): CarbonFootprint[] {
  return CONCRETES.filter((c) => concreteSlug === undefined || c.slug === concreteSlug).map((concrete) => ({
    concrete: { name: concrete.name, slug: concrete.slug },
    total: footprint(system, concrete),
  }));
}

/** The steel assumed per m² of floor (kg/m²). */
export function steelMasses(system: FloorSystem): SteelMass[] {
  return system.steel.map((part) => ({ label: part.label, value: part.mass, unit: 'kg/m²' }));
}
