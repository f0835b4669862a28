// Single sign-on landing pages. The CMS renders them after the partner's SSO domain has sent the
// user back: the server redeems the one-time code and hands us the tokens to write into attributes.
import { group, notice, p, placeholder } from './blocks';
import type { ThemedPage } from './site';
import type { PageContext } from './types';

const NO_SSO = 'Aucune connexion unique en cours.';

/**
 * Without a landing the placeholder is still rendered, bare, so the island's own handling of
 * missing attributes is visible on the page.
 */
function missingNotice(ctx: PageContext): string {
  return ctx.sso ? '' : notice(ctx.ssoError ?? NO_SSO, ctx.ssoError ? 'error' : 'warning');
}

function intro(siteName: string): string {
  return p(
    `Vous vous êtes identifié avec le compte de votre organisation partenaire. Nous ouvrons votre session sur ${siteName}, puis vous serez redirigé vers la page d'accueil.`,
  );
}

const outro = p(
  "Si rien ne se passe après quelques secondes, revenez à la page d'accueil et utilisez le bouton « Me connecter ».",
);

/** Token and refresh token in two attributes; the refresh token is left out when the SSO gave none. */
export function ssoLandingPage(siteName: string): ThemedPage {
  return {
    path: '/connexion-sso/',
    title: 'Connexion unique',
    body: (ctx) => {
      const attrs = ctx.sso ? { token: ctx.sso.token, 'refresh-token': ctx.sso.refreshToken } : {};
      return `${missingNotice(ctx)}${intro(siteName)}${group(placeholder('sso-landing', attrs), 'panel')}${outro}`;
    },
  };
}

/** The JSON form of the landing: a token set and the user object, as the partner's plugin writes them. */
export function ssoLandingJsonPage(siteName: string): ThemedPage {
  return {
    path: '/connexion-sso-json/',
    title: 'Connexion unique (JSON)',
    body: (ctx) => {
      const attrs = ctx.sso
        ? {
            tokens: JSON.stringify({ token: ctx.sso.token, refreshToken: ctx.sso.refreshToken }),
            user: JSON.stringify(ctx.sso.user),
          }
        : {};
      return `${missingNotice(ctx)}${intro(siteName)}${group(placeholder('sso-landing-json', attrs), 'panel')}${outro}`;
    },
  };
}
