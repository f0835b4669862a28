import type { ThermalFilter, ThermalFilterValue } from '@/src/contracts/thermal/filters';
import { catalogueOf } from './catalogue';

/**
 * A small catalogue for the unit tests of the library's core, in the shape the API answers:
 * 'Type de plancher' (1: 10 vide sanitaire, 11 intermédiaire; 12 haut de sous-sol merged into
 * 10) and 'Épaisseur du plancher' (2: 20 '≤ 16 cm', 21 '23 cm').
 */
const value = (id: number, filter: ThermalFilter, label: string): ThermalFilterValue => ({
  id,
  value: label,
  filter_id: filter.id,
  filter_name: filter.name,
  filter_section: 'psi',
  selected: false,
  psi_value_id: null,
});

function filter(id: number, name: string, values: [number, string][], importColumn = id): ThermalFilter {
  const f: ThermalFilter = { id, name, importColumn, filter_section: 'psi', filterValues: [], bg_image: { url: '' } };
  f.filterValues = values.map(([valueId, label]) => value(valueId, f, label));
  return f;
}

export const FLOORS = filter(1, 'Type de plancher', [
  [10, 'Plancher vide sanitaire'],
  [11, 'Plancher intermédiaire'],
  [12, 'Plancher haut de sous-sol'],
]);
export const THICKNESS = filter(2, 'Épaisseur du plancher', [
  [20, '≤ 16 cm'],
  [21, '23 cm'],
]);

export const testCatalogue = (withMergedLabel = true) =>
  catalogueOf(
    [withMergedLabel ? FLOORS : { ...FLOORS, filterValues: FLOORS.filterValues.filter((v) => v.id !== 12) }, THICKNESS],
    { '12': 10 },
  );
