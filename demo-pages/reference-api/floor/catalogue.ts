import { CONCRETE_SYSTEMS, WOOD_SYSTEMS } from './systems-beton-bois';
import { PSE_SYSTEMS } from './systems-pse';
import type { FloorSystem } from './types';

/**
 * The floor site's catalogue and its lookups: what the configurator's rule, the solution routes
 * and the seed read. Static product data, like the CMS's product pages; the simulations are in
 * the database. Figures and their sources: see each data file and carbon.ts.
 */

export const SYSTEMS: FloorSystem[] = [...CONCRETE_SYSTEMS, ...PSE_SYSTEMS, ...WOOD_SYSTEMS];

const BY_SLUG = new Map(SYSTEMS.map((system) => [system.slug, system]));

export function findSystem(slug: string): FloorSystem | null {
  return BY_SLUG.get(slug) ?? null;
}

export { agencyForZip, AGENCIES, UNCOVERED_DEPARTMENTS } from './agencies';
export { carbonFootprints, steelMasses, CONCRETES } from './carbon';
export { climateZone, departmentOf, upTargets, METROPOLITAN_DEPARTMENTS, type ClimateZone } from './climate';
export { findLoadCase, LOAD_CASES, LOAD_CLASSES, loadClassOf } from './loads';
export { thicknessOf } from './system-builder';
export { FAMILY_LABELS, layersOf, technicalData } from './technical-data';
export * from './types';
