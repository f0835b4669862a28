import type { FlatValue } from '@/src/contracts/floor/simulator';
import type { FormValues } from './values';

/**
 * Three configurations with a known outcome, for the API's tests and the island's browser tests:
 * field → value as the form sends them (the labels the visitor clicks are in form-step2.ts).
 * - `several`: a low floor in Lyon (H1), PSE blocks, 4.20 m under dwelling loads → five PSE systems;
 * - `one`: a roof floor upstairs in Lyon, Up 0.20 → only the roof-floor PSE 20+5 (the other PSE
 *   blocks reach the Up but are REI 15, and upstairs REI 30 is required);
 * - `none`: the low floor of `several` under shop loads at 5.00 m → no PSE system spans it; the
 *   closest are excluded by their span;
 * - `concrete`: an intermediate floor upstairs in Nice at 4.20 m under dwelling loads, concrete
 *   blocks → the four concrete-block systems (12+4 to 25+5), the 16+4 among them;
 * - `pastCatalogue`: an intermediate floor at 8.50 m under dwelling loads → past the catalogue
 *   (7.60 m): the span is the limit, and the design office is offered.
 */
const LOW_FLOOR_IN_LYON: FormValues = {
  zipCode: '69003',
  configurationName: 'Maison Durand – rez-de-chaussée',
  floor: 'low',
  up: '0.27',
  loadCase: 'habitation',
  floorSpan: '420',
  continuity: false,
  insulation: ['aucune'],
  floorType: 'entrevous-polystyrene',
};

export const FLOOR_EXAMPLES = {
  several: {
    values: LOW_FLOOR_IN_LYON,
    solutions: [
      'poutrelles-entrevous-pse-12-4',
      'poutrelles-entrevous-pse-16-4',
      'poutrelles-entrevous-pse-rupteur-integre-16-4',
      'poutrelles-entrevous-pse-20-4',
      'poutrelles-entrevous-pse-graphite-20-4',
    ],
  },
  one: {
    values: {
      zipCode: '69007',
      configurationName: 'Immeuble Les Tilleuls – combles',
      floor: 'high',
      floorLevel: 'upper',
      up: '0.20',
      loadCase: 'habitation',
      floorSpan: '560',
      continuity: false,
      insulation: ['aucune'],
      floorType: 'entrevous-polystyrene',
    } satisfies FormValues,
    solutions: ['plancher-haut-pse-20-5'],
  },
  concrete: {
    values: {
      zipCode: '06000',
      configurationName: 'Villa Masséna – plancher d’étage',
      floor: 'intermediate',
      floorLevel: 'upper',
      loadCase: 'habitation',
      floorSpan: '420',
      continuity: false,
      floorType: 'entrevous-beton',
    } satisfies FormValues,
    solutions: [
      'poutrelles-entrevous-beton-12-4',
      'poutrelles-entrevous-beton-16-4',
      'poutrelles-entrevous-beton-20-4',
      'poutrelles-entrevous-beton-25-5',
    ],
  },
  pastCatalogue: {
    values: {
      zipCode: '06000',
      configurationName: 'Villa Masséna – étage',
      floor: 'intermediate',
      floorLevel: 'upper',
      loadCase: 'habitation',
      floorSpan: '850',
      continuity: false,
      floorType: 'entrevous-beton',
    } satisfies FormValues,
    solutions: [] as string[],
  },
  none: {
    values: { ...LOW_FLOOR_IN_LYON, configurationName: 'Boutique Durand', loadCase: 'commerce', floorSpan: '500' },
    solutions: [] as string[],
    exclusions: [
      'poutrelles-entrevous-pse-20-4',
      'poutrelles-entrevous-pse-graphite-20-4',
      'poutrelles-entrevous-pse-16-4',
    ],
  },
} as const;

/** The submit's body for values: one entry per value, a checkbox's values one by one (§7). */
export function flatValues(values: FormValues): FlatValue[] {
  return Object.entries(values).flatMap(([field, value]) => {
    if (value === null) return [];
    return Array.isArray(value) ? value.map((v) => ({ field, value: v })) : [{ field, value }];
  });
}
