import type { PsiValue } from '@/src/contracts/thermal/psi-value';
import { MISSING } from './format';

/**
 * The five psi values of a configuration (thermal-break-tool §3 Psi value), in the order the
 * library shows, compares and exports them, with their labels. Unit: W/(m·K).
 */
export const PSI_FIGURES = [
  { key: 'psiMoyen', label: 'ψ moyen' },
  { key: 'psiAbout', label: 'ψ about' },
  { key: 'psiRive', label: 'ψ rive' },
  { key: 'psiRt', label: 'ψ RT' },
  { key: 'psiRnt', label: 'ψ RNT' },
] as const satisfies readonly { key: keyof PsiValue; label: string }[];

export type PsiFigureKey = (typeof PSI_FIGURES)[number]['key'];

export { PSI_UNIT } from '@/src/contracts/thermal/psi-unit';

const hundredths = (value: number) => Math.round(value * 100);
const twoDecimals = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/**
 * `value` against `reference`, as shown (2 decimals): '+0,03', '−0,02' (a true minus sign),
 * '±0,00' when equal; '--' when either is missing. Computed on the rounded figures, so that the
 * difference always matches the two figures on screen.
 */
export function formatDifference(value: number | null, reference: number | null): string {
  if (value === null || reference === null || !Number.isFinite(value) || !Number.isFinite(reference)) return MISSING;
  const cents = hundredths(value) - hundredths(reference);
  if (cents === 0) return `±${twoDecimals(0)}`;
  return `${cents > 0 ? '+' : '−'}${twoDecimals(Math.abs(cents))}`;
}

/** A figure for a spreadsheet: 2 decimals, decimal comma, no thousands separator; '' when missing. */
export function spreadsheetFigure(value: number | null): string {
  return value === null || !Number.isFinite(value) ? '' : twoDecimals(hundredths(value));
}
