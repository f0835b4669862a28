import { object } from 'superstruct';
import { defineIsland } from '../../src/loader/island';
import { PasswordReset } from './password-reset';

/**
 * `<div data-widget="password-reset"></div>` on /mot-de-passe-oublie/{token}: the
 * change-password popup of the floor and carbon sites. No attributes (an unknown one is reported).
 */
export default defineIsland({
  kind: 'password-reset',
  attributes: object({}),
  component: PasswordReset,
});
