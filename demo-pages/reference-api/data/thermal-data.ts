import { createRequire } from 'node:module';
import {
  array,
  create,
  enums,
  integer,
  number,
  object,
  pattern,
  size,
  string,
  StructError,
  tuple,
  type Describe,
  type Infer,
  type Struct,
} from 'superstruct';
import { FilterSection, type EnvDataType } from '@/src/contracts/thermal/filters';

/**
 * The main site's data set as data files beside this module (docs/data-sets.md), like the floor and
 * carbon sites' (floor-systems.json, carbon-factors.json): the questionnaires' filters
 * (thermal-filters.json), the rupteurs (thermal-rupteurs.json) and the FDES sheets with what they
 * declare (fdes-sheets.json). The seed copies them into the tables (thermal/seed-thermal.ts); the
 * ψ values and the environmental systems are computed from them by documented rules
 * (thermal/psi-model.ts, thermal/env-data.ts). Each file is checked as it is read: a wrong field
 * stops the API on start with the file and the field named, rather than serving it.
 */

/** One question of a questionnaire. Configurations and systems refer to values by filter key and value key. */
export interface FilterDef {
  key: string;
  name: string;
  importColumn: number;
  section: FilterSection;
  /** Illustration file served at /media/download/{bgImage}. */
  bgImage: string;
  values: [key: string, label: string][];
}

export interface RupteurDef {
  uuid: number;
  name: string;
  /** 1 (best) to 5: the treated psi rises with the class. Classes 1–2 are the 'haute performance' range. */
  performanceClass: number;
  /** Wall-insulation thickness (mm) the rupteur is sized for: the psi rises with the mismatch. */
  nominal: number;
  floors: string[];
  walls: string[];
  insulations: string[];
  /** Empty for distributed insulation (ITR): no insulation thickness applies. */
  thicknesses: number[];
  slabs: string[];
  floorThicknesses: number[];
  certifications: { name: string; file: string }[];
}

/**
 * How much of a sheet's functional unit one m² of the system holds (env-carbon.ts): `m2` a precast
 * element covering the m² (1), `m3` the concrete poured on site, `kg` the steel, `system` a
 * declaration of the whole floor, shown for comparison and not added to its components.
 */
export type FdesBasis = 'm2' | 'm3' | 'kg' | 'system';

/** What an FDES sheet declares: an environmental result with carbon (EN 15804+A2). */
export interface FdesDeclaration {
  kind: 'FDES individuelle' | 'FDES collective';
  functionalUnit: string;
  /** Date of the declaration's verification, YYYY-MM-DD. */
  date: string;
  basis: FdesBasis;
  /** kg CO2 eq per functional unit: [A1–A3, A4–A5, C1–C4, D]. */
  impacts: [number, number, number, number];
}

export type FdesSheet = FdesDeclaration & { number: string; title: string };

const Filter: Describe<FilterDef> = object({
  key: string(),
  name: string(),
  importColumn: integer(),
  section: FilterSection,
  bgImage: string(),
  values: array(tuple([string(), string()])),
});

const Rupteur: Describe<RupteurDef> = object({
  uuid: integer(),
  name: string(),
  performanceClass: integer(),
  nominal: number(),
  floors: array(string()),
  walls: array(string()),
  insulations: array(string()),
  thicknesses: array(number()),
  slabs: array(string()),
  floorThicknesses: array(number()),
  certifications: array(object({ name: string(), file: string() })),
});

const FdesSheetStruct: Describe<FdesSheet> = object({
  number: pattern(string(), /^\d+$/),
  title: string(),
  kind: enums(['FDES individuelle', 'FDES collective']),
  functionalUnit: string(),
  date: pattern(string(), /^\d{4}-\d{2}-\d{2}$/),
  basis: enums(['m2', 'm3', 'kg', 'system']),
  impacts: tuple([number(), number(), number(), number()]),
});

/** Each data file opens with `about`: what it holds and where its orders of magnitude come from. */
const ThermalFilters = object({
  about: string(),
  thermal: size(array(Filter), 1, Infinity),
  env: object({ pou: array(Filter), pre: array(Filter), mur: array(Filter) }) satisfies Describe<
    Record<EnvDataType, FilterDef[]>
  >,
});
const ThermalRupteurs = object({ about: string(), rupteurs: size(array(Rupteur), 1, Infinity) });
const FdesSheets = object({ about: string(), sheets: size(array(FdesSheetStruct), 1, Infinity) });

/** The main site's data files and what each must hold. */
export const THERMAL_DATA_FILES = {
  'thermal-filters.json': ThermalFilters,
  'thermal-rupteurs.json': ThermalRupteurs,
  'fdes-sheets.json': FdesSheets,
};

/** A data file's content checked, or an error naming the file and the field at fault. */
export function checkDataFile<T>(file: string, content: unknown, struct: Struct<T, unknown>): T {
  try {
    return create(content, struct);
  } catch (error) {
    if (!(error instanceof StructError)) throw error;
    throw new Error(`data/${file}: ${error.path.join('.') || '(root)'}: ${error.message}`);
  }
}

/**
 * A data file read and checked. Read with `require` rather than imported: an ES module's JSON
 * import needs an import attribute that the tools loading these modules (Jest, tsx, Playwright)
 * do not all accept.
 */
function readDataFile<F extends keyof typeof THERMAL_DATA_FILES>(file: F) {
  const struct = THERMAL_DATA_FILES[file] as Struct<Infer<(typeof THERMAL_DATA_FILES)[F]>, unknown>;
  return checkDataFile(file, createRequire(import.meta.url)(`./${file}`), struct);
}

const filters = readDataFile('thermal-filters.json');

/** The thermal questionnaire's filters, in their fixed order. */
export const THERMAL_FILTERS: FilterDef[] = filters.thermal;

/** The environmental questionnaires, one per system. */
export const ENV_FILTERS: Record<EnvDataType, FilterDef[]> = filters.env;

/** The rupteurs, in the data file's order (their uuids and their configurations' ids follow it). */
export const RUPTEURS: RupteurDef[] = readDataFile('thermal-rupteurs.json').rupteurs;

/** The FDES sheets as the INIES base lists them (number, title), each with what it declares. */
export const FDES_SHEETS: FdesSheet[] = readDataFile('fdes-sheets.json').sheets;
