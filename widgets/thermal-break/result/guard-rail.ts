import { formatFigure } from '@/features/psi-values/format';

/**
 * The regulatory guard rail each psi value is stated against (issue 10, beyond the spec).
 *
 * Source: RE2020, arrêté du 4 août 2021 relatif aux exigences de performance énergétique et
 * environnementale des constructions de bâtiments en France métropolitaine, annexe (exigences
 * de moyens, reprises de la RT2012): the mean linear thermal transmittance ψ9 of the junctions
 * between intermediate floors and walls to the outside or an unheated space must not exceed
 * 0,60 W/(m.K). DESIGN.md §5 names the same figure for the reference data set.
 *
 * The comparison is made on the value as shown (2 decimals), so that a figure shown '0,60' is
 * never said to exceed 0,60.
 */
export const PSI9_GUARD_RAIL = 0.6;

export const GUARD_RAIL_RULE = `ψ9 ≤ ${formatFigure(PSI9_GUARD_RAIL)} W/(m.K)`;

export function meetsGuardRail(value: number): boolean {
  return Math.round(value * 100) <= Math.round(PSI9_GUARD_RAIL * 100);
}

/**
 * 'ψ moyen 0,28 W/(m.K) : conforme au garde-fou RE2020 (ψ9 ≤ 0,60 W/(m.K))', or '… : dépasse le
 * garde-fou RE2020 (…)'; null when the value is missing (nothing to state).
 */
export function guardRailSentence(label: string, value: number | null): string | null {
  if (value === null || !Number.isFinite(value)) return null;
  const verdict = meetsGuardRail(value) ? 'conforme au garde-fou' : 'dépasse le garde-fou';
  return `${label} ${formatFigure(value)} W/(m.K) : ${verdict} RE2020 (${GUARD_RAIL_RULE})`;
}
