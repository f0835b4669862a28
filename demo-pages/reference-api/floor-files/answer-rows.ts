import type { FloorAnswers } from '../floor/answers';
import { kiloNewtons, metres, upText } from '../floor/format';
import { CONTINUITY_CHOICES, FLOOR_CHOICES, INSULATION_CHOICES, LEVEL_CHOICES } from '../floor/form-step2';
import { findLoadCase } from '../floor/loads';
import { FAMILY_LABELS } from '../floor/technical-data';

/** The label of a choice value, from the form's own `label → value` map. */
const labelOf = (choices: Record<string, string>, value: string) =>
  Object.entries(choices).find(([, v]) => v === value)?.[0] ?? value;

/**
 * A simulation's answers under the configurator's French labels, in the form's order, for the
 * recap PDF and the design office's e-mail. Fields the visitor was not asked are left out.
 */
export function answerRows(a: FloorAnswers): [label: string, value: string][] {
  const rows: [string, string][] = [
    ['Code postal du chantier', a.zipCode],
    ['Nom de la configuration', a.configurationName],
    ['Position du plancher', labelOf(FLOOR_CHOICES, a.floor)],
  ];
  if (a.floor !== 'low') rows.push(['Niveau du plancher', labelOf(LEVEL_CHOICES, a.floorLevel)]);
  if (a.up !== null) rows.push(['Performance thermique visée (Up)', upText(a.up)]);
  rows.push(
    ['Usage du local', findLoadCase(a.loadCase)?.label ?? 'Personnalisé'],
    ['Charges (g + q)', `${kiloNewtons(a.gLoad)} + ${kiloNewtons(a.qLoad)}`],
    ['Portée entre appuis', metres(a.floorSpan)],
    ['Continuité sur un appui intermédiaire', labelOf(CONTINUITY_CHOICES, String(a.continuity))],
  );
  if (a.continuity && a.continuityWidth !== null && a.continuityLength !== null) {
    rows.push(
      ["Largeur de l'appui", `${a.continuityWidth} cm`],
      ['Longueur de la continuité', `${a.continuityLength} cm`],
    );
  }
  if (a.floor !== 'intermediate') {
    const insulation = a.insulation.map((i) => labelOf(INSULATION_CHOICES, i));
    rows.push([
      'Isolant complémentaire',
      insulation.length ? insulation.join(', ') : labelOf(INSULATION_CHOICES, 'aucune'),
    ]);
  }
  rows.push(["Type d'entrevous", FAMILY_LABELS[a.floorType]]);
  if (a.company) rows.push(['Entreprise', a.company]);
  return rows;
}
