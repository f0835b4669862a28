import { seedCarbonFactors } from '@/demo-pages/reference-api/data/carbon-factors';
import {
  ensureFloorSystems,
  floorSystemData,
  loadFloorSystems,
  seedFloorSystems,
} from '@/demo-pages/reference-api/data/floor-systems';
import { findSystem, SYSTEMS } from '@/demo-pages/reference-api/floor/catalogue';
import { createTestContext } from '@/demo-pages/reference-api/test-context';

/** A fresh database with the catalogue seeded (and the factors its rows name). */
function seededDb() {
  const { db } = createTestContext();
  seedCarbonFactors(db);
  seedFloorSystems(db);
  return db;
}

describe('the floor systems catalogue as data (data/floor-systems.json → floor_systems)', () => {
  test('the table holds one row per system of the data file, read back to the same figures', () => {
    const db = seededDb();
    const slugs = db.prepare(`SELECT slug FROM floor_systems ORDER BY position`).pluck().all();
    expect(slugs).toEqual(floorSystemData().map((s) => s.slug));
    expect(SYSTEMS).toEqual(floorSystemData());
    db.close();
  });

  test('the catalogue is what the table says, not the file: a figure changed in the table is read', () => {
    const other = seededDb();
    const db = seededDb();
    const slug = 'poutrelles-entrevous-beton-16-4';
    const spans = [570, 500, 430];
    db.prepare(`UPDATE floor_systems SET up = 1.8, max_spans_json = ? WHERE slug = ?`).run(JSON.stringify(spans), slug);
    loadFloorSystems(db);
    expect(findSystem(slug)).toMatchObject({ up: 1.8, maxSpans: spans, continuity: true });
    expect(floorSystemData().find((s) => s.slug === slug)?.up).toBe(1.9);
    // Read once per process: another database does not replace what was read.
    ensureFloorSystems(other);
    expect(findSystem(slug)?.up).toBe(1.8);
    seedFloorSystems(db);
    expect(findSystem(slug)?.up).toBe(1.9);
    db.close();
    other.close();
  });
});
