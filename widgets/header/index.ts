import { enums, object, optional } from 'superstruct';
import { defineIsland } from '../../src/loader/island';
import { Header } from './header';
import { HEADER_CSS } from './header.css';

/**
 * `<div data-widget="header"></div>`, optionally `data-layout="menu"`: the account entry of
 * every site (login and registration, or the greeting and the personal space).
 */
export default defineIsland({
  kind: 'header',
  attributes: object({ layout: optional(enums(['buttons', 'menu'])) }),
  component: Header,
  css: HEADER_CSS,
});
