/**
 * The floor site's catalogue: joist-and-infill floor systems (poutrelles précontraintes +
 * entrevous), the design offices by department, and what the recommendation rule (rule.ts) and
 * the carbon model (carbon.ts) read. The data are fictitious products with figures of a realistic
 * order; the sources of each order are named where the figures are (docs/data-sets.md).
 */

/** Where the floor is (the `floor` answer; the history's `floor` filter values). */
export const FLOOR_POSITIONS = ['low', 'intermediate', 'high'] as const;
export type FloorPosition = (typeof FLOOR_POSITIONS)[number];

/** The level of the building the floor serves (the `floorLevel` answer, the history's filter). */
export const FLOOR_LEVELS = ['ground', 'upper'] as const;
export type FloorLevel = (typeof FLOOR_LEVELS)[number];

/** The infill-block families (the `floorType` answer; the history's `floorType` values). */
export const INFILL_FAMILIES = ['entrevous-beton', 'entrevous-polystyrene', 'entrevous-bois'] as const;
export type InfillFamily = (typeof INFILL_FAMILIES)[number];

/** The insulation added to the floor (the `insulation` checkbox); 'aucune' is its exclusive 'none'. */
export const INSULATIONS = ['sous-chape', 'sous-face', 'aucune'] as const;
export type Insulation = (typeof INSULATIONS)[number];

/** A document of a system. Brief I serves the files and measures them: no byte size here. */
export interface SystemDocument {
  libelle: string;
  kind: 'Avis technique' | 'Fiche technique' | 'FDES' | 'Notice de pose' | 'Page produit' | 'Guide de mise en œuvre';
  /** Last update, YYYY-MM-DD. */
  date: string;
  /** A file (`file` set) or a web page of the floor site (`path` set, on the site's origin). */
  downloadable: boolean;
  /** The file name, for a downloadable document. */
  file?: string;
  /** The page's path on the floor site, for a web page. */
  path?: string;
}

/** The steel of one m² of floor, by kind, with its carbon factor (data/carbon-factors.json id). */
export interface SteelPart {
  label: string;
  /** kg per m² of floor */
  mass: number;
  /** the factor of that steel, per kg (carbon_factors) */
  factorId: string;
}

/** A floor system: one joist-and-infill floor of the catalogue. */
export interface FloorSystem {
  slug: string;
  libelle: string;
  /** Short HTML (sanitized by the client). */
  description: string;
  family: InfillFamily;
  /** Height of the infill block (cm). */
  blockHeight: number;
  /** Compression slab cast on site (cm). */
  slab: number;
  /** The tongue of insulation that covers the joists' underside (cm); 0 without one. */
  tongue: number;
  /** Show the cross-section on the detail page. */
  displayScheme: boolean;
  /** Positions the system is made for (its Avis Technique's field of use). */
  positions: FloorPosition[];
  /**
   * Up (W/(m².K)) of the floor with this block alone, as its Avis Technique states it for a floor
   * on a crawl space; about 1.9 for a block that does not insulate (concrete).
   */
  up: number;
  /** Fire resistance of the floor as delivered, in minutes (REI). */
  fireResistance: number;
  /**
   * Max span (cm, between supports) under a total load g + q up to each class's limit
   * (LOAD_CLASSES: 2.5, 4.0, 6.5 kN/m²), from the span tables of the Avis Technique.
   */
  maxSpans: [number, number, number];
  /** The joists may be made continuous over a support (chapeaux cast in the slab). */
  continuity: boolean;
  /** The insulations that may be added (always includes 'aucune'). */
  insulations: Insulation[];
  /** Joist spacing (cm). */
  joistSpacing: number;
  /** Self-weight of the floor (kN/m²). */
  selfWeight: number;
  /** Concrete per m² of floor, joists included (m³/m²). */
  concreteVolume: number;
  steel: SteelPart[];
  /** Infill blocks per m² of floor. */
  blockMaterial: string;
  blockMass: number;
  /** The block's carbon factor, per kg (carbon_factors id). */
  blockFactorId: string;
  documents: SystemDocument[];
  /** Slugs of similar systems, shown as featured products. */
  similar: string[];
}

/** A design office and the departments it covers ('2A', '2B', '971'… as strings). */
export interface Agency {
  libelle: string;
  emails: string[];
  phone: string;
  departments: string[];
}
