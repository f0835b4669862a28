import { object } from 'superstruct';
import { defineIsland } from '@/src/loader/island';
import { PasswordReset } from './password-reset';

/**
 * `<div data-widget="password-reset"></div>` on /mot-de-passe-oublie/{token}: the
 * change-password popup of the floor and carbon sites. No attributes (an unknown one is reported).
 */
export default defineIsland({
  kind: 'password-reset',
  title: 'Changement de mot de passe',
  sites: ['plancher', 'carbone'],
  summary:
    "La fenêtre de changement de mot de passe ouverte par le lien « mot de passe oublié », puis le retour à l'accueil.",
  attributes: object({}),
  attributeLabels: {},
  attributeDocs: {},
  reads: "le jeton qui suit `/mot-de-passe-oublie/` dans l'adresse",
  pages: ['/mot-de-passe-oublie/{token}'],
  component: PasswordReset,
});
