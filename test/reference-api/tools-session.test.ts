import { toolsGetUser } from '@/src/contracts/account/profile';
import { enableAccount, register } from '@/src/contracts/account/register';
import { toolsLoginCheck, toolsLogout } from '@/src/contracts/account/session';
import { refreshToken as refreshCall } from '@/src/contracts/account/token-refresh';
import { openSession, REFRESH_GRACE_MS } from '@/demo-pages/reference-api/auth/tokens';
import { findUserByEmail } from '@/demo-pages/reference-api/users/users';
import { expectFailure, expectOk, SEED_ACCOUNTS, startApi } from '@/test/support/reference-api';
import {
  DAY,
  HOUR,
  linkBody,
  login,
  loginSeededUser,
  MINUTE,
  PAGE_ORIGIN,
  registerAndActivate,
  startToolSites,
  STRONG_PASSWORD,
  toolsRegistration,
  type Api,
} from '@/test/support/tools-flows';

const SESSION_EXPIRED = 'Votre session a expiré. Veuillez vous reconnecter.';
const { email: LUC, password: LUC_PASSWORD } = SEED_ACCOUNTS.tools;

const attempt = (api: Api, username: string, password: string) =>
  api.call(toolsLoginCheck, { body: { username, password } });

describe('logging in on the floor and carbon sites', () => {
  test('a new account cannot log in before its activation, and can right after', async () => {
    const api = await startApi('plancher');
    expectOk(await api.call(register, { body: toolsRegistration() }));

    const early = expectFailure(await attempt(api, 'alice.garnier@exemple.fr', STRONG_PASSWORD), 403);
    expect(early.message).toBe("Votre compte n'est pas encore activé. Ouvrez le lien reçu par e-mail pour l'activer.");
    // The hint is only given to someone who knows the password.
    expectFailure(await attempt(api, 'alice.garnier@exemple.fr', 'Mauvais-2026!'), 401);

    expectOk(await api.call(enableAccount, { body: await linkBody(api, 'alice.garnier@exemple.fr') }));
    const { datas, message } = expectOk(await attempt(api, 'alice.garnier@exemple.fr', STRONG_PASSWORD));
    expect(message).toBe('Vous êtes maintenant connecté');
    expect(datas.user).toMatchObject({ email: 'alice.garnier@exemple.fr', firstname: 'Alice', lastname: 'Garnier' });
    expect(datas.token).not.toBe('');
    expect(datas.refreshToken).not.toBe('');
    expect(expectOk(await api.call(toolsGetUser, { token: datas.token })).datas.user.email).toBe(
      'alice.garnier@exemple.fr',
    );
  });

  test('a session opened on plancher is valid on carbone (one account base)', async () => {
    const { plancher, carbone } = await startToolSites();
    const session = await loginSeededUser(plancher);
    expect(expectOk(await carbone.call(toolsGetUser, { token: session.token })).datas.user.email).toBe(LUC);
  });

  test('a wrong password and an unknown address get the same 401', async () => {
    const api = await startApi('carbone');
    const wrong = expectFailure(await attempt(api, LUC, 'Mauvais-2026!'), 401);
    const unknown = expectFailure(await attempt(api, 'personne@exemple.fr', LUC_PASSWORD), 401);
    expect(wrong.message).toBe('Identifiants invalides.');
    expect(unknown).toEqual(wrong);
  });

  test('main-site credentials do not open a floor/carbon session (separate account base)', async () => {
    const api = await startApi('carbone');
    const { email, password } = SEED_ACCOUNTS.mainUpdated;
    expect(expectFailure(await attempt(api, email, password), 401).message).toBe('Identifiants invalides.');
  });

  test('the address is matched whatever its case', async () => {
    const api = await startApi('plancher');
    expectOk(await attempt(api, `  ${LUC.toUpperCase()} `, LUC_PASSWORD));
  });

  test('a partner address is sent to single sign-on', async () => {
    const api = await startApi('plancher');
    const failure = expectFailure(await attempt(api, SEED_ACCOUNTS.partner.email, SEED_ACCOUNTS.partner.password), 403);
    expect(failure.message).toMatch(/connexion unique partenaire/);
  });
});

