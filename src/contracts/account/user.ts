import { boolean, number, string, type, type Infer } from 'superstruct';

/**
 * The signed-in user as each site's login answers it (account-layer §3, §7). Both sites have
 * one, with different shapes, so each name says its site.
 */

/** Main site: the user as login-check returns it and as it is stored locally under 'user'. */
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

/** Floor and carbon sites: the user object returned at login and on e-mail confirmation. */
export const ToolsUser = type({
  email: string(),
  firstname: string(),
  lastname: string(),
  id: number(),
  company: string(),
});
export type ToolsUser = Infer<typeof ToolsUser>;
