import { object } from 'superstruct';
import { defineIsland } from '../../src/loader/island';
import { AccountSpace } from './account-space';
import { ACCOUNT_SPACE_CSS } from './account-space.css';

/**
 * `<div data-widget="account-space"></div>` on '/espace-personnel/' of the floor and carbon
 * sites: dashboard ('#/'), personal data ('#/modification') and history ('#/historique').
 */
export default defineIsland({
  kind: 'account-space',
  attributes: object({}),
  component: AccountSpace,
  css: ACCOUNT_SPACE_CSS,
});
