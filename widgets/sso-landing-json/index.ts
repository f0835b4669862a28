import { object, optional, string } from 'superstruct';
import { defineIsland } from '@/src/loader/island';
import { SsoLandingJson } from './sso-landing-json';

/**
 * `<div data-widget="sso-landing-json" data-tokens='{"token":…,"refreshToken":…}' data-user='{…}'>`:
 * the SSO landing that receives a token set and a user object as JSON. Both attributes are
 * removed from the DOM once read.
 */
export default defineIsland({
  kind: 'sso-landing-json',
  title: 'Arrivée de la connexion unique (JSON)',
  sites: ['plancher', 'carbone'],
  summary:
    "La page d'arrivée de la connexion unique qui reçoit les jetons et l'utilisateur en JSON ; même parcours que sso-landing.",
  attributes: object({ tokens: optional(string()), user: optional(string()), secretsNonce: optional(string()) }),
  attributeLabels: { tokens: 'Jetons (JSON)', user: 'Utilisateur (JSON)', secretsNonce: 'Scellement' },
  attributeDocs: {
    tokens: 'les jetons en JSON, `{"token":…,"refreshToken":…}` ; retiré une fois lu',
    user: 'l\'utilisateur en JSON, `{"id":…,"email":…,"firstname":…,"lastname":…,"company":…}` ; retiré une fois lu',
    secretsNonce:
      'le jeton de scellement que le serveur de la page écrit à côté des jetons, égal au `<meta name="ossature-secrets-nonce">` de l\'en-tête quand la page en a un (docs/embedding.md) ; retiré une fois lu',
  },
  pages: ['/connexion-sso-json/'],
  example: `<div data-widget="sso-landing-json" data-tokens='{"token":"…","refreshToken":"…"}' data-user='{"id":…,"email":…,"firstname":…,"lastname":…,"company":…}'></div>`,
  reserve: { first: { phone: 195, desktop: 82 } },
  component: SsoLandingJson,
  secretAttributes: ['tokens', 'user', 'secretsNonce'],
});
