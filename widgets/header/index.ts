import { enums, object, optional } from 'superstruct';
import { defineIsland } from '@/src/loader/island';
import { Header } from './header';
import { HEADER_CSS } from './header.css';

/**
 * `<div data-widget="header"></div>`, optionally `data-layout="menu"`: the account entry of
 * every site (login and registration, or the greeting and the personal space).
 */
export default defineIsland({
  kind: 'header',
  title: 'En-tête du compte',
  sites: ['main', 'plancher', 'carbone'],
  summary:
    "L'entrée du compte : « Me connecter » et « M'inscrire », ou, une fois connecté, « Bienvenue {prénom} ! » et le lien vers l'espace personnel.",
  attributes: object({ layout: optional(enums(['buttons', 'menu'])) }),
  attributeLabels: { layout: 'Disposition' },
  attributeDocs: {
    layout:
      '`buttons` (par défaut) : les deux boutons, puis le message de bienvenue ; `menu` : le message de bienvenue ouvre un panneau (nom, e-mail, « Voir mon espace personnel », « Me déconnecter »).',
  },
  pages: ['/'],
  // Logged in on a phone, 'Bienvenue {prénom} !' and the personal space's link take two lines;
  // the menu layout's greeting one.
  reserve: {
    first: { phone: 44 },
    loggedIn: { phone: 76, desktop: 44 },
    loggedInAttributes: { 'data-layout="menu"': { phone: 44 } },
  },
  component: Header,
  css: HEADER_CSS,
});
