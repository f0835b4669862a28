import { readFileSync } from 'node:fs';
import type { Struct } from 'superstruct';
import { checkDataFile, THERMAL_DATA_FILES } from '@/demo-pages/reference-api/data/thermal-data';
import { seed, seedToolsIfMissing } from '@/demo-pages/reference-api/seed';
import { createTestContext } from '@/demo-pages/reference-api/test-context';
import { seedThermal } from '@/demo-pages/reference-api/thermal/seed-thermal';
import { envSystem } from '@/demo-pages/reference-api/thermal/read';

/**
 * The data set keeps the orders of magnitude docs/data-sets.md names, with their sources.
 */
let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedThermal(ctx);
});
const all = <T>(sql: string) => ctx.db.all<T>(sql);

describe('the thermal data set', () => {
  test('at least 20 rupteurs, the thermo-prédalle with uuid 1, each with a sheet, a visual and certificates', async () => {
    const rupteurs = await all<{
      uuid: number;
      name: string;
      visual: string;
      url_product: string;
      certification1_name: string | null;
    }>(`SELECT * FROM rupteurs`);
    expect(rupteurs.length).toBeGreaterThanOrEqual(20);
    expect(rupteurs.find((r) => r.uuid === 1)?.name).toBe('Thermo-prédalle TPR');
    expect(rupteurs.every((r) => r.url_product.startsWith('https://') && /\.png$/.test(r.visual))).toBe(true);
    // Names longer than 30 characters, for the client's 27 + '…' rule.
    expect(rupteurs.some((r) => (r.certification1_name ?? '').length > 30)).toBe(true);
    expect(rupteurs.some((r) => r.certification1_name === null)).toBe(true);
  });

  test('the filters with import columns 13, 14 and 16 exist, and the three floor types the refine rules name', async () => {
    const columns = await all<{ import_column: number }>(
      `SELECT import_column FROM tool_filters WHERE data_type = 'rup'`,
    );
    expect(columns.map((c) => c.import_column)).toEqual(expect.arrayContaining([13, 14, 16]));
    const floors = (
      await all<{ value: string }>(
        `SELECT v.value FROM tool_filter_values v JOIN tool_filters f ON f.id = v.filter_id WHERE f.key = 'plancher'`,
      )
    ).map((v) => v.value);
    expect(floors).toEqual(
      expect.arrayContaining(['Plancher vide sanitaire', 'Plancher haut de sous-sol', 'Plancher intermédiaire']),
    );
  });

  test('untreated psi 0.6–1.0 W/(m·K), treated 0.1–0.35, some null; column 16 only for the thermo-prédalle', async () => {
    const rows = await all<Record<'psi_moyen' | 'psi_about' | 'psi_rive' | 'psi_rt' | 'psi_rnt', number | null>>(
      `SELECT * FROM psi_configurations`,
    );
    const untreated = rows.map((r) => r.psi_rnt).filter((v) => v !== null);
    const treated = rows.flatMap((r) => [r.psi_moyen, r.psi_about, r.psi_rive, r.psi_rt]).filter((v) => v !== null);
    expect(Math.min(...untreated)).toBeGreaterThanOrEqual(0.6);
    expect(Math.max(...untreated)).toBeLessThanOrEqual(1);
    expect(Math.min(...treated)).toBeGreaterThanOrEqual(0.1);
    expect(Math.max(...treated)).toBeLessThanOrEqual(0.35);
    for (const field of ['psi_about', 'psi_rt', 'psi_rnt'] as const)
      expect(rows.some((r) => r[field] === null)).toBe(true);
    const with16 = await all<{ uuid: number }>(
      `SELECT DISTINCT r.uuid FROM psi_configuration_values l JOIN tool_filter_values v ON v.id = l.value_id
      JOIN tool_filters f ON f.id = v.filter_id JOIN psi_configurations c ON c.id = l.item_id
      JOIN rupteurs r ON r.id = c.rupteur_id WHERE f.import_column = 16 AND f.data_type = 'rup'`,
    );
    expect(with16).toEqual([{ uuid: 1 }]);
  });

  test('a rupteur always does better than the untreated junction, by a factor of at least 2', async () => {
    const rows = await all<{ psi_moyen: number; psi_rnt: number }>(
      `SELECT psi_moyen, psi_rnt FROM psi_configurations WHERE psi_rnt IS NOT NULL`,
    );
    expect(rows.every((r) => r.psi_moyen * 2 <= r.psi_rnt)).toBe(true);
  });
});

