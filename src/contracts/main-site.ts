import { boolean, number, object, optional, string, type, type Infer } from 'superstruct';
import { defineCall } from './call';
import { NoDatas, success } from './envelope';
import { createDevice, verifyDevice } from './device';
import { Email, Required, Text } from './fields';

// The device calls have their own module (the runtime needs them on every main-site page, and
// whatever module the runtime imports lands whole in its chunk); they are re-exported here.
export { createDevice, Device, DeviceInfo, verifyDevice } from './device';

/**
 * The main advice site's account calls (account-layer §7, "Main site"): all POST, bearer by
 * device or user. Where the spec says "not shown" the choice is documented on the struct.
 */

/** The user as login-check returns it and as it is stored locally under 'user'. */
export const MainUser = type({
  token: string(),
  email: string(),
  firstname: string(),
  lastname: string(),
  company: string(),
  /** false until the user replaces the password the partner organisation sent them */
  updated_password: boolean(),
  id: number(),
});
export type MainUser = Infer<typeof MainUser>;

/** The main site's profile ('Données personnelles'). `email` is the login identifier, read-only. */
export const MainProfile = type({
  lastname: string(),
  firstname: string(),
  email: string(),
  phone: string(),
  company: string(),
  siret: string(),
  fonction: string(),
});
export type MainProfile = Infer<typeof MainProfile>;

const Empty = optional(object({}));

/**
 * Main-site accounts are created by the partner organisation; a reset request mails a new
 * temporary password and flags the account `updated_password: false`, so the next login forces
 * the new-password form (spec §4). Unknown address: 403 with the server message (spec §8).
 */
export const requestReset = defineCall({
  name: 'requestReset', method: 'POST', path: '/reset/request', auth: 'device', checksCredentials: true,
  body: object({ username: Email }),
  answer: success(NoDatas),
});

export const loginCheck = defineCall({
  name: 'loginCheck', method: 'POST', path: '/api/login-check', auth: 'device', checksCredentials: true,
  body: object({ username: Email, password: Required }),
  answer: success(type({ user: MainUser })),
});

export const getProfile = defineCall({
  name: 'getProfile', method: 'POST', path: '/api/user/get-profile', auth: 'user',
  body: Empty,
  answer: success(type({ profile: MainProfile })),
});

/**
 * Profile fields, all sent (the popup replaces empty ones by the current value). `email` is
 * accepted but ignored: it is the login identifier. `password`/`passwordConfirmation` are
 * optional; when given, at least 6 characters and identical.
 */
export const SetProfileBody = object({
  lastname: Required,
  firstname: Required,
  email: optional(Text),
  phone: optional(Text),
  company: Required,
  siret: Required,
  fonction: optional(Text),
  password: optional(Text),
  passwordConfirmation: optional(Text),
});
export type SetProfileBody = Infer<typeof SetProfileBody>;

export const setProfile = defineCall({
  name: 'setProfile', method: 'POST', path: '/api/user/set-profile', auth: 'user',
  body: SetProfileBody,
  answer: success(type({ profile: MainProfile })),
});

/** Not shown: the new-password form sends its two fields; the answer is the updated user. */
export const updatePassword = defineCall({
  name: 'updatePassword', method: 'POST', path: '/api/user/update-password', auth: 'user',
  body: object({ password: Required, passwordConfirmation: Required }),
  answer: success(type({ user: MainUser })),
});

/** Not shown: checks the user bearer and answers the current user (with the same token). */
export const verifyUser = defineCall({
  name: 'verifyUser', method: 'POST', path: '/api/user/verify', auth: 'user',
  body: Empty,
  answer: success(type({ user: MainUser })),
});

/** Not shown: revokes the user's token server-side. */
export const logout = defineCall({
  name: 'logout', method: 'POST', path: '/api/logout', auth: 'user',
  body: Empty,
  answer: success(NoDatas),
});

export const mainSiteCalls = {
  createDevice, verifyDevice, requestReset, loginCheck, getProfile, setProfile, updatePassword, verifyUser, logout,
};
