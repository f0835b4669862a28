import { object, optional, string } from 'superstruct';
import { defineIsland } from '../../src/loader/island';
import { SsoLandingJson } from './sso-landing-json';

/**
 * `<div data-widget="sso-landing-json" data-tokens='{"token":…,"refreshToken":…}' data-user='{…}'>`:
 * the SSO landing that receives a token set and a user object as JSON. Both attributes are
 * removed from the DOM once read.
 */
export default defineIsland({
  kind: 'sso-landing-json',
  attributes: object({ tokens: optional(string()), user: optional(string()) }),
  component: SsoLandingJson,
  secretAttributes: ['tokens', 'user'],
});
