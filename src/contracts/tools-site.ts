import {
  boolean, dynamic, enums, number, object, optional, record, string, type, type Infer,
} from 'superstruct';
import { defineCall } from './call';
import { NoDatas, success } from './envelope';
import { Activity, Civility, Email, mustBeTrue, PostalCode, Required, Text } from './fields';
import { RGPD_REQUIRED } from './messages';
import { refreshToken } from './token-refresh';

// The refresh call has its own module (the runtime needs it on every floor and carbon page, and
// whatever module the runtime imports lands whole in its chunk); it is re-exported here.
export { refreshToken } from './token-refresh';

/**
 * The account calls of the floor configurator and carbon simulator sites (account-layer §7,
 * "Floor and carbon sites"; floor-and-carbon-tools §7). Both sites share one account base.
 */

/** The user object returned at login and on e-mail confirmation. */
export const ToolsUser = type({
  email: string(),
  firstname: string(),
  lastname: string(),
  id: number(),
  company: string(),
});
export type ToolsUser = Infer<typeof ToolsUser>;

/** The full profile (GET/PUT /api/user/…). */
export const ToolsProfile = type({
  id: number(),
  email: string(),
  civility: string(),
  firstname: string(),
  lastname: string(),
  company: string(),
  phone: string(),
  siret: string(),
  fonction: string(),
  activity: string(),
  address: string(),
  addressComplement: string(),
  postalCode: string(),
  city: string(),
  country: string(),
});
export type ToolsProfile = Infer<typeof ToolsProfile>;

/** The four parameters of an activation or e-mail confirmation link, read from its query. */
export const LinkParams = object({ id: Required, signature: Required, expires: Required, token: Required });
export type LinkParams = Infer<typeof LinkParams>;

const PasswordPair = object({ password: Required, passwordConfirmation: Required });

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Registration as the floor and carbon forms send it (floor-and-carbon-tools §7, Register). */
export const RegisterToolsBody = object({
  civility: optional(Civility),
  lastName: Required,
  firstName: Required,
  email: Email,
  activity: optional(Activity),
  fonction: optional(Text),
  company: optional(Text),
  siret: optional(Text),
  tel: optional(Text),
  address: optional(Text),
  addressComplement: optional(Text),
  postalCode: optional(PostalCode),
  city: optional(Text),
  country: optional(Text),
  rgpd: mustBeTrue(RGPD_REQUIRED),
  password: Required,
  passwordRepeat: Required,
});

/** Registration in the account document's wording: plainPassword{password, passwordConfirmation}. */
export const RegisterAccountBody = object({
  email: Email,
  lastName: Required,
  firstName: Required,
  company: optional(Text),
  rgpd: mustBeTrue(RGPD_REQUIRED),
  plainPassword: PasswordPair,
});

/**
 * Both readings of the spec are accepted (account-layer §3 "Both readings are kept"). The
 * reading is chosen by the presence of `plainPassword`, so a failure names the right fields
 * (a plain union would only say that neither reading matched).
 */
export const RegisterBody = dynamic<Infer<typeof RegisterToolsBody> | Infer<typeof RegisterAccountBody>>((value) =>
  (isObject(value) && 'plainPassword' in value ? RegisterAccountBody : RegisterToolsBody) as never);
export type RegisterBody = Infer<typeof RegisterBody>;

export const register = defineCall({
  name: 'register', method: 'POST', path: '/api/register/', auth: 'public',
  body: RegisterBody,
  answer: success(type({ user: type({ id: number(), email: string() }) })),
});

export const enableAccount = defineCall({
  name: 'enableAccount', method: 'POST', path: '/api/account/enable/', auth: 'public',
  body: LinkParams,
  answer: success(type({ status: enums(['nowActivated', 'alreadyActivated']) })),
});

