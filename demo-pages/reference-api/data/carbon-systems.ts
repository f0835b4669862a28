import { createRequire } from 'node:module';
import type { Db } from '../db/db';
import { upsert } from '../db/dialect';

/**
 * The geometry figures of the carbon site's four systems (carbon-systems.json, the data a backend
 * team reads): seeded into `carbon_systems` and `carbon_beam_block_sections`, then read back once
 * from the database by the API, as the carbon factors are. The rules that size a floor from them
 * stay in carbon/systems.ts.
 */

export interface CarbonSystemFigures {
  /** the system type (carbon/systems.ts SystemType) */
  type: string;
  /** the longest span it reaches, cm */
  maxSpan: number;
  /** slabs only: the least thickness, cm */
  minThickness: number | null;
  /** slabs only: lattice wire, kg/m² */
  latticeWire: number | null;
}

/** A beam-and-block section, used up to its span. */
export interface BeamBlockSection {
  /** cm */
  upTo: number;
  /** block height and compression slab, cm */
  height: number;
  slab: number;
  /** m³ of concrete per m² */
  volume: number;
  /** prestressing wire, kg/m² */
  wire: number;
  /** kg of blocks per m² with concrete, insulating and wood-fibre blocks */
  blocks: { beton: number; isolant: number; bio: number };
}

export interface CarbonGeometry {
  systems: CarbonSystemFigures[];
  beamAndBlockSections: BeamBlockSection[];
}

/** The data file's figures (the seed, and readers that run without a database). */
export function carbonGeometryData(): CarbonGeometry {
  const { systems, beamAndBlockSections } = createRequire(import.meta.url)('./carbon-systems.json') as CarbonGeometry;
  return { systems, beamAndBlockSections };
}

/** Fills both tables from the data file (the seed), then reads them back. */
export async function seedCarbonGeometry(db: Db): Promise<void> {
  const { systems, beamAndBlockSections } = carbonGeometryData();
  const system = upsert('carbon_systems', ['type', 'position', 'max_span', 'min_thickness', 'lattice_wire'], ['type']);
  const section = upsert(
    'carbon_beam_block_sections',
    ['up_to', 'block_height', 'slab', 'concrete_volume', 'wire', 'block_beton', 'block_isolant', 'block_bio'],
    ['up_to'],
  );
  await db.transaction(async (tx) => {
    for (const [i, s] of systems.entries()) await tx.run(system, [s.type, i, s.maxSpan, s.minThickness, s.latticeWire]);
    for (const s of beamAndBlockSections)
      await tx.run(section, [
        s.upTo,
        s.height,
        s.slab,
        s.volume,
        s.wire,
        s.blocks.beton,
        s.blocks.isolant,
        s.blocks.bio,
      ]);
  });
  await loadCarbonGeometry(db);
}

type Row = Record<string, number | string | null>;

const systemOf = (r: Row): CarbonSystemFigures => ({
  type: String(r.type),
  maxSpan: Number(r.max_span),
  minThickness: r.min_thickness === null ? null : Number(r.min_thickness),
  latticeWire: r.lattice_wire === null ? null : Number(r.lattice_wire),
});

const sectionOf = (r: Row): BeamBlockSection => ({
  upTo: Number(r.up_to),
  height: Number(r.block_height),
  slab: Number(r.slab),
  volume: Number(r.concrete_volume),
  wire: Number(r.wire),
  blocks: { beton: Number(r.block_beton), isolant: Number(r.block_isolant), bio: Number(r.block_bio) },
});

/** The figures read from the database, once per process (every database holds the same seed). */
let loaded: CarbonGeometry | null = null;

/** Reads both tables; the carbon model uses them from then on. */
export async function loadCarbonGeometry(db: Db): Promise<void> {
  const systems = (await db.all(`SELECT * FROM carbon_systems ORDER BY position`)) as Row[];
  const sections = (await db.all(`SELECT * FROM carbon_beam_block_sections ORDER BY up_to`)) as Row[];
  if (systems.length > 0) loaded = { systems: systems.map(systemOf), beamAndBlockSections: sections.map(sectionOf) };
}

/** Loads the figures from `db` unless they already are (each site's API on start). */
export async function ensureCarbonGeometry(db: Db): Promise<void> {
  if (!loaded) await loadCarbonGeometry(db);
}

/**
 * The figures the model sizes floors with: the table's once read, the data file's (which the seed
 * copies unchanged) where no database was read (a test calling the model directly, a bench).
 */
export function carbonGeometry(): CarbonGeometry {
  return loaded ?? carbonGeometryData();
}
