import { floorSystems } from '../data/floor-systems';
import type { FloorSystem } from './types';

/**
 * The floor site's catalogue and its lookups: what the configurator's rule, the solution routes
 * and the seed read. The systems are data: data/floor-systems.json, seeded into the
 * `floor_systems` table and read back from the database on start (data/floor-systems.ts); their
 * figures' sources are in that file's `about` and docs/data-sets.md.
 */

/** Every system, in catalogue order: the table's rows once the API has read them. */
export const SYSTEMS: FloorSystem[] = floorSystems();

export function findSystem(slug: string): FloorSystem | null {
  return SYSTEMS.find((system) => system.slug === slug) ?? null;
}

export { agencyForZip, AGENCIES, UNCOVERED_DEPARTMENTS } from './agencies';
export { carbonFootprints, steelMasses, CONCRETES } from './carbon';
export { climateZone, departmentOf, upTargets, METROPOLITAN_DEPARTMENTS, type ClimateZone } from './climate';
export { findLoadCase, LOAD_CASES, LOAD_CLASSES, loadClassOf } from './loads';
export { thicknessOf } from './thickness';
export { FAMILY_LABELS, layersOf, technicalData } from './technical-data';
export * from './types';
