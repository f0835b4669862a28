/**
 * What each FDES sheet of the data set declares (an environmental result with carbon):
 * the declaration's kind, its functional unit, its date and its impact on climate change in
 * kg CO2 eq per functional unit, modules A1–A3 (production), A4–A5 (transport, installation),
 * C1–C4 (end of life) and D (benefits beyond the life cycle, kept apart as EN 15804+A2 asks).
 *
 * Orders of magnitude (docs/data-sets.md 'Carbon of the FDES sheets'), not a product's own
 * figures: ready-mixed concrete C25/30 from the SNBPE collective FDES and the RE2020 default data
 * (200–300 kg CO2 eq/m³ in A1–A3); reinforcing steel and welded mesh from the INIES FDES of
 * electric-arc steel (0.7–1.3 kg CO2 eq/kg); precast joists, infill blocks, prédalles and prémurs
 * from the CERIB/FIB collective and the makers' individual FDES of precast floor and wall
 * products, brought to 1 m² of floor or wall; whole beam-and-block floors 35–60 kg CO2 eq/m².
 */

/**
 * How much of a sheet's functional unit one m² of the system holds (env-carbon.ts): `m2` a precast
 * element covering the m² (1), `m3` the concrete poured on site, `kg` the steel, `system` a
 * declaration of the whole floor, shown for comparison and not added to its components.
 */
export type FdesBasis = 'm2' | 'm3' | 'kg' | 'system';

export interface FdesDeclaration {
  kind: 'FDES individuelle' | 'FDES collective';
  functionalUnit: string;
  /** Date of the declaration's verification, YYYY-MM-DD. */
  date: string;
  basis: FdesBasis;
  /** kg CO2 eq per functional unit: [A1–A3, A4–A5, C1–C4, D]. */
  impacts: [number, number, number, number];
}

const FLOOR_M2 = '1 m² de plancher, durée de vie de référence 100 ans';
const WALL_M2 = '1 m² de mur, durée de vie de référence 100 ans';
const CONCRETE_M3 = '1 m³ de béton mis en œuvre, durée de vie de référence 100 ans';
const STEEL_KG = '1 kg d’acier mis en œuvre, durée de vie de référence 100 ans';

const collective = (functionalUnit: string, date: string, basis: FdesBasis, impacts: FdesDeclaration['impacts']) =>
  ({ kind: 'FDES collective', functionalUnit, date, basis, impacts }) satisfies FdesDeclaration;
const individual = (functionalUnit: string, date: string, basis: FdesBasis, impacts: FdesDeclaration['impacts']) =>
  ({ kind: 'FDES individuelle', functionalUnit, date, basis, impacts }) satisfies FdesDeclaration;

/** By FDES number (env-data.ts FDES_SHEETS). */
export const FDES_DECLARATIONS: Record<string, FdesDeclaration> = {
  '10482': collective(FLOOR_M2, '2022-06-15', 'system', [38.5, 3.4, 4.6, -1.9]),
  '10483': collective(FLOOR_M2, '2022-06-15', 'system', [34.2, 2.6, 4.1, -1.5]),
  '11207': individual(FLOOR_M2, '2023-03-02', 'system', [41.8, 3.6, 4.9, -2.1]),
  '11208': individual(FLOOR_M2, '2023-03-02', 'system', [37.1, 2.8, 4.4, -1.7]),
  '12345': collective(FLOOR_M2, '2021-11-24', 'm2', [5.6, 0.5, 0.6, -0.3]),
  '12346': collective(FLOOR_M2, '2021-11-24', 'm2', [7.4, 0.6, 0.7, -0.4]),
  '13021': collective(FLOOR_M2, '2022-09-08', 'm2', [11.8, 1.2, 1.4, -0.5]),
  '13022': individual(FLOOR_M2, '2023-05-22', 'm2', [8.6, 0.4, 1.1, -0.2]),
  '14110': collective(CONCRETE_M3, '2024-01-10', 'm3', [250, 14, 22, -4]),
  '14112': collective(STEEL_KG, '2023-07-03', 'kg', [0.95, 0.03, 0.02, -0.08]),
  '15301': individual(FLOOR_M2, '2023-10-16', 'm2', [17.5, 1.6, 1.9, -0.7]),
  '15302': individual(FLOOR_M2, '2023-10-16', 'm2', [20.2, 1.7, 2, -0.8]),
  '15303': individual(FLOOR_M2, '2024-02-05', 'm2', [27.5, 1.9, 2.6, -0.9]),
  '15310': collective(CONCRETE_M3, '2024-01-10', 'm3', [250, 14, 22, -4]),
  '16020': collective(STEEL_KG, '2023-07-03', 'kg', [0.78, 0.03, 0.02, -0.06]),
  '17450': individual(WALL_M2, '2022-12-12', 'm2', [34, 3.4, 3.8, -1.4]),
  '17451': individual(WALL_M2, '2022-12-12', 'm2', [41.5, 3.6, 4.2, -1.6]),
  '17460': collective(CONCRETE_M3, '2024-01-10', 'm3', [250, 14, 22, -4]),
};
