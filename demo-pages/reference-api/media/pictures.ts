import { Canvas, hue, type Rgb } from './png';

/**
 * The pictures of the data set, drawn on request: a rupteur's visual (its junction, the rupteur
 * in its own colour), a configuration's detail drawing (floor position and slab type), a
 * question's illustration. Section views, 400×300, deterministic.
 */

const W = 400;
const H = 300;
const PAPER: Rgb = [246, 244, 239];
const CONCRETE: Rgb = [160, 164, 170];
const CONCRETE_DARK: Rgb = [120, 124, 130];
const INSULATION: Rgb = [242, 208, 75];
const GROUND: Rgb = [139, 110, 78];
const INK: Rgb = [60, 64, 70];

const hatch =
  (colour: Rgb, step = 8) =>
  (x: number, y: number) =>
    (x + y) % step < 2 ? colour : null;

/** Wall on the left with its inside insulation, a slab from the wall to the right. */
function junction(c: Canvas, slab: string): void {
  c.rect(60, 20, 60, H - 40, CONCRETE);
  c.rect(120, 20, 24, H - 40, INSULATION);
  c.rect(120, 20, 24, H - 40, hatch([214, 178, 52], 6));
  c.rect(60, 130, 320, 50, CONCRETE);
  if (slab === 'predalle') c.rect(144, 166, 236, 14, CONCRETE_DARK);
  if (slab === 'poutrelles')
    for (let x = 160; x < 380; x += 60) {
      c.rect(x, 146, 40, 34, [214, 206, 190]);
      c.frame(x, 146, 40, 34, INK, 1);
    }
  c.frame(60, 130, 320, 50, INK, 1);
}

export function rupteurVisual(uuid: number): Buffer {
  const c = new Canvas(W, H, PAPER);
  const thermo = uuid === 1;
  junction(c, thermo ? 'predalle' : 'pleine');
  const colour = hue(uuid * 47 + 200, 0.6, 0.45);
  c.rect(120, 130, 24, 50, colour);
  c.frame(120, 130, 24, 50, INK, 2);
  // Its reinforcement crossing the break.
  for (const y of [142, 168]) c.rect(100, y, 70, 3, INK);
  if (thermo) c.rect(144, 172, 236, 8, colour);
  return c.png();
}

/** `psi-{floor}-{slab}.png`: the junction of a floor type and slab type. */
export function psiDrawing(floor: string, slab: string): Buffer {
  const c = new Canvas(W, H, PAPER);
  junction(c, slab);
  if (floor === 'tp') c.rect(0, 180, W, H - 180, hatch(GROUND, 10));
  if (floor === 'vs') c.rect(144, 220, 256, H - 220, hatch(GROUND, 10));
  if (floor === 'vs' || floor === 'ss') c.rect(144, 180, 236, 16, INSULATION);
  if (floor === 'int') c.rect(0, 0, 40, H, hatch([190, 200, 214], 12));
  c.rect(120, 130, 24, 50, hue(150, 0.5, 0.45));
  c.frame(120, 130, 24, 50, INK, 2);
  return c.png();
}

/** A question's illustration: a soft band of its own hue with a section pictogram. */
export function filterIllustration(name: string): Buffer {
  let seed = 0;
  for (const ch of name) seed = (seed * 31 + ch.charCodeAt(0)) % 360;
  const c = new Canvas(W, H, PAPER);
  const [r, g, b] = hue(seed, 0.35, 0.85);
  for (let y = 0; y < H; y++) {
    const t = y / H;
    c.rect(0, y, W, 1, [Math.round(r + (246 - r) * t), Math.round(g + (244 - g) * t), Math.round(b + (239 - b) * t)]);
  }
  junction(c, 'pleine');
  return c.png();
}
