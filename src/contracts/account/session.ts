import { boolean, object, optional, string, type } from 'superstruct';
import { defineCall } from '../call';
import { NoDatas, success } from '../envelope';
import { Email, Required } from '../fields';
import { MainUser, ToolsUser } from './user';

/**
 * Opening, checking and ending a session (account-layer §7). The main site's calls are POST with
 * a device or user bearer; the floor and carbon sites' answer a token pair. The device and the
 * token refresh live in their own modules (`device.ts`, `token-refresh.ts`), which the runtime
 * imports on every page.
 */

/** Main site: a wrong password or an unknown account is a failure reply, never a logout. */
export const mainLoginCheck = defineCall({
  name: 'loginCheck',
  method: 'POST',
  path: '/api/login-check',
  auth: 'device',
  checksCredentials: true,
  body: object({ username: Email, password: Required }),
  answer: success(type({ user: MainUser })),
});

/** Floor and carbon sites. */
export const toolsLoginCheck = defineCall({
  name: 'loginCheck',
  method: 'POST',
  path: '/api/login-check',
  auth: 'public',
  body: object({ username: Email, password: Required, rememberMe: optional(boolean()) }),
  answer: success(type({ user: ToolsUser, token: string(), refreshToken: string() })),
});

/** Main site, not shown: checks the user bearer and answers the current user (with the same token). */
export const verifyUser = defineCall({
  name: 'verifyUser',
  method: 'POST',
  path: '/api/user/verify',
  auth: 'user',
  body: optional(object({})),
  answer: success(type({ user: MainUser })),
});

/** Main site, not shown: revokes the user's token server-side. */
export const mainLogout = defineCall({
  name: 'logout',
  method: 'POST',
  path: '/api/logout',
  auth: 'user',
  body: optional(object({})),
  answer: success(NoDatas),
});

/** Floor and carbon sites, not shown: ends the session (its token and refresh token stop working). */
export const toolsLogout = defineCall({
  name: 'logout',
  method: 'POST',
  path: '/api/logout/',
  auth: 'user',
  body: optional(object({})),
  answer: success(NoDatas),
});
