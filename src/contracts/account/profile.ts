import { number, object, optional, string, type, type Infer } from 'superstruct';
import { defineCall } from '../call';
import { success } from '../envelope';
import { Activity, Civility, Line, Name, PostalCode, Required, Text } from '../fields';

/**
 * The user's profile, read and changed (account-layer §7): the main site's 'Données
 * personnelles' and the floor and carbon sites' full profile. Each name says its site.
 */

/** Main site. `email` is the login identifier, read-only. */
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

export const mainGetProfile = defineCall({
  name: 'getProfile',
  method: 'POST',
  path: '/api/user/get-profile',
  auth: 'user',
  body: optional(object({})),
  answer: success(type({ profile: MainProfile })),
});

/**
 * Main site: profile fields, all sent (the popup replaces empty ones by the current value).
 * `email` is accepted but ignored: it is the login identifier. `password`/`passwordConfirmation`
 * are optional; when given, at least 6 characters and identical.
 */
export const MainSetProfileBody = object({
  lastname: Name,
  firstname: Name,
  email: optional(Text),
  phone: optional(Text),
  company: Name,
  siret: Required,
  fonction: optional(Text),
  password: optional(Text),
  passwordConfirmation: optional(Text),
});
export type MainSetProfileBody = Infer<typeof MainSetProfileBody>;

export const mainSetProfile = defineCall({
  name: 'setProfile',
  method: 'POST',
  path: '/api/user/set-profile',
  auth: 'user',
  body: MainSetProfileBody,
  answer: success(type({ profile: MainProfile })),
});

/** Floor and carbon sites: the full profile (GET/PUT /api/user/…). */
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

export const toolsGetUser = defineCall({
  name: 'getUser',
  method: 'GET',
  path: '/api/user/',
  auth: 'user',
  answer: success(type({ user: ToolsProfile })),
});

/** Floor and carbon sites: every field optional (the floor form sends lastname, firstname, company only); none blank. */
export const ToolsUpdateUserBody = object({
  civility: optional(Civility),
  firstname: optional(Name),
  lastname: optional(Name),
  company: optional(Line),
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
export type ToolsUpdateUserBody = Infer<typeof ToolsUpdateUserBody>;

export const toolsUpdateUser = defineCall({
  name: 'updateUser',
  method: 'PUT',
  path: '/api/user/data/',
  auth: 'user',
  body: ToolsUpdateUserBody,
  answer: success(type({ user: ToolsProfile })),
});
