import type { FloorPosition } from './types';

/**
 * The climate zones of the French thermal regulation (RT 2012 / RE2020: arrêté du 26 octobre
 * 2010, annexe I, kept by RE2020) by metropolitan department, and the Up targets the configurator
 * offers in each. Sub-zones (H1a…H2d) are folded into H1, H2, H3.
 */
export type ClimateZone = 'H1' | 'H2' | 'H3';

const ZONES: Record<ClimateZone, string> = {
  // H1a, H1b, H1c
  H1:
    '02 14 27 59 60 62 75 76 77 78 80 91 92 93 94 95 ' +
    '08 10 18 45 51 52 54 55 57 58 67 68 70 88 89 90 ' +
    '01 03 05 15 19 21 23 25 38 39 42 43 63 69 71 73 74 87',
  // H2a, H2b, H2c, H2d
  H2:
    '22 29 35 50 56 16 17 28 36 37 41 44 49 53 61 72 79 85 86 ' +
    '09 12 24 31 32 33 40 46 47 64 65 81 82 04 07 26 48 84',
  H3: '06 11 13 2A 2B 30 34 66 83',
};

const ZONE_OF = new Map<string, ClimateZone>(
  (Object.entries(ZONES) as [ClimateZone, string][]).flatMap(([zone, list]) =>
    list.split(' ').map((department) => [department, zone] as const),
  ),
);

/** Every metropolitan department, for tests and the agencies' coverage. */
export const METROPOLITAN_DEPARTMENTS = [...ZONE_OF.keys()].sort();

/**
 * The department of a postal code: its first two digits, three for the overseas departments
 * (971–976), 2A or 2B for Corsica (20000–20199 Corse-du-Sud, 20200–20699 Haute-Corse). Null for
 * a code that is not five digits.
 */
export function departmentOf(zip: string): string | null {
  if (!/^\d{5}$/.test(zip)) return null;
  if (zip.startsWith('97')) return zip.slice(0, 3);
  if (zip.startsWith('20')) return Number(zip.slice(2, 3)) <= 1 ? '2A' : '2B';
  return zip.slice(0, 2);
}

/** H1, H2 or H3 for a metropolitan postal code; null overseas or for an unknown department. */
export function climateZone(zip: string): ClimateZone | null {
  const department = departmentOf(zip);
  return department === null ? null : (ZONE_OF.get(department) ?? null);
}

/**
 * The Up targets (W/(m².K), as the `up` choices' values) offered for a floor in a zone, the
 * weakest first. Orders: the element-by-element requirements on existing buildings (arrêté du 22
 * mars 2017: a low floor R ≥ 3 m².K/W, Up ≈ 0.27–0.30; a roof floor R ≥ 4.8, Up ≈ 0.20) and the
 * manufacturers' configurators, which propose stricter targets in colder zones. An intermediate
 * floor between heated storeys has no Up target; overseas none is offered (RE2020's zones are
 * metropolitan), which the form shows as 'Aucune valeur disponible.'.
 */
const UP_TARGETS: Record<ClimateZone, Record<'low' | 'high', string[]>> = {
  H1: { low: ['0.27', '0.23', '0.20', '0.16'], high: ['0.20', '0.16', '0.13'] },
  H2: { low: ['0.30', '0.27', '0.23', '0.20'], high: ['0.23', '0.20', '0.16'] },
  H3: { low: ['0.36', '0.30', '0.27', '0.23'], high: ['0.27', '0.23', '0.20'] },
};

export function upTargets(zone: ClimateZone | null, floor: FloorPosition): string[] {
  if (zone === null || floor === 'intermediate') return [];
  return UP_TARGETS[zone][floor];
}
