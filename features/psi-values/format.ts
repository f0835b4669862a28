/**
 * Figures as the result page shows them (thermal-break-tool §9): rounded to 2 decimals, French
 * decimal comma, '--' for a missing value.
 */
export const MISSING = '--';

const twoDecimals = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatFigure(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? MISSING : twoDecimals.format(value);
}

/** A figure and its unit ('12,50 L/m²'); '--' alone when the figure is missing. */
export function withUnit(value: number | null | undefined, unit: string | null | undefined): string {
  const figure = formatFigure(value);
  return figure === MISSING || !unit ? figure : `${figure} ${unit}`;
}

/** A certificate's short name (§9): over 30 characters, cut to 27 plus '…'. */
export function shortName(name: string): string {
  return name.length > 30 ? `${name.slice(0, 27)}…` : name;
}
