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

/** The block's material and its carbon factor (kg CO2 eq/kg), by family (carbon.ts names the sources). */
const BLOCKS: Record<InfillFamily, { material: string; factor: number }> = {
  'entrevous-beton': { material: 'Entrevous béton', factor: 0.13 },
  'entrevous-polystyrene': { material: 'Entrevous polystyrène expansé (PSE)', factor: 3.5 },
  'entrevous-bois': { material: 'Entrevous fibre de bois', factor: 0.45 },
};

export function buildSystem({ fdesDate, ...spec }: SystemSpec): FloorSystem {
  const block = BLOCKS[spec.family];
  return {
    ...spec,
    joistSpacing: spec.family === 'entrevous-beton' ? 60 : 63,
    steel: steelParts(spec.blockHeight, spec.slab),
    blockMaterial: block.material,
    blockFactor: block.factor,
    documents: systemDocuments(spec.slug, spec.libelle, spec.family, fdesDate),
  };
}

/** Total thickness (cm): block, slab and the tongue under the joists. */
export const thicknessOf = (system: FloorSystem) => system.blockHeight + system.slab + system.tongue;
