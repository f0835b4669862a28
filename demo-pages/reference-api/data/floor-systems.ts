import { createRequire } from 'node:module';
import type { Db } from '../db/db';
import { upsert } from '../db/dialect';
import type { FloorSystem } from '../floor/types';

/**
 * The floor site's catalogue (floor-systems.json, the data a backend team reads): seeded into the
 * `floor_systems` table, then read back once from the database by the API, as the carbon factors
 * are (carbon-factors.ts). Nested parts (spans by load class, steel, documents…) are JSON columns.
 */

/** The data file's systems, in catalogue order (the seed, and readers that run without a database). */
export function floorSystemData(): FloorSystem[] {
  const file = createRequire(import.meta.url)('./floor-systems.json') as { systems: FloorSystem[] };
  return file.systems;
}

/** Scalar fields: column → field. */
const SCALARS = {
  slug: 'slug',
  libelle: 'libelle',
  description: 'description',
  family: 'family',
  block_height: 'blockHeight',
  slab: 'slab',
  tongue: 'tongue',
  display_scheme: 'displayScheme',
  up: 'up',
  fire_resistance: 'fireResistance',
  continuity: 'continuity',
  joist_spacing: 'joistSpacing',
  self_weight: 'selfWeight',
  concrete_volume: 'concreteVolume',
  block_material: 'blockMaterial',
  block_mass: 'blockMass',
  block_factor_id: 'blockFactorId',
} as const satisfies Record<string, keyof FloorSystem>;

/** Nested fields, stored as JSON: column → field. */
const NESTED = {
  positions_json: 'positions',
  max_spans_json: 'maxSpans',
  insulations_json: 'insulations',
  steel_json: 'steel',
  documents_json: 'documents',
  similar_json: 'similar',
} as const satisfies Record<string, keyof FloorSystem>;

const BOOLEANS = new Set<keyof FloorSystem>(['displayScheme', 'continuity']);
const COLUMNS = ['position', ...Object.keys(SCALARS), ...Object.keys(NESTED)];

type SystemRow = Record<string, string | number>;

function rowOf(system: FloorSystem, position: number): (string | number)[] {
  const scalars = Object.values(SCALARS).map((field) => {
    const value = system[field] as string | number | boolean;
    return typeof value === 'boolean' ? Number(value) : value;
  });
  return [position, ...scalars, ...Object.values(NESTED).map((field) => JSON.stringify(system[field]))];
}

function systemOf(row: SystemRow): FloorSystem {
  const system: Record<string, unknown> = {};
  for (const [column, field] of Object.entries(SCALARS))
    system[field] = BOOLEANS.has(field) ? row[column] === 1 : row[column];
  for (const [column, field] of Object.entries(NESTED)) system[field] = JSON.parse(String(row[column]));
  return system as unknown as FloorSystem;
}

/**
 * The catalogue every reader shares (catalogue.ts's SYSTEMS): replaced in place, so that a module
 * holding it sees the table's rows once loaded. Until a database is read (a test's or a page
 * builder's module top level, the browser tests' runner), it holds the data file's systems.
 */
const catalogue: FloorSystem[] = [];
let loadedFromDb = false;

/** The shared catalogue (filled from the data file if no database was read yet). */
export function floorSystems(): FloorSystem[] {
  if (catalogue.length === 0) catalogue.push(...floorSystemData());
  return catalogue;
}

/** Fills `floor_systems` from the data file (the seed), then reads it back. */
export async function seedFloorSystems(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [i, system] of floorSystemData().entries())
      await tx.run(upsert('floor_systems', COLUMNS, ['slug']), rowOf(system, i));
  });
  await loadFloorSystems(db);
}

/** Reads the systems from `floor_systems`; the catalogue holds them from then on. */
export async function loadFloorSystems(db: Db): Promise<void> {
  const rows = (await db.all(`SELECT ${COLUMNS.join(', ')} FROM floor_systems ORDER BY position`)) as SystemRow[];
  if (rows.length === 0) return;
  catalogue.splice(0, catalogue.length, ...rows.map(systemOf));
  loadedFromDb = true;
}

/** Loads the systems from `db` unless a database was read already (each site's API on start). */
export async function ensureFloorSystems(db: Db): Promise<void> {
  if (!loadedFromDb) await loadFloorSystems(db);
}
