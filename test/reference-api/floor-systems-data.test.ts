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
async function seededDb() {
  const { db } = await createTestContext();
  await seedCarbonFactors(db);
  await seedFloorSystems(db);
  return db;
}

describe('the floor systems catalogue as data (data/floor-systems.json → floor_systems)', () => {
  test('the table holds one row per system of the data file, read back to the same figures', async () => {
    const db = await seededDb();
    const slugs = (await db.all<{ slug: string }>(`SELECT slug FROM floor_systems ORDER BY position`)).map(
      (r) => r.slug,
    );
    expect(slugs).toEqual(floorSystemData().map((s) => s.slug));
    expect(SYSTEMS).toEqual(floorSystemData());
    await db.close();
  });

  test('the catalogue is what the table says, not the file: a figure changed in the table is read', async () => {
    const other = await seededDb();
    const db = await seededDb();
    const slug = 'poutrelles-entrevous-beton-16-4';
    const spans = [570, 500, 430];
    await db.run(`UPDATE floor_systems SET up = 1.8, max_spans_json = ? WHERE slug = ?`, [JSON.stringify(spans), slug]);
    await loadFloorSystems(db);
    expect(findSystem(slug)).toMatchObject({ up: 1.8, maxSpans: spans, continuity: true });
    expect(floorSystemData().find((s) => s.slug === slug)?.up).toBe(1.9);
    // Read once per process: another database does not replace what was read.
    await ensureFloorSystems(other);
    expect(findSystem(slug)?.up).toBe(1.8);
    await seedFloorSystems(db);
    expect(findSystem(slug)?.up).toBe(1.9);
    await db.close();
    await other.close();
  });
});
