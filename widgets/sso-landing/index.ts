import { object, optional, string } from 'superstruct';
import { defineIsland } from '../../src/loader/island';
import { SsoLanding } from './sso-landing';

/**
 * `<div data-widget="sso-landing" data-token="…" data-refresh-token="…">`: the page the partner
 * single sign-on lands on, rendered by the CMS with the tokens (no refresh token on the main
 * site). The tokens are removed from the DOM once read. A missing token is shown as an error
 * on the page (the visitor needs a way out), not just refused by the loader.
 */
export default defineIsland({
  kind: 'sso-landing',
  attributes: object({ token: optional(string()), refreshToken: optional(string()) }),
  component: SsoLanding,
  secretAttributes: ['token', 'refreshToken'],
});