describe('the environmental data set', () => {
  const systems = (type: string) =>
    all<Record<string, number | null>>(`SELECT * FROM env_systems WHERE data_type = '${type}'`);
  const range = (rows: Record<string, number | null>[], field: string) => {
    const values = rows.map((r) => r[field]).filter((v): v is number => v !== null);
    return [Math.min(...values), Math.max(...values)];
  };

  test('beam-and-block floors: 50–80 L/m² poured on site, a few kg/m² of steel', async () => {
    const pou = await systems('pou');
    expect(range(pou, 'litrage_beton')[0]).toBeGreaterThanOrEqual(50);
    expect(range(pou, 'litrage_beton')[1]).toBeLessThanOrEqual(80);
    expect(range(pou, 'ratio_kilotage')[1]).toBeLessThanOrEqual(6);
    expect(pou.every((r) => r.ratio_kilotage_armatures === null)).toBe(true);
  });

  test('prédalles: 120–160 L/m² on site, tens of kg/m³ of reinforcement', async () => {
    const pre = await systems('pre');
    expect(range(pre, 'litrage_beton')).toEqual([120, 160]);
    const [low, high] = range(pre, 'ratio_kilotage_armatures');
    expect(low).toBeGreaterThanOrEqual(20);
    expect(high).toBeLessThanOrEqual(80);
  });

  test('prémur: 100–160 L/m² of core concrete', async () => {
    const [low, high] = range(await systems('mur'), 'litrage_beton');
    expect(low).toBeGreaterThanOrEqual(100);
    expect(high).toBeLessThanOrEqual(160);
  });

  test('every system has FDES sheets of the INIES kind (a number, a title)', async () => {
    const orphans = await all(`SELECT id FROM env_systems WHERE id NOT IN (SELECT system_id FROM env_system_fdes)`);
    expect(orphans).toEqual([]);
    const sheets = await all<{ number: string }>(`SELECT number FROM fdes`);
    expect(sheets.every((s) => /^\d{5}$/.test(s.number))).toBe(true);
  });

  test('carbon per m², A1–A3: beam-and-block 30–50 kg CO2 eq, prédalles 50–80, prémurs 60–90; whole floors 30–50', async () => {
    const range = async (dataType: string) => {
      const ids = await all<{ id: number }>(`SELECT id FROM env_systems WHERE data_type = '${dataType}'`);
      const figures = await Promise.all(ids.map(async ({ id }) => (await envSystem(ctx, id))!.carbon!.a1a3));
      return [Math.min(...figures), Math.max(...figures)];
    };
    expect((await range('pou'))[0]).toBeGreaterThanOrEqual(30);
    expect((await range('pou'))[1]).toBeLessThanOrEqual(50);
    expect((await range('pre'))[0]).toBeGreaterThanOrEqual(50);
    expect((await range('pre'))[1]).toBeLessThanOrEqual(80);
    expect((await range('mur'))[0]).toBeGreaterThanOrEqual(60);
    expect((await range('mur'))[1]).toBeLessThanOrEqual(90);
    const wholeFloors = (await all<{ a1_a3: number }>(`SELECT a1_a3 FROM fdes WHERE basis = 'system'`)).map(
      (f) => f.a1_a3,
    );
    expect(Math.min(...wholeFloors)).toBeGreaterThanOrEqual(30);
    expect(Math.max(...wholeFloors)).toBeLessThanOrEqual(50);
  });
});

test("a preview database seeded before the tools gets their data and the main user's simulations, once", async () => {
  const preview = await createTestContext();
  await seed(preview);
  for (const table of ['main_histories', 'psi_configurations', 'env_systems', 'fdes', 'rupteurs', 'tool_filters'])
    await preview.db.exec(`DELETE FROM ${table}`);
  expect(await seedToolsIfMissing(preview)).toBe(true);
  expect(await seedToolsIfMissing(preview)).toBe(false);
  const count = async (table: string) =>
    ((await preview.db.get(`SELECT COUNT(*) AS n FROM ${table}`)) as { n: number }).n;
  expect(await count('rupteurs')).toBe(31);
  expect(await count('main_histories')).toBe(6);
});

describe("the main site's data files (data/*.json), checked as they are read", () => {
  const content = (file: string) =>
    JSON.parse(readFileSync(`demo-pages/reference-api/data/${file}`, 'utf8')) as Record<string, any>;

  test.each(Object.entries(THERMAL_DATA_FILES))('%s holds what its struct says, opening with about', (file, struct) => {
    const data = content(file);
    expect(() => checkDataFile(file, data, struct as Struct<unknown, unknown>)).not.toThrow();
    expect(Object.keys(data)[0]).toBe('about');
  });

  test('a field of the wrong kind is refused, naming the file and the field', () => {
    const data = content('thermal-rupteurs.json');
    data.rupteurs[3].performanceClass = 'deux';
    expect(() => checkDataFile('thermal-rupteurs.json', data, THERMAL_DATA_FILES['thermal-rupteurs.json'])).toThrow(
      /^data\/thermal-rupteurs\.json: rupteurs\.3\.performanceClass: /,
    );
  });

  test('a missing field and an unknown basis are refused too', () => {
    const filters = content('thermal-filters.json');
    delete filters.env.mur;
    expect(() => checkDataFile('thermal-filters.json', filters, THERMAL_DATA_FILES['thermal-filters.json'])).toThrow(
      /^data\/thermal-filters\.json: env\.mur: /,
    );
    const sheets = content('fdes-sheets.json');
    sheets.sheets[0].basis = 'm²';
    expect(() => checkDataFile('fdes-sheets.json', sheets, THERMAL_DATA_FILES['fdes-sheets.json'])).toThrow(
      /^data\/fdes-sheets\.json: sheets\.0\.basis: /,
    );
  });
});
