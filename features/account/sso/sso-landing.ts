import { done, guardApi, refused, type Outcome } from '../../../src/api/outcome';
import { toolsGetUser } from '../../../src/contracts/account/profile';
import { verifyUser } from '../../../src/contracts/account/session';
import type { Runtime } from '../../../src/runtime/runtime';
import type { SessionUser } from '../../../src/session/session-user';

export const SSO_MESSAGES = {
  working: 'Connexion avec votre compte partenaire en cours…',
  missingToken: "La connexion unique n'a pas abouti : aucun jeton de connexion n'a été transmis à cette page.",
  missingRefreshToken: "La connexion unique n'a pas abouti : le jeton de renouvellement de la session n'a pas été transmis à cette page.",
  badJson: "La connexion unique n'a pas abouti : les informations de connexion transmises à cette page sont illisibles.",
  refused: "La connexion unique n'a pas abouti : votre session partenaire n'est plus valide.",
  retry: 'Réessayer la connexion unique',
  home: "Revenir à l'accueil",
} as const;

export interface SsoTokens { token: string; refreshToken: string | null }

/**
 * Completes a single sign-on landing (account-layer §2, §4): the tokens the CMS rendered are
 * checked by fetching the profile with them, and only then is the visitor logged in — a bad
 * token leaves no half-logged-in session behind. The caller then goes to '/'.
 */
export function completeSsoLanding(rt: Runtime, { token, refreshToken }: SsoTokens): Promise<Outcome> {
  return guardApi<Outcome>(async () => {
    // The floor and carbon sessions live on their refresh token: without it the login would end
    // within the hour with no way to renew it, so it is refused before any call.
    if (rt.config.site !== 'main' && !refreshToken) return refused(SSO_MESSAGES.missingRefreshToken);
    let user: SessionUser;
    if (rt.config.site === 'main') {
      const reply = await rt.api.call(verifyUser, { body: {}, bearer: token });
      if (!reply.ok) return refused(SSO_MESSAGES.refused);
      const u = reply.datas.user;
      user = {
        id: u.id, email: u.email, firstname: u.firstname, lastname: u.lastname, company: u.company,
        token, refreshToken: null, updatedPassword: u.updated_password,
      };
    } else {
      const reply = await rt.api.call(toolsGetUser, { bearer: token });
      if (!reply.ok) return refused(SSO_MESSAGES.refused);
      const u = reply.datas.user;
      user = {
        id: u.id, email: u.email, firstname: u.firstname, lastname: u.lastname, company: u.company,
        token, refreshToken, updatedPassword: true,
      };
    }
    await rt.session.ready;
    rt.session.login(user, false);
    // The landing goes to '/' next: the login must be in storage first.
    await rt.session.persisted();
    return done();
  });
}
