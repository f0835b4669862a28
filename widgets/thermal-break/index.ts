import { enums, object, optional } from 'superstruct';
import { defineIsland } from '@/src/loader/island';
import { ThermalBreak } from './thermal-break';
import { THERMAL_BREAK_CSS } from './thermal-break.css';

/**
 * `<div data-widget="thermal-break" data-tool="thermal"></div>` on '/evaluer-le-psi-dun-rupteur/',
 * `data-tool="environmental"` on '/donnees-environnementales/': the questionnaire ('#/') and the
 * result ('#/{id}/{name}', `?history=1` from the history).
 */
export default defineIsland({
  kind: 'thermal-break',
  title: 'Questionnaires rupteur et environnement',
  sites: ['main'],
  summary:
    "Les questionnaires du site principal : trouver un rupteur et son psi, ou les données environnementales d'un système constructif ; puis le résultat (`#/{id}/{nom}`).",
  attributes: object({ tool: optional(enums(['thermal', 'environmental'])) }),
  attributeLabels: { tool: 'Questionnaire' },
  attributeDocs: {
    tool: '`thermal` (par défaut, si absent) : le questionnaire du rupteur et de ses valeurs psi ; `environmental` : « Quel est votre système constructif ? », puis les données environnementales (FDES).',
  },
  reads:
    "le fragment d'URL : `#/` le questionnaire, `#/etape/{n}` le questionnaire après n réponses, `#/{id}/{nom}` un résultat, `?history=1` ouvert depuis l'historique.",
  pages: ['/evaluer-le-psi-dun-rupteur/', '/donnees-environnementales/'],
  example: '<div data-widget="thermal-break" data-tool="thermal"></div>',
  // The thermal questionnaire's first question, its picture in it; the environmental one's is shorter.
  reserve: {
    first: { phone: 638, desktop: 457 },
    attributes: { 'data-tool="environmental"': { phone: 414, desktop: 244 } },
  },
  component: ThermalBreak,
  css: THERMAL_BREAK_CSS,
});
