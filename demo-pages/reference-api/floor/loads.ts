/**
 * Load cases and load classes. Imposed loads q: Eurocode 1 (NF EN 1991-1-1 and its French
 * national annex) — dwellings 1.5 kN/m² (category A), offices 2.5 (B), shops 5.0 (D1), light-vehicle
 * parking 2.5 (F). Finishes and light partitions g: about 1.0 kN/m² in dwellings and parkings,
 * 1.5 with the raised floors and screeds of offices and shops. The answers' g is the ADDED
 * permanent load only: the span tables of the Avis Techniques are read by g + q because they
 * already carry the floor's self-weight, whereas the design basis (design-basis.ts) adds that
 * self-weight to g to state the permanent load G an engineer combines.
 */

export interface LoadCase {
  value: string;
  label: string;
  gLoad: number;
  qLoad: number;
  /** The use category of NF EN 1991-1-1 (table 6.1) whose imposed load `qLoad` is. */
  category: string;
}

export const LOAD_CASES: LoadCase[] = [
  { value: 'habitation', label: 'Habitation', gLoad: 1.0, qLoad: 1.5, category: 'A' },
  { value: 'bureaux', label: 'Bureaux', gLoad: 1.5, qLoad: 2.5, category: 'B' },
  { value: 'commerce', label: 'Commerce', gLoad: 1.5, qLoad: 5.0, category: 'D1' },
  { value: 'parking', label: 'Parking véhicules légers', gLoad: 1.0, qLoad: 2.5, category: 'F' },
];

/** The load case whose loads the visitor types (gLoad and qLoad). */
export const CUSTOM_LOAD_CASE = { value: 'custom', label: 'Personnalisé' } as const;

/**
 * The classes of the span tables, by total added load g + q (kN/m²): a system's `maxSpans[i]`
 * holds up to `LOAD_CLASSES[i].limit`; beyond the last one no system of the catalogue is sized.
 */
export const LOAD_CLASSES = [
  { limit: 2.5, label: "charges d'habitation" },
  { limit: 4.0, label: 'charges de bureaux ou de parking' },
  { limit: 6.5, label: 'charges de commerce' },
] as const;

/** The index of the class that carries g + q, or -1 above the last one. */
export function loadClassOf(total: number): number {
  return LOAD_CLASSES.findIndex((c) => total <= c.limit + 1e-9);
}

export function findLoadCase(value: string): LoadCase | undefined {
  return LOAD_CASES.find((c) => c.value === value);
}
