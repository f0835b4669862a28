import type { FloorSystem } from './types';

/** Total thickness (cm): block, slab and the tongue under the joists. */
export const thicknessOf = (system: FloorSystem) => system.blockHeight + system.slab + system.tongue;
