/**
 * French formats of the reports. Numbers: comma decimal, a narrow no-break space between
 * thousands (Intl 'fr-FR'), a fixed number of decimals; a missing figure is '--', as on the
 * result pages. Dates: the clock of Paris, whatever the server's time zone.
 */

export const MISSING = '--';

const formats = new Map<number, Intl.NumberFormat>();

export function frenchNumber(value: number | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formats.set(decimals, format);
  }
  return format.format(value);
}

/** A figure with its unit ('0,27 W/(m·K)'), or '--' alone when missing. */
export function withUnit(value: number | null | undefined, unit: string | null | undefined, decimals = 2): string {
  const figure = frenchNumber(value, decimals);
  return figure === MISSING || !unit ? figure : `${figure} ${unit}`;
}

const parts = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'Le 21/11/2026 à 10h00' (Paris time). */
export function frenchDateTime(time: number | Date): string {
  const p = Object.fromEntries(parts.formatToParts(time).map(({ type, value }) => [type, value]));
  return `Le ${p.day}/${p.month}/${p.year} à ${p.hour}h${p.minute}`;
}
