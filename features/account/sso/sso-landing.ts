import { done, guardApi, refused, type Outcome } from '@/src/api/outcome';
import type { Runtime } from '@/src/runtime/runtime';
import type { SsoTokens } from '@/src/runtime/sites/site-strategy';

export const SSO_MESSAGES = {
  working: 'Connexion avec votre compte partenaire en cours…',
  missingToken: "La connexion unique n'a pas abouti : aucun jeton de connexion n'a été transmis à cette page.",
  missingRefreshToken:
    "La connexion unique n'a pas abouti : le jeton de renouvellement de la session n'a pas été transmis à cette page.",
  badJson:
    "La connexion unique n'a pas abouti : les informations de connexion transmises à cette page sont illisibles.",
  refused: "La connexion unique n'a pas abouti : votre session partenaire n'est plus valide.",
  unsealed: "La connexion unique n'a pas abouti : les jetons de cette page n'ont pas été écrits par le site.",
  retry: 'Réessayer la connexion unique',
  home: "Revenir à l'accueil",
} as const;

/**
 * Completes a single sign-on landing (account-layer §2, §4): the tokens the CMS rendered are
 * checked by fetching the user with them, and only then is the visitor logged in — a bad token
 * leaves no half-logged-in session behind. The caller then goes to '/'.
 */
export function completeSsoLanding(rt: Runtime, tokens: SsoTokens): Promise<Outcome> {
  return guardApi<Outcome>(async () => {
    // A site whose sessions live on their refresh token (floor, carbon) needs one: without it
    // the login would end within the hour with no way to renew it, so it is refused before any call.
    if (rt.site.refresh && !tokens.refreshToken) return refused(SSO_MESSAGES.missingRefreshToken);
    const user = await (await rt.site.account()).ssoUser(rt, tokens);
    if (!user) return refused(SSO_MESSAGES.refused);
    await rt.session.ready;
    rt.session.login(user, false);
    // The landing goes to '/' next: the login must be in storage first.
    await rt.session.persisted();
    return done();
  });
}
