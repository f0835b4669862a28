import { done, guardApi, refused, refusedBy, type Outcome } from '@/src/api/outcome';
import {
  mainGetProfile,
  mainSetProfile,
  type MainProfile,
  type MainSetProfileBody,
} from '@/src/contracts/account/profile';
import type { Runtime } from '@/src/runtime/runtime';
import { ACCOUNT_MESSAGES } from '../messages';
import { refreshSessionUser } from '../session-user';
import { PROFILE_MESSAGES as M } from './messages';

/**
 * The main site's profile popup without React: load the profile, fill the blanks, save. Failures
 * never throw; they come back refused, with the French text to show.
 */

/** What the form holds: every profile field plus the optional new password and its confirmation. */
export type ProfileValues = Partial<Record<keyof MainProfile | 'password' | 'passwordConfirmation', string>>;

/** A profile loaded or saved. */
export type ProfileOutcome = Outcome<{ profile: MainProfile }>;

const PROFILE_FIELDS = ['lastname', 'firstname', 'email', 'phone', 'company', 'siret', 'fonction'] as const;

/** A refusal always has a French text to show, never an empty alert. */
export function loadProfile(rt: Runtime): Promise<ProfileOutcome> {
  return guardApi<ProfileOutcome>(async () => {
    const reply = await rt.api.call(mainGetProfile, { body: {} });
    return reply.ok
      ? done({ profile: reply.datas.profile })
      : refused(reply.message.trim() || ACCOUNT_MESSAGES.genericError);
  });
}

/**
 * The body sent: any empty field is replaced by the current profile value (account-layer §4),
 * so clearing an optional field keeps what was stored; the e-mail is always the stored one. The
 * password pair goes only when typed.
 */
export function fillBlanks(values: ProfileValues, profile: MainProfile): MainSetProfileBody {
  const body = {} as MainSetProfileBody;
  for (const field of PROFILE_FIELDS) {
    const typed = values[field]?.trim() ?? '';
    body[field] = typed === '' ? profile[field] : typed;
  }
  body.email = profile.email; // the login identifier: read-only here
  if (values.password) {
    body.password = values.password;
    body.passwordConfirmation = values.passwordConfirmation ?? '';
  }
  return body;
}

/**
 * Saves the profile. Success: 'Les modifications ont été enregistrées', and the session's
 * greeting follows the new names. Failure, whatever it was: 'Une erreur est survenue'
 * (account-layer §8), with the server's field messages for the form when it gave some.
 */
export async function saveProfile(rt: Runtime, values: ProfileValues, profile: MainProfile): Promise<ProfileOutcome> {
  const body = fillBlanks(values, profile);
  const outcome = await guardApi<ProfileOutcome>(async () => {
    const reply = await rt.api.call(mainSetProfile, { body });
    if (!reply.ok) {
      console.error(`[ossature] setProfile refused (${reply.status}): ${reply.message}`);
      return refusedBy(reply);
    }
    const saved = reply.datas.profile;
    refreshSessionUser(rt.session, {
      firstname: saved.firstname,
      lastname: saved.lastname,
      company: saved.company,
      ...(body.password ? { updatedPassword: true } : {}),
    });
    return done({ toast: M.saved, profile: saved });
  });
  return outcome.kind === 'refused' ? refused(ACCOUNT_MESSAGES.genericError, outcome.fields) : outcome;
}
