import { dynamic, object, record, string, type, type Infer } from 'superstruct';
import { defineCall } from '../call';
import { NoDatas, success } from '../envelope';
import { Email, Required } from '../fields';
import { isObject } from '../is-object';
import { MainUser } from './user';

/**
 * Passwords (account-layer §4, §7): reset, change, and the floor and carbon sites' criteria.
 * Where both sites have a call for the same step, each name says its site.
 */

/** A new password and its confirmation, as the floor and carbon sites send them. */
export const PasswordPair = object({ password: Required, passwordConfirmation: Required });

/**
 * Main site. Accounts are created by the partner organisation; a reset request mails a new
 * temporary password, and a login with it flags the account `updated_password: false`, so that
 * login goes on to the new-password form (spec §4). An unknown address gets the same answer as a
 * known one, and no mail: the server's message says 'Si un compte existe pour cette adresse…'
 * (spec §8 'the server message after reset requests'). A partner address: 403 with the message.
 */
export const mainRequestReset = defineCall({
  name: 'requestReset',
  method: 'POST',
  path: '/reset/request',
  auth: 'device',
  sendsMail: true,
  checksCredentials: true,
  body: object({ username: Email }),
  answer: success(NoDatas),
});

/** Main site, not shown: the new-password form sends its two fields; the answer is the updated user. */
export const mainUpdatePassword = defineCall({
  name: 'updatePassword',
  method: 'POST',
  path: '/api/user/update-password',
  auth: 'user',
  body: object({ password: Required, passwordConfirmation: Required }),
  answer: success(type({ user: MainUser })),
});

/** Floor and carbon sites: mails a reset link; an unknown address gets the same answer, and no mail. */
export const toolsRequestReset = defineCall({
  name: 'requestPasswordReset',
  method: 'POST',
  path: '/api/user/password/reset/',
  auth: 'public',
  sendsMail: true,
  body: object({ email: Email }),
  answer: success(NoDatas),
});

/** Floor and carbon sites: `plainPassword` is the pair, or (the other reading) the password alone. */
export const resetPassword = defineCall({
  name: 'resetPassword',
  method: 'PUT',
  path: '/api/user/password/reset/',
  auth: 'public',
  body: object({
    plainPassword: dynamic<Infer<typeof PasswordPair> | string>(
      (value) => (isObject(value) ? PasswordPair : Required) as never,
    ),
    token: Required,
  }),
  answer: success(NoDatas),
});

/** Floor and carbon sites: a logged-in user changes their password. */
export const toolsUpdatePassword = defineCall({
  name: 'updatePassword',
  method: 'PUT',
  path: '/api/user/password/update/',
  auth: 'user',
  body: object({ currentPassword: Required, plainPassword: PasswordPair }),
  answer: success(NoDatas),
});

export const PasswordCriterion = type({ regex: string(), message: string() });
export type PasswordCriterion = Infer<typeof PasswordCriterion>;
/** The criteria map, keyed by criterion; `regex` is a JavaScript pattern source without flags. */
export const PasswordCriteria = record(string(), PasswordCriterion);
export type PasswordCriteria = Infer<typeof PasswordCriteria>;

/** Floor and carbon sites: the criteria a new password must meet. */
export const getPasswordCriteria = defineCall({
  name: 'getPasswordCriteria',
  method: 'GET',
  path: '/api/password/criteria/',
  auth: 'public',
  answer: success(type({ criteria: PasswordCriteria })),
});
