import type { ApiContext } from '../context';
import { recommend } from '../floor/recommend';
import { checkValues, toAnswers } from '../floor/read-submit';
import type { FormValues } from '../floor/values';
import { exampleSimulation } from '../carbon/examples';
import type { SystemType } from '../carbon/systems';
import { insertCluster } from './carbon-store';
import { insertFloorCluster, insertFloorSimulation, insertFloorSolution, type FloorContextRow } from './floor-store';

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

/** What the seeded simulations answered, beyond their context (postal code, floor, level, infill). */
const dwelling = (floorSpan: string, more: FormValues = {}): FormValues => ({
  loadCase: 'habitation',
  floorSpan,
  continuity: false,
  company: 'Martin BTP',
  ...more,
});

/**
 * Eight simulations: some titled, some with only a name, some with a project code; each with real
 * answers whose recommendation includes the solution saved from it. `cluster`: the simulations
 * sharing a letter form one configuration's cluster (the later one was made by editing the
 * earlier), the others are alone in theirs — deleting 'Simulation n°1187' or 'Immeuble Les
 * Tilleuls – combles' removes their cluster; deleting any other leaves its cluster.
 */
export const SEED_SIMULATIONS: ({
  title: string | null;
  name: string;
  ago: number;
  cluster: string;
  answers: FormValues;
} & Context)[] = [
  {
    title: 'Maison Durand – rez-de-chaussée',
    name: 'Simulation n°1201',
    ...DURAND_RDC,
    ago: ago(3, 2),
    cluster: 'durand',
    answers: dwelling('420', { up: '0.27', insulation: ['aucune'] }),
  },
  {
    title: null,
    name: 'Simulation n°1187',
    ...place('69100', 'intermediate', 'upper', 'entrevous-beton'),
    ago: ago(9),
    cluster: '1187',
    answers: dwelling('480', { continuity: true, continuityWidth: '20', continuityLength: '100' }),
  },
  {
    title: 'Maison Durand – étage',
    name: 'Simulation n°1175',
    ...DURAND_ETAGE,
    ago: ago(15),
    cluster: 'durand',
    answers: dwelling('520'),
  },
  {
    title: 'Extension Garnier',
    name: 'Simulation n°1130',
    ...place('38000', 'low', 'ground', 'entrevous-beton', 'GAR-EXT'),
    ago: ago(31),
    cluster: 'garnier',
    answers: dwelling('450', { loadCase: 'bureaux', up: '0.27', insulation: ['sous-chape'] }),
  },
  {
    title: null,
    name: 'Simulation n°1098',
    ...place('42000', 'high', 'upper', 'entrevous-polystyrene'),
    ago: ago(47),
    cluster: 'garnier',
    answers: dwelling('500', { up: '0.16', insulation: ['sous-chape'] }),
  },
  {
    title: 'Immeuble Les Tilleuls – combles',
    name: 'Simulation n°1054',
    ...TILLEULS,
    ago: ago(62),
    cluster: 'tilleuls',
    answers: dwelling('560', { up: '0.20', insulation: ['aucune'] }),
  },
  {
    title: null,
    name: 'Simulation n°1012',
    ...BOURG,
    ago: ago(88),
    cluster: 'petitjean',
    answers: dwelling('400', { up: '0.27', insulation: ['sous-chape'] }),
  },
  {
    title: 'Garage Petitjean',
    name: 'Simulation n°0987',
    ...place('69530', 'low', 'ground', 'entrevous-polystyrene', 'PTJ-01'),
    ago: ago(120),
    cluster: 'petitjean',
    answers: dwelling('380', { loadCase: 'parking', up: '0.27', insulation: ['aucune'] }),
  },
];

/**
 * A seeded simulation's stored answers and solutions: its context and answers, checked as a
 * submit is (a seed that the form would refuse fails loudly) and recommended by the rule.
 */
export function seededRecord(simulation: (typeof SEED_SIMULATIONS)[number]) {
  const { values, errors } = checkValues({
    zipCode: simulation.zip,
    configurationName: simulation.title ?? simulation.name,
    floor: simulation.floor,
    floorLevel: simulation.floor_level,
    floorType: simulation.floor_type,
    ...simulation.answers,
  });
  if (Object.keys(errors).length > 0)
    throw new Error(`seeded floor simulation ${simulation.name} is invalid: ${JSON.stringify(errors)}`);
  const solutions = recommend(toAnswers(values)).solutions.map((e) => e.system.slug);
  return { answers_json: JSON.stringify(values), solutions_json: JSON.stringify(solutions) };
}

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

/**
 * Five clusters of one to three carbon simulations (one system type each), each computed by the
 * carbon model from its system's example answers (carbon/examples.ts CARBON_EXAMPLES).
 */
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

export async function seedHistory(ctx: ApiContext, userId: number): Promise<void> {
  const at = (offset: number) => ctx.now() - offset;
  const owned = <T extends { ago: number }>({ ago: offset, ...row }: T) => ({
    ...row,
    user_id: userId,
    created_at: at(offset),
  });
  // In the list's order (the ids tests and pages know stay put); a cluster dates from its oldest simulation.
  const clusters = new Map<string, number>();
  for (const simulation of SEED_SIMULATIONS) {
    const { cluster, answers: _answers, ...row } = simulation;
    if (!clusters.has(cluster)) {
      const oldest = Math.max(...SEED_SIMULATIONS.filter((s) => s.cluster === cluster).map((s) => s.ago));
      clusters.set(
        cluster,
        await insertFloorCluster(ctx, userId, cluster === 'durand' ? 'Maison Durand' : null, at(oldest)),
      );
    }
    await insertFloorSimulation(ctx, {
      ...owned(row),
      cluster_id: clusters.get(cluster)!,
      ...seededRecord(simulation),
    });
  }
  for (const solution of SEED_SOLUTIONS) await insertFloorSolution(ctx, owned(solution));
  for (const { ago: offset, systemTypes, ...row } of SEED_CLUSTERS) {
    const simulations = systemTypes.map((type) => exampleSimulation(type as SystemType, row.zip, row.name));
    await insertCluster(ctx, { ...row, user_id: userId, created_at: at(offset) }, simulations);
  }
}
