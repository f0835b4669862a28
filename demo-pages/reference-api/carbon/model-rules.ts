import type { CarbonFactorSource } from '@/src/contracts/carbon/tunnel';
import { carbonFactor } from '../data/carbon-factors';
import { footprintOf, perUnit, type Modules } from '../data/carbon-modules';
import {
  BLOCK_FACTOR_IDS,
  CEMENT_FACTOR_IDS,
  CLASS_RATIOS,
  MIX_REST_FACTOR_ID,
  SEISMIC_STEEL_RATIOS,
  type CementType,
} from './factors';
import type { SystemType } from './systems';

/** The carbon model's input and the rules it applies to it (model.ts composes them). */

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
  /** kg CO2 eq/m², A1–C4 */
  value: number;
  modules: Modules;
  /** The factors the part's figures come from, as their declarations state them. */
  sources: CarbonFactorSource[];
}

/**
 * A factor of the data set as its declaration states it. No factor has an INIES reference: each is
 * an order of magnitude read from public declarations (data/carbon-factors.json, `source`), so
 * each is sample data (`reference` null), and the screen and the CSV say so.
 */
export function sourceOf(factorId: string): CarbonFactorSource {
  const { label, functionalUnit, declaration, dvrYears, date } = carbonFactor(factorId);
  return { label, functionalUnit, declaration, dvrYears, date, reference: null };
}

/** The concrete's factors: the cement's ready-mix concrete, or the rest of the mix and the visitor's cement. */
export function concreteSources(input: CarbonInput): CarbonFactorSource[] {
  if (input.cementType !== 'custom') return [sourceOf(CEMENT_FACTOR_IDS[input.cementType])];
  return [
    sourceOf(MIX_REST_FACTOR_ID),
    {
      label: `Ciment personnalisé : ${input.cementContent ?? 0} kg/m³ à ${input.cementFactor ?? 0} kg CO2 eq/kg`,
      functionalUnit: '1 kg de ciment',
      declaration: 'Facteur saisi par l’utilisateur',
      dvrYears: null,
      date: null,
      reference: null,
    },
  ];
}

/** A m³ of the concrete chosen, by module. */
export function concreteModules(input: CarbonInput): Modules {
  if (input.cementType === 'custom') {
    const rest = perUnit(carbonFactor(MIX_REST_FACTOR_ID));
    return { ...rest, a1a3: rest.a1a3 + (input.cementContent ?? 0) * (input.cementFactor ?? 0) };
  }
  return perUnit(carbonFactor(CEMENT_FACTOR_IDS[input.cementType]), CLASS_RATIOS[input.concreteClass] ?? 1);
}

/** kg CO2 eq per m³ of the concrete chosen, A1–C4, whole. */
export function concreteFactor(input: CarbonInput): number {
  return Math.round(footprintOf(concreteModules(input)));
}

/** The seismic zone's steel ratio; reinforced chaining costs at least zone 3's. */
export function steelRatioOf(input: CarbonInput): number {
  const zone = SEISMIC_STEEL_RATIOS[input.seismicZone] ?? 1;
  return input.reinforcedChaining ? Math.max(zone, SEISMIC_STEEL_RATIOS[3]!) : zone;
}

export function blockFamily(input: CarbonInput): keyof typeof BLOCK_FACTOR_IDS {
  if (input.bio) return 'bio';
  return input.systemType === 'entrevous-isolant' ? 'isolant' : 'beton';
}
