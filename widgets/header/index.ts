import { enums, object, optional } from 'superstruct';
import { defineIsland } from '../../src/loader/island';
import { Header } from './header';

/** `<div data-widget="header" data-layout="menu">`: the account entry of every site. */
export default defineIsland({
  kind: 'header',
  attributes: object({ layout: optional(enums(['buttons', 'menu'])) }),
  component: Header,
});
