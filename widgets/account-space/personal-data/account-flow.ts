import { refreshSessionUser } from '@/features/account/session-user';
import { done, guardApi, refused, type Outcome } from '@/src/api/outcome';
import type { FieldErrors } from '@/src/contracts';
import { POSTAL_CODE_LENGTH } from '@/src/contracts/constants';
import { updateEmail } from '@/src/contracts/account/email';
import { toolsUpdatePassword } from '@/src/contracts/account/password';
import {
  toolsGetUser,
  toolsUpdateUser,
  type ToolsProfile,
  type ToolsUpdateUserBody,
} from '@/src/contracts/account/profile';
import type { Runtime } from '@/src/runtime/runtime';
import { ACCOUNT_SPACE_MESSAGES as M } from '../messages';

/**
 * The personal-data page of the floor and carbon account app, without React: load the profile,
 * save it, change the e-mail, change the password. Failures never throw: they come back as the
 * French text to show (the first value of the server's error map, else its message).
 */

/** The profile loaded or saved. */
export type UserOutcome = Outcome<{ user: ToolsProfile }>;

/** The spec's failure toast: the first value of the returned error object, or the message. */
export function firstError(reply: { message: string; error: FieldErrors | null }): string {
  const first = reply.error ? Object.values(reply.error)[0] : undefined;
  return first ?? reply.message;
}

/** A refusal as the spec shows it on this page: the first error in the toast, each on its field. */
function refusedWith(reply: { message: string; error: FieldErrors | null }, fields = reply.error ?? undefined) {
  return refused(firstError(reply), fields);
}

export function loadUser(rt: Runtime): Promise<UserOutcome> {
  return guardApi<UserOutcome>(async () => {
    const reply = await rt.api.call(toolsGetUser);
    return reply.ok ? done({ user: reply.datas.user }) : refused(reply.message);
  });
}

/** The fields each site's form edits (account-layer §3: the floor form shows three). */
export const FLOOR_FIELDS = ['lastname', 'firstname', 'company'] as const;
export const CARBON_FIELDS = [
  'civility',
  'lastname',
  'firstname',
  'company',
  'phone',
  'siret',
  'fonction',
  'activity',
  'address',
  'addressComplement',
  'postalCode',
  'city',
  'country',
] as const;
export type ProfileField = (typeof CARBON_FIELDS)[number];
export type ProfileValues = Partial<Record<ProfileField, string>>;

/** The PUT body: the site's fields only, a cleared field sent empty, the postal code cut to 5. */
export function userBody(values: ProfileValues, fields: readonly ProfileField[]): ToolsUpdateUserBody {
  const body: Record<string, string> = {};
  for (const field of fields) body[field] = values[field] ?? '';
  if ('postalCode' in body) body.postalCode = body.postalCode!.slice(0, POSTAL_CODE_LENGTH);
  return body as ToolsUpdateUserBody;
}

/** PUT /api/user/data/; on success the session greets with the new names. */
export function saveUser(rt: Runtime, values: ProfileValues, fields: readonly ProfileField[]): Promise<UserOutcome> {
  return guardApi<UserOutcome>(async () => {
    const reply = await rt.api.call(toolsUpdateUser, { body: userBody(values, fields) });
    if (!reply.ok) return refusedWith(reply);
    const { user } = reply.datas;
    refreshSessionUser(rt.session, { firstname: user.firstname, lastname: user.lastname, company: user.company });
    return done({ toast: M.infoSaved, user });
  });
}

export interface EmailChange {
  currentEmail: string;
  newEmail: string;
}

/** PUT /api/user/email/update/: the success toast is the server's `datas.message`. */
export function changeEmail(rt: Runtime, { currentEmail, newEmail }: EmailChange): Promise<Outcome> {
  return guardApi<Outcome>(async () => {
    const reply = await rt.api.call(updateEmail, {
      body: { currentEmail: currentEmail.trim(), newEmail: newEmail.trim() },
    });
    if (!reply.ok) return refusedWith(reply);
    return done({ toast: reply.datas.message });
  });
}

export interface PasswordChange {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

/** The server names the pair's fields `plainPassword.*`; the form calls them by their own names. */
const PASSWORD_FIELD: Record<string, string> = {
  'plainPassword.password': 'password',
  'plainPassword.passwordConfirmation': 'passwordConfirmation',
};

/** PUT /api/user/password/update/ {currentPassword, plainPassword{password, passwordConfirmation}}. */
export function changePassword(rt: Runtime, change: PasswordChange): Promise<Outcome> {
  return guardApi<Outcome>(async () => {
    const reply = await rt.api.call(toolsUpdatePassword, {
      body: {
        currentPassword: change.currentPassword,
        plainPassword: { password: change.password, passwordConfirmation: change.passwordConfirmation },
      },
    });
    if (!reply.ok) {
      const fields = reply.error
        ? Object.fromEntries(Object.entries(reply.error).map(([key, text]) => [PASSWORD_FIELD[key] ?? key, text]))
        : undefined;
      return refusedWith(reply, fields);
    }
    return done({ toast: M.passwordChanged });
  });
}
