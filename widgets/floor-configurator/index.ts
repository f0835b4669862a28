import { object } from 'superstruct';
import { defineIsland } from '@/src/loader/island';
import { FloorConfigurator } from './floor-configurator';
import { FLOOR_CONFIGURATOR_CSS } from './floor-configurator.css';

/**
 * `<div data-widget="floor-configurator"></div>` on '/configurer-un-plancher/' of the floor site:
 * the two-step configurator, its results and each solution's detail.
 */
export default defineIsland({
  kind: 'floor-configurator',
  title: 'Configurateur de plancher',
  sites: ['plancher'],
  summary:
    "Le configurateur de plancher : code postal et nom, puis les caractéristiques du plancher (champs fournis par le serveur), les solutions recommandées triées par épaisseur, et la fiche de chaque solution avec ses documents, son impact carbone, l'envoi par e-mail et le contact du bureau d'étude ; « Pourquoi cette solution ? » donne les hypothèses de dimensionnement (combinaison ELU, portée / portée maximale, critère de flèche) et, hors catalogue, la limite atteinte (portée, charges ou Up) avec le contact du bureau d'étude.",
  attributes: object({}),
  attributeLabels: {},
  attributeDocs: {},
  reads:
    "la chaîne de requête : `?simulationId=` reprend une simulation enregistrée pour la modifier, `?duplicate=` en ouvre une copie à enregistrer comme nouvelle simulation (« Dupliquer et modifier » de l'historique), `?history=` ouvre ses résultats (le formulaire si ceux-ci ne se chargent pas), `?historySolution=` la fiche d'une solution.",
  pages: ['/configurer-un-plancher/'],
  example: '<div data-widget="floor-configurator"></div>',
  reserve: { first: { phone: 421, desktop: 375 } },
  component: FloorConfigurator,
  css: FLOOR_CONFIGURATOR_CSS,
});
