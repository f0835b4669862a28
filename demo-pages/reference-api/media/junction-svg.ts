/**
 * A configuration's junction as a vector section (a real zoom, sharp at any size): the
 * wall with its insulation, the slab with its type, the rupteur between them, the ground or the
 * storey below, drawn to scale (6 px per cm) with the dimensions the psi values assume. 800 × 600
 * units, deterministic, no script and no external reference.
 */
export interface JunctionSpec {
  floor: string;
  slab: string;
  slabCm: number;
  wallCm: number;
  insulation: string;
  /** Wall insulation, mm (0 for ITR). */
  insulationMm: number;
  /** The floor's own insulation: position ('sousface', 'souschape') and mm, or null. */
  floorInsulation: { position: string; mm: number } | null;
  rupteur: string;
  /** The rupteur's hue (degrees), as on its visual. */
  hue: number;
  /** Texts of the dimensions: wall, wall insulation, slab. */
  captions: { wall: string; insulation: string; slab: string };
}

const CM = 6;
const INK = '#3c4046';
const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const rect = (x: number, y: number, w: number, h: number, fill: string, stroke = `stroke="${INK}"`) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${stroke}/>`;
const text = (x: number, y: number, body: string, anchor = 'start') =>
  `<text x="${x}" y="${y}" text-anchor="${anchor}">${escape(body)}</text>`;
/** A dimension line with ticks at both ends and its caption. */
function dimension(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  caption: string,
  at: [number, number],
  anchor: string,
) {
  const tick = (x: number, y: number) => (y1 === y2 ? `M${x} ${y - 6}V${y + 6}` : `M${x - 6} ${y}H${x + 6}`);
  return `<path d="M${x1} ${y1}L${x2} ${y2}${tick(x1, y1)}${tick(x2, y2)}" stroke="${INK}" fill="none"/>${text(at[0], at[1], caption, anchor)}`;
}

/** Below the slab: the ground of a ground-bearing slab, the crawl space, the basement or the storey below. */
function below(spec: JunctionSpec, bottom: number, from: number): string {
  if (spec.floor === 'tp') return rect(0, bottom, 800, 600 - bottom, 'url(#ground)');
  if (spec.floor === 'vs')
    return (
      rect(from, bottom + 110, 800 - from, 490 - bottom, 'url(#ground)') +
      text(620, bottom + 70, 'Vide sanitaire', 'middle')
    );
  return text(620, bottom + 70, spec.floor === 'ss' ? 'Sous-sol non chauffé' : 'Étage chauffé', 'middle');
}

function slabBand(spec: JunctionSpec, x: number, top: number, height: number): string {
  let out = rect(x, top, 780 - x, height, '#a0a4aa');
  if (spec.slab === 'predalle') out += rect(x, top + height - 5 * CM, 780 - x, 5 * CM, '#787c82');
  if (spec.slab === 'poutrelles')
    for (let bx = x + 30; bx + 70 < 780; bx += 100) out += rect(bx, top + 4 * CM, 70, height - 4 * CM, '#d6cebe');
  return out;
}

export function junctionSvg(spec: JunctionSpec): string {
  const top = 250;
  const slab = spec.slabCm * CM;
  const wallLeft = spec.insulation === 'ite' ? 120 + spec.insulationMm * 0.6 : 120;
  const wallRight = wallLeft + spec.wallCm * CM;
  const iti = spec.insulation === 'iti' ? spec.insulationMm * 0.6 : 0;
  const breakWidth = Math.max(iti, 48);
  const slabLeft = wallRight + breakWidth;
  // The rupteur's name goes under the floor's insulation when that hangs below the slab.
  const under = spec.floorInsulation?.position === 'sousface' ? spec.floorInsulation.mm * 0.6 : 0;
  const colour = `hsl(${spec.hue} 60% 45%)`;
  const parts = [
    `<defs><pattern id="ground" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="#e9e1d6"/><path d="M0 12L12 0" stroke="#8b6e4e" stroke-width="2"/></pattern>`,
    `<pattern id="wool" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="#f2d04b"/><path d="M0 8L8 0" stroke="#d6b234"/></pattern></defs>`,
    rect(0, 0, 800, 600, '#f6f4ef', 'stroke="none"'),
    below(spec, top + slab, slabLeft),
    rect(wallLeft, 40, wallRight - wallLeft, 520, spec.insulation === 'itr' ? '#d9a58b' : '#a0a4aa'),
  ];
  if (spec.insulation === 'ite') parts.push(rect(120, 40, wallLeft - 120, 520, 'url(#wool)'));
  if (iti) parts.push(rect(wallRight, 40, iti, top - 40, 'url(#wool)'));
  if (iti && spec.floor === 'int') parts.push(rect(wallRight, top + slab, iti, 560 - top - slab, 'url(#wool)'));
  parts.push(
    slabBand(spec, slabLeft, top, slab),
    rect(wallRight, top, breakWidth, slab, colour, `stroke="${INK}" stroke-width="2"`),
  );
  if (spec.floorInsulation) {
    const h = spec.floorInsulation.mm * 0.6;
    const y = spec.floorInsulation.position === 'souschape' ? top - h : top + slab;
    parts.push(rect(slabLeft, y, 780 - slabLeft, h, 'url(#wool)'));
  }
  parts.push(
    text(20, 30, 'Extérieur'),
    text(780, 30, 'Intérieur', 'end'),
    dimension(wallLeft, 24, wallRight, 24, spec.captions.wall, [(wallLeft + wallRight) / 2, 16], 'middle'),
    // Inside the slab's top band (above the blocks of a beam-and-block floor), clear of the layers around it.
    dimension(790, top, 790, top + slab, spec.captions.slab, [(slabLeft + 780) / 2, top + 18], 'middle'),
    text(wallRight + breakWidth / 2, top + slab + 36 + under, spec.rupteur, 'start'),
  );
  if (spec.insulation !== 'itr')
    parts.push(text(spec.insulation === 'ite' ? 20 : wallRight + iti + 10, 120, spec.captions.insulation));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" font-family="Arial, sans-serif" font-size="16" fill="${INK}">`,
    `<title>${escape(`Coupe de la liaison plancher / mur avec ${spec.rupteur}`)}</title>`,
    ...parts,
    '</svg>',
  ].join('');
}
