import {
  agencyForZip,
  AGENCIES,
  carbonFootprints,
  climateZone,
  findSystem,
  METROPOLITAN_DEPARTMENTS,
  steelMasses,
  SYSTEMS,
  thicknessOf,
  UNCOVERED_DEPARTMENTS,
} from '@/demo-pages/reference-api/floor/catalogue';
import { SEED_SOLUTIONS } from '@/demo-pages/reference-api/history/seed-history';
import { loadCarbonFactorsFromSeed } from '@/test/support/carbon-factors';
import { startApi } from '@/test/support/reference-api';

describe('the floor catalogue', () => {
  test('has at least 12 systems of the three infill families, with unique slugs', () => {
    expect(SYSTEMS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(SYSTEMS.map((s) => s.slug)).size).toBe(SYSTEMS.length);
    expect(new Set(SYSTEMS.map((s) => s.family))).toEqual(
      new Set(['entrevous-beton', 'entrevous-polystyrene', 'entrevous-bois']),
    );
  });

  test('holds every solution the seeded history names, under the same libelle', () => {
    for (const saved of SEED_SOLUTIONS) expect(findSystem(saved.slug)?.libelle).toBe(saved.libelle);
    expect(findSystem('inconnu')).toBeNull();
  });

  test('similar products exist, and spans shrink as the load class grows', () => {
    for (const system of SYSTEMS) {
      for (const slug of system.similar) expect(findSystem(slug)).not.toBeNull();
      const [light, medium, heavy] = system.maxSpans;
      expect(light).toBeGreaterThan(medium);
      expect(medium).toBeGreaterThan(heavy);
      expect(system.insulations).toContain('aucune');
      expect(thicknessOf(system)).toBeGreaterThanOrEqual(16);
    }
  });

  test('documents: files have a name, web pages a path, none has a size', () => {
    for (const document of SYSTEMS.flatMap((s) => s.documents)) {
      expect(document.downloadable ? document.file : document.path).toMatch(/\S/);
      expect(document.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(document).not.toHaveProperty('size');
    }
  });
});

describe('agencies and climate zones', () => {
  test('every metropolitan department but the documented few has one design office', () => {
    expect(METROPOLITAN_DEPARTMENTS).toHaveLength(96);
    const covered = AGENCIES.flatMap((a) => a.departments);
    expect(new Set(covered).size).toBe(covered.length);
    const uncovered = METROPOLITAN_DEPARTMENTS.filter((d) => !covered.includes(d));
    expect(uncovered).toEqual(UNCOVERED_DEPARTMENTS);
    expect(AGENCIES.length).toBeGreaterThanOrEqual(8);
  });

  test.each([
    ['69003', "Bureau d'étude Auvergne-Rhône-Alpes", 'H1'],
    ['75011', "Bureau d'étude Île-de-France", 'H1'],
    ['33000', "Bureau d'étude Nouvelle-Aquitaine", 'H2'],
    ['13001', "Bureau d'étude Provence-Alpes-Côte d'Azur", 'H3'],
    ['20000', null, 'H3'],
    ['48000', null, 'H2'],
    ['97400', null, null],
  ])('%s: %s, zone %s', (zip, libelle, zone) => {
    expect(agencyForZip(zip)?.libelle ?? null).toBe(libelle);
    expect(climateZone(zip)).toBe(zone);
  });
});

describe('the carbon model', () => {
  beforeAll(loadCarbonFactorsFromSeed);

  test('a 16+4 concrete-block floor lands at 40–90 kg CO2 eq/m², low-carbon concrete lowest', () => {
    const footprints = carbonFootprints(findSystem('poutrelles-entrevous-beton-16-4')!);
    expect(footprints.map((f) => f.concrete.name)).toEqual([
      'Béton CEM I',
      'Béton CEM II/A',
      'Béton CEM III/A (bas carbone)',
    ]);
    for (const { total } of footprints) expect(total).toBeGreaterThan(30);
    expect(footprints[1]!.total).toBeGreaterThanOrEqual(40);
    expect(footprints[1]!.total).toBeLessThanOrEqual(90);
    expect(footprints[2]!.total).toBeLessThan(footprints[1]!.total);
    expect(footprints[1]!.total).toBeLessThan(footprints[0]!.total);
  });

  test('is the documented sum: concrete, steel and blocks', () => {
    const system = findSystem('poutrelles-entrevous-pse-16-4')!;
    // 0.078 m³ × 290 + 1.7 kg × 1.3 + 1.3 kg × 1.0 + 2.2 kg × 3.5 (A1–C4 factors of data/carbon-factors.json):
    // concrete 22.6, steel 3.5, blocks 7.7, each part the sum of its modules
    expect(carbonFootprints(system, 'cem-ii-a')).toEqual([
      { concrete: { name: 'Béton CEM II/A', slug: 'cem-ii-a' }, total: 33.8 },
    ]);
    expect(carbonFootprints(system, 'inconnu')).toEqual([]);
    expect(steelMasses(system)).toEqual([
      { label: 'Armatures de poutrelles (acier de précontrainte)', value: 1.7, unit: 'kg/m²' },
      { label: 'Treillis soudé de la dalle de compression', value: 1.3, unit: 'kg/m²' },
    ]);
  });
});

test('the floor API draws each packshot as a PNG; another name is a 404 envelope', async () => {
  const api = await startApi('plancher', { seed: false });
  for (const file of ['systeme-poutrelles-entrevous-pse-12-4.png', 'positions-plancher.png']) {
    const response = await api.raw('GET', `/media/download/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await response.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  }
  const missing = await api.raw('GET', '/media/download/systeme-inconnu.png');
  expect(missing.status).toBe(404);
  expect(await missing.json()).toMatchObject({ success: false, message: "Ce fichier n'existe pas." });
});
