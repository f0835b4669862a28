/**
 * Errors of the API client. Each carries a French `userMessage` fit for a toast; `message` is
 * for developers (console) and names the call. Replies in the 200–403 range are not errors.
 */
export class ApiClientError extends Error {
  /** The API limits how often this is done (a 429, ./rate-limit-error): `userMessage` says when to retry. */
  readonly retryLater: boolean = false;
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
