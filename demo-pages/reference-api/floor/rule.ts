import type { FloorAnswers } from './answers';
import { kiloNewtons, metres, upText } from './format';
import { LOAD_CLASSES } from './loads';
import { spanReach } from './span-table';
import { FAMILY_LABELS } from './technical-data';
import type { FloorPosition, FloorSystem, Insulation } from './types';

/**
 * The recommendation rule. A system is recommended when ALL of these hold, checked in this order:
 * 1. position: the floor's position (low, intermediate, high) is in the system's field of use;
 * 2. fire: a floor at an upper level ('Étage') needs REI 30 or more; ground level, no demand;
 * 3. Up (low and high floors): the system's Up with the added insulation, 1 / (1/Up + ΣR) rounded
 *    to two decimals (R = 3.15 m².K/W under the screed, 3.0 underneath), is ≤ the Up aimed at;
 * 4. span: the span ≤ the system's max span for the class of g + q (LOAD_CLASSES), × 1.10 with a
 *    continuity; a g + q above the last class (6.5 kN/m²) fails;
 * 5. continuity: when asked, the system allows it (the pair was checked at submit);
 * 6. insulation: every insulation added is allowed by the system;
 * 7. family: the system's infill family is the one chosen.
 * Each rule that applies and holds gives its reason in French (the solution's `reasons`); with no
 * system passing, the three closest ones (fewest failed rules, then smallest total margin, then
 * slug) are the exclusions, each with its first failed rule's reason, naming the answer to change.
 */

type Verdict = { pass: true; reason: string | null } | { pass: false; reason: string; margin: number };

const R_VALUES: Record<Exclude<Insulation, 'aucune'>, number> = { 'sous-chape': 3.15, 'sous-face': 3.0 };
const INSULATION_LABELS: Record<Exclude<Insulation, 'aucune'>, string> = {
  'sous-chape': 'Isolant sous chape',
  'sous-face': 'Isolant en sous-face',
};
const POSITION_LABELS: Record<FloorPosition, string> = {
  low: 'Plancher bas',
  intermediate: 'Plancher intermédiaire',
  high: 'Plancher haut',
};
const POSITION_PLURALS: Record<FloorPosition, string> = {
  low: 'planchers bas',
  intermediate: 'planchers intermédiaires',
  high: 'planchers hauts',
};
const UPPER_FIRE_RESISTANCE = 30;

const pass = (reason: string | null): Verdict => ({ pass: true, reason });
const fail = (reason: string, margin = 1): Verdict => ({ pass: false, reason, margin });

/** The Up of the floor with the insulations added, two decimals. */
export function effectiveUp(system: FloorSystem, insulation: FloorAnswers['insulation']): number {
  const resistance = insulation.reduce((sum, i) => sum + R_VALUES[i], 1 / system.up);
  return Math.round(100 / resistance) / 100;
}

function position(system: FloorSystem, a: FloorAnswers): Verdict {
  if (system.positions.includes(a.floor))
    return pass(`${POSITION_LABELS[a.floor]} : ce système est prévu pour cette position.`);
  const allowed = system.positions.map((p) => POSITION_PLURALS[p]).join(' et ');
  return fail(
    `Position du plancher : ce système est prévu pour les ${allowed} seulement, pas pour un ${POSITION_LABELS[a.floor].toLowerCase()}.`,
  );
}

function fire(system: FloorSystem, a: FloorAnswers): Verdict {
  if (a.floorLevel !== 'upper') return pass(null);
  if (system.fireResistance >= UPPER_FIRE_RESISTANCE)
    return pass(
      `Étage : coupe-feu ${UPPER_FIRE_RESISTANCE} minutes exigé, ce système est REI ${system.fireResistance}.`,
    );
  return fail(
    `Niveau du plancher : à l'étage, le plancher doit être coupe-feu ${UPPER_FIRE_RESISTANCE} minutes (REI ${UPPER_FIRE_RESISTANCE}), ce système est REI ${system.fireResistance}.`,
  );
}

function insulationWords(a: FloorAnswers): string {
  if (a.insulation.length === 0) return 'sans isolant complémentaire';
  return `avec ${a.insulation.map((i) => INSULATION_LABELS[i].toLowerCase()).join(' et ')}`;
}

