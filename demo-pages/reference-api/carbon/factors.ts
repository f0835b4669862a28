/**
 * The carbon site's rules around its emission factors. The factors themselves (kg CO2 eq by
 * module, declaration, functional unit, DVR, source) are data: data/carbon-factors.json, seeded
 * into `carbon_factors` and read back from the database (data/carbon-factors.ts), the floor
 * site's too, so that the two sites agree on one floor. Here: which factor each choice takes,
 * and the quantities the model assumes.
 */

export type CementType = 'cem-i' | 'cem-ii-a' | 'cem-iii-a' | 'custom';

/** The factor (per m³ of C25/30) of each cement. */
export const CEMENT_FACTOR_IDS: Record<Exclude<CementType, 'custom'>, string> = {
  'cem-i': 'beton-cem-i',
  'cem-ii-a': 'beton-cem-ii-a',
  'cem-iii-a': 'beton-cem-iii-a',
};

/** A custom concrete: its cement (content × factor, in A1–A3) plus everything else of a m³. */
export const MIX_REST_FACTOR_ID = 'beton-reste-du-melange';

export const CEMENT_LABELS: Record<CementType, string> = {
  'cem-i': 'CEM I',
  'cem-ii-a': 'CEM II/A',
  'cem-iii-a': 'CEM III/A',
  custom: 'personnalisé',
};

/**
 * More cement in a stronger class: the A1–A3 of C25/30 × this ratio (SNBPE FDES by class:
 * ≈ −7 % for C20/25, +8 % for C30/37, +16 % for C35/45). Not applied to a custom concrete, whose
 * cement content already says it.
 */
export const CLASS_RATIOS: Record<string, number> = { 'C20/25': 0.93, 'C25/30': 1, 'C30/37': 1.08, 'C35/45': 1.16 };

export const WIRE_FACTOR_ID = 'acier-precontrainte';
export const REBAR_FACTOR_ID = 'acier-armature';

/** The factor of each block family (per kg). */
export const BLOCK_FACTOR_IDS = {
  beton: 'entrevous-beton',
  isolant: 'entrevous-pse',
  bio: 'entrevous-fibre-bois',
} as const;

/**
 * Thermal breaks at the slab edges (factor per metre) × 0.4 m of edge per m² of floor (an
 * 8 × 10 m house floor: 36 m for 80 m²).
 */
export const THERMAL_BREAK_FACTOR_ID = 'rupteur-thermique';
export const THERMAL_BREAK_METRES_PER_M2 = 0.4;

/**
 * The extra steel of the seismic zones (Eurocode 8 chaining and reinforcement: none in zones 1–2,
 * then +10, +20, +30 %), a ratio on the floor's steel mass.
 */
export const SEISMIC_STEEL_RATIOS: Record<number, number> = { 1: 1, 2: 1, 3: 1.1, 4: 1.2, 5: 1.3 };
