import { object, optional, string } from 'superstruct';
import { defineIsland } from '@/src/loader/island';
import { SsoLanding } from './sso-landing';

/**
 * `<div data-widget="sso-landing" data-token="…" data-refresh-token="…">`: the page the partner
 * single sign-on lands on, rendered by the CMS with the tokens (no refresh token on the main
 * site). The tokens are removed from the DOM once read. A missing token is shown as an error
 * on the page (the visitor needs a way out), not just refused by the loader.
 */
export default defineIsland({
  kind: 'sso-landing',
  title: 'Arrivée de la connexion unique',
  sites: ['main', 'plancher', 'carbone'],
  summary:
    "La page d'arrivée de la connexion unique partenaire : vérifie les jetons auprès de l'API, connecte le visiteur et le ramène à l'accueil.",
  attributes: object({ token: optional(string()), refreshToken: optional(string()), secretsNonce: optional(string()) }),
  attributeLabels: { token: "Jeton d'accès", refreshToken: 'Jeton de rafraîchissement', secretsNonce: 'Scellement' },
  attributeDocs: {
    token: "le jeton d'accès écrit par le CMS ; retiré de la page une fois lu",
    refreshToken:
      'le jeton de rafraîchissement (sites plancher et carbone ; aucun sur le site principal) ; retiré une fois lu',
    secretsNonce:
      'le jeton de scellement que le serveur de la page écrit à côté des jetons, égal au `<meta name="ossature-secrets-nonce">` de l\'en-tête quand la page en a un (docs/embedding.md) ; retiré une fois lu',
  },
  pages: ['/connexion-sso/'],
  example: '<div data-widget="sso-landing" data-token="…" data-refresh-token="…"></div>',
  reserve: { first: { phone: 195, desktop: 82 } },
  component: SsoLanding,
  secretAttributes: ['token', 'refreshToken', 'secretsNonce'],
});
