import type { FieldErrors } from '@/src/contracts';
import type { Reply } from './client';
import { ApiClientError } from './errors';

/**
 * What a screen is told after it asked the API for something: done (with an optional success
 * toast and whatever the flow adds), or refused with a French toast and/or messages per field.
 * Flows never throw for a refusal or an unreachable server: the form keeps what was typed and
 * shows the outcome.
 *
 * @example
 * const outcome = await guardApi(async () => {
 *   const reply = await rt.api.call(updateUser, { body });
 *   return reply.ok ? done({ toast: reply.message }) : refusedBy(reply);
 * });
 */
export type Refused = {
  kind: 'refused';
  toast?: string;
  fields?: FieldErrors;
  /** The API limits how often this is done (429): the toast says when to try again. */
  retryLater?: true;
};
export type Done<T extends object = object> = { kind: 'done'; toast?: string } & T;
export type Outcome<T extends object = object> = Done<T> | Refused;

export function done<T extends object = object>(extra?: T & { toast?: string }): Done<T> {
  return { kind: 'done', ...(extra as T) };
}

export function refused(toast?: string, fields?: FieldErrors): Refused {
  return { kind: 'refused', ...(toast ? { toast } : {}), ...(fields ? { fields } : {}) };
}

/** A refused reply as an outcome: the server's message as the toast, its field errors for the form. */
export function refusedBy(reply: Extract<Reply<any>, { ok: false }>): Refused {
  return refused(reply.message.trim() || undefined, reply.error ?? undefined);
}

/**
 * A refusal in a flow's own words (the spec's 'Une erreur est survenue'), except a 429's: its
 * sentence says when to try again, and is never replaced by the generic one.
 *
 * @example guardApi(run).then((o) => (o.kind === 'refused' ? refusedAs(o, M.genericError) : o))
 */
export function refusedAs(outcome: Refused, toast: string, fields?: FieldErrors): Refused {
  return outcome.retryLater ? outcome : refused(toast, fields);
}

/**
 * Runs a flow and turns the API client's errors (HTTP 404+, network, timeout, broken contract)
 * into a refusal with their French message, logged once for developers. Any other error is a
 * bug and is thrown. A flow may return outcomes of its own kinds besides done and refused.
 */
export async function guardApi<O extends { kind: string }>(run: () => Promise<O>): Promise<O | Refused> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    console.error(`[ossature] ${error.message}`);
    // The sentence of a 429 says when to retry; the form keeps what was typed, as for any refusal.
    if (error.retryLater) return { ...refused(error.userMessage), retryLater: true };
    return refused(error.userMessage);
  }
}
