import { nullable, number, string, type, type Infer } from 'superstruct';
import { success } from '../envelope';

/**
 * Single sign-on (account-layer §2, §6, §7): the partner organisation's domain answers
 * GET {sso domain}/api/saml-login. Reached by browser navigation it lands on the site's SSO
 * landing page, which the CMS renders with the tokens in `data-*` attributes; asked for JSON it
 * answers this token set and user object.
 */
export const SsoUser = type({
  id: number(),
  email: string(),
  firstname: string(),
  lastname: string(),
  company: string(),
});
export type SsoUser = Infer<typeof SsoUser>;

export const SsoSession = type({
  token: string(),
  /** null on the main site, whose sessions have no refresh token */
  refreshToken: nullable(string()),
  user: SsoUser,
});
export type SsoSession = Infer<typeof SsoSession>;

export const SsoAnswer = success(SsoSession);

/** The sites a partner user can be signed into; `site` in the saml-login query. */
export const SSO_SITES = ['main', 'plancher', 'carbone'] as const;
export type SsoSite = (typeof SSO_SITES)[number];
