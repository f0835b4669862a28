import { carbonGeometry } from '../data/carbon-systems';

/**
 * The geometry of the four floor systems of the carbon site, per m² of floor, from the span
 * (cm). The figures are data (data/carbon-systems.json, the `carbon_systems` and
 * `carbon_beam_block_sections` tables): each system's longest span, the beam-and-block sections
 * (the floor site's 16+4, 20+4, 25+5), the slabs' least thickness and lattice wire. The rules are
 * here: slabs sized at about span/25 (prédalle, 5 cm precast shell + topping; solid slab). Null
 * when the system cannot span that far: the simulation has no result ('Aucun résultat trouvé').
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

/** The figures of one system (a programming error when the data lack it). */
function figuresOf(system: SystemType) {
  const figures = carbonGeometry().systems.find((s) => s.type === system);
  if (!figures) throw new Error(`Système carbone inconnu : ${system}`);
  return figures;
}

function beamAndBlock(span: number, compressionSlab: number | null): Geometry {
  const row = carbonGeometry().beamAndBlockSections.find((r) => span <= r.upTo)!;
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
  const figures = figuresOf(system);
  if (!(span > 0) || span > figures.maxSpan) return null;
  if (system === 'entrevous-beton' || system === 'entrevous-isolant') return beamAndBlock(span, compressionSlab);
  const thickness = Math.max(figures.minThickness ?? 0, Math.ceil(span / 25 / 2) * 2);
  // A prédalle's lattice girders (latticeWire in the data); none in a solid slab.
  return slab(thickness, figures.latticeWire ?? 0);
}
