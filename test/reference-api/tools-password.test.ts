import { messages } from '@/src/contracts';
import {
  getPasswordCriteria,
  resetPassword,
  toolsRequestReset,
  toolsUpdatePassword,
} from '@/src/contracts/account/password';
import { toolsGetUser } from '@/src/contracts/account/profile';
import { toolsLoginCheck } from '@/src/contracts/account/session';
import { refreshToken } from '@/src/contracts/account/token-refresh';
import { expectFailure, expectOk, SEED_ACCOUNTS, startApi } from '@/test/support/reference-api';
import {
  HOUR,
  login,
  loginSeededUser,
  mailedUrl,
  MINUTE,
  PAGE_ORIGIN,
  startToolSites,
  storedUser,
  type Api,
} from '@/test/support/tools-flows';

const { email: LUC, password: LUC_PASSWORD } = SEED_ACCOUNTS.tools;
const NEW_PASSWORD = 'Nouveau-Plancher-2027';
const PASSWORD_CHANGED = 'Votre mot de passe a bien été modifié';
const RESET_REQUESTED =
  'Si un compte existe pour cette adresse, vous allez recevoir un e-mail avec un lien pour choisir un nouveau mot de passe.';
const pair = (password: string, passwordConfirmation = password) => ({ password, passwordConfirmation });

describe('changing the password from the personal space', () => {
  const update = (api: Api, token: string, currentPassword: string, plainPassword: ReturnType<typeof pair>) =>
    api.call(toolsUpdatePassword, { token, body: { currentPassword, plainPassword } });

  test('a wrong current password is refused on its field, and nothing changes', async () => {
    const api = await startApi('plancher');
    const { token } = await loginSeededUser(api);
    const failure = expectFailure(await update(api, token, 'Pas-le-bon-2026', pair(NEW_PASSWORD)), 400);
    expect(failure.error).toEqual({ currentPassword: 'Le mot de passe actuel est incorrect.' });
    await login(api, LUC, LUC_PASSWORD);
  });

  test('a confirmation that differs is refused', async () => {
    const api = await startApi('plancher');
    const { token } = await loginSeededUser(api);
    const failure = expectFailure(await update(api, token, LUC_PASSWORD, pair(NEW_PASSWORD, `${NEW_PASSWORD}x`)), 400);
    expect(failure.error).toEqual({ 'plainPassword.passwordConfirmation': messages.PASSWORD_NOT_IDENTICAL });
  });

  test('a new password missing criteria is refused, naming the missing ones', async () => {
    const api = await startApi('plancher');
    const { token } = await loginSeededUser(api);
    const failure = expectFailure(await update(api, token, LUC_PASSWORD, pair('court')), 400);
    expect(failure.message).toBe('Le mot de passe ne respecte pas les critères demandés.');
    expect(failure.error?.['plainPassword.password']).toBe(
      'Le mot de passe doit comporter : au moins 8 caractères, au moins une lettre majuscule, au moins un chiffre, ' +
        'au moins un caractère spécial.',
    );
  });

  test('a missing confirmation is a required field', async () => {
    const api = await startApi('plancher');
    const { token } = await loginSeededUser(api);
    const answer = await api.call(toolsUpdatePassword, {
      token,
      body: { currentPassword: LUC_PASSWORD, plainPassword: { password: NEW_PASSWORD } },
    });
    expect(expectFailure(answer, 400).error).toEqual({ 'plainPassword.passwordConfirmation': messages.REQUIRED });
  });

  test('success keeps the current session, ends the others, and the new password is the one that works', async () => {
    const { plancher, carbone } = await startToolSites();
    const here = await loginSeededUser(plancher);
    const onCarbone = await loginSeededUser(carbone);

    const done = expectOk(await update(plancher, here.token, LUC_PASSWORD, pair(NEW_PASSWORD)));
    expect(done.message).toBe(PASSWORD_CHANGED);
    expectOk(await plancher.call(toolsGetUser, { token: here.token }));
    expectOk(await plancher.call(refreshToken, { body: { refreshToken: here.refreshToken } }));
    expectFailure(await carbone.call(toolsGetUser, { token: onCarbone.token }), 401);
    expectFailure(await carbone.call(refreshToken, { body: { refreshToken: onCarbone.refreshToken } }), 401);

    expectFailure(await carbone.call(toolsLoginCheck, { body: { username: LUC, password: LUC_PASSWORD } }), 401);
    await login(carbone, LUC, NEW_PASSWORD);
  });

  test('without a session the call is refused', async () => {
    const api = await startApi('plancher');
    const answer = await api.call(toolsUpdatePassword, {
      body: { currentPassword: LUC_PASSWORD, plainPassword: pair(NEW_PASSWORD) },
    });
    expectFailure(answer, 401);
  });
});

