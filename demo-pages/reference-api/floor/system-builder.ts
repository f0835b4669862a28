import { steelParts } from './carbon';
import { systemDocuments } from './documents';
import type { FloorSystem, InfillFamily } from './types';

/** What differs from one system to the next; the rest follows from the family and the sizes. */
export type SystemSpec = Pick<
  FloorSystem,
  | 'slug'
  | 'libelle'
  | 'description'
  | 'family'
  | 'blockHeight'
  | 'slab'
  | 'tongue'
  | 'displayScheme'
  | 'positions'
  | 'up'
  | 'fireResistance'
  | 'maxSpans'
  | 'continuity'
  | 'insulations'
  | 'selfWeight'
  | 'concreteVolume'
  | 'blockMass'
  | 'similar'
> & { fdesDate: string };

/** The block's material and its carbon factor, by family (data/carbon-factors.json names the sources). */
const BLOCKS: Record<InfillFamily, { material: string; factorId: string }> = {
  'entrevous-beton': { material: 'Entrevous béton', factorId: 'entrevous-beton' },
  'entrevous-polystyrene': { material: 'Entrevous polystyrène expansé (PSE)', factorId: 'entrevous-pse' },
  'entrevous-bois': { material: 'Entrevous fibre de bois', factorId: 'entrevous-fibre-bois' },
};

export function buildSystem({ fdesDate, ...spec }: SystemSpec): FloorSystem {
  const block = BLOCKS[spec.family];
  return {
    ...spec,
    joistSpacing: spec.family === 'entrevous-beton' ? 60 : 63,
    steel: steelParts(spec.blockHeight, spec.slab),
    blockMaterial: block.material,
    blockFactorId: block.factorId,
    documents: systemDocuments(spec.slug, spec.libelle, spec.family, fdesDate),
  };
}

/** Total thickness (cm): block, slab and the tongue under the joists. */
export const thicknessOf = (system: FloorSystem) => system.blockHeight + system.slab + system.tongue;
