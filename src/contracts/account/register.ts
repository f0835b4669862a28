import { dynamic, enums, number, object, optional, string, type, type Infer } from 'superstruct';
import { defineCall } from '../call';
import { success } from '../envelope';
import { Activity, Civility, Email, Line, mustBeTrue, Name, PostalCode, Required, Text } from '../fields';
import { isObject } from '../is-object';
import { RGPD_REQUIRED } from '../messages';
import { PasswordPair } from './password';

/**
 * Registration and account activation, floor and carbon sites only (account-layer §3, §7;
 * floor-and-carbon-tools §7): main-site accounts are created by the partner organisation.
 */

/**
 * The four parameters of a signed link mailed to the user (account activation, e-mail
 * confirmation), read from its query.
 */
export const LinkParams = object({ id: Required, signature: Required, expires: Required, token: Required });
export type LinkParams = Infer<typeof LinkParams>;

/** Registration as the floor and carbon forms send it (floor-and-carbon-tools §7, Register). */
export const RegisterToolsBody = object({
  civility: optional(Civility),
  lastName: Name,
  firstName: Name,
  email: Email,
  activity: optional(Activity),
  fonction: optional(Text),
  company: optional(Line),
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
  lastName: Name,
  firstName: Name,
  company: optional(Line),
  rgpd: mustBeTrue(RGPD_REQUIRED),
  plainPassword: PasswordPair,
});

/**
 * Both readings of the spec are accepted (account-layer §3 "Both readings are kept"). The
 * reading is chosen by the presence of `plainPassword`, so a failure names the right fields
 * (a plain union would only say that neither reading matched).
 */
export const RegisterBody = dynamic<Infer<typeof RegisterToolsBody> | Infer<typeof RegisterAccountBody>>(
  (value) => (isObject(value) && 'plainPassword' in value ? RegisterAccountBody : RegisterToolsBody) as never,
);
export type RegisterBody = Infer<typeof RegisterBody>;

export const register = defineCall({
  name: 'register',
  method: 'POST',
  path: '/api/register/',
  auth: 'public',
  sendsMail: true,
  body: RegisterBody,
  answer: success(type({ user: type({ id: number(), email: string() }) })),
});

export const enableAccount = defineCall({
  name: 'enableAccount',
  method: 'POST',
  path: '/api/account/enable/',
  auth: 'public',
  body: LinkParams,
  answer: success(type({ status: enums(['nowActivated', 'alreadyActivated']) })),
});
