import type { CatalogueLimit } from '@/src/contracts/floor/simulator';
import type { FloorAnswers } from './answers';
import { SYSTEMS } from './catalogue';
import { kiloNewtons, metres, upText } from './format';
import { LOAD_CLASSES, loadClassOf } from './loads';
import { effectiveUp } from './rule';
import { spanReach } from './span-table';
import type { FloorPosition, FloorSystem } from './types';

/**
 * Past the catalogue (beyond the spec): when no system of the catalogue can reach the answers, which
 * limit stops it, computed from the answers — not guessed from the closest system's first failure.
 * Checked in this order, each on the systems the previous checks left:
 * 1. 'up': no system made for the floor's position, with the insulation chosen (and allowed),
 *    reaches the Up aimed at (low and high floors only: an intermediate floor has no Up target);
 * 2. 'load': g + q is above the last class of the span tables (6,5 kN/m²);
 * 3. 'span': the span is above the longest admissible span of those systems under g + q
 *    (continuity included where asked and allowed).
 * Null when some system passes all three: what stops the answers then is a choice the visitor can
 * change (infill type, fire rating, continuity), which the exclusions name.
 */

export type LimitAnswers = Pick<
  FloorAnswers,
  'floor' | 'up' | 'insulation' | 'gLoad' | 'qLoad' | 'continuity' | 'floorSpan'
>;

const FOR_POSITION: Record<FloorPosition, string> = {
  low: 'pour un plancher bas',
  intermediate: 'pour un plancher intermédiaire',
  high: 'pour un plancher haut',
};

const allowsInsulation = (system: FloorSystem, a: LimitAnswers) =>
  a.insulation.every((i) => system.insulations.includes(i));

function upLimit(systems: FloorSystem[], a: LimitAnswers): CatalogueLimit | null {
  if (a.floor === 'intermediate' || a.up === null || systems.length === 0) return null;
  const best = Math.min(...systems.map((s) => effectiveUp(s, a.insulation)));
  if (best <= a.up + 1e-9) return null;
  return {
    kind: 'up',
    message: `Up visé de ${upText(a.up)} : le meilleur système du catalogue ${FOR_POSITION[a.floor]} atteint ${upText(best)} avec l'isolation choisie.`,
  };
}

function spanLimit(systems: FloorSystem[], a: LimitAnswers): CatalogueLimit | null {
  const total = a.gLoad + a.qLoad;
  const loadClass = loadClassOf(total);
  if (loadClass < 0) {
    const last = LOAD_CLASSES[LOAD_CLASSES.length - 1]!.limit;
    return {
      kind: 'load',
      message: `Charges de ${kiloNewtons(total)} (g + q) : les tableaux de portées du catalogue s'arrêtent à ${kiloNewtons(last)}.`,
    };
  }
  const longest = Math.max(...systems.map((s) => spanReach(s, a)!.max));
  if (a.floorSpan <= longest) return null;
  // Before the loads are answered (the form's hint), the lightest class: 'même sous charges d'habitation'.
  const label = LOAD_CLASSES[loadClass]!.label;
  const loads = total > 0 ? `sous ${kiloNewtons(total)} (g + q, ${label})` : `même sous ${label}`;
  return {
    kind: 'span',
    message: `Portée de ${metres(a.floorSpan)} : le catalogue va jusqu'à ${metres(longest)} ${FOR_POSITION[a.floor]} ${loads}.`,
  };
}

/** The limit of the catalogue the answers pass, or null (see above). */
export function catalogueLimit(a: LimitAnswers): CatalogueLimit | null {
  const candidates = SYSTEMS.filter((s) => s.positions.includes(a.floor) && allowsInsulation(s, a));
  if (candidates.length === 0) return null;
  const up = upLimit(candidates, a);
  if (up) return up;
  const thermal =
    a.floor === 'intermediate' || a.up === null
      ? candidates
      : candidates.filter((s) => effectiveUp(s, a.insulation) <= a.up! + 1e-9);
  return spanLimit(thermal, a);
}
