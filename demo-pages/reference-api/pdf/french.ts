/**
 * French formats of the reports. Numbers: comma decimal, a narrow no-break space between
 * thousands (Intl 'fr-FR'), a fixed number of decimals; a missing figure is '--', as on the
 * result pages. Dates: the clock of Paris, whatever the server's time zone.
 */

import { formatDate, formatDateTime } from '@/src/contracts/french-dates';

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

function partsOf(time: number | Date): Record<string, string> {
  return Object.fromEntries(parts.formatToParts(time).map(({ type, value }) => [type, value]));
}

/**
 * 'Le 21/11/2026 à 10h00', 'Le 02/07/2026 à 0h30' (Paris time): the screens' own rule
 * (src/contracts/french-dates.ts, the spec's `HhM`), so that a PDF and the page it came from agree.
 */
export function frenchDateTime(time: number | Date): string {
  return formatDateTime(new Date(time).toISOString());
}

/** '21/11/2026' (Paris time), as the screens write it. */
export function frenchDate(time: number | Date): string {
  return formatDate(new Date(time).toISOString());
}

/**
 * The instant the Paris day after `time`'s begins (its midnight), whatever the server's time
 * zone: a date written 'jusqu'au 21/11/2026' holds until 22/11/2026 at 00h00 in Paris.
 */
export function nextParisMidnight(time: number): number {
  const p = partsOf(time);
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day) + 1);
  // The offset of Paris (1 or 2 h) at a guess, then at the answer: right across a DST change.
  const offsetAt = (at: number) => {
    const q = partsOf(at);
    return Date.UTC(Number(q.year), Number(q.month) - 1, Number(q.day), Number(q.hour), Number(q.minute)) - at;
  };
  const guess = wall - offsetAt(wall);
  return wall - offsetAt(guess);
}