describe('five wrong passwords lock the address for fifteen minutes', () => {
  async function lockOut(api: Api) {
    for (let i = 0; i < 5; i++) expectFailure(await attempt(api, LUC, `Mauvais-${i}!`), 401);
  }

  test('the sixth attempt is refused with Retry-After even with the right password, then it unlocks', async () => {
    const api = await startApi('plancher');
    await lockOut(api);

    const answer = await api.raw('POST', '/api/login-check', {
      headers: { 'content-type': 'application/json', origin: PAGE_ORIGIN.plancher },
      body: JSON.stringify({ username: LUC, password: LUC_PASSWORD }),
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({
      success: false,
      message: 'Trop de tentatives de connexion. Réessayez dans 15 minutes.',
    });
    expect(answer.headers.get('retry-after')).toBe('900');
    expect(answer.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);

    api.ctx.advance(10 * MINUTE);
    expect(expectFailure(await attempt(api, LUC, LUC_PASSWORD), 403).message).toMatch(/Réessayez dans 5 minutes/);
    api.ctx.advance(5 * MINUTE);
    expectOk(await attempt(api, LUC, LUC_PASSWORD));
  });

  test('the lock is per address, in any case: other users still log in', async () => {
    const api = await startApi('plancher');
    const alice = await registerAndActivate(api);
    await lockOut(api);
    expect(expectFailure(await attempt(api, LUC.toUpperCase(), LUC_PASSWORD), 403).message).toMatch(
      /Trop de tentatives/,
    );
    expectOk(await attempt(api, alice.email, alice.password));
  });

  test.each(['plancher', 'carbone'] as const)(
    '%s: 40 wrong passwords at once get at most 5 × 401, the rest 403 with Retry-After',
    async (site) => {
      const api = await startApi(site);
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          api.raw('POST', '/api/login-check', {
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: LUC, password: `Mauvais-${i}!` }),
          }),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status !== 401).length).toBeGreaterThanOrEqual(35);
      for (const response of responses.filter((r) => r.status !== 401)) {
        expect(response.status).toBe(403);
        expect(response.headers.get('retry-after')).toBe('900');
        expect(await response.json()).toEqual({
          success: false,
          message: 'Trop de tentatives de connexion. Réessayez dans 15 minutes.',
          error: null,
        });
      }
      // Locked for everyone now, right password included.
      expect(expectFailure(await attempt(api, LUC, LUC_PASSWORD), 403).message).toMatch(/Trop de tentatives/);
    },
  );

  test('a right password in parallel with wrong ones still logs in; the lock counts only what came after', async () => {
    const api = await startApi('plancher');
    const wrong = Array.from({ length: 3 }, (_, i) => attempt(api, LUC, `Mauvais-${i}!`));
    const [right, ...wrongAnswers] = await Promise.all([attempt(api, LUC, LUC_PASSWORD), ...wrong]);
    expectOk(right!);
    for (const answer of wrongAnswers) expectFailure(answer, 401);
    // Requests sent at once reach the address's queue in no set order (on PostgreSQL each one
    // first waits for its own queries): the wrong passwords that took their turn after the right
    // one stay counted, the earlier ones are forgotten. So the lock falls exactly after the
    // failures still recorded plus the ones that complete five.
    const recorded = (
      (await api.ctx.db.get(`SELECT COUNT(*) AS n FROM login_failures WHERE email = ?`, [LUC])) as {
        n: number | string;
      }
    ).n;
    const stillCounted = Number(recorded);
    expect(stillCounted).toBeLessThanOrEqual(3);
    for (let i = stillCounted; i < 5; i++) expectFailure(await attempt(api, LUC, 'Mauvais-2026!'), 401);
    expectFailure(await attempt(api, LUC, 'Mauvais-2026!'), 403);
  });

  test.each(['plancher', 'carbone'] as const)(
    '%s: six logins at once with the right password all succeed (failures count, not attempts under way)',
    async (site) => {
      const api = await startApi(site);
      const answers = await Promise.all(Array.from({ length: 6 }, () => attempt(api, LUC, LUC_PASSWORD)));
      for (const answer of answers) expectOk(answer);
    },
  );

  test('a successful login clears the count of failures', async () => {
    const api = await startApi('plancher');
    for (let i = 0; i < 4; i++) expectFailure(await attempt(api, LUC, 'Mauvais-2026!'), 401);
    expectOk(await attempt(api, LUC, LUC_PASSWORD));
    for (let i = 0; i < 4; i++) expectFailure(await attempt(api, LUC, 'Mauvais-2026!'), 401);
    expectOk(await attempt(api, LUC, LUC_PASSWORD));
  });
});

