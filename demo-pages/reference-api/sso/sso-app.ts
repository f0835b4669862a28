import { Hono, type Context } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { SSO_SITES, SsoAnswer, type SsoSite } from '@/src/contracts/account/sso';
import type { Failure } from '@/src/contracts';
import { verifyPassword } from '../auth/passwords';
import type { ApiContext } from '../context';
import { ApiError } from '../http/api-error';
import { readFormBody } from '../http/read-body';
import { assertAnswer } from '../http/route';
import { createSsoCode } from './codes';
import { issueSsoSession, type PartnerPerson } from './issue';
import { PARTNER_COOKIE, partnerCookieValue, readPartnerCookie } from './partner-cookie';
import { errorPage, signInPage, ssoIndexPage } from './sign-in-page';

/** Landing pages of the sites: attributes (token, refresh token) or JSON (token set + user). */
const LANDING_PATH = { attributes: '/connexion-sso/', json: '/connexion-sso-json/' } as const;
type Landing = keyof typeof LANDING_PATH;

interface SsoRequest {
  site: SsoSite;
  landing: Landing;
  returnTo: string;
}

/**
 * The simulated partner single-sign-on domain. `GET /api/saml-login?site=plancher` reached by
 * browser navigation shows the partner's sign-in page, then redirects to the site's SSO landing
 * page with a one-time code that the CMS redeems. With `Accept: application/json` (or
 * `format=json`) it answers the token set and user object instead.
 */
export function createSsoApp(ctx: ApiContext): Hono {
  const app = new Hono();

  app.get('/api/saml-login', (c) => showSignIn(ctx, c));
  app.post('/api/saml-login', (c) => signIn(ctx, c));

  app.get('/', (c) => c.html(ssoIndexPage(SSO_SITES)));

  app.get('/logout', (c) => {
    deleteCookie(c, PARTNER_COOKIE, { path: '/' });
    return c.html(errorPage('Vous êtes déconnecté de l’organisation partenaire.'));
  });

  app.notFound((c) => refuse(c, 404, "Cette adresse n'existe pas sur le domaine de connexion unique."));
  // Every failure is a French page (or envelope), never a stack trace.
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return refuse(c, error.status, error.message);
    }
    console.error(`[reference-api sso] ${c.req.method} ${c.req.path}:`, error);
    return refuse(c, 500, 'Une erreur interne est survenue. Veuillez réessayer plus tard.');
  });

  return app;
}

/**
 * A browser already signed in with the partner (its cookie) goes on to the site; a JSON request
 * without it is refused; any other browser gets the partner's sign-in page.
 */
async function showSignIn(ctx: ApiContext, c: Context) {
  const request = parse(ctx, c.req.query());
  if (typeof request === 'string') return refuse(c, 400, request);
  const email = readPartnerCookie(ctx, getCookie(c, PARTNER_COOKIE));
  const person = email ? await findPartner(ctx, email) : undefined;
  if (person) return complete(ctx, c, request, person);
  if (wantsJson(c)) return refuse(c, 401, "Connectez-vous d'abord auprès de l'organisation partenaire.");
  return c.html(signInPage({ ...request, landing: request.landing }));
}

/** The sign-in page's form: a right password sets the partner's cookie and goes on to the site. */
async function signIn(ctx: ApiContext, c: Context) {
  // Size-limited and parsed with a French 400/413/415, as the API's JSON bodies are.
  const form = await readFormBody(c);
  const request = parse(ctx, form);
  if (typeof request === 'string') return c.html(errorPage(request), 400);
  const person = await findPartner(ctx, form.email ?? '');
  if (!person || !(await verifyPassword(form.password ?? '', person.password_hash))) {
    return c.html(
      signInPage({ ...request, email: form.email, error: 'Adresse e-mail ou mot de passe incorrect.' }),
      401,
    );
  }
  setCookie(c, PARTNER_COOKIE, partnerCookieValue(ctx, person.email), { httpOnly: true, sameSite: 'Lax', path: '/' });
  return complete(ctx, c, request, person);
}

function parse(ctx: ApiContext, values: Record<string, string | undefined>): SsoRequest | string {
  const site = values.site ?? 'main';
  if (!(SSO_SITES as readonly string[]).includes(site)) return `Site inconnu : « ${site} ».`;
  const landing = values.landing === 'json' ? 'json' : 'attributes';
  const origins = ctx.sites[site as SsoSite];
  const returnTo = values.return && origins.includes(values.return) ? values.return : origins[0]!;
  return { site: site as SsoSite, landing, returnTo };
}

async function findPartner(
  ctx: ApiContext,
  email: string,
): Promise<(PartnerPerson & { password_hash: string }) | undefined> {
  return (await ctx.db.get(`SELECT * FROM partner_directory WHERE email = ?`, [email.trim()])) as never;
}

function wantsJson(c: Context): boolean {
  return c.req.query('format') === 'json' || /application\/json/.test(c.req.header('accept') ?? '');
}

/** A refusal: the French error page for a browser, the failure envelope for a JSON request. */
function refuse(c: Context, status: ApiError['status'], message: string) {
  if (!wantsJson(c)) return c.html(errorPage(message), status);
  const body: Failure = { success: false, message, error: null };
  return c.json(body, status);
}

async function complete(ctx: ApiContext, c: Context, request: SsoRequest, person: PartnerPerson) {
  const session = await issueSsoSession(ctx, request.site, person);
  if (wantsJson(c)) {
    // Checked against the client's own contract before it leaves, as every other answer is.
    const answer = { success: true, message: '', error: null, datas: session };
    assertAnswer('the SSO answer', answer, SsoAnswer);
    return c.json(answer, 200);
  }
  const code = await createSsoCode(ctx, session);
  return c.redirect(`${request.returnTo}${LANDING_PATH[request.landing]}?code=${encodeURIComponent(code)}`, 302);
}
