import type { JunctionDrawing } from '@/src/contracts/thermal/psi-value';
import type { ApiContext } from '../context';
import { mediaUrl } from './facets';

/**
 * The boundary conditions a configuration's psi values assume (a real zoom of the
 * junction drawing lists them beside it), from the configuration's own answers and the data set's
 * assumptions on the materials: the wall's thickness and conductivity, the insulation's
 * conductivity. Orders of magnitude (docs/data-sets.md): concrete 2.3 W/(m·K) (NF EN ISO 10456),
 * hollow concrete block and clay brick as their equivalent conductivity (Règles Th-Bât, Th-U
 * fascicule 'Matériaux'), the insulations of ITI doublings and ITE systems as their ACERMI
 * certificates declare them.
 */

/** Wall: thickness (cm) and conductivity (W/(m·K)); an ITR wall is the insulating masonry. */
export const WALLS: Record<string, { cm: number; lambda: number }> = {
  banche: { cm: 20, lambda: 2.3 },
  bloc: { cm: 20, lambda: 0.95 },
  brique: { cm: 20, lambda: 0.35 },
};
/** An ITR wall: 37.5 cm of insulating clay block (monomur), λ 0.12 (its Avis Technique's order). */
export const ITR_WALL = { cm: 37.5, lambda: 0.12 };
/** Insulation conductivity by position: ITI doubling (graphite EPS, mineral wool), ITE (EPS under render), floor (PU, XPS). */
export const INSULATION_LAMBDA: Record<string, number> = { iti: 0.032, ite: 0.038, floor: 0.028 };

/** A configuration's answers: filter key → [value key, its label]. */
export async function configurationAnswers(ctx: ApiContext, id: number): Promise<Map<string, [string, string]>> {
  const rows = (await ctx.db.all(
    `SELECT f.key AS filter, v.key, v.value FROM psi_configuration_values c
       JOIN tool_filter_values v ON v.id = c.value_id JOIN tool_filters f ON f.id = v.filter_id
       WHERE c.item_id = ? ORDER BY f.position`,
    [id],
  )) as { filter: string; key: string; value: string }[];
  return new Map(rows.map((r) => [r.filter, [r.key, r.value]]));
}

const decimal = (x: number, digits: number) => x.toFixed(digits).replace('.', ',');
const lambda = (x: number) => `λ ${decimal(x, x < 0.1 ? 3 : 2)} W/(m·K)`;

/** The wall as the drawing assumes it. */
export function wallOf(answers: Map<string, [string, string]>) {
  return answers.get('isolation')?.[0] === 'itr' ? ITR_WALL : (WALLS[answers.get('mur')?.[0] ?? ''] ?? WALLS.banche!);
}

/** Label and value of each assumption, in the drawing's order: floor, slab, wall, insulations. */
export function junctionConditions(answers: Map<string, [string, string]>): JunctionDrawing['conditions'] {
  const label = (key: string) => answers.get(key)?.[1] ?? '--';
  const wall = wallOf(answers);
  const insulation = answers.get('isolation')?.[0];
  const conditions = [
    { label: 'Type de plancher', value: label('plancher') },
    { label: 'Plancher porteur', value: `${label('dalle')}, ${label('epaisseur')}` },
    { label: 'Mur', value: `${label('mur')}, ${decimal(wall.cm, wall.cm % 1 ? 1 : 0)} cm, ${lambda(wall.lambda)}` },
    {
      label: 'Isolant du mur',
      value:
        insulation === 'itr'
          ? 'Isolation répartie : la maçonnerie isole, sans isolant rapporté'
          : `${insulation?.toUpperCase()}, ${label('isolantMur')}, ${lambda(INSULATION_LAMBDA[insulation ?? 'iti']!)}`,
    },
  ];
  if (answers.has('positionBas'))
    conditions.push({
      label: 'Isolant du plancher',
      value: `${label('positionBas')}, ${label('isolantBas')}, ${lambda(INSULATION_LAMBDA.floor!)}`,
    });
  if (answers.has('thermoPredalle'))
    conditions.push({ label: 'Isolant intégré à la thermo-prédalle', value: label('thermoPredalle') });
  return conditions;
}

/** The configuration's vector drawing (`coupe-{id}.svg`, routes/main-media.ts) and its conditions. */
export async function junctionDrawing(ctx: ApiContext, id: number): Promise<JunctionDrawing> {
  return { url: mediaUrl(`coupe-${id}.svg`), conditions: junctionConditions(await configurationAnswers(ctx, id)) };
}
