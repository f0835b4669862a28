import { validate } from 'superstruct';
import { SsoAnswer, SsoSession } from '@/src/contracts/account/sso';
import { Failure } from '@/src/contracts';
import { mainGetProfile, toolsGetUser } from '@/src/contracts/account/profile';
import { verifyUser } from '@/src/contracts/account/session';
import { refreshToken } from '@/src/contracts/account/token-refresh';
import { redeemSsoCode } from '@/demo-pages/reference-api/sso/codes';
import { findUserByEmail } from '@/demo-pages/reference-api/users/users';
import { callApp, expectOk, SEED_ACCOUNTS } from '@/test/support/reference-api';
import { MAX_BODY_BYTES } from '@/demo-pages/reference-api/http/read-body';
import { read, STACK_LINE } from '@/test/support/http';
import { cookieOf, HTML, JSON_ACCEPT, SSO_ORIGIN, startSso } from '@/test/support/sso';

type Sso = Awaited<ReturnType<typeof startSso>>;
const { partner } = SEED_ACCOUNTS;

let s: Sso;
beforeEach(async () => {
  s = await startSso();
});

async function redeem(location: URL) {
  const redeemed = await redeemSsoCode(s.ctx, location.searchParams.get('code') ?? '');
  if (!('session' in redeemed)) throw new Error(redeemed.error);
  const [error] = validate(redeemed.session, SsoSession);
  if (error) throw new Error(`session breaks SsoSession at ${error.path.join('.')}`);
  return redeemed.session;
}

