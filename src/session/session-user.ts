import { boolean, nullable, number, string, type, type Infer } from 'superstruct';

/**
 * The logged-in user as the session keeps it, the same on every site: the main site's user
 * (token, updated_password) and the floor/carbon one ({user}, token, refreshToken) normalised
 * into one shape so that islands never care which site they run on.
 */
export const SessionUser = type({
  id: number(),
  email: string(),
  firstname: string(),
  lastname: string(),
  company: string(),
  token: string(),
  /** floor and carbon sites only */
  refreshToken: nullable(string()),
  /** main site: false until the password sent by the partner organisation is replaced */
  updatedPassword: boolean(),
});
export type SessionUser = Infer<typeof SessionUser>;

export const StoredDevice = type({
  uuid: string(),
  browser: string(),
  browserVersion: string(),
  os: string(),
  token: string(),
});
export type StoredDevice = Infer<typeof StoredDevice>;
