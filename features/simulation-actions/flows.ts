import { refine, string, optional, type, type Infer } from 'superstruct';
import { done, guardApi, refused, refusedAs, type Outcome } from '@/src/api/outcome';
import { Email, isEmail } from '@/src/contracts/fields';
import { INVALID_EMAIL } from '@/src/contracts/messages';
import type { FieldErrors } from '@/src/contracts';
import { SIMULATION_ACTIONS_MESSAGES as M } from './messages';

/**
 * The calls behind the actions, per site: the main site's history calls today
 * (`./main-simulation`), the floor and carbon tools' tomorrow. Each resolves to the reply's
 * gist and lets the API client's errors through (the flows guard them).
 */
export interface SimulationCalls<S> {
  save(name: string): Promise<{ ok: true; saved: S } | { ok: false; fields?: FieldErrors }>;
  sendRapport(emails: string[]): Promise<{ ok: boolean }>;
  /** The report's address, absolute (the API origin's), for a new window. */
  rapportUrl(): Promise<string | null>;
}

/** Saves under a name; a refusal says the spec's failure toast and the server's field errors. */
export function saveFlow<S>(calls: SimulationCalls<S>, name: string): Promise<Outcome<{ saved: S }>> {
  return guardApi(async () => {
    const reply = await calls.save(name.trim());
    return reply.ok ? done({ toast: M.saved, saved: reply.saved }) : refused(M.saveFailed, reply.fields);
  }).then((outcome) => (outcome.kind === 'refused' ? refusedAs(outcome, M.saveFailed, outcome.fields) : outcome));
}

/** The e-mail form's values: the first recipient required, two more optional but valid. */
export interface RecipientValues {
  email1?: string;
  email2?: string;
  email3?: string;
}

const OptionalEmail = optional(
  refine(string(), 'optionalEmail', (v) => v.trim() === '' || isEmail(v) || INVALID_EMAIL),
);

/** The e-mail form's rules (§5): 'Champ obligatoire', 'E-mail invalide'. */
export const Recipients = type({ email1: Email, email2: OptionalEmail, email3: OptionalEmail });
export type Recipients = Infer<typeof Recipients>;

/** The filled addresses, trimmed, in order. */
export function recipientsOf(values: RecipientValues): string[] {
  return [values.email1, values.email2, values.email3].map((v) => (v ?? '').trim()).filter(Boolean);
}

/** Sends the report; any failure is the spec's 'Une erreur est survenue' (§8), a 429 says when to retry. */
export function sendFlow<S>(calls: SimulationCalls<S>, values: RecipientValues): Promise<Outcome> {
  return guardApi(async () =>
    (await calls.sendRapport(recipientsOf(values))).ok ? done({ toast: M.sent }) : refused(),
  ).then((outcome) => (outcome.kind === 'refused' ? refusedAs(outcome, M.genericError) : outcome));
}

/**
 * Asks for the report's link and opens it in a new window; any failure is the spec's 'Une
 * erreur est survenue' (§8).
 */
export function pdfFlow<S>(calls: SimulationCalls<S>, open: (url: string) => void): Promise<Outcome> {
  return guardApi(async () => {
    const url = await calls.rapportUrl();
    if (!url) return refused();
    open(url);
    return done();
  }).then((outcome) => (outcome.kind === 'refused' ? refused(M.genericError) : outcome));
}