describe('a partner user without a partner session', () => {
  it("sees the partner's French sign-in form, carrying the site along", async () => {
    const response = await s.get('site=plancher&landing=json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Connexion unique');
    expect(html).toMatch(/<form method="post" action="\/api\/saml-login">/);
    expect(html).toContain('<input type="hidden" name="site" value="plancher">');
    expect(html).toContain('<input type="hidden" name="landing" value="json">');
    expect(html).toMatch(/name="email"[^>]*type="email"/);
    expect(html).toMatch(/name="password"[^>]*type="password"/);
  });

  it('gets the form again with an error after a wrong password (401), the address kept', async () => {
    const response = await s.signIn({ email: partner.email, password: 'pas-le-bon', site: 'plancher' });
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
    const html = await response.text();
    expect(html).toContain('Adresse e-mail ou mot de passe incorrect.');
    expect(html).toContain(`value="${partner.email}"`);
  });

  it('cannot sign in with an account of the sites that is not in the partner directory', async () => {
    const response = await s.signIn({
      email: SEED_ACCOUNTS.tools.email,
      password: SEED_ACCOUNTS.tools.password,
      site: 'plancher',
    });
    expect(response.status).toBe(401);
  });

  it('signs in: partner cookie, then 302 to the landing page of the site with a one-time code', async () => {
    const { response, location } = await s.signInPartner();
    expect(response.headers.get('set-cookie')).toMatch(/^partner_sso=[^;]+;.*HttpOnly/i);
    expect(response.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
    expect(`${location.origin}${location.pathname}`).toBe('http://plancher.localhost:8080/connexion-sso/');
    expect(location.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
    expect(location.search).not.toMatch(/token/i);
  });

  it.each([
    [{ landing: 'json' }, 'http://plancher.localhost:8080/connexion-sso-json/'],
    [
      { site: 'carbone', return: 'http://neo.carbone.localhost:8080' },
      'http://neo.carbone.localhost:8080/connexion-sso/',
    ],
    [{ site: 'carbone', return: 'http://evil.localhost:8080' }, 'http://carbone.localhost:8080/connexion-sso/'],
    [
      { site: 'plancher', return: 'http://neo.carbone.localhost:8080' },
      'http://plancher.localhost:8080/connexion-sso/',
    ],
    [{ site: 'main' }, 'http://site.localhost:8080/connexion-sso/'],
  ])('with %j lands on %s', async (fields, landing) => {
    const { location } = await s.signInPartner(fields);
    expect(`${location.origin}${location.pathname}`).toBe(landing);
  });

  it('answers a JSON request with a 401 envelope', async () => {
    const response = await s.get('site=plancher', JSON_ACCEPT);
    expect(response.status).toBe(401);
    const [error] = validate(await response.json(), Failure);
    expect(error).toBeUndefined();
  });
});

describe('the one-time code', () => {
  it('redeems once into a token set and the user', async () => {
    const { location } = await s.signInPartner();
    const session = await redeem(location);
    expect(session.user).toEqual({
      id: expect.any(Number),
      email: partner.email,
      firstname: 'Claire',
      lastname: 'Moreau',
      company: 'Groupe Partenaire',
    });
    expect(session.refreshToken).toEqual(expect.any(String));
    expect(await redeemSsoCode(s.ctx, location.searchParams.get('code')!)).toEqual({
      error: 'Ce code de connexion unique a déjà été utilisé. Reconnectez-vous.',
    });
  });

  it('expires after a minute', async () => {
    const { location } = await s.signInPartner();
    s.ctx.advance(61_000);
    expect(await redeemSsoCode(s.ctx, location.searchParams.get('code')!)).toEqual({
      error: 'Ce code de connexion unique a expiré. Reconnectez-vous.',
    });
  });

  it('is refused when made up', async () => {
    expect(await redeemSsoCode(s.ctx, 'invente')).toEqual({ error: 'Ce code de connexion unique est invalide.' });
  });

  it("gives a token that opens the floor site's API, and a refresh token that rotates", async () => {
    const session = await redeem((await s.signInPartner()).location);
    const { datas } = expectOk(await callApp(s.apis.plancher, 'plancher', toolsGetUser, { token: session.token }));
    expect(datas.user).toMatchObject({ id: session.user.id, email: partner.email, firstname: 'Claire' });
    expectOk(
      await callApp(s.apis.plancher, 'plancher', refreshToken, { body: { refreshToken: session.refreshToken } }),
    );
  });

  it("gives a main-site token (no refresh token) that opens the main site's API", async () => {
    const session = await redeem((await s.signInPartner({ site: 'main' })).location);
    expect(session.refreshToken).toBeNull();
    const { datas } = expectOk(await callApp(s.apis.main, 'main', mainGetProfile, { token: session.token }));
    expect(datas.profile).toMatchObject({ email: partner.email, lastname: 'Moreau', company: 'Groupe Partenaire' });
    const user = expectOk(await callApp(s.apis.main, 'main', verifyUser, { token: session.token })).datas.user;
    expect(user).toMatchObject({ id: session.user.id, updated_password: true });
  });

  it('creates the account on the first sign-in only, one per realm', async () => {
    expect(await findUserByEmail(s.ctx, 'tools', partner.email)).toBeUndefined();
    const first = await redeem((await s.signInPartner()).location);
    const second = await redeem((await s.signInPartner({ site: 'carbone' })).location);
    expect(second.user.id).toBe(first.user.id);
    expect((await findUserByEmail(s.ctx, 'tools', partner.email))?.password_hash).toBeNull();
    const onMain = await redeem((await s.signInPartner({ site: 'main' })).location);
    expect(onMain.user.id).not.toBe(first.user.id);
  });
});

describe('a partner user with a partner session', () => {
  it('goes straight to the landing page (browser navigation)', async () => {
    const { cookie } = await s.signInPartner();
    const response = await s.get('site=carbone&return=http%3A%2F%2Fneo.carbone.localhost%3A8080', { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^http:\/\/neo\.carbone\.localhost:8080\/connexion-sso\/\?code=/);
  });

  it('gets the SsoAnswer envelope when asking for JSON', async () => {
    const { cookie } = await s.signInPartner();
    for (const [query, headers] of [
      ['site=plancher', { ...JSON_ACCEPT, cookie }],
      ['site=plancher&format=json', { cookie }],
    ] as const) {
      const response = await s.get(query, headers);
      expect(response.status).toBe(200);
      const json = await response.json();
      const [error] = validate(json, SsoAnswer);
      expect(error).toBeUndefined();
      expectOk(
        await callApp(s.apis.plancher, 'plancher', toolsGetUser, {
          token: (json as { datas: { token: string } }).datas.token,
        }),
      );
    }
  });

  it.each([
    ['a forged signature', (c: string) => `${c.slice(0, -4)}AAAA`],
    [
      'another e-mail under the same signature',
      (c: string) => c.replace(/=([^.]+)/, `=${Buffer.from('x@groupe-partenaire.fr').toString('base64url')}`),
    ],
    ['garbage', () => 'partner_sso=abc'],
  ])('is refused with %s', async (_, forge) => {
    const { cookie } = await s.signInPartner();
    expect((await s.get('site=plancher', { ...JSON_ACCEPT, cookie: forge(cookie) })).status).toBe(401);
    const page = await s.get('site=plancher', { cookie: forge(cookie) });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="password"');
  });

  it('is refused once the partner session is over (8 hours)', async () => {
    const { cookie } = await s.signInPartner();
    s.ctx.advance(8 * 3600_000 + 1000);
    expect((await s.get('site=plancher', { ...JSON_ACCEPT, cookie })).status).toBe(401);
  });

  it('is signed out by the partner logout page', async () => {
    const response = await s.sso.fetch(new Request('http://sso.localhost:8080/logout'));
    expect(cookieOf(response)).toBe('partner_sso=');
  });
});

describe('an unknown path', () => {
  const at = (path: string, headers: Record<string, string>) =>
    s.sso.fetch(new Request(SSO_ORIGIN + path, { headers }));

  it('is a French page for a browser, the 404 envelope for a JSON request', async () => {
    const page = await at('/api/nowhere', HTML);
    expect({ status: page.status, type: page.headers.get('content-type') }).toEqual({
      status: 404,
      type: expect.stringMatching(/text\/html/),
    });
    expect(await page.text()).toContain('Cette adresse n&#39;existe pas sur le domaine de connexion unique.');
    const json = await at('/api/nowhere', JSON_ACCEPT);
    expect(json.status).toBe(404);
    expect(await json.json()).toEqual({
      success: false,
      message: "Cette adresse n'existe pas sur le domaine de connexion unique.",
      error: null,
    });
  });
});

describe('an unknown site', () => {
  it('is a 400 in French, for a page, a JSON request and the form', async () => {
    const page = await s.get('site=inconnu');
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('Site inconnu : « inconnu ».');
    const json = await s.get('site=inconnu', JSON_ACCEPT);
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ success: false, message: 'Site inconnu : « inconnu ».', error: null });
    const form = await s.signIn({ email: partner.email, password: partner.password, site: 'inconnu' });
    expect(form.status).toBe(400);
    expect(form.headers.get('set-cookie')).toBeNull();
  });

  it('escapes what it echoes', async () => {
    const page = await s.get(`site=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(await page.text()).not.toContain('<script>alert(1)</script>');
  });
});

describe('the partner sign-in form refuses bad bodies in French, never with a 500', () => {
  const post = (body: string, headers: Record<string, string>) =>
    s.sso.fetch(
      new Request(`${SSO_ORIGIN}/api/saml-login`, { method: 'POST', headers: { ...HTML, ...headers }, body }),
    );

  /** A French error page with this status, without a stack trace. */
  async function expectErrorPage(response: Response, status: number, message: string) {
    const { text, headers } = await read(response);
    expect({ status: response.status, type: headers.get('content-type') }).toEqual({
      status,
      type: expect.stringMatching(/text\/html/),
    });
    expect(text).toContain('<html lang="fr">');
    expect(text).toContain(message);
    expect(text).not.toMatch(STACK_LINE);
    expect(headers.get('set-cookie')).toBeNull();
  }

  it('a malformed multipart form → 400 page', async () => {
    await expectErrorPage(
      await post('garbage', { 'content-type': 'multipart/form-data; boundary=xx' }),
      400,
      'Le formulaire envoyé est illisible',
    );
  });

  it('a well-formed multipart form is still read', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      email: partner.email,
      password: partner.password,
      site: 'plancher',
    })) {
      form.append(name, value);
    }
    const response = await s.sso.fetch(new Request(`${SSO_ORIGIN}/api/saml-login`, { method: 'POST', body: form }));
    expect(response.status).toBe(302);
  });

  it('a form over 64 KB → 413 page, whether its size is declared or not, and no sign-in', async () => {
    const fields = { email: partner.email, password: partner.password, site: 'plancher' };
    const big = new URLSearchParams({ ...fields, padding: 'x'.repeat(5 * 1024 * 1024) }).toString();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    await expectErrorPage(await post(big, form), 413, 'La requête est trop volumineuse (64 Ko au maximum).');
    const declared = post(new URLSearchParams(fields).toString(), {
      ...form,
      'content-length': String(10 * MAX_BODY_BYTES),
    });
    await expectErrorPage(await declared, 413, 'La requête est trop volumineuse');
  });

  it('a body that is not a form → 415 page', async () => {
    await expectErrorPage(
      await post('{"email": "x"}', { 'content-type': 'application/json' }),
      415,
      'Le formulaire doit être envoyé en application/x-www-form-urlencoded ou multipart/form-data.',
    );
  });

  it('a JSON client gets the refusal as a Failure envelope', async () => {
    const response = await post('garbage', { ...JSON_ACCEPT, 'content-type': 'multipart/form-data; boundary=xx' });
    expect(response.status).toBe(400);
    const [error] = validate(await response.json(), Failure);
    expect(error).toBeUndefined();
  });

  it('an unexpected failure is a French 500 page (or envelope); the stack only goes to the log', async () => {
    const { cookie } = await s.signInPartner();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The database fails (an Error of the test's realm: better-sqlite3's own are foreign to Jest's vm).
    const failure = () => Promise.reject(new Error('SQLITE_IOERR: disk I/O error'));
    const calls = (['get', 'all', 'run', 'insert'] as const).map((method) =>
      jest.spyOn(s.ctx.db, method).mockImplementation(failure),
    );
    try {
      await expectErrorPage(await s.get('site=plancher', { ...HTML, cookie }), 500, 'Une erreur interne est survenue.');
      const json = await read(await s.get('site=plancher', { ...JSON_ACCEPT, cookie }));
      expect(json.status).toBe(500);
      expect(json.json).toEqual({
        success: false,
        message: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
        error: null,
      });
      expect(json.text).not.toMatch(STACK_LINE);
      expect(log).toHaveBeenCalled();
    } finally {
      for (const call of calls) call.mockRestore();
      log.mockRestore();
    }
  });
});

describe('the JSON answer is checked against SsoAnswer before it leaves', () => {
  it('a session that would break the contract is a 500 envelope, not a 200', async () => {
    const { cookie } = await s.signInPartner();
    // A stored value of the wrong type (a blob, or a null on PostgreSQL, whose typed column takes
    // no blob, where the contract says string) must not be sent.
    if (s.ctx.db.dialect === 'postgres') await s.ctx.db.exec(`ALTER TABLE users ALTER COLUMN company DROP NOT NULL`);
    const wrong = s.ctx.db.dialect === 'postgres' ? 'NULL' : `X'00'`;
    await s.ctx.db.run(`UPDATE users SET company = ${wrong} WHERE realm = 'tools' AND email = ?`, [partner.email]);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await read(await s.get('site=plancher', { ...JSON_ACCEPT, cookie }));
      expect(response.status).toBe(500);
      expect(response.json).toEqual({
        success: false,
        message: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
        error: null,
      });
      expect(String(log.mock.calls[0]?.[1])).toMatch(/broke the contract of the SSO answer at datas\.user\.company/);
    } finally {
      log.mockRestore();
    }
  });
});
