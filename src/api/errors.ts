/**
 * Errors of the API client. Each carries a French `userMessage` fit for a toast; `message` is
 * for developers (console) and names the call. Replies in the 200–403 range are not errors.
 */
export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly callName: string,
    readonly userMessage: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export const GENERIC_ERROR = 'Une erreur est survenue';

/**
 * 404 and above: the service answered, but not with a reply the product understands. A 4xx
 * that still comes in the provider's envelope carries the server's own French reason
 * ('Cette simulation est introuvable.'), which says more than a generic message; a 5xx never
 * shows what the server said (it may be anything, from a proxy page to a stack trace).
 */
export class HttpError extends ApiClientError {
  constructor(
    callName: string,
    readonly status: number,
    serverMessage?: string,
  ) {
    super(
      `${callName}: HTTP ${status}`,
      callName,
      status >= 500
        ? 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.'
        : serverMessage?.trim() || `${GENERIC_ERROR}. Veuillez réessayer.`,
    );
  }
}

/**
 * 429: the API limits how often this may be done (mails, logins). The sentence says when to try
 * again, from `Retry-After` (seconds or an HTTP date), never the generic error: 'Trop de demandes :
 * réessayez dans 3 minutes.'
 */
export class RateLimitError extends ApiClientError {
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

/** The request never got an answer: offline, DNS, CORS refusal, connection reset. */
export class NetworkError extends ApiClientError {
  constructor(callName: string, cause: unknown) {
    super(
      `${callName}: network error (${String(cause)})`,
      callName,
      'Connexion impossible. Vérifiez votre connexion internet puis réessayez.',
    );
  }
}

export class TimeoutError extends ApiClientError {
  constructor(callName: string, ms: number) {
    super(
      `${callName}: no answer within ${ms} ms`,
      callName,
      'Le serveur met trop de temps à répondre. Veuillez réessayer.',
    );
  }
}

/** The answer does not match `src/contracts/`: named by call and failing path, never shown raw. */
export class ContractError extends ApiClientError {
  constructor(
    callName: string,
    readonly path: string,
    detail: string,
  ) {
    super(
      `${callName}: answer breaks the contract at "${path || '(root)'}": ${detail}`,
      callName,
      `${GENERIC_ERROR}. Veuillez réessayer.`,
    );
  }
}
