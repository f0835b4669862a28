import { object } from 'superstruct';
import { defineIsland } from '../../src/loader/island';
import { Register } from './register';
import { REGISTER_CSS } from './register.css';

/**
 * `<div data-widget="register"></div>` on /inscription/ of the floor and carbon sites: the
 * two-step registration, then the confirmation. No attributes (an unknown one is reported).
 */
export default defineIsland({
  kind: 'register',
  attributes: object({}),
  component: Register,
  css: REGISTER_CSS,
});
