import { messages, PARTNER_EMAIL_DOMAIN } from '@/src/contracts';
import { confirmEmail, emailAvailable, updateEmail } from '@/src/contracts/account/email';
import { toolsGetUser, toolsUpdateUser } from '@/src/contracts/account/profile';
import { toolsLoginCheck } from '@/src/contracts/account/session';
import { refreshToken } from '@/src/contracts/account/token-refresh';
import { openSession } from '@/demo-pages/reference-api/auth/tokens';
import { findUserByEmail } from '@/demo-pages/reference-api/users/users';
import { expectFailure, expectOk, SEED_ACCOUNTS, startApi } from '@/test/support/reference-api';
import {
  DAY,
  linkBody,
  login,
  loginSeededUser,
  mailedUrl,
  PAGE_ORIGIN,
  registerAndActivate,
  storedUser,
  type Api,
} from '@/test/support/tools-flows';

const { email: LUC, password: LUC_PASSWORD } = SEED_ACCOUNTS.tools;
const SESSION_EXPIRED = 'Votre session a expiré. Veuillez vous reconnecter.';
const NEW_ADDRESS = 'luc.martin@martin-btp.fr';

const LUC_PROFILE = {
  email: LUC,
  civility: 'mr',
  firstname: 'Luc',
  lastname: 'Martin',
  company: 'Martin BTP',
  phone: '0478000000',
  siret: '55566677700033',
  fonction: 'Conducteur de travaux',
  activity: 'maçon',
  address: '12 rue des Bâtisseurs',
  addressComplement: 'Bâtiment B',
  postalCode: '69003',
  city: 'Lyon',
  country: 'France',
};

describe('reading the profile', () => {
  test('answers the full profile of the logged-in user', async () => {
    const api = await startApi('plancher');
    const { token, user } = await loginSeededUser(api);
    const profile = expectOk(await api.call(toolsGetUser, { token })).datas.user;
    expect(profile).toEqual({ id: user.id, ...LUC_PROFILE });
  });

  test('without a valid floor/carbon session the answer is the 401 envelope', async () => {
    const api = await startApi('carbone');
    const main = (await findUserByEmail(api.ctx, 'main', SEED_ACCOUNTS.mainUpdated.email))!;
    const mainToken = (await openSession(api.ctx, main.id, 'main')).token;

    for (const token of [undefined, 'pas.un.jeton', mainToken]) {
      const failure = expectFailure(await api.call(toolsGetUser, token ? { token } : {}), 401);
      expect(failure).toEqual({ success: false, message: SESSION_EXPIRED, error: null });
    }
  });
});

describe('editing the profile', () => {
  test('the floor form sends lastname, firstname and company only; nothing else moves', async () => {
    const api = await startApi('plancher');
    const { token } = await loginSeededUser(api);
    const answer = expectOk(
      await api.call(toolsUpdateUser, {
        token,
        body: { lastname: ' Martin-Roux ', firstname: 'Lucien', company: 'Martin & Roux' },
      }),
    );

    expect(answer.message).toBe('Vos informations ont bien été mises à jour.');
    const expected = { ...LUC_PROFILE, lastname: 'Martin-Roux', firstname: 'Lucien', company: 'Martin & Roux' };
    expect(answer.datas.user).toMatchObject(expected);
    expect(expectOk(await api.call(toolsGetUser, { token })).datas.user).toMatchObject(expected);
  });

  test('the other profile fields can be changed, and emptied where optional', async () => {
    const api = await startApi('carbone');
    const { token } = await loginSeededUser(api);
    const body = { civility: '', activity: 'architecte', postalCode: '75011', city: 'Paris', addressComplement: '' };
    const { user } = expectOk(await api.call(toolsUpdateUser, { token, body })).datas;
    expect(user).toMatchObject({ ...LUC_PROFILE, ...body });
  });

  test.each([
    ['a blank firstname', { firstname: '  ' }, 'firstname', messages.REQUIRED],
    ['a blank lastname', { lastname: '' }, 'lastname', messages.REQUIRED],
    ['an activity outside the list', { activity: 'plombier' }, 'activity', messages.INVALID_VALUE],
    ['a six-digit postal code', { postalCode: '690031' }, 'postalCode', '5 chiffres au maximum'],
    ['the e-mail (changed elsewhere)', { email: 'autre@exemple.fr' }, 'email', 'Champ inattendu'],
  ])('%s is refused and nothing is saved', async (_, body, field, message) => {
    const api = await startApi('plancher');
    const { token } = await loginSeededUser(api);
    const failure = expectFailure(await api.call(toolsUpdateUser, { token, body: { company: 'Autre', ...body } }), 400);
    expect(failure.error?.[field]).toBe(message);
    expect(expectOk(await api.call(toolsGetUser, { token })).datas.user).toMatchObject(LUC_PROFILE);
  });
});

