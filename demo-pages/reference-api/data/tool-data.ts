import type { Db } from '../db/open';
import { ensureCarbonFactors, seedCarbonFactors } from './carbon-factors';
import { ensureCarbonGeometry, seedCarbonGeometry } from './carbon-systems';
import { ensureFloorSystems, seedFloorSystems } from './floor-systems';

/**
 * The tools' data tables, each filled from its data file beside this module (docs/data-sets.md):
 * the carbon factors first, as the floor systems name theirs. The seed's one step for them.
 */
export function seedToolData(db: Db): void {
  seedCarbonFactors(db);
  seedFloorSystems(db);
  seedCarbonGeometry(db);
}

/** Reads the tools' data tables once per process, unless the seed already did (each site's API on start). */
export function ensureToolData(db: Db): void {
  ensureCarbonFactors(db);
  ensureFloorSystems(db);
  ensureCarbonGeometry(db);
}