describe('refresh tokens and session lifetime', () => {
  const refresh = (api: Api, refreshToken: string) => api.call(refreshCall, { body: { refreshToken } });

  test('the access token lives one hour; the refresh token then trades for a new pair', async () => {
    const api = await startApi('carbone');
    const session = await loginSeededUser(api);
    api.ctx.advance(HOUR - 1000);
    expectOk(await api.call(toolsGetUser, { token: session.token }));
    api.ctx.advance(1000);
    const expired = expectFailure(await api.call(toolsGetUser, { token: session.token }), 401);
    expect(expired.message).toBe(SESSION_EXPIRED);

    const next = expectOk(await refresh(api, session.refreshToken)).datas;
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect(expectOk(await api.call(toolsGetUser, { token: next.token })).datas.user.email).toBe(LUC);
  });

  test('a refresh token works once; replaying it after the grace period revokes the whole session', async () => {
    const api = await startApi('plancher');
    const session = await loginSeededUser(api);
    const next = expectOk(await refresh(api, session.refreshToken)).datas;
    api.ctx.advance(REFRESH_GRACE_MS + 1);

    expect(expectFailure(await refresh(api, session.refreshToken), 401).message).toBe(SESSION_EXPIRED);
    // Someone holds a copy: the rotated token and its access token die with the session.
    expectFailure(await refresh(api, next.refreshToken), 401);
    expectFailure(await api.call(toolsGetUser, { token: next.token }), 401);
    // Other sessions of the same user are not touched.
    const other = await loginSeededUser(api);
    expectOk(await refresh(api, other.refreshToken));
  });

  test.each(['one after the other', 'at the same moment'])(
    'two tabs refreshing with the same token %s both go on, holding the same new refresh token',
    async (when) => {
      const api = await startApi('plancher');
      const session = await loginSeededUser(api);
      let answers;
      if (when === 'at the same moment') {
        answers = await Promise.all([refresh(api, session.refreshToken), refresh(api, session.refreshToken)]);
      } else {
        const first = await refresh(api, session.refreshToken);
        api.ctx.advance(REFRESH_GRACE_MS);
        answers = [first, await refresh(api, session.refreshToken)];
      }
      const [a, b] = [expectOk(answers[0]!).datas, expectOk(answers[1]!).datas];
      expect(b.refreshToken).toBe(a.refreshToken);
      expectOk(await api.call(toolsGetUser, { token: a.token }));
      expectOk(await api.call(toolsGetUser, { token: b.token }));
      // The new token rotates as usual; the first one is now too old to come back.
      expectOk(await refresh(api, a.refreshToken));
      api.ctx.advance(REFRESH_GRACE_MS + 1);
      expectFailure(await refresh(api, session.refreshToken), 401);
    },
  );

  test('the grace is for the token just rotated out only: an older one is still taken for theft', async () => {
    const api = await startApi('plancher');
    const session = await loginSeededUser(api);
    const next = expectOk(await refresh(api, session.refreshToken)).datas;
    const third = expectOk(await refresh(api, next.refreshToken)).datas;
    expectFailure(await refresh(api, session.refreshToken), 401);
    expectFailure(await refresh(api, third.refreshToken), 401);
  });

  test('only the exact refresh token issued is accepted, not one with anything appended', async () => {
    const api = await startApi('plancher');
    const session = await loginSeededUser(api);
    for (const suffix of ['.x', '.', 'x', ' ', '%00']) {
      expect(expectFailure(await refresh(api, session.refreshToken + suffix), 401).message).toBe(SESSION_EXPIRED);
    }
    // A mangled copy is no proof of theft: the session and its exact token go on.
    expectOk(await refresh(api, session.refreshToken));
  });

  test('a garbage refresh token is refused', async () => {
    const api = await startApi('plancher');
    for (const token of ['nimportequoi', 'abc.def', '.']) expectFailure(await refresh(api, token), 401);
  });

  test('without "se souvenir de moi" the refresh token lasts a day; with it, longer', async () => {
    const api = await startApi('plancher');
    const brief = await login(api, LUC, LUC_PASSWORD);
    const remembered = await login(api, LUC, LUC_PASSWORD, true);
    const notRemembered = await login(api, LUC, LUC_PASSWORD, false);
    api.ctx.advance(2 * DAY);

    expectFailure(await refresh(api, brief.refreshToken), 401);
    expectFailure(await refresh(api, notRemembered.refreshToken), 401);
    const renewed = expectOk(await refresh(api, remembered.refreshToken)).datas;
    expectOk(await api.call(toolsGetUser, { token: renewed.token }));
  });

  test('a day-long refresh token still works just before the day is out', async () => {
    const api = await startApi('plancher');
    const session = await login(api, LUC, LUC_PASSWORD);
    api.ctx.advance(DAY - MINUTE);
    expectOk(await refresh(api, session.refreshToken));
  });

  test('logging out ends the token and the refresh token, not the other sessions', async () => {
    const api = await startApi('carbone');
    const session = await loginSeededUser(api);
    const elsewhere = await loginSeededUser(api);

    const out = expectOk(await api.call(toolsLogout, { token: session.token }));
    expect(out.message).toBe('Vous êtes maintenant déconnecté.');
    expectFailure(await api.call(toolsGetUser, { token: session.token }), 401);
    expectFailure(await refresh(api, session.refreshToken), 401);
    expectFailure(await api.call(toolsLogout, { token: session.token }), 401);
    expectOk(await api.call(toolsGetUser, { token: elsewhere.token }));
  });

  test('a main-site session is not a floor/carbon session', async () => {
    const api = await startApi('plancher');
    const main = (await findUserByEmail(api.ctx, 'main', SEED_ACCOUNTS.mainUpdated.email))!;
    const { token } = await openSession(api.ctx, main.id, 'main');
    expectFailure(await api.call(toolsGetUser, { token }), 401);
    expectFailure(await api.call(toolsLogout, { token }), 401);
  });
});