describe('changing the e-mail address', () => {
  const requestChange = (api: Api, token: string, currentEmail: string, newEmail: string, origin?: string) =>
    api.call(updateEmail, { token, body: { currentEmail, newEmail }, ...(origin ? { origin } : {}) });

  test('the current address must be the account’s', async () => {
    const api = await startApi('plancher');
    const { token } = await loginSeededUser(api);
    const failure = expectFailure(await requestChange(api, token, 'quelquun@exemple.fr', NEW_ADDRESS), 400);
    expect(failure.error).toEqual({ currentEmail: 'Cette adresse ne correspond pas à votre adresse e-mail actuelle.' });
    expect(await api.outbox()).toHaveLength(0);
  });

  test('the same address, in any case, is refused with the spec message', async () => {
    const api = await startApi('plancher');
    const { token } = await loginSeededUser(api);
    const failure = expectFailure(await requestChange(api, token, LUC, LUC.toUpperCase()), 400);
    expect(failure.message).toBe(messages.EMAILS_IDENTICAL);
    expect(failure.error).toEqual({ newEmail: messages.EMAILS_IDENTICAL });
  });

  test('an address of another account is refused', async () => {
    const api = await startApi('plancher');
    const { token } = await loginSeededUser(api);
    const failure = expectFailure(await requestChange(api, token, LUC, SEED_ACCOUNTS.toolsNotActivated.email), 400);
    expect(failure.error).toEqual({ newEmail: messages.EMAIL_TAKEN });
    expect(await api.outbox()).toHaveLength(0);
  });

  test('a malformed or partner new address is refused', async () => {
    const api = await startApi('plancher');
    const { token } = await loginSeededUser(api);
    const malformed = expectFailure(await requestChange(api, token, LUC, 'luc.martin@'), 400);
    expect(malformed.error).toEqual({ newEmail: messages.INVALID_EMAIL });
    const partner = expectFailure(await requestChange(api, token, LUC, `luc@${PARTNER_EMAIL_DOMAIN}`), 400);
    expect(partner.error?.newEmail).toMatch(/connexion unique partenaire/);
    expect(await api.outbox()).toHaveLength(0);
  });

  /** Luc asks for the change from the neo carbone page; returns his session and the mailed link. */
  async function changeRequested(api: Api) {
    const session = await loginSeededUser(api);
    const answer = expectOk(await requestChange(api, session.token, LUC, NEW_ADDRESS, PAGE_ORIGIN.neoCarbone));
    return { session, answer, link: await linkBody(api, NEW_ADDRESS) };
  }

  test('the request mails a confirmation link to the new address and a notice to the old one', async () => {
    const api = await startApi('carbone');
    const { answer } = await changeRequested(api);

    expect(answer.datas.message).toMatch(new RegExp(`^Un e-mail de confirmation a été envoyé à ${NEW_ADDRESS}\\.`));
    const url = await mailedUrl(api, NEW_ADDRESS);
    expect(url.origin).toBe(PAGE_ORIGIN.neoCarbone);
    expect(url.pathname).toBe('/user/data/email/');
    expect([...url.searchParams.keys()].sort()).toEqual(['expires', 'id', 'signature', 'token']);
    const notice = (await api.outbox()).find((m) => m.to === LUC)!;
    expect(notice.subject).toBe('Changement de votre adresse e-mail');
    expect(notice.text).toContain(NEW_ADDRESS);
    expect(notice.links).toEqual([]);
    // Nothing changes until the link is followed.
    expect(await storedUser(api, LUC)).toBeDefined();
    await login(api, LUC, LUC_PASSWORD);
  });

  test('following the link changes the address and logs the user in, wherever it is opened', async () => {
    const api = await startApi('carbone');
    const { link } = await changeRequested(api);

    const confirmed = expectOk(await api.call(confirmEmail, { body: link }));
    expect(confirmed.datas.message).toBe('Votre adresse e-mail a bien été modifiée.');
    expect(confirmed.datas.user).toMatchObject({ email: NEW_ADDRESS, firstname: 'Luc', lastname: 'Martin' });
    const profile = expectOk(await api.call(toolsGetUser, { token: confirmed.datas.token })).datas.user;
    expect(profile).toEqual({ ...LUC_PROFILE, id: confirmed.datas.user.id, email: NEW_ADDRESS });
    expectOk(await api.call(refreshToken, { body: { refreshToken: confirmed.datas.refreshToken } }));

    expectFailure(await api.call(toolsLoginCheck, { body: { username: LUC, password: LUC_PASSWORD } }), 401);
    await login(api, NEW_ADDRESS, LUC_PASSWORD);
    expect(expectOk(await api.call(emailAvailable, { params: { email: LUC } })).datas.available).toBe(true);
  });

  test('the link works once', async () => {
    const api = await startApi('carbone');
    const { link } = await changeRequested(api);
    expectOk(await api.call(confirmEmail, { body: link }));
    const replay = expectFailure(await api.call(confirmEmail, { body: link }), 403);
    expect(replay.message).toBe('Ce lien a déjà été utilisé.');
  });

  test('a tampered link is refused and the address stays', async () => {
    const api = await startApi('carbone');
    const { link } = await changeRequested(api);
    const forged = { ...link, expires: String(Number(link.expires) + 30 * 24 * 3600) };
    expect(expectFailure(await api.call(confirmEmail, { body: forged }), 403).message).toMatch(/^Ce lien est invalide/);
    expect(expectFailure(await api.call(confirmEmail, { body: { ...link, id: '1' } }), 403).message).toMatch(
      /^Ce lien est invalide/,
    );
    expect(await storedUser(api, LUC)).toBeDefined();
  });

  test('an activation link cannot confirm an e-mail change', async () => {
    const api = await startApi('plancher');
    const alice = await registerAndActivate(api);
    const activation = await linkBody(api, alice.email);
    expectFailure(await api.call(confirmEmail, { body: activation }), 403);
  });

  test('the link lives a day', async () => {
    const api = await startApi('carbone');
    const { link } = await changeRequested(api);
    api.ctx.advance(DAY + 1000);
    expect(expectFailure(await api.call(confirmEmail, { body: link }), 403).message).toBe(
      'Ce lien a expiré. Veuillez refaire la demande.',
    );
  });

  test('if someone registered the new address meanwhile, the change is refused', async () => {
    const api = await startApi('carbone');
    const { link } = await changeRequested(api);
    await registerAndActivate(api, { email: NEW_ADDRESS });
    const failure = expectFailure(await api.call(confirmEmail, { body: link }), 403);
    expect(failure.message).toBe(messages.EMAIL_TAKEN);
    await login(api, LUC, LUC_PASSWORD);
  });
});
