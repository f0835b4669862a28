import { object } from 'superstruct';
import { defineIsland } from '@/src/loader/island';
import { PsiLibrary } from './psi-library';
import { PSI_LIBRARY_CSS } from './psi-library.css';

/**
 * `<div data-widget="psi-library"></div>` on '/bibliotheque/': the psi library ('#/' then
 * '#/results/{hash}', the hash holding the chosen values, so a filtered view is a link).
 */
export default defineIsland({
  kind: 'psi-library',
  title: 'Bibliothèque de PSI',
  sites: ['main'],
  summary:
    'La bibliothèque de PSI : toutes les valeurs psi du catalogue, filtrées par liaison, comparées, exportées en CSV ou en PDF ; la vue filtrée est un lien (`#/results/{hash}`).',
  attributes: object({}),
  attributeLabels: {},
  attributeDocs: {},
  reads:
    "le fragment d'URL : `#/` charge les filtres, `#/results/{hash}` les valeurs choisies (base64 du JSON) ; un fragment illisible ramène à `#/`.",
  pages: ['/bibliotheque/'],
  example: '<div data-widget="psi-library"></div>',
  // The start: the filter panel and 'Pour commencer veuillez sélectionner…'.
  reserve: { first: { phone: 201, desktop: 594 } },
  component: PsiLibrary,
  css: PSI_LIBRARY_CSS,
});
