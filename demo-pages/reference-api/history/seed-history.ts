import type { ApiContext } from '../context';
import { insertCluster } from './carbon-store';
import { insertFloorSimulation, insertFloorSolution, type FloorContextRow } from './floor-store';

/**
 * The seeded history of the floor and carbon user. Creation dates are relative to the context's
 * clock (tests fix it), spread over the last months; `ago` is in days plus hours.
 */

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const ago = (days: number, hours = 0) => days * DAY + hours * HOUR;

type Context = Omit<FloorContextRow, 'created_at'>;

/** A floor context: postal code, floor, level, infill-block type, project code. */
function place(
  zip: string,
  floor: string,
  floorLevel: string,
  floorType: string,
  projectCode: string | null = null,
): Context {
  return { zip, floor, floor_level: floorLevel, floor_type: floorType, project_code: projectCode };
}

const DURAND_RDC = place('69003', 'low', 'ground', 'entrevous-polystyrene', 'DUR-2026');
const DURAND_ETAGE = place('69003', 'intermediate', 'upper', 'entrevous-beton', 'DUR-2026');
const TILLEULS = place('69007', 'high', 'upper', 'entrevous-polystyrene', 'TIL-R3');
const BOURG = place('01000', 'low', 'ground', 'entrevous-beton');

/** Eight simulations: some titled, some with only a name, some with a project code. */
export const SEED_SIMULATIONS: ({ title: string | null; name: string; ago: number } & Context)[] = [
  { title: 'Maison Durand – rez-de-chaussée', name: 'Simulation n°1201', ...DURAND_RDC, ago: ago(3, 2) },
  {
    title: null,
    name: 'Simulation n°1187',
    ...place('69100', 'intermediate', 'upper', 'entrevous-beton'),
    ago: ago(9),
  },
  { title: 'Maison Durand – étage', name: 'Simulation n°1175', ...DURAND_ETAGE, ago: ago(15) },
  {
    title: 'Extension Garnier',
    name: 'Simulation n°1130',
    ...place('38000', 'low', 'ground', 'entrevous-beton', 'GAR-EXT'),
    ago: ago(31),
  },
  { title: null, name: 'Simulation n°1098', ...place('42000', 'high', 'upper', 'entrevous-polystyrene'), ago: ago(47) },
  { title: 'Immeuble Les Tilleuls – combles', name: 'Simulation n°1054', ...TILLEULS, ago: ago(62) },
  { title: null, name: 'Simulation n°1012', ...BOURG, ago: ago(88) },
  {
    title: 'Garage Petitjean',
    name: 'Simulation n°0987',
    ...place('69530', 'low', 'ground', 'entrevous-polystyrene', 'PTJ-01'),
    ago: ago(120),
  },
];

/** Four solutions, each saved from one of the simulations above (whose context it copies). */
export const SEED_SOLUTIONS: ({ slug: string; libelle: string; ago: number } & Context)[] = [
  {
    slug: 'poutrelles-entrevous-pse-12-4',
    libelle: 'Plancher poutrelles + entrevous PSE 12+4',
    ...DURAND_RDC,
    ago: ago(3, 1),
  },
  {
    slug: 'poutrelles-entrevous-beton-16-4',
    libelle: 'Plancher poutrelles + entrevous béton 16+4',
    ...DURAND_ETAGE,
    ago: ago(14),
  },
  {
    slug: 'plancher-haut-pse-20-5',
    libelle: 'Plancher haut poutrelles + entrevous PSE 20+5',
    ...TILLEULS,
    ago: ago(61),
  },
  {
    slug: 'poutrelles-entrevous-beton-12-4',
    libelle: 'Plancher poutrelles + entrevous béton 12+4',
    ...BOURG,
    ago: ago(87),
  },
];

/** Five clusters of one to three carbon simulations (one system type each). */
export const SEED_CLUSTERS: { name: string; zip: string; systemTypes: string[]; ago: number }[] = [
  {
    name: 'Résidence Les Tilleuls',
    zip: '69007',
    systemTypes: ['entrevous-isolant', 'predalle', 'dalle-pleine'],
    ago: ago(2, 3),
  },
  { name: 'Maison Durand', zip: '69003', systemTypes: ['entrevous-isolant', 'entrevous-beton'], ago: ago(10) },
  { name: 'Extension Garnier', zip: '38000', systemTypes: ['entrevous-beton'], ago: ago(33) },
  { name: 'Groupe scolaire Jean-Moulin', zip: '69100', systemTypes: ['predalle', 'dalle-pleine'], ago: ago(58) },
  { name: 'Garage Petitjean', zip: '69530', systemTypes: ['entrevous-isolant'], ago: ago(101) },
];

export function seedHistory(ctx: ApiContext, userId: number): void {
  const at = (offset: number) => ctx.now() - offset;
  const owned = <T extends { ago: number }>({ ago: offset, ...row }: T) => ({
    ...row,
    user_id: userId,
    created_at: at(offset),
  });
  for (const simulation of SEED_SIMULATIONS) insertFloorSimulation(ctx, owned(simulation));
  for (const solution of SEED_SOLUTIONS) insertFloorSolution(ctx, owned(solution));
  for (const { ago: offset, systemTypes, ...row } of SEED_CLUSTERS) {
    insertCluster(ctx, { ...row, user_id: userId, created_at: at(offset) }, systemTypes);
  }
}
