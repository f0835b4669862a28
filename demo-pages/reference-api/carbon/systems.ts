/**
 * The geometry of the four floor systems of the carbon site, per m² of floor, from the span
 * (cm). Beam-and-block figures are the floor site's (data/floor-systems.json: 16+4, 20+4,
 * 25+5); slabs are sized at about span/25 (prédalle, 5 cm precast shell + topping) and span/25 with
 * 18 cm at least (solid slab). Null when the system cannot span that far: the simulation has no
 * result ('Aucun résultat trouvé').
 */

export type SystemType = 'entrevous-beton' | 'entrevous-isolant' | 'predalle' | 'dalle-pleine';

export const SYSTEM_LABELS: Record<SystemType, string> = {
  'entrevous-beton': 'Poutrelles et entrevous béton',
  'entrevous-isolant': 'Poutrelles et entrevous isolants',
  predalle: 'Prédalles',
  'dalle-pleine': 'Dalle pleine',
};

export interface Geometry {
  /** total thickness, cm */
  thickness: number;
  /** label of the section, e.g. '16+4' */
  section: string;
  /** m³ of concrete per m² */
  concreteVolume: number;
  /** kg per m²: prestressing wire (joists), rebar and mesh */
  wire: number;
  rebar: number;
  /** kg of blocks per m² with concrete, insulating and wood-fibre blocks */
  blocks: { beton: number; isolant: number; bio: number } | null;
}

/** The spans each system reaches (cm): beyond them, no result. */
export const MAX_SPANS: Record<SystemType, number> = {
  'entrevous-beton': 760,
  'entrevous-isolant': 760,
  predalle: 800,
  'dalle-pleine': 700,
};

const BEAM_AND_BLOCK = [
  { upTo: 560, height: 16, slab: 4, volume: 0.085, wire: 1.7, blocks: { beton: 100, isolant: 2.5, bio: 14 } },
  { upTo: 640, height: 20, slab: 4, volume: 0.092, wire: 1.9, blocks: { beton: 118, isolant: 3.0, bio: 17 } },
  { upTo: 760, height: 25, slab: 5, volume: 0.11, wire: 2.4, blocks: { beton: 140, isolant: 3.8, bio: 21 } },
];

function beamAndBlock(span: number, compressionSlab: number | null): Geometry {
  const row = BEAM_AND_BLOCK.find((r) => span <= r.upTo)!;
  const slab = Math.max(row.slab, compressionSlab ?? 0);
  return {
    thickness: row.height + slab,
    section: `${row.height}+${slab}`,
    // A thicker compression slab than the section's adds its concrete.
    concreteVolume: Math.round((row.volume + (slab - row.slab) / 100) * 1000) / 1000,
    wire: row.wire,
    rebar: slab >= 5 ? 1.6 : 1.3,
    blocks: row.blocks,
  };
}

function slab(thickness: number, wire: number): Geometry {
  return {
    thickness,
    section: `${thickness} cm`,
    concreteVolume: thickness / 100,
    wire,
    // 80 kg of rebar per m³ of slab (0.8 kg per cm: 16 kg/m² at 20 cm): floor slabs of housing
    // take about 60–100 kg/m³ (usual ratios of quantity surveyors' estimates for cast slabs).
    rebar: Math.round(thickness * 0.8 * 10) / 10,
    blocks: null,
  };
}

/** The floor's geometry, or null beyond the system's span. */
export function geometryOf(system: SystemType, span: number, compressionSlab: number | null): Geometry | null {
  if (!(span > 0) || span > MAX_SPANS[system]) return null;
  if (system === 'entrevous-beton' || system === 'entrevous-isolant') return beamAndBlock(span, compressionSlab);
  const thickness = Math.max(system === 'predalle' ? 16 : 18, Math.ceil(span / 25 / 2) * 2);
  // A prédalle's lattice girders: about 1.5 kg/m² of drawn wire.
  return slab(thickness, system === 'predalle' ? 1.5 : 0);
}
