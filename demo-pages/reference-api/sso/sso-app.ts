import { Hono, type Context } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { SSO_SITES, type SsoSite } from '../../../src/contracts';
import { verifyPassword } from '../auth/passwords';
import type { ApiContext } from '../context';
import { createSsoCode } from './codes';
import { issueSsoSession, type PartnerPerson } from './issue';
import { PARTNER_COOKIE, partnerCookieValue, readPartnerCookie } from './partner-cookie';
import { errorPage, signInPage, ssoIndexPage } from './sign-in-page';

/** Landing pages of the sites: attributes (token, refresh token) or JSON (token set + user). */
const LANDING_PATH = { attributes: '/connexion-sso/', json: '/connexion-sso-json/' } as const;
type Landing = keyof typeof LANDING_PATH;

interface SsoRequest { site: SsoSite; landing: Landing; returnTo: string }

/**
 * The simulated partner single-sign-on domain. `GET /api/saml-login?site=plancher` reached by
 * browser navigation shows the partner's sign-in page, then redirects to the site's SSO landing
 * page with a one-time code that the CMS redeems. With `Accept: application/json` (or
 * `format=json`) it answers the token set and user object instead.
 */
export function createSsoApp(ctx: ApiContext): Hono {
  const app = new Hono();

  const parse = (values: Record<string, string | undefined>): SsoRequest | string => {
    const site = values.site ?? 'main';
    if (!(SSO_SITES as readonly string[]).includes(site)) return `Site inconnu : « ${site} ».`;
    const landing = values.landing === 'json' ? 'json' : 'attributes';
    const origins = ctx.sites[site as SsoSite];
    const returnTo = values.return && origins.includes(values.return) ? values.return : origins[0]!;
    return { site: site as SsoSite, landing, returnTo };
  };

  const findPartner = (email: string): (PartnerPerson & { password_hash: string }) | undefined =>
    ctx.db.prepare(`SELECT * FROM partner_directory WHERE email = ?`).get(email.trim()) as never;

  const wantsJson = (c: Context) => c.req.query('format') === 'json' || /application\/json/.test(c.req.header('accept') ?? '');

  const complete = async (c: Context, request: SsoRequest, person: PartnerPerson) => {
    const session = await issueSsoSession(ctx, request.site, person);
    if (wantsJson(c)) return c.json({ success: true, message: '', error: null, datas: session });
    const code = createSsoCode(ctx, session);
    return c.redirect(`${request.returnTo}${LANDING_PATH[request.landing]}?code=${encodeURIComponent(code)}`, 302);
  };

  app.get('/api/saml-login', async (c) => {
    const request = parse(c.req.query());
    if (typeof request === 'string') {
      return wantsJson(c) ? c.json({ success: false, message: request, error: null }, 400) : c.html(errorPage(request), 400);
    }
    const email = readPartnerCookie(ctx, getCookie(c, PARTNER_COOKIE));
    const person = email ? findPartner(email) : undefined;
    if (person) return complete(c, request, person);
    if (wantsJson(c)) {
      return c.json({ success: false, message: "Connectez-vous d'abord auprès de l'organisation partenaire.", error: null }, 401);
    }
    return c.html(signInPage({ ...request, landing: request.landing }));
  });

  app.post('/api/saml-login', async (c) => {
    const form = Object.fromEntries(Object.entries(await c.req.parseBody()).map(([k, v]) => [k, String(v)]));
    const request = parse(form);
    if (typeof request === 'string') return c.html(errorPage(request), 400);
    const person = findPartner(form.email ?? '');
    if (!person || !(await verifyPassword(form.password ?? '', person.password_hash))) {
      return c.html(signInPage({ ...request, email: form.email, error: 'Adresse e-mail ou mot de passe incorrect.' }), 401);
    }
    setCookie(c, PARTNER_COOKIE, partnerCookieValue(ctx, person.email), { httpOnly: true, sameSite: 'Lax', path: '/' });
    return complete(c, request, person);
  });

  app.get('/', (c) => c.html(ssoIndexPage(SSO_SITES)));

  app.get('/logout', (c) => {
    deleteCookie(c, PARTNER_COOKIE, { path: '/' });
    return c.html(errorPage('Vous êtes déconnecté de l’organisation partenaire.'));
  });

  app.notFound((c) => c.html(errorPage("Cette adresse n'existe pas sur le domaine de connexion unique."), 404));

  return app;
}
