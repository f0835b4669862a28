import { ApiClientError } from './errors';

/*
 * A module of its own, loaded when a 429 comes (src/api/client.ts): the pages' shared API chunk
 * stays within the pages' budgets, and a limit is met rarely.
 */

/**
 * 429: the API limits how often this may be done (mails, logins). The sentence says when to try
 * again, from `Retry-After` (seconds or an HTTP date), never the generic error: 'Trop de demandes :
 * réessayez dans 3 minutes.'
 */
export class RateLimitError extends ApiClientError {
  override readonly retryLater = true;
  readonly status = 429;
  constructor(
    callName: string,
    /** Seconds to wait, or null when the answer did not say (or CORS hid the header). */
    readonly retryAfter: number | null,
  ) {
    super(`${callName}: HTTP 429, retry after ${retryAfter ?? '?'} s`, callName, tooManyRequestsMessage(retryAfter));
  }
}

/** 'Trop de demandes : réessayez dans 45 secondes / 3 minutes / 2 heures.' */
export function tooManyRequestsMessage(seconds: number | null): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n > 1 ? 's' : ''}`;
  const wait =
    seconds === null
      ? 'quelques minutes'
      : seconds < 60
        ? plural(Math.max(1, seconds), 'seconde')
        : seconds <= 90 * 60
          ? plural(Math.ceil(seconds / 60), 'minute')
          : plural(Math.ceil(seconds / 3600), 'heure');
  return `Trop de demandes : réessayez dans ${wait}.`;
}

/** `Retry-After` in seconds: a number of seconds or an HTTP date; null when absent or unreadable. */
export function readRetryAfter(header: string | null, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}
