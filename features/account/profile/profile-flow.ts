import { ApiClientError } from '../../../src/api/errors';
import type { FieldErrors } from '../../../src/contracts';
import {
  mainGetProfile, mainSetProfile, type MainProfile, type MainSetProfileBody,
} from '../../../src/contracts/account/profile';
import type { Runtime } from '../../../src/runtime/runtime';
import { ACCOUNT_MESSAGES } from '../messages';
import { refreshSessionUser } from '../session-user';
import { PROFILE_MESSAGES as M } from './messages';

/**
 * The main site's profile popup without React: load the profile, fill the blanks, save. Failures
 * never throw; they come back as the French text to show.
 */

export type LoadOutcome = { kind: 'loaded'; profile: MainProfile } | { kind: 'failed'; message: string };

export type SaveOutcome =
  | { kind: 'saved'; toast: string; profile: MainProfile }
  | { kind: 'refused'; toast: string; fields?: FieldErrors };

/** What the form holds: every profile field plus the optional new password and its confirmation. */
export type ProfileValues = Partial<Record<keyof MainProfile | 'password' | 'passwordConfirmation', string>>;

const PROFILE_FIELDS = ['lastname', 'firstname', 'email', 'phone', 'company', 'siret', 'fonction'] as const;

export async function loadProfile(rt: Runtime): Promise<LoadOutcome> {
  try {
    const reply = await rt.api.call(mainGetProfile, { body: {} });
    return reply.ok ? { kind: 'loaded', profile: reply.datas.profile }
      : { kind: 'failed', message: reply.message.trim() || ACCOUNT_MESSAGES.genericError };
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    console.error(`[ossature] ${error.message}`);
    return { kind: 'failed', message: error.userMessage };
  }
}

/**
 * The body sent: any empty field is replaced by the current profile value (account-layer §4),
 * so clearing an optional field keeps what was stored. The password pair goes only when typed.
 */
export function fillBlanks(values: ProfileValues, profile: MainProfile): MainSetProfileBody {
  const body = {} as MainSetProfileBody;
  for (const field of PROFILE_FIELDS) {
    const typed = values[field]?.trim() ?? '';
    body[field] = typed === '' ? profile[field] : typed;
  }
  if (values.password) {
    body.password = values.password;
    body.passwordConfirmation = values.passwordConfirmation ?? '';
  }
  return body;
}

/**
 * Saves the profile. Success: 'Les modifications ont été enregistrées', and the session's
 * greeting follows the new names. Failure: 'Une erreur est survenue' (account-layer §8), with the
 * server's field messages for the form when it gave some.
 */
export async function saveProfile(rt: Runtime, values: ProfileValues, profile: MainProfile): Promise<SaveOutcome> {
  const body = fillBlanks(values, profile);
  try {
    const reply = await rt.api.call(mainSetProfile, { body });
    if (!reply.ok) {
      console.error(`[ossature] setProfile refused (${reply.status}): ${reply.message}`);
      return { kind: 'refused', toast: ACCOUNT_MESSAGES.genericError, fields: reply.error ?? undefined };
    }
    const saved = reply.datas.profile;
    refreshSessionUser(rt.session, {
      firstname: saved.firstname, lastname: saved.lastname, company: saved.company,
      ...(body.password ? { updatedPassword: true } : {}),
    });
    return { kind: 'saved', toast: M.saved, profile: saved };
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    console.error(`[ossature] ${error.message}`);
    return { kind: 'refused', toast: ACCOUNT_MESSAGES.genericError };
  }
}
