import type { JunctionSpec } from '../media/junction-svg';
import type { ApiContext } from '../context';
import { configurationAnswers, INSULATION_LAMBDA, wallOf } from './junction';

const decimal = (x: number, digits: number) => x.toFixed(digits).replace('.', ',');

/** What the section of a configuration draws (media/junction-svg.ts); null for an unknown id. */
export async function configurationSpec(ctx: ApiContext, id: number): Promise<JunctionSpec | null> {
  const rupteur = (await ctx.db.get(
    `SELECT r.name, r.uuid FROM psi_configurations c JOIN rupteurs r ON r.id = c.rupteur_id WHERE c.id = ?`,
    [id],
  )) as { name: string; uuid: number } | undefined;
  if (!rupteur) return null;
  const answers = await configurationAnswers(ctx, id);
  const key = (filter: string) => answers.get(filter)?.[0] ?? '';
  const wall = wallOf(answers);
  const insulation = key('isolation');
  const insulationMm = insulation === 'itr' ? 0 : Number(key('isolantMur'));
  return {
    floor: key('plancher'),
    slab: key('dalle'),
    slabCm: Number(key('epaisseur')),
    wallCm: wall.cm,
    insulation,
    insulationMm,
    floorInsulation: answers.has('positionBas')
      ? { position: key('positionBas'), mm: Number(key('isolantBas')) }
      : null,
    rupteur: rupteur.name,
    // The visual's hue (media/pictures.ts rupteurVisual).
    hue: (rupteur.uuid * 47 + 200) % 360,
    captions: {
      wall: `Mur ${decimal(wall.cm, wall.cm % 1 ? 1 : 0)} cm, λ ${decimal(wall.lambda, 2)}`,
      insulation: `Isolant ${insulationMm} mm, λ ${decimal(INSULATION_LAMBDA[insulation] ?? 0, 3)}`,
      slab: `Plancher ${key('epaisseur')} cm`,
    },
  };
}
