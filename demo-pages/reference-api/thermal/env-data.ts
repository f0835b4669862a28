import type { EnvDataType } from '@/src/contracts/thermal/filters';
import { ENV_FILTERS } from '../data/thermal-data';

/**
 * The environmental systems of the data set: one per combination of the values of their
 * questionnaire (data/thermal-filters.json), with figures per m² computed by the rules below
 * (docs/data-sets.md), and the FDES sheets that describe their components.
 */
export interface EnvSystemDef {
  dataType: EnvDataType;
  values: Record<string, string>;
  name: string;
  systemName: string;
  typeDePoutrelle: string | null;
  litrageBeton: number | null;
  ratioKilotageArmatures: number | null;
  litrageBetonSupplementaire: number | null;
  ratioKilotage: number | null;
  /** FDES numbers (data/fdes-sheets.json). */
  fdes: string[];
}

const round2 = (x: number) => Math.round(x * 100) / 100;

function combinations(dataType: EnvDataType): Record<string, string>[] {
  return ENV_FILTERS[dataType].reduce<Record<string, string>[]>(
    (acc, filter) => acc.flatMap((partial) => filter.values.map(([key]) => ({ ...partial, [filter.key]: key }))),
    [{}],
  );
}

const labelOf = (dataType: EnvDataType, filterKey: string, valueKey: string) =>
  ENV_FILTERS[dataType].find((f) => f.key === filterKey)!.values.find(([k]) => k === valueKey)![1];

/** Rib concrete between blocks, L/m², by block height (cm). */
const RIBS: Record<string, number> = { '12': 15, '16': 19, '20': 22, '25': 24 };

function poutrelles(v: Record<string, string>): EnvSystemDef {
  const [block, table] = v.hauteur!.split('+').map(Number) as [number, number];
  const long = v.portee === 'longue';
  const precontrainte = v.poutrelle === 'precontrainte';
  const beton = v.entrevous === 'beton';
  const poutrelle = labelOf('pou', 'poutrelle', v.poutrelle!);
  const entrevous = labelOf('pou', 'entrevous', v.entrevous!).toLowerCase();
  return {
    dataType: 'pou',
    values: v,
    name: `${poutrelle} ${v.hauteur}`,
    systemName: `Plancher ${poutrelle.toLowerCase()}s et ${entrevous}, ${block} + ${table} cm`,
    typeDePoutrelle: poutrelle,
    // Compression slab (10 L/m² per cm) plus the ribs; PSE blocks leave wider ribs, lattice beams a cast top.
    litrageBeton: round2(10 * table + RIBS[String(block)]! + (beton ? 0 : 3) + (precontrainte ? 0 : 2)),
    ratioKilotageArmatures: null,
    litrageBetonSupplementaire: round2(6 + block / 10 + (long ? 2 : 0)),
    ratioKilotage: round2((precontrainte ? 2.2 : 3.4) + (long ? 0.6 : 0) + 0.05 * (block - 12)),
    fdes: [
      precontrainte ? (beton ? '10482' : '10483') : beton ? '11207' : '11208',
      precontrainte ? '12345' : '12346',
      beton ? '13021' : '13022',
      '14110',
      '14112',
    ],
  };
}

const PREDALLE_STEEL: Record<string, number> = { precontrainte: 35, armee: 55, thermo: 45 };

function predalles(v: Record<string, string>): EnvSystemDef {
  const [slab, table] = v.montage!.split('+').map(Number) as [number, number];
  const long = v.portee === 'longue';
  const type = labelOf('pre', 'predalle', v.predalle!);
  const litrage = 10 * table;
  const armatures = PREDALLE_STEEL[v.predalle!]! + (long ? 10 : 0);
  return {
    dataType: 'pre',
    values: v,
    name: `${type} ${v.montage}`,
    systemName: `Plancher sur ${type.toLowerCase()} de ${slab} cm et table de compression de ${table} cm`,
    typeDePoutrelle: null,
    litrageBeton: litrage,
    ratioKilotageArmatures: armatures,
    litrageBetonSupplementaire: round2(8 + (long ? 3 : 0) + (v.predalle === 'thermo' ? 1.5 : 0)),
    // Steel per m² of floor: the cast concrete's reinforcement (kg/m³ × m³/m²).
    ratioKilotage: round2((armatures * litrage) / 1000),
    fdes: [v.predalle === 'precontrainte' ? '15301' : v.predalle === 'armee' ? '15302' : '15303', '15310', '16020'],
  };
}

function premurs(v: Record<string, string>): EnvSystemDef {
  const [skin1, core, skin2] = v.montage!.split('+').map(Number) as [number, number, number];
  const archi = v.parement === 'architectonique';
  const step = ['250', '280', '300'].indexOf(v.hauteur!);
  const type = labelOf('mur', 'parement', v.parement!);
  return {
    dataType: 'mur',
    values: v,
    name: `${type} ${v.montage}`,
    systemName: `${type} de ${skin1 + core + skin2} cm (peaux de ${skin1} et ${skin2} cm, noyau de ${core} cm), hauteur ${labelOf('mur', 'hauteur', v.hauteur!)}`,
    typeDePoutrelle: null,
    // The core is poured on site: 10 L/m² per cm.
    litrageBeton: 10 * core,
    ratioKilotageArmatures: null,
    // Not published for the architectonic range (its FDES counts the joints in the panel): '--'.
    litrageBetonSupplementaire: archi ? null : round2(4 + step * 1.5 + core / 5),
    ratioKilotage: round2((archi ? 4.6 : 4.0) + 0.3 * step + 0.05 * (core - 10)),
    fdes: [archi ? '17451' : '17450', '17460', '16020'],
  };
}

const BUILD: Record<EnvDataType, (v: Record<string, string>) => EnvSystemDef> = {
  pou: poutrelles,
  pre: predalles,
  mur: premurs,
};

/** Every system of the three questionnaires. */
export function envSystems(): EnvSystemDef[] {
  return (['pou', 'pre', 'mur'] as const).flatMap((dataType) => combinations(dataType).map(BUILD[dataType]));
}

/** Units of the figures (the contract's `unite…` fields). */
export const ENV_UNITS = { litrage: 'L/m²', armatures: 'kg/m³', kilotage: 'kg/m²' } as const;
