import type { CarbonFactorSource, CarbonInputs } from '@/src/contracts/carbon/tunnel';
import { carbonFactor } from '../data/carbon-factors';
import {
  addModules,
  footprintOf,
  perUnit,
  round1,
  scaleModules,
  totalOfParts,
  type Modules,
} from '../data/carbon-modules';
import {
  BLOCK_FACTOR_IDS,
  CEMENT_LABELS,
  REBAR_FACTOR_ID,
  THERMAL_BREAK_FACTOR_ID,
  THERMAL_BREAK_METRES_PER_M2,
  WIRE_FACTOR_ID,
} from './factors';
import { dataOf } from './model-data';
import {
  blockFamily,
  concreteFactor,
  concreteModules,
  concreteSources,
  sourceOf,
  steelRatioOf,
  type CarbonInput,
  type CarbonPart,
} from './model-rules';
import { geometryOf, SYSTEM_LABELS, type Geometry } from './systems';

export type { CarbonInput, CarbonPart } from './model-rules';
export { concreteFactor } from './model-rules';

/**
 * The carbon model of the carbon site: per m² of floor, kg CO2 eq by EN 15804+A2 module
 * (A1–A3, A4–A5, B, C1–C4; D and the biogenic carbon apart, never summed), each part:
 *
 *   concrete = volume × the concrete's factor (its A1–A3 × the class ratio; a custom one:
 *              cement content × its factor in A1–A3, plus the rest of the mix)
 *   steel    = (wire × its factor + rebar × its factor), the masses × the seismic zone's ratio
 *   blocks   = mass × the factor of concrete, EPS or wood-fibre blocks
 *   breaks   = 0.4 m of edge per m² × the thermal break's factor per metre
 *
 * Each part × module to 0.01, each part to 0.1, the footprint the sum of the parts
 * (data/carbon-modules.ts, shared with the floor site). `acvCarbonFootprint` equals it: under
 * EN 15804+A2 the wood's biogenic uptake (A1–A3) and release (C3–C4) cancel out over the life
 * cycle, so the carbon it stores is reported apart (`modules.biogenic`), never subtracted.
 * Factors: data/carbon-factors.json (the `carbon_factors` table); geometry: systems.ts.
 */

export interface CarbonResult {
  parts: CarbonPart[];
  carbonFootprint: number;
  acvCarbonFootprint: number;
  bio: boolean;
  bars: {
    label: string;
    color: string;
    pdfPercentage: number;
    value: number;
    modules: Modules;
    sources: CarbonFactorSource[];
  }[];
  thickness: number;
  /** What it was computed for (the CSV's columns). */
  inputs: CarbonInputs;
  data: Record<string, string>;
  /** the parts' modules added up (D and biogenic included, not in the footprint) */
  modules: Modules;
}

const line = (quantity: number, factorId: string) => scaleModules(quantity, perUnit(carbonFactor(factorId)));

function partsOf(input: CarbonInput, geometry: Geometry): CarbonPart[] {
  const ratio = steelRatioOf(input);
  const family = blockFamily(input);
  const parts: Omit<CarbonPart, 'value'>[] = [
    {
      label: 'Béton',
      color: '#7a8699',
      modules: scaleModules(geometry.concreteVolume, concreteModules(input)),
      sources: concreteSources(input),
    },
    {
      label: 'Acier',
      color: '#c0392b',
      modules: addModules([line(geometry.wire * ratio, WIRE_FACTOR_ID), line(geometry.rebar * ratio, REBAR_FACTOR_ID)]),
      sources: [sourceOf(WIRE_FACTOR_ID), sourceOf(REBAR_FACTOR_ID)],
    },
  ];
  if (geometry.blocks)
    parts.push({
      label: input.bio ? 'Entrevous biosourcés' : 'Entrevous',
      color: input.bio ? '#6a994e' : '#e0a100',
      modules: line(geometry.blocks[family], BLOCK_FACTOR_IDS[family]),
      sources: [sourceOf(BLOCK_FACTOR_IDS[family])],
    });
  if (input.thermalBreak)
    parts.push({
      label: 'Rupteurs thermiques',
      color: '#2e86ab',
      modules: line(THERMAL_BREAK_METRES_PER_M2, THERMAL_BREAK_FACTOR_ID),
      sources: [sourceOf(THERMAL_BREAK_FACTOR_ID)],
    });
  return parts.map((part) => ({ ...part, value: footprintOf(part.modules) })).filter((part) => part.value > 0);
}

/** Whole percentages of the parts that add up to 100 exactly: rounded, the last takes the rest. */
export function barsOf(parts: CarbonPart[], total: number): CarbonResult['bars'] {
  const bars = parts.map((p) => ({
    label: p.label,
    color: p.color,
    pdfPercentage: Math.round((p.value / total) * 100),
    value: p.value,
    modules: p.modules,
    sources: p.sources,
  }));
  const others = bars.slice(0, -1).reduce((sum, bar) => sum + bar.pdfPercentage, 0);
  if (bars.length > 0) bars[bars.length - 1]!.pdfPercentage = 100 - others;
  return bars;
}

function inputsOf(input: CarbonInput): CarbonInputs {
  return {
    system: SYSTEM_LABELS[input.systemType],
    span: input.span,
    seismicZone: input.seismicZone,
    concreteClass: input.concreteClass,
    cement: CEMENT_LABELS[input.cementType],
  };
}

/** The simulation of one floor, or null when its system cannot span that far (no result). */
export function carbonModel(input: CarbonInput): CarbonResult | null {
  const geometry = geometryOf(input.systemType, input.span, input.compressionSlab);
  if (!geometry) return null;
  const bio = input.bio && geometry.blocks !== null;
  const parts = partsOf({ ...input, bio }, geometry);
  const carbonFootprint = totalOfParts(parts.map((part) => part.modules));
  const modules = addModules(parts.map((part) => part.modules));
  return {
    parts,
    carbonFootprint,
    acvCarbonFootprint: carbonFootprint,
    bio,
    bars: barsOf(parts, carbonFootprint),
    thickness: geometry.thickness,
    data: dataOf({ ...input, bio }, geometry, parts, modules),
    modules,
    inputs: inputsOf(input),
  };
}

/** The reference line's floor: a 20 cm solid slab (5 m span), C25/30 CEM II/A, zone 1, no breaks. */
export const REFERENCE_SLAB: CarbonInput = {
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
};

/** The reference line (beyond the spec, for the comparison chart): the footprint of REFERENCE_SLAB. */
export function referenceSlabFootprint(): number {
  return carbonModel(REFERENCE_SLAB)!.carbonFootprint;
}

/** What the reference line is, said on screen and in the PDF. */
export function referenceBasis(): string {
  const geometry = geometryOf(REFERENCE_SLAB.systemType, REFERENCE_SLAB.span, null)!;
  const fr = (value: number) => String(round1(value)).replace('.', ',');
  return (
    `Dalle pleine en béton armé de ${geometry.thickness} cm coulée en place : ` +
    `${fr(geometry.concreteVolume)} m³ de béton C25/30 CEM II/A (${concreteFactor(REFERENCE_SLAB)} kg CO2 eq/m³) ` +
    `et ${fr(geometry.rebar)} kg d’armatures par m² (80 kg/m³), zone sismique 1, sans rupteurs, ` +
    'mêmes modules A1–A3, A4–A5, B et C1–C4.'
  );
}
