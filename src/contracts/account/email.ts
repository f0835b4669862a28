import { boolean, object, string, type } from 'superstruct';
import { defineCall } from '../call';
import { success } from '../envelope';
import { Email } from '../fields';
import { LinkParams } from './register';
import { ToolsUser } from './user';

/**
 * The account's e-mail address, floor and carbon sites only (account-layer §7): is an address
 * free, change it, confirm the change through the mailed link.
 */

export const emailAvailable = defineCall({
  name: 'emailAvailable',
  method: 'GET',
  path: '/api/email/available/:email/',
  auth: 'public',
  answer: success(type({ available: boolean() })),
});

export const updateEmail = defineCall({
  name: 'updateEmail',
  method: 'PUT',
  path: '/api/user/email/update/',
  auth: 'user',
  sendsMail: true,
  body: object({ currentEmail: Email, newEmail: Email }),
  answer: success(type({ message: string() })),
});

/** Public: the link may be opened in another browser; it logs the user in there. */
export const confirmEmail = defineCall({
  name: 'confirmEmail',
  method: 'POST',
  path: '/api/user/email/confirm/',
  auth: 'public',
  body: LinkParams,
  answer: success(type({ user: ToolsUser, token: string(), refreshToken: string(), message: string() })),
});
