import { object } from 'superstruct';
import { defineIsland } from '@/src/loader/island';
import { AccountSpace } from './account-space';
import { ACCOUNT_SPACE_CSS } from './account-space.css';

/**
 * `<div data-widget="account-space"></div>` on '/espace-personnel/' of the floor and carbon
 * sites: dashboard ('#/'), personal data ('#/modification') and history ('#/historique').
 */
export default defineIsland({
  kind: 'account-space',
  title: 'Espace personnel et compte',
  sites: ['plancher', 'carbone'],
  summary:
    "L'espace personnel : tableau de bord (`#/`), données personnelles (`#/modification`) et historique (`#/historique`) avec filtres, suppression, reprise et, pour une simulation de plancher ou un projet carbone, « Renommer » et « Dupliquer et modifier » (un projet carbone est copié avec ses simulations, et ses résultats s'ouvrent).",
  attributes: object({}),
  attributeLabels: {},
  attributeDocs: {},
  pages: ['/espace-personnel/'],
  // Empty for a visitor: only the login hint's rule keeps a height.
  reserve: { loggedIn: { phone: 491, desktop: 259 } },
  component: AccountSpace,
  css: ACCOUNT_SPACE_CSS,
});
