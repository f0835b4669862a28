import { CONCRETES } from '../floor/carbon';

/**
 * The emission factors of the carbon site (kg CO2 eq, modules A1–C4), each with its source. The
 * concrete, steel and block factors are the floor site's (floor/carbon.ts) so the two sites agree
 * on one floor; the rest is the carbon site's own.
 */

export type CementType = 'cem-i' | 'cem-ii-a' | 'cem-iii-a' | 'custom';

/** kg CO2 eq per m³ of C25/30 for each cement (floor/carbon.ts CONCRETES: RE2020 DED, SNBPE FDES). */
export const CEMENT_FACTORS: Record<Exclude<CementType, 'custom'>, number> = Object.fromEntries(
  CONCRETES.map((c) => [c.slug, c.factor]),
) as Record<Exclude<CementType, 'custom'>, number>;

export const CEMENT_LABELS: Record<CementType, string> = {
  'cem-i': 'CEM I',
  'cem-ii-a': 'CEM II/A',
  'cem-iii-a': 'CEM III/A',
  custom: 'personnalisé',
};

/**
 * A custom concrete: cement content (kg/m³) × the cement's factor (kg CO2 eq/kg) plus the rest of
 * the mix. The rest — aggregates, water, admixtures, plant and transport — is about 25 kg CO2 eq/m³
 * in the SNBPE collective FDES; a CEM II/A at 300 kg/m³ × 0.87 then gives ≈ 286, the 290 above.
 */
export const MIX_REST_FACTOR = 25;

/**
 * More cement in a stronger class: the factor of C25/30 × this ratio (SNBPE FDES by class:
 * ≈ −7 % for C20/25, +8 % for C30/37, +16 % for C35/45). Not applied to a custom concrete, whose
 * cement content already says it.
 */
export const CLASS_RATIOS: Record<string, number> = { 'C20/25': 0.93, 'C25/30': 1, 'C30/37': 1.08, 'C35/45': 1.16 };

/** Steel, per kg: prestressing wire 1.3, rebar and mesh 1.0 (floor/carbon.ts: INIES rebar FDES 0.7–1.3). */
export const WIRE_FACTOR = 1.3;
export const REBAR_FACTOR = 1.0;

/** Blocks, per kg: concrete 0.13, EPS 3.5, wood fibre 0.45 (floor/carbon.ts: block FDES, EPS EPD, wood-fibre FDES). */
export const BLOCK_FACTORS = { beton: 0.13, isolant: 3.5, bio: 0.45 } as const;

/**
 * The biogenic carbon a kg of wood-fibre block stores (kg CO2 eq, counted negative over the life
 * cycle when the bio-based option is on): about half the dry mass is carbon, × 44/12, less the
 * binders — the wood-fibre FDES declare 1.5–1.8.
 */
export const BIOGENIC_STORAGE = 1.6;

/**
 * Thermal breaks at the slab edges: 7.5 kg CO2 eq per metre (FDES of rupteurs thermiques, steel
 * and insulation: 5–10 kg/ml) × 0.4 m of edge per m² of floor (an 8 × 10 m house floor: 36 m for 80 m²).
 */
export const THERMAL_BREAK_PER_M2 = 7.5 * 0.4;

/**
 * The extra steel of the seismic zones (Eurocode 8 chaining and reinforcement: none in zones 1–2,
 * then +10, +20, +30 %), a ratio on the floor's steel mass.
 */
export const SEISMIC_STEEL_RATIOS: Record<number, number> = { 1: 1, 2: 1, 3: 1.1, 4: 1.2, 5: 1.3 };