function up(system: FloorSystem, a: FloorAnswers): Verdict {
  if (a.up === null || a.floor === 'intermediate') return pass(null);
  const reached = effectiveUp(system, a.insulation);
  const aimed = upText(a.up).replace(' W/(m².K)', '');
  if (reached <= a.up + 1e-9)
    return pass(`Up de ${upText(reached)} ${insulationWords(a)} : le Up visé (${aimed}) est atteint.`);
  const advice =
    system.insulations.includes('sous-chape') && !a.insulation.includes('sous-chape')
      ? 'Ajoutez un isolant sous chape ou visez un Up moins exigeant.'
      : 'Visez un Up moins exigeant.';
  return fail(
    `Up visé de ${aimed} : ce système atteint ${upText(reached)} ${insulationWords(a)}. ${advice}`,
    (reached - a.up) / a.up,
  );
}

function loadWords(a: FloorAnswers, loadClass: number): string {
  if (a.loadCase === 'custom') return `sous ${kiloNewtons(a.gLoad + a.qLoad)} (g + q)`;
  return `sous ${LOAD_CLASSES[loadClass]!.label}`;
}

function span(system: FloorSystem, a: FloorAnswers): Verdict {
  const total = a.gLoad + a.qLoad;
  const reach = spanReach(system, a);
  const last = LOAD_CLASSES[LOAD_CLASSES.length - 1]!.limit;
  if (!reach)
    return fail(
      `Charges de ${kiloNewtons(total)} (g + q) : ce système est dimensionné jusqu'à ${kiloNewtons(last)}. Réduisez les charges.`,
    );
  const { loadClass, max, continuous } = reach;
  const words = `ce système va jusqu'à ${metres(max)} ${loadWords(a, loadClass)}${continuous ? ', continuité comprise' : ''}`;
  if (a.floorSpan <= max) return pass(`Portée de ${metres(a.floorSpan)} : ${words}.`);
  return fail(
    `Portée de ${metres(a.floorSpan)} : ${words}. Réduisez la portée ou les charges.`,
    (a.floorSpan - max) / a.floorSpan,
  );
}

function continuity(system: FloorSystem, a: FloorAnswers): Verdict {
  if (!a.continuity) return pass(null);
  if (system.continuity)
    return pass(`Continuité sur appui : permise par ce système (portée admissible majorée de 10 %).`);
  return fail(`Continuité sur appui : ce système ne la permet pas. Répondez « Non » à la continuité.`);
}

function insulation(system: FloorSystem, a: FloorAnswers): Verdict {
  if (a.insulation.length === 0) return pass(null);
  const refused = a.insulation.find((i) => !system.insulations.includes(i));
  if (!refused)
    return pass(`${a.insulation.map((i) => INSULATION_LABELS[i]).join(' et ')} : compatible avec ce système.`);
  const why =
    system.tongue > 0
      ? 'la languette de ce système couvre déjà la sous-face'
      : "l'Avis Technique de ce système ne le prévoit pas";
  return fail(`${INSULATION_LABELS[refused]} : incompatible, ${why}. Retirez-le de l'isolant complémentaire.`);
}

function family(system: FloorSystem, a: FloorAnswers): Verdict {
  if (system.family === a.floorType) return pass(`${FAMILY_LABELS[a.floorType]} : le type d'entrevous choisi.`);
  return fail(
    `Type d'entrevous : ce système est en ${FAMILY_LABELS[system.family].toLowerCase()}, vous avez choisi ${FAMILY_LABELS[a.floorType].toLowerCase()}.`,
  );
}

const RULES = [position, fire, up, span, continuity, insulation, family];

export interface Evaluation {
  system: FloorSystem;
  reasons: string[];
  failures: { reason: string; margin: number }[];
}

export function evaluate(system: FloorSystem, answers: FloorAnswers): Evaluation {
  const reasons: string[] = [];
  const failures: Evaluation['failures'] = [];
  for (const rule of RULES) {
    const verdict = rule(system, answers);
    if (!verdict.pass) failures.push({ reason: verdict.reason, margin: verdict.margin });
    else if (verdict.reason) reasons.push(verdict.reason);
  }
  return { system, reasons, failures };
}

/** Why the system suits the answers: the reasons of the rules that hold (see above). */
export function reasonsFor(system: FloorSystem, answers: FloorAnswers): string[] {
  return evaluate(system, answers).reasons;
}

/** Only the rules the infill-block field depends on: position, Up and span at the lightest load. */
export function reachesUpAndSpan(
  system: FloorSystem,
  a: Pick<FloorAnswers, 'floor' | 'up' | 'insulation' | 'floorSpan'>,
): boolean {
  if (!system.positions.includes(a.floor)) return false;
  if (a.floor !== 'intermediate' && a.up !== null && effectiveUp(system, a.insulation) > a.up + 1e-9) return false;
  return a.floorSpan <= system.maxSpans[0];
}
