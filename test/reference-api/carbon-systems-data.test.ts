import { geometryOf } from '@/demo-pages/reference-api/carbon/systems';
import {
  carbonGeometry,
  carbonGeometryData,
  ensureCarbonGeometry,
  loadCarbonGeometry,
  seedCarbonGeometry,
} from '@/demo-pages/reference-api/data/carbon-systems';
import { createTestContext } from '@/demo-pages/reference-api/test-context';

async function seededDb() {
  const { db } = await createTestContext();
  await seedCarbonGeometry(db);
  return db;
}

describe("the carbon site's system geometry as data (data/carbon-systems.json → carbon_systems)", () => {
  test('the tables read back to the figures of the data file', async () => {
    const db = await seededDb();
    expect(carbonGeometry()).toEqual(carbonGeometryData());
    const types = await db.all<{ type: string }>(`SELECT type FROM carbon_systems ORDER BY position`);
    expect(types.map((row) => row.type)).toEqual(['entrevous-beton', 'entrevous-isolant', 'predalle', 'dalle-pleine']);
    // The sections and slab sizes the model had as code: 16+4 to 5.60 m, solid slab 18 cm at least.
    expect(geometryOf('entrevous-beton', 560, null)).toMatchObject({ section: '16+4', concreteVolume: 0.085 });
    expect(geometryOf('entrevous-isolant', 700, 6)).toMatchObject({ section: '25+6', concreteVolume: 0.12 });
    expect(geometryOf('predalle', 500, null)).toMatchObject({ thickness: 20, wire: 1.5, rebar: 16 });
    expect(geometryOf('dalle-pleine', 400, null)).toMatchObject({ thickness: 18, wire: 0 });
    expect(geometryOf('dalle-pleine', 750, null)).toBeNull();
    await db.close();
  });

  test('the model sizes floors with what the table says, read once per process', async () => {
    const other = await seededDb();
    const db = await seededDb();
    await db.run(`UPDATE carbon_systems SET max_span = 600 WHERE type = 'dalle-pleine'`);
    await db.run(`UPDATE carbon_beam_block_sections SET wire = 1.8 WHERE up_to = 560`);
    await loadCarbonGeometry(db);
    expect(geometryOf('dalle-pleine', 650, null)).toBeNull();
    expect(geometryOf('entrevous-beton', 500, null)?.wire).toBe(1.8);
    await ensureCarbonGeometry(other);
    expect(geometryOf('entrevous-beton', 500, null)?.wire).toBe(1.8);
    await seedCarbonGeometry(db);
    expect(geometryOf('dalle-pleine', 650, null)?.thickness).toBe(26);
    await db.close();
    await other.close();
  });
});
