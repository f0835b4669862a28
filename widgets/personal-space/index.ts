import { object } from 'superstruct';
import { defineIsland } from '@/src/loader/island';
import { PersonalSpace } from './personal-space';
import { PERSONAL_SPACE_CSS } from './personal-space.css';

/**
 * `<div data-widget="personal-space"></div>` on the main site's '/espace-personnel/': the
 * dashboard ('#/') and the history tab ('#/historique'), for a verified login only.
 */
export default defineIsland({
  kind: 'personal-space',
  title: 'Espace personnel du site principal',
  sites: ['main'],
  summary:
    "L'espace personnel du site principal : tableau de bord (`#/`) et historique (`#/historique`), pour un visiteur connecté ; sinon retour à l'accueil.",
  attributes: object({}),
  attributeLabels: {},
  attributeDocs: {},
  pages: ['/espace-personnel/'],
  // Logged out, the visitor is sent to '/': the dashboard is the only state a page shows.
  reserve: { first: { phone: 341, desktop: 188 } },
  component: PersonalSpace,
  css: PERSONAL_SPACE_CSS,
});
