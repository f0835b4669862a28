import { object } from 'superstruct';
import { defineIsland } from '@/src/loader/island';
import { CarbonSimulator } from './carbon-simulator';
import { CARBON_SIMULATOR_CSS } from './carbon-simulator.css';

/**
 * `<div data-widget="carbon-simulator"></div>` on '/simuler-mon-empreinte-carbone/' of the carbon
 * site (and its neo and partner hosts): the three-step tunnel to a cluster of simulations.
 */
export default defineIsland({
  kind: 'carbon-simulator',
  title: 'Simulateur carbone',
  sites: ['carbone'],
  summary:
    "Le simulateur d'empreinte carbone : code postal et nom du projet, puis les hypothèses du plancher (champs fournis par le serveur, dans l'ordre des réponses), et les résultats du projet en kg CO2 eq/m² (modules A1 à C4, D et carbone biogénique à part), triés par empreinte croissante : une carte par simulation avec ses barres, le graphique comparatif, l'export PDF et CSV (par partie et par module), la sauvegarde et l'ajout d'une simulation.",
  attributes: object({}),
  attributeLabels: {},
  attributeDocs: {},
  reads:
    "la chaîne de requête : `?cluster=` ajoute une simulation à un projet existant (l'étape 1 est sautée), `?history=` ouvre les résultats enregistrés d'un projet avec le lien de retour vers l'historique.",
  pages: ['/simuler-mon-empreinte-carbone/'],
  example: '<div data-widget="carbon-simulator"></div>',
  reserve: { first: { phone: 521, desktop: 500 } },
  component: CarbonSimulator,
  css: CARBON_SIMULATOR_CSS,
});
