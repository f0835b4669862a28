import type { ThermalFilterValue } from './filters';
import { PSI_UNIT } from './psi-unit';

export { PSI_UNIT };

/**
 * RE2020's guard rail on the intermediate floor's junction: ψ9 ≤ 0,60 W/(m·K).
 *
 * Source: RE2020, arrêté du 4 août 2021 relatif aux exigences de performance énergétique et
 * environnementale des constructions de bâtiments en France métropolitaine (exigences de moyens,
 * reprises de la RT2012): the mean linear thermal transmittance ψ9 of the junctions between
 * intermediate floors and the walls to the outside or an unheated space must not exceed 0,60.
 * A low floor (on the ground, a crawl space, above a basement) only counts in the building's
 * overall ratio, which one junction cannot tell.
 */
export const PSI9_LIMIT = 0.6;

/** The question whose answer says which floor the ψ is for. */
export const FLOOR_QUESTION = 'Type de plancher';

const twoDecimals = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const figure = (value: number) => twoDecimals.format(value);
const NBSP = '\u00a0';

/** The floor answered ('Plancher intermédiaire'), from a history's answers; null when not answered. */
export function floorOf(answers: readonly Pick<ThermalFilterValue, 'filter_name' | 'value'>[]): string | null {
  return answers.find((answer) => answer.filter_name === FLOOR_QUESTION)?.value ?? null;
}

const isIntermediate = (floor: string) => floor.startsWith('Plancher interm');

/**
 * The ψ moyen against the guard rail, in words: the one sentence the result page and the PDF
 * both say. The floor taken into account: a floor the rail does not cover is said so; an
 * unanswered floor is compared, as the rail is what a study checks first. The comparison is made
 * on the value as shown (2 decimals): a figure shown '0,60' never exceeds 0,60. `label` names the
 * figure compared: 'ψ pondéré' for the project's lengths ('Mon projet'), whose mean it is.
 */
export function guardRailSentence(psiMoyen: number | null, floor: string | null, label = 'ψ moyen'): string {
  const rail = `ψ9 ≤ ${figure(PSI9_LIMIT)} ${PSI_UNIT}`;
  if (psiMoyen === null || !Number.isFinite(psiMoyen))
    return `${label} non déterminé${NBSP}: il ne peut pas encore être comparé au garde-fou de la RE2020 pour le plancher intermédiaire (${rail}).`;
  const value = `${figure(psiMoyen)} ${PSI_UNIT}`;
  if (floor !== null && !isIntermediate(floor))
    return `${label} de ${value}${NBSP}: le garde-fou de la RE2020 ${rail} vise le plancher intermédiaire${NBSP}; ce plancher (${floor.toLowerCase()}) n'y est pas soumis.`;
  return Math.round(psiMoyen * 100) <= Math.round(PSI9_LIMIT * 100)
    ? `${label} de ${value}, inférieur ou égal à ${figure(PSI9_LIMIT)} ${PSI_UNIT}${NBSP}: le garde-fou de la RE2020 pour le plancher intermédiaire (${rail}) est respecté.`
    : `${label} de ${value}, supérieur à ${figure(PSI9_LIMIT)} ${PSI_UNIT}${NBSP}: le garde-fou de la RE2020 pour le plancher intermédiaire (${rail}) n'est pas respecté.`;
}
