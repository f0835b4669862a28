import { frenchDate, nextParisMidnight } from '../pdf/french';

/** The environment variable that sets how many days a share's link shows its configuration. */
export const SHARE_LINK_DAYS_ENV = 'OSSATURE_SHARE_LINK_DAYS';

/** A month: long enough for a colleague to open the mail, short enough not to last for ever. */
export const DEFAULT_SHARE_LINK_DAYS = 30;

/**
 * How many days a share's link shows its configuration (1 to 3650), from OSSATURE_SHARE_LINK_DAYS,
 * else DEFAULT_SHARE_LINK_DAYS. A malformed value is a configuration error, said at start rather
 * than silently ignored (as the limits' variables are).
 */
export function shareLinkDays(env: NodeJS.ProcessEnv = process.env): number {
  const value = env[SHARE_LINK_DAYS_ENV];
  if (value === undefined || value.trim() === '') return DEFAULT_SHARE_LINK_DAYS;
  const days = /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : NaN;
  if (!(days >= 1 && days <= 3650)) {
    throw new Error(`${SHARE_LINK_DAYS_ENV}: "${value}" is not a number of days from 1 to 3650`);
  }
  return days;
}

/**
 * When a link shared at `now` stops showing its configuration: the end of the Paris day `days`
 * days later, so that the date the mail gives ('valable jusqu'au 21/12/2026') holds all that day.
 */
export function shareExpiresAt(now: number, days: number): number {
  return nextParisMidnight(now + days * 86_400_000);
}

/** The last day a link that expires at `expiresAt` works, as the mail and the notice write it. */
export function lastShareDay(expiresAt: number): string {
  return frenchDate(expiresAt - 1);
}
