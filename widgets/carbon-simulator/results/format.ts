import type { CarbonBar } from '@/src/contracts/carbon/tunnel';

/**
 * fr-FR numbers of the results (floor-and-carbon-tools §9: kg CO2 eq per m²). The formatters are
 * built once, on first use: an Intl.NumberFormat costs far more to build than to call.
 */
let kgFormat: Intl.NumberFormat | undefined;
let percentFormat: Intl.NumberFormat | undefined;

export const CARBON_UNIT = 'kg CO2 eq/m²';

/** '42,3', '71' (at most one decimal, as the model rounds; no trailing ',0'). */
export function formatKg(value: number): string {
  kgFormat ??= new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
  return kgFormat.format(value);
}

/** '42,3 kg CO2 eq/m²', the value and its unit joined by a no-break space. */
export function formatFootprint(value: number): string {
  return `${formatKg(value)}\u00a0${CARBON_UNIT}`;
}

/** A whole percentage: 42 → '42 %' (fr-FR puts a narrow no-break space before the sign). */
export function formatPercent(value: number): string {
  percentFormat ??= new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 });
  return percentFormat.format(value / 100);
}

/** A bar's share, kept within 0–100 whatever the server sends, for a width in %. */
export function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

/**
 * The kg of each bar: the model's own value when the server sends it (the parts then add up to
 * the footprint by construction); else, from an older answer, the footprint × its percentage, to
 * one decimal, the last taking the rest. Bars that do not add up to 100 % (against the contract)
 * are left as they are.
 */
export function barKilograms(bars: readonly CarbonBar[], total: number): number[] {
  if (bars.every((bar) => typeof bar.value === 'number')) return bars.map((bar) => bar.value!);
  const round1 = (value: number) => Math.round(value * 10) / 10;
  const values = bars.map((bar) => round1((total * clampPercent(bar.pdfPercentage)) / 100));
  const percentages = bars.reduce((sum, bar) => sum + clampPercent(bar.pdfPercentage), 0);
  if (values.length > 0 && percentages === 100) {
    const others = values.slice(0, -1).reduce((sum, value) => sum + value, 0);
    values[values.length - 1] = round1(total - others);
  }
  return values;
}

/** A server colour for an inline style: a hex colour only, anything else a neutral grey. */
export function safeColor(color: string): string {
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(color) ? color : '#7a8699';
}
