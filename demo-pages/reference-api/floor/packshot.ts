import { Canvas, type Rgb } from '../media/png';
import type { FloorSystem, InfillFamily } from './types';

/**
 * The floor site's pictures, drawn on request (400×300, deterministic): a system's packshot, a
 * section of two bays of its floor to scale (slab, blocks between joists, tongue), and the
 * schematic of the three floor positions used by the form's tooltip.
 */

const W = 400;
const H = 300;
const PAPER: Rgb = [246, 244, 239];
const CONCRETE: Rgb = [168, 172, 178];
const JOIST: Rgb = [118, 122, 128];
const INK: Rgb = [60, 64, 70];
const STEEL: Rgb = [170, 60, 50];
const BLOCK: Record<InfillFamily, Rgb> = {
  'entrevous-beton': [196, 190, 178],
  'entrevous-polystyrene': [236, 236, 240],
  'entrevous-bois': [196, 150, 96],
};

export const packshotFile = (slug: string) => `systeme-${slug}.png`;
export const POSITIONS_FILE = 'positions-plancher.png';

export function packshot(system: FloorSystem): Buffer {
  const c = new Canvas(W, H, PAPER);
  const scale = 220 / 35; // px per cm: the thickest floor (30 cm + tongue) fits
  const slab = Math.round(system.slab * scale);
  const block = Math.round(system.blockHeight * scale);
  const tongue = Math.round(system.tongue * scale);
  const top = Math.round((H - slab - block - tongue) / 2);
  c.rect(20, top, W - 40, slab, CONCRETE);
  c.rect(20, top + slab, W - 40, block, BLOCK[system.family]);
  if (tongue > 0) c.rect(20, top + slab + block, W - 40, tongue, BLOCK[system.family]);
  // Joists every bay, their heel at the block's foot, the prestressing wires in the heel.
  for (const x of [40, 200, 360]) {
    c.rect(x - 6, top + slab, 12, block, JOIST);
    c.rect(x - 14, top + slab + block - 14, 28, 14, JOIST);
    c.rect(x - 9, top + slab + block - 6, 4, 3, STEEL);
    c.rect(x + 5, top + slab + block - 6, 4, 3, STEEL);
  }
  c.rect(20, top + Math.round(slab / 2), W - 40, 2, STEEL); // welded mesh
  c.frame(20, top, W - 40, slab + block + tongue, INK, 2);
  return c.png();
}

/** Three floors of a house on its crawl space: low (bottom), intermediate, high (under the roof). */
export function positionsDrawing(): Buffer {
  const c = new Canvas(W, H, PAPER);
  c.rect(0, 260, W, 40, [139, 110, 78]);
  c.rect(60, 60, 20, 200, CONCRETE);
  c.rect(320, 60, 20, 200, CONCRETE);
  const floors: [number, Rgb][] = [
    [230, [242, 208, 75]],
    [150, [120, 160, 210]],
    [70, [210, 110, 90]],
  ];
  for (const [y, colour] of floors) {
    c.rect(60, y, 280, 14, colour);
    c.frame(60, y, 280, 14, INK, 1);
  }
  return c.png();
}