describe('forgotten password', () => {
  const requestReset = (api: Api, email: string, origin?: string) =>
    api.call(toolsRequestReset, { body: { email }, ...(origin ? { origin } : {}) });
  const reset = (api: Api, token: string, plainPassword: string | ReturnType<typeof pair>) =>
    api.call(resetPassword, { body: { token, plainPassword } });

  /** Asks for a reset and returns the token of the mailed `/mot-de-passe-oublie/{token}` link. */
  async function resetToken(api: Api, email: string, origin?: string): Promise<string> {
    expectOk(await requestReset(api, email, origin));
    const url = await mailedUrl(api, email);
    const [, segment, token] = url.pathname.split('/');
    expect(segment).toBe('mot-de-passe-oublie');
    return decodeURIComponent(token!);
  }

  // The answer must not tell who has an account: an unknown address gets the known one's answer.
  test('an unknown address gets the same status, message and shape as a known one, and no mail', async () => {
    const api = await startApi('plancher');
    const unknown = await requestReset(api, 'personne@exemple.fr');
    expect(await api.outbox()).toHaveLength(0);
    const known = await requestReset(api, LUC);
    expect(await api.outbox()).toHaveLength(1);
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect(unknown.json).toEqual({ success: true, message: RESET_REQUESTED, error: null, datas: null });
  });

  test('the reset limit counts unknown addresses as it counts known ones', async () => {
    const api = await startApi('carbone');
    api.ctx.limits = { reset: '1/15m' };
    expectOk(await requestReset(api, 'personne@exemple.fr'));
    expectFailure(await requestReset(api, 'personne@exemple.fr'), 429);
    expectOk(await requestReset(api, LUC));
    expectFailure(await requestReset(api, LUC), 429);
  });

  test('the request mails a link to the reset page of the calling site', async () => {
    const api = await startApi('carbone');
    const answer = expectOk(await requestReset(api, LUC, PAGE_ORIGIN.neoCarbone));
    expect(answer.message).toBe(RESET_REQUESTED);
    expect((await api.outbox())[0]).toMatchObject({
      site: 'carbone',
      to: LUC,
      subject: 'Réinitialisez votre mot de passe',
    });
    const url = await mailedUrl(api, LUC);
    expect(url.origin).toBe(PAGE_ORIGIN.neoCarbone);
    expect(url.pathname).toMatch(/^\/mot-de-passe-oublie\/[\w-]{20,}$/);
  });

  test('the pair reading sets the new password, ends every session, and the link is then spent', async () => {
    const api = await startApi('plancher');
    const before = await loginSeededUser(api);
    const token = await resetToken(api, LUC);

    expect(expectOk(await reset(api, token, pair(NEW_PASSWORD))).message).toBe(PASSWORD_CHANGED);
    expectFailure(await api.call(toolsGetUser, { token: before.token }), 401);
    expectFailure(await api.call(refreshToken, { body: { refreshToken: before.refreshToken } }), 401);
    expectFailure(await api.call(toolsLoginCheck, { body: { username: LUC, password: LUC_PASSWORD } }), 401);
    await login(api, LUC, NEW_PASSWORD);

    const replay = expectFailure(await reset(api, token, pair('Encore-Autre-2028')), 403);
    expect(replay.message).toBe('Ce lien a déjà été utilisé.');
    await login(api, LUC, NEW_PASSWORD);
  });

  test('the string reading (password alone) works too', async () => {
    const api = await startApi('carbone');
    const token = await resetToken(api, LUC);
    expectOk(await reset(api, token, NEW_PASSWORD));
    await login(api, LUC, NEW_PASSWORD);
  });

  test('a link is valid one hour', async () => {
    const api = await startApi('plancher');
    const token = await resetToken(api, LUC);
    api.ctx.advance(61 * MINUTE);
    const failure = expectFailure(await reset(api, token, pair(NEW_PASSWORD)), 403);
    expect(failure.message).toBe('Ce lien a expiré. Veuillez refaire la demande.');
    await login(api, LUC, LUC_PASSWORD);

    const fresh = await resetToken(api, LUC);
    api.ctx.advance(HOUR - MINUTE);
    expectOk(await reset(api, fresh, pair(NEW_PASSWORD)));
  });

  test('an unknown token is an invalid link', async () => {
    const api = await startApi('plancher');
    const failure = expectFailure(await reset(api, 'jeton-invente', pair(NEW_PASSWORD)), 403);
    expect(failure.message).toMatch(/^Ce lien est invalide/);
  });

  test('a weak or mismatched new password is refused and leaves the link usable', async () => {
    const api = await startApi('plancher');
    const token = await resetToken(api, LUC);
    const weak = expectFailure(await reset(api, token, 'faible'), 400);
    expect(weak.error?.['plainPassword.password']).toMatch(/^Le mot de passe doit comporter : /);
    const mismatch = expectFailure(await reset(api, token, pair(NEW_PASSWORD, 'Autre-Chose-2027')), 400);
    expect(mismatch.error).toEqual({ 'plainPassword.passwordConfirmation': messages.PASSWORD_NOT_IDENTICAL });
    expectOk(await reset(api, token, pair(NEW_PASSWORD)));
  });

  test('a reset activates an account never activated (the mail proves the address)', async () => {
    const api = await startApi('plancher');
    const nina = SEED_ACCOUNTS.toolsNotActivated.email;
    expectFailure(
      await api.call(toolsLoginCheck, { body: { username: nina, password: SEED_ACCOUNTS.toolsNotActivated.password } }),
      403,
    );

    expectOk(await reset(api, await resetToken(api, nina), pair(NEW_PASSWORD)));
    expect((await storedUser(api, nina))!.activated_at).toBe(api.ctx.now());
    await login(api, nina, NEW_PASSWORD);
  });

  test('a reset lifts a login lock', async () => {
    const api = await startApi('plancher');
    for (let i = 0; i < 5; i++) {
      expectFailure(await api.call(toolsLoginCheck, { body: { username: LUC, password: `Mauvais-${i}!` } }), 401);
    }
    expectOk(await reset(api, await resetToken(api, LUC), pair(NEW_PASSWORD)));
    await login(api, LUC, NEW_PASSWORD);
  });
});

describe('the password criteria', () => {
  test('are a map of JavaScript regexes with French messages, met by every seeded password', async () => {
    const api = await startApi('carbone');
    const { criteria } = expectOk(await api.call(getPasswordCriteria)).datas;

    expect(Object.keys(criteria)).toEqual(expect.arrayContaining(['length', 'uppercase', 'digit']));
    for (const { regex, message } of Object.values(criteria)) {
      expect(() => new RegExp(regex)).not.toThrow();
      expect(message).toMatch(/^Au moins /);
    }
    for (const { password } of Object.values(SEED_ACCOUNTS)) {
      const unmet = Object.values(criteria).filter(({ regex }) => !new RegExp(regex).test(password));
      expect({ password, unmet }).toEqual({ password, unmet: [] });
    }
    expect(Object.values(criteria).some(({ regex }) => !new RegExp(regex).test('motdepasse'))).toBe(true);
  });
});
