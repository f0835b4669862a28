import { object } from 'superstruct';
import { defineIsland } from '../../src/loader/island';
import { PersonalSpace } from './personal-space';
import { PERSONAL_SPACE_CSS } from './personal-space.css';

/**
 * `<div data-widget="personal-space"></div>` on the main site's '/espace-personnel/': the
 * dashboard ('#/') and the history tab ('#/historique'), for a verified login only.
 */
export default defineIsland({
  kind: 'personal-space',
  attributes: object({}),
  component: PersonalSpace,
  css: PERSONAL_SPACE_CSS,
});
