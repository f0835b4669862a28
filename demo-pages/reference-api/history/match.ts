import type { HistoryOrder } from '@/src/contracts/history/query';

/**
 * The history filters, as pure functions over items already read from the database. The lists
 * are a user's own items (tens, not thousands), so filtering in code keeps the rules readable
 * and lets text matching ignore accents, which SQLite's LIKE cannot.
 */

/** Lower case without diacritics: 'Étage' and 'etage' compare equal. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** True when no needle is given, or when one of the texts contains it. */
export function containsText(texts: (string | null)[], needle: string | undefined): boolean {
  if (needle === undefined) return true;
  const wanted = fold(needle.trim());
  return texts.some((text) => text !== null && fold(text).includes(wanted));
}

/** Exact match; no wanted value keeps everything. */
export function equals(value: string, wanted: string | undefined): boolean {
  return wanted === undefined || value === wanted;
}

/** Postal codes are filtered by their beginning: '69' keeps 69003 and 69100. */
export function zipMatches(zip: string, prefix: string | undefined): boolean {
  return prefix === undefined || zip.startsWith(prefix);
}

// en-CA formats a day as YYYY-MM-DD.
const PARIS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) of an instant in Paris, where the sites' users are. */
export function parisDay(ms: number): string {
  return PARIS_DAY.format(ms);
}

/** Both bounds inclusive on the day; days compare as strings in YYYY-MM-DD form. */
export function inDays(ms: number, from: string | undefined, to: string | undefined): boolean {
  const day = parisDay(ms);
  return (from === undefined || day >= from) && (to === undefined || day <= to);
}

/** Sorts on the creation instant, DESC unless ASC is asked; ties keep their given order. */
export function byCreatedAt<T extends { createdAtMs: number }>(items: T[], order: HistoryOrder | undefined): T[] {
  const sign = order === 'ASC' ? 1 : -1;
  return [...items].sort((a, b) => sign * (a.createdAtMs - b.createdAtMs));
}
