import {
  BIOGENIC_STORAGE,
  BLOCK_FACTORS,
  CEMENT_FACTORS,
  CEMENT_LABELS,
  CLASS_RATIOS,
  MIX_REST_FACTOR,
  REBAR_FACTOR,
  SEISMIC_STEEL_RATIOS,
  THERMAL_BREAK_PER_M2,
  WIRE_FACTOR,
  type CementType,
} from './factors';
import { geometryOf, SYSTEM_LABELS, type Geometry, type SystemType } from './systems';

/**
 * The carbon model of the carbon site: per m² of floor, in kg CO2 eq (modules A1–C4),
 *
 *   concrete = volume × factor of the cement (× the class ratio; a custom one: content × its factor + 25)
 *   steel    = (wire × 1.3 + rebar × 1.0) × the seismic zone's ratio (zone 3's at least with reinforced chaining)
 *   blocks   = mass × factor (concrete, EPS, or wood fibre when bio-based)
 *   breaks   = 3.0 when the floor has thermal breaks
 *   carbonFootprint = concrete + steel + blocks + breaks
 *   acvCarbonFootprint = carbonFootprint − wood-fibre mass × 1.6 when bio-based (biogenic storage)
 * Factors and their sources: factors.ts; geometry: systems.ts.
 */

export interface CarbonInput {
  systemType: SystemType;
  /** cm */
  span: number;
  /** cm, beam-and-block only; null keeps the section's */
  compressionSlab: number | null;
  concreteClass: string;
  cementType: CementType;
  /** custom cement: kg/m³ and kg CO2 eq/kg */
  cementContent: number | null;
  cementFactor: number | null;
  thermalBreak: boolean;
  seismicZone: number;
  /** zones 1–2: reinforced chaining asked for, the steel of zone 3 */
  reinforcedChaining?: boolean;
  bio: boolean;
}

export interface CarbonPart {
  label: string;
  color: string;
  value: number;
}

export interface CarbonResult {
  parts: CarbonPart[];
  carbonFootprint: number;
  acvCarbonFootprint: number;
  bio: boolean;
  bars: { label: string; color: string; pdfPercentage: number }[];
  thickness: number;
  data: Record<string, string>;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const fr = (value: number) => String(value).replace('.', ',');
const CO2 = 'kg CO<sub>2</sub> eq';

/** kg CO2 eq per m³ of the concrete chosen. */
export function concreteFactor(input: CarbonInput): number {
  if (input.cementType === 'custom')
    return Math.round((input.cementContent ?? 0) * (input.cementFactor ?? 0) + MIX_REST_FACTOR);
  return Math.round(CEMENT_FACTORS[input.cementType] * (CLASS_RATIOS[input.concreteClass] ?? 1));
}

/** The seismic zone's steel ratio; reinforced chaining costs at least zone 3's. */
function steelRatioOf(input: CarbonInput): number {
  const zone = SEISMIC_STEEL_RATIOS[input.seismicZone] ?? 1;
  return input.reinforcedChaining ? Math.max(zone, SEISMIC_STEEL_RATIOS[3]!) : zone;
}

function blockFamily(input: CarbonInput): keyof typeof BLOCK_FACTORS {
  if (input.bio) return 'bio';
  return input.systemType === 'entrevous-isolant' ? 'isolant' : 'beton';
}

function partsOf(input: CarbonInput, geometry: Geometry): CarbonPart[] {
  const steelRatio = steelRatioOf(input);
  const steel = (geometry.wire * WIRE_FACTOR + geometry.rebar * REBAR_FACTOR) * steelRatio;
  const family = blockFamily(input);
  const blocks = geometry.blocks ? geometry.blocks[family] * BLOCK_FACTORS[family] : 0;
  return [
    { label: 'Béton', color: '#7a8699', value: round1(geometry.concreteVolume * concreteFactor(input)) },
    { label: 'Acier', color: '#c0392b', value: round1(steel) },
    {
      label: input.bio ? 'Entrevous biosourcés' : 'Entrevous',
      color: input.bio ? '#6a994e' : '#e0a100',
      value: round1(blocks),
    },
    { label: 'Rupteurs thermiques', color: '#2e86ab', value: input.thermalBreak ? THERMAL_BREAK_PER_M2 : 0 },
  ].filter((part) => part.value > 0);
}

/** Whole percentages of the parts that add up to 100 exactly: rounded, the last takes the rest. */
export function barsOf(parts: CarbonPart[], total: number): CarbonResult['bars'] {
  const bars = parts.map((p) => ({
    label: p.label,
    color: p.color,
    pdfPercentage: Math.round((p.value / total) * 100),
  }));
  const others = bars.slice(0, -1).reduce((sum, bar) => sum + bar.pdfPercentage, 0);
  if (bars.length > 0) bars[bars.length - 1]!.pdfPercentage = 100 - others;
  return bars;
}

function dataOf(input: CarbonInput, geometry: Geometry, storage: number): Record<string, string> {
  const cement = input.cementType === 'custom' ? 'ciment personnalisé' : CEMENT_LABELS[input.cementType];
  const data: Record<string, string> = {
    'Système constructif': SYSTEM_LABELS[input.systemType],
    Portée: `${input.span} cm`,
    'Épaisseur du plancher': `${geometry.section} (${geometry.thickness} cm)`,
    Béton: `${input.concreteClass}, ${cement} (<strong>${concreteFactor(input)} ${CO2}/m³</strong>)`,
    Acier: `${fr(round1((geometry.wire + geometry.rebar) * steelRatioOf(input)))} kg/m² (zone sismique ${input.seismicZone}${input.reinforcedChaining ? ', chaînages renforcés' : ''})`,
  };
  if (geometry.blocks) {
    const family = blockFamily(input);
    const name = { beton: 'béton', isolant: 'polystyrène expansé', bio: 'fibre de bois' }[family];
    data.Entrevous = `${name}, ${fr(geometry.blocks[family])} kg/m²`;
  }
  data['Rupteurs thermiques'] = input.thermalBreak
    ? `oui (<strong>${fr(THERMAL_BREAK_PER_M2)} ${CO2}/m²</strong>)`
    : 'non';
  if (input.bio) data['Stockage carbone biogénique'] = `${fr(round1(storage))} ${CO2}/m²`;
  return data;
}

/** The simulation of one floor, or null when its system cannot span that far (no result). */
export function carbonModel(input: CarbonInput): CarbonResult | null {
  const geometry = geometryOf(input.systemType, input.span, input.compressionSlab);
  if (!geometry) return null;
  const bio = input.bio && geometry.blocks !== null;
  const parts = partsOf({ ...input, bio }, geometry);
  const carbonFootprint = round1(parts.reduce((sum, part) => sum + part.value, 0));
  const storage = bio ? geometry.blocks!.bio * BIOGENIC_STORAGE : 0;
  return {
    parts,
    carbonFootprint,
    acvCarbonFootprint: round1(carbonFootprint - storage),
    bio,
    bars: barsOf(parts, carbonFootprint),
    thickness: geometry.thickness,
    data: dataOf({ ...input, bio }, geometry, storage),
  };
}

/** The reference line (issue 13 item 5): a 20 cm solid slab, C25/30 CEM II/A, zone 1, no breaks. */
export function referenceSlabFootprint(): number {
  return carbonModel({
    systemType: 'dalle-pleine',
    span: 500,
    compressionSlab: null,
    concreteClass: 'C25/30',
    cementType: 'cem-ii-a',
    cementContent: null,
    cementFactor: null,
    thermalBreak: false,
    seismicZone: 1,
    bio: false,
  })!.carbonFootprint;
}
