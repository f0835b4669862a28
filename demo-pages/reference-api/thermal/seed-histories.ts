import type { ToolDataType } from '@/src/contracts/thermal/filters';
import type { ApiContext } from '../context';
import { insertHistory } from './histories';
import { newOutcome } from './outcome';

/**
 * The saved simulations of the seeded main-site user (sophie.bernard@exemple.fr), so that the
 * history tab has content: answers by filter key and value key, creation dates relative to the
 * context's clock.
 */

const DAY = 24 * 3600_000;

export const SEED_MAIN_HISTORIES: { name: string; dataType: ToolDataType; answers: [string, string][]; ago: number }[] =
  [
    {
      name: 'Résidence Les Cèdres – planchers R+1',
      dataType: 'rup',
      answers: [
        ['plancher', 'int'],
        ['mur', 'banche'],
        ['isolation', 'iti'],
        ['isolantMur', '140'],
        ['dalle', 'pleine'],
        ['epaisseur', '23'],
        ['gamme', 'hp'],
      ],
      ago: 2 * DAY,
    },
    {
      name: 'Maison Lefèvre – vide sanitaire',
      dataType: 'rup',
      answers: [
        ['plancher', 'vs'],
        ['mur', 'bloc'],
        ['isolation', 'iti'],
        ['isolantMur', '100'],
        ['dalle', 'poutrelles'],
        ['epaisseur', '20'],
        ['positionBas', 'sousface'],
        ['isolantBas', '140'],
      ],
      ago: 12 * DAY,
    },
    {
      name: 'Groupe scolaire Pasteur – plancher bas',
      dataType: 'pou',
      answers: [
        ['poutrelle', 'precontrainte'],
        ['entrevous', 'pse'],
        ['hauteur', '16+4'],
        ['portee', 'courte'],
      ],
      ago: 20 * DAY,
    },
    {
      name: 'Immeuble Horizon – prédalles',
      dataType: 'pre',
      answers: [
        ['predalle', 'thermo'],
        ['montage', '5+15'],
        ['portee', 'longue'],
      ],
      ago: 35 * DAY,
    },
    {
      name: 'Parking Gambetta – voiles',
      dataType: 'mur',
      answers: [
        ['montage', '5+13+5'],
        ['parement', 'standard'],
        ['hauteur', '280'],
      ],
      ago: 50 * DAY,
    },
    {
      name: 'Étude préliminaire Lyon 7e',
      dataType: 'rup',
      answers: [
        ['plancher', 'int'],
        ['mur', 'brique'],
      ],
      ago: 70 * DAY,
    },
  ];

/** The id of a value, by data type, filter key and value key. */
export async function valueIdOf(
  ctx: ApiContext,
  dataType: ToolDataType,
  filter: string,
  value: string,
): Promise<number> {
  const row = (await ctx.db.get(
    `SELECT v.id FROM tool_filter_values v JOIN tool_filters f ON f.id = v.filter_id
    WHERE f.data_type = ? AND f.key = ? AND v.key = ?`,
    [dataType, filter, value],
  )) as { id: number } | undefined;
  if (!row) throw new Error(`no value ${dataType}/${filter}/${value}`);
  return row.id;
}

export async function seedMainHistories(ctx: ApiContext, userId: number): Promise<void> {
  for (const { name, dataType, answers, ago } of SEED_MAIN_HISTORIES) {
    const ids = await Promise.all(answers.map(([filter, value]) => valueIdOf(ctx, dataType, filter, value)));
    await insertHistory(ctx, {
      ...(await newOutcome(ctx, dataType, ids)),
      data_type: dataType,
      user_id: userId,
      name,
      created_at: ctx.now() - ago,
    });
  }
}
