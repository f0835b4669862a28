import { ApiClientError } from '../../../src/api/errors';
import { refreshSessionUser } from '../../../features/account/session-user';
import type { FieldErrors } from '../../../src/contracts';
import { POSTAL_CODE_LENGTH } from '../../../src/contracts/constants';
import { updateEmail } from '../../../src/contracts/account/email';
import { toolsUpdatePassword } from '../../../src/contracts/account/password';
import {
  toolsGetUser, toolsUpdateUser, type ToolsProfile, type ToolsUpdateUserBody,
} from '../../../src/contracts/account/profile';
import type { Runtime } from '../../../src/runtime/runtime';
import { ACCOUNT_SPACE_MESSAGES as M } from '../messages';

/**
 * The personal-data page of the floor and carbon account app, without React: load the profile,
 * save it, change the e-mail, change the password. Failures never throw: they come back as the
 * French text to show (the first value of the server's error map, else its message).
 */

export type Outcome<T = undefined> =
  | { kind: 'done'; toast: string; value: T }
  | { kind: 'refused'; toast: string; fields?: FieldErrors };

/** The spec's failure toast: the first value of the returned error object, or the message. */
export function firstError(reply: { message: string; error: FieldErrors | null }): string {
  const first = reply.error ? Object.values(reply.error)[0] : undefined;
  return first ?? reply.message;
}

async function guard<T>(run: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    console.error(`[ossature] ${error.message}`);
    return { kind: 'refused', toast: error.userMessage };
  }
}

export function loadUser(rt: Runtime): Promise<Outcome<ToolsProfile>> {
  return guard<ToolsProfile>(async () => {
    const reply = await rt.api.call(toolsGetUser);
    return reply.ok ? { kind: 'done', toast: '', value: reply.datas.user } : { kind: 'refused', toast: reply.message };
  });
}

/** The fields each site's form edits (account-layer §3: the floor form shows three). */
export const FLOOR_FIELDS = ['lastname', 'firstname', 'company'] as const;
export const CARBON_FIELDS = [
  'civility', 'lastname', 'firstname', 'company', 'phone', 'siret', 'fonction', 'activity',
  'address', 'addressComplement', 'postalCode', 'city', 'country',
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
export function saveUser(rt: Runtime, values: ProfileValues, fields: readonly ProfileField[]): Promise<Outcome<ToolsProfile>> {
  return guard<ToolsProfile>(async () => {
    const reply = await rt.api.call(toolsUpdateUser, { body: userBody(values, fields) });
    if (!reply.ok) return { kind: 'refused', toast: firstError(reply), fields: reply.error ?? undefined };
    const { user } = reply.datas;
    refreshSessionUser(rt.session, { firstname: user.firstname, lastname: user.lastname, company: user.company });
    return { kind: 'done', toast: M.infoSaved, value: user };
  });
}

export interface EmailChange { currentEmail: string; newEmail: string }

/** PUT /api/user/email/update/: the success toast is the server's `datas.message`. */
export function changeEmail(rt: Runtime, { currentEmail, newEmail }: EmailChange): Promise<Outcome> {
  return guard(async () => {
    const reply = await rt.api.call(updateEmail, { body: { currentEmail: currentEmail.trim(), newEmail: newEmail.trim() } });
    if (!reply.ok) return { kind: 'refused', toast: firstError(reply), fields: reply.error ?? undefined };
    return { kind: 'done', toast: reply.datas.message, value: undefined };
  });
}

export interface PasswordChange { currentPassword: string; password: string; passwordConfirmation: string }

/** The server names the pair's fields `plainPassword.*`; the form calls them by their own names. */
const PASSWORD_FIELD: Record<string, string> = {
  'plainPassword.password': 'password',
  'plainPassword.passwordConfirmation': 'passwordConfirmation',
};

/** PUT /api/user/password/update/ {currentPassword, plainPassword{password, passwordConfirmation}}. */
export function changePassword(rt: Runtime, change: PasswordChange): Promise<Outcome> {
  return guard(async () => {
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
      return { kind: 'refused', toast: firstError(reply), fields };
    }
    return { kind: 'done', toast: M.passwordChanged, value: undefined };
  });
}
