import type { FieldErrors } from '@/src/contracts';

/** Status codes the reference API answers with an envelope (200–403 are replies to the client). */
export type ReplyStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

/**
 * A refusal that reaches the client as a failure envelope. Handlers throw it; the route wrapper
 * turns it into `{ success: false, message, error }` with its status. Never carries a stack.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ReplyStatus,
    message: string,
    readonly fields: FieldErrors | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthorized = (message = 'Votre session a expiré. Veuillez vous reconnecter.') =>
  new ApiError(401, message);

export const invalidInput = (fields: FieldErrors, message = 'Certains champs sont invalides.') =>
  new ApiError(400, message, fields);