export const loginCheck = defineCall({
  name: 'loginCheck', method: 'POST', path: '/api/login-check', auth: 'public',
  body: object({ username: Email, password: Required, rememberMe: optional(boolean()) }),
  answer: success(type({ user: ToolsUser, token: string(), refreshToken: string() })),
});

/** Not shown: ends the session (its token and refresh token stop working). */
export const logout = defineCall({
  name: 'logout', method: 'POST', path: '/api/logout/', auth: 'user',
  body: optional(object({})),
  answer: success(NoDatas),
});

export const updatePassword = defineCall({
  name: 'updatePassword', method: 'PUT', path: '/api/user/password/update/', auth: 'user',
  body: object({ currentPassword: Required, plainPassword: PasswordPair }),
  answer: success(NoDatas),
});

export const requestPasswordReset = defineCall({
  name: 'requestPasswordReset', method: 'POST', path: '/api/user/password/reset/', auth: 'public',
  body: object({ email: Email }),
  answer: success(NoDatas),
});

/** `plainPassword` is the pair, or (the other reading) the password alone. */
export const resetPassword = defineCall({
  name: 'resetPassword', method: 'PUT', path: '/api/user/password/reset/', auth: 'public',
  body: object({
    plainPassword: dynamic<Infer<typeof PasswordPair> | string>((value) =>
      (isObject(value) ? PasswordPair : Required) as never),
    token: Required,
  }),
  answer: success(NoDatas),
});

export const PasswordCriterion = type({ regex: string(), message: string() });
export type PasswordCriterion = Infer<typeof PasswordCriterion>;
/** The criteria map, keyed by criterion; `regex` is a JavaScript pattern source without flags. */
export const PasswordCriteria = record(string(), PasswordCriterion);
export type PasswordCriteria = Infer<typeof PasswordCriteria>;

export const getPasswordCriteria = defineCall({
  name: 'getPasswordCriteria', method: 'GET', path: '/api/password/criteria/', auth: 'public',
  answer: success(type({ criteria: PasswordCriteria })),
});

export const getUser = defineCall({
  name: 'getUser', method: 'GET', path: '/api/user/', auth: 'user',
  answer: success(type({ user: ToolsProfile })),
});

/** Every field optional (the floor form sends lastname, firstname, company only); none blank. */
export const UpdateUserBody = object({
  civility: optional(Civility),
  firstname: optional(Required),
  lastname: optional(Required),
  company: optional(Text),
  phone: optional(Text),
  siret: optional(Text),
  fonction: optional(Text),
  activity: optional(Activity),
  address: optional(Text),
  addressComplement: optional(Text),
  postalCode: optional(PostalCode),
  city: optional(Text),
  country: optional(Text),
});
export type UpdateUserBody = Infer<typeof UpdateUserBody>;

export const updateUser = defineCall({
  name: 'updateUser', method: 'PUT', path: '/api/user/data/', auth: 'user',
  body: UpdateUserBody,
  answer: success(type({ user: ToolsProfile })),
});

export const updateEmail = defineCall({
  name: 'updateEmail', method: 'PUT', path: '/api/user/email/update/', auth: 'user',
  body: object({ currentEmail: Email, newEmail: Email }),
  answer: success(type({ message: string() })),
});

/** Public: the link may be opened in another browser; it logs the user in there. */
export const confirmEmail = defineCall({
  name: 'confirmEmail', method: 'POST', path: '/api/user/email/confirm/', auth: 'public',
  body: LinkParams,
  answer: success(type({ user: ToolsUser, token: string(), refreshToken: string(), message: string() })),
});

export const emailAvailable = defineCall({
  name: 'emailAvailable', method: 'GET', path: '/api/email/available/:email/', auth: 'public',
  answer: success(type({ available: boolean() })),
});

export const toolsSiteCalls = {
  register, enableAccount, loginCheck, refreshToken, logout, updatePassword, requestPasswordReset, resetPassword,
  getPasswordCriteria, getUser, updateUser, updateEmail, confirmEmail, emailAvailable,
};
