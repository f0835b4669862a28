import { createRequire } from 'node:module';
import type { Db } from '../db/db';
import { upsert } from '../db/dialect';

/**
 * The emission factors of the floor and carbon sites (carbon-factors.json, the data a backend team
 * reads): seeded into the `carbon_factors` table, then read back once from the database by both
 * sites' models, so that a factor changed in the table changes both alike.
 */

/** The modules summed into a footprint (EN 15804+A2, A1–C4); D and biogenic carbon stay apart. */
export const FOOTPRINT_MODULES = ['a1a3', 'a4a5', 'b', 'c1c4'] as const;
export type FootprintModule = (typeof FOOTPRINT_MODULES)[number];

export const DECLARATIONS = [
  'FDES individuelle',
  'FDES collective',
  'Donnée environnementale par défaut RE2020',
] as const;

export interface CarbonFactor {
  id: string;
  family: string;
  label: string;
  /** the functional unit's unit: 'm³', 'kg', 'ml' */
  unit: string;
  functionalUnit: string;
  /** kg CO2 eq per unit, by module */
  modules: Record<FootprintModule, number>;
  /** module D, kg CO2 eq per unit (beyond the life cycle, never summed) */
  d: number;
  /** biogenic carbon stored, kg CO2 eq per unit (reported apart, never subtracted) */
  biogenic: number;
  declaration: (typeof DECLARATIONS)[number];
  /** reference service life (DVR), years */
  dvrYears: number;
  date: string;
  source: string;
}

/**
 * The data file's factors, for the seed (and the tests that check the arithmetic by hand). Read
 * with `require` rather than imported: an ES module's JSON import needs an import attribute that
 * the tools loading these modules (Jest, tsx, Playwright) do not all accept.
 */
export function carbonFactorData(): CarbonFactor[] {
  const file = createRequire(import.meta.url)('./carbon-factors.json') as { factors: CarbonFactor[] };
  return file.factors;
}

// position: the data file's order (what `carbonFactors()` lists), which PostgreSQL has no rowid to keep.
const COLUMNS = [
  'position',
  'id',
  'family',
  'label',
  'unit',
  'functional_unit',
  'a1_a3',
  'a4_a5',
  'b',
  'c1_c4',
  'd',
  'biogenic',
  'declaration',
  'dvr_years',
  'date',
  'source',
] as const;

type FactorRow = Record<(typeof COLUMNS)[number], string | number>;

/** The row of a factor, in the order of COLUMNS. */
function rowOf(f: CarbonFactor, position: number): (string | number)[] {
  const { a1a3, a4a5, b, c1c4 } = f.modules;
  return [
    position,
    f.id,
    f.family,
    f.label,
    f.unit,
    f.functionalUnit,
    a1a3,
    a4a5,
    b,
    c1c4,
    f.d,
    f.biogenic,
    f.declaration,
    f.dvrYears,
    f.date,
    f.source,
  ];
}

function factorOf(row: FactorRow): CarbonFactor {
  return {
    id: String(row.id),
    family: String(row.family),
    label: String(row.label),
    unit: String(row.unit),
    functionalUnit: String(row.functional_unit),
    modules: { a1a3: Number(row.a1_a3), a4a5: Number(row.a4_a5), b: Number(row.b), c1c4: Number(row.c1_c4) },
    d: Number(row.d),
    biogenic: Number(row.biogenic),
    declaration: row.declaration as CarbonFactor['declaration'],
    dvrYears: Number(row.dvr_years),
    date: String(row.date),
    source: String(row.source),
  };
}

/** Fills `carbon_factors` from the data file (the seed, before anything computes a footprint). */
export async function seedCarbonFactors(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [i, f] of carbonFactorData().entries())
      await tx.run(upsert('carbon_factors', COLUMNS, ['id']), rowOf(f, i));
  });
  await loadCarbonFactors(db);
}

/** The factors read from the database, once per process (every database holds the same seed). */
let loaded: Map<string, CarbonFactor> | null = null;

/** Reads the factors from `carbon_factors`; the models use them from then on. */
export async function loadCarbonFactors(db: Db): Promise<void> {
  const rows = (await db.all(`SELECT ${COLUMNS.join(', ')} FROM carbon_factors ORDER BY position`)) as FactorRow[];
  if (rows.length > 0) loaded = new Map(rows.map((row) => [String(row.id), factorOf(row)]));
}

/** Loads the factors from `db` unless they already are (each site's API on start). */
export async function ensureCarbonFactors(db: Db): Promise<void> {
  if (!loaded) await loadCarbonFactors(db);
}

/** Every factor, in the data file's order. */
export function carbonFactors(): CarbonFactor[] {
  if (!loaded) throw new Error('Facteurs carbone non chargés : loadCarbonFactors(db) après le seed.');
  return [...loaded.values()];
}

/** The factor with this id (a programming error when unknown). */
export function carbonFactor(id: string): CarbonFactor {
  const factor = carbonFactors().find((f) => f.id === id);
  if (!factor) throw new Error(`Facteur carbone inconnu : ${id}`);
  return factor;
}
