import type { Db } from '../db/db';
import { ensureCarbonFactors, seedCarbonFactors } from './carbon-factors';
import { ensureCarbonGeometry, seedCarbonGeometry } from './carbon-systems';
import { ensureFloorSystems, seedFloorSystems } from './floor-systems';

/**
 * The tools' data tables, each filled from its data file beside this module (docs/data-sets.md):
 * the carbon factors first, as the floor systems name theirs. The seed's one step for them.
 */
export async function seedToolData(db: Db): Promise<void> {
  await seedCarbonFactors(db);
  await seedFloorSystems(db);
  await seedCarbonGeometry(db);
}

/** Reads the tools' data tables once per process, unless the seed already did (each site's API on start). */
export async function ensureToolData(db: Db): Promise<void> {
  await ensureCarbonFactors(db);
  await ensureFloorSystems(db);
  await ensureCarbonGeometry(db);
}
