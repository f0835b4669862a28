import type { ClusterItem } from '@/src/contracts/history/carbon';
import type { FloorHistoryItem } from '@/src/contracts/history/floor';
import { CLUSTER_FILTERS, FLOOR_FILTERS } from '@/demo-pages/reference-api/history/definitions';
import { cleanPostalCode } from '@/src/contracts/constants';
import { carbonFilterSpecs, floorFilterSpecs } from '@/features/history-list/filter-specs';
import {
  CARBON_DEFAULTS,
  choicesOf,
  FLOOR_DEFAULTS,
  FLOOR_ORDERS,
  hasFilter,
  isTypedFilter,
  narrows,
  sameFilters,
} from '@/features/history-list/filters';
import { clusterOpenUrl, floorItemKey, floorItemName, floorOpenUrl } from '@/features/history-list/items';

const context = {
  zip: '69003',
  floor: 'low',
  floorLevel: 'ground',
  floorType: 'entrevous-beton',
  projectCode: null,
  createdAt: '2026-11-18T07:00:00.000Z',
};
const simulation = (title: string | null): FloorHistoryItem => ({
  type: 'simulation',
  id: 12,
  title,
  name: 'Simulation n°12',
  ...context,
});
const solution: FloorHistoryItem = { type: 'solution', slug: 'pse-12-4', libelle: 'Plancher PSE 12+4', ...context };
const cluster: ClusterItem = {
  id: 7,
  name: 'Maison',
  createdAt: context.createdAt,
  simulationsCount: 2,
  zip: '69003',
  systemTypes: [],
};

describe('filter values', () => {
  test('default to no filter and the most recent first', () => {
    expect(FLOOR_DEFAULTS.order).toBe('DESC');
    expect(CARBON_DEFAULTS.order).toBe('DESC');
    expect(Object.entries(FLOOR_DEFAULTS).filter(([key, value]) => key !== 'order' && value !== '')).toEqual([]);
  });

  test("'Réinitialiser' is enabled only when some filter differs from its default (the order included)", () => {
    expect(hasFilter(FLOOR_DEFAULTS, FLOOR_DEFAULTS)).toBe(false);
    expect(hasFilter({ ...FLOOR_DEFAULTS, title: '   ' }, FLOOR_DEFAULTS)).toBe(false);
    expect(hasFilter({ ...FLOOR_DEFAULTS, floor: 'low' }, FLOOR_DEFAULTS)).toBe(true);
    expect(hasFilter({ ...FLOOR_DEFAULTS, order: 'ASC' }, FLOOR_DEFAULTS)).toBe(true);
    expect(hasFilter({ ...CARBON_DEFAULTS, zip: '69' }, CARBON_DEFAULTS)).toBe(true);
  });

  test('the order alone does not narrow the list', () => {
    expect(narrows({ ...FLOOR_DEFAULTS, order: 'ASC' }, FLOOR_DEFAULTS)).toBe(false);
    expect(narrows({ ...FLOOR_DEFAULTS, dateFrom: '2026-01-01' }, FLOOR_DEFAULTS)).toBe(true);
  });

  test('blanks around typed text make the same query', () => {
    expect(sameFilters({ ...CARBON_DEFAULTS, title: ' Durand ' }, { ...CARBON_DEFAULTS, title: 'Durand' })).toBe(true);
    expect(sameFilters({ ...CARBON_DEFAULTS, title: 'Dur' }, { ...CARBON_DEFAULTS, title: 'Durand' })).toBe(false);
  });

  test('typed filters are the free-text and postal ones', () => {
    expect(['title', 'projectCode', 'zip'].every(isTypedFilter)).toBe(true);
    expect(['type', 'floor', 'floorLevel', 'systemType', 'order', 'dateFrom', 'dateTo'].some(isTypedFilter)).toBe(
      false,
    );
  });

  test.each([
    ['69003', '69003'],
    ['69 003', '69003'],
    ['6900345', '69003'],
    ['a6b9', '69'],
    ['', ''],
    ['abc', ''],
  ])('the postal filter keeps digits only, at most 5: %p → %p', (typed, kept) =>
    expect(cleanPostalCode(typed)).toBe(kept),
  );
});

describe('controls from the server definitions', () => {
  test("a definition's choices: label shown, value sent, in the server's order", () => {
    expect(choicesOf(FLOOR_FILTERS.type)).toEqual([
      { value: 'simulation', label: 'Simulation' },
      { value: 'solution', label: 'Système' },
    ]);
  });

  test('floor: three choices with their tooltip, the flagged text filters, postal code, dates, order', () => {
    const specs = floorFilterSpecs(FLOOR_FILTERS);
    expect(specs.map((s) => `${s.key}:${s.kind}`)).toEqual([
      'type:select',
      'floor:select',
      'floorLevel:select',
      'title:text',
      'projectCode:text',
      'zip:postal',
      'dateFrom:date',
      'dateTo:date',
      'order:select',
    ]);
    expect(specs[1]).toMatchObject({ label: 'Plancher', tooltip: FLOOR_FILTERS.floor.tooltip, any: true });
    expect(specs.at(-1)).toMatchObject({ choices: FLOOR_ORDERS, any: false });
    expect(FLOOR_ORDERS).toEqual([
      { value: 'DESC', label: 'À partir des plus récentes' },
      { value: 'ASC', label: 'À partir des plus anciennes' },
    ]);
  });

  test('floor: text filters not flagged are not offered', () => {
    const keys = floorFilterSpecs({ ...FLOOR_FILTERS, title: false, projectCode: false }).map((s) => s.key);
    expect(keys).not.toContain('title');
    expect(keys).not.toContain('projectCode');
  });

  test("carbon: system type with its tooltip, name, postal code, the server's orders", () => {
    const specs = carbonFilterSpecs({
      ...CLUSTER_FILTERS,
      orders: [
        { value: 'ASC', label: 'Anciennes' },
        { value: 'DESC', label: 'Récentes' },
      ],
    });
    expect(specs.map((s) => s.key)).toEqual(['systemType', 'title', 'zip', 'order']);
    expect(specs[0]).toMatchObject({ tooltip: CLUSTER_FILTERS.filters.systemType.tooltip });
    expect(specs[3]).toMatchObject({
      choices: [
        { value: 'ASC', label: 'Anciennes' },
        { value: 'DESC', label: 'Récentes' },
      ],
    });
  });
});

describe('items', () => {
  test('a simulation shows its title, else its name; a solution its libelle', () => {
    expect(floorItemName(simulation('Maison Durand'))).toBe('Maison Durand');
    expect(floorItemName(simulation(null))).toBe('Simulation n°12');
    expect(floorItemName(simulation('  '))).toBe('Simulation n°12');
    expect(floorItemName(solution)).toBe('Plancher PSE 12+4');
  });

  test('keys are unique across kinds', () => {
    expect(floorItemKey(simulation(null))).toBe('simulation:12');
    expect(floorItemKey(solution)).toBe('solution:pse-12-4');
  });

  test("'Ouvrir' targets", () => {
    expect(floorOpenUrl(simulation(null))).toBe('/configurer-un-plancher/?history=12');
    expect(floorOpenUrl(solution)).toBe('/configurer-un-plancher/?historySolution=pse-12-4');
    expect(floorOpenUrl({ ...solution, slug: 'a b&c' } as FloorHistoryItem)).toBe(
      '/configurer-un-plancher/?historySolution=a+b%26c',
    );
    expect(clusterOpenUrl(cluster)).toBe('/simuler-mon-empreinte-carbone/?history=7');
  });
});
