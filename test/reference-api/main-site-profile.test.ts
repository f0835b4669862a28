import { mainGetProfile, mainSetProfile, toolsGetUser } from '@/src/contracts/account/profile';
import { mainLoginCheck, mainLogout, toolsLoginCheck, toolsLogout, verifyUser } from '@/src/contracts/account/session';
import { createSiteApi } from '@/demo-pages/reference-api/app';
import { logIn, profileBody, registerDevice, type MainApi } from '@/test/support/main-site';
import { callApp, expectFailure, expectOk, SEED_ACCOUNTS, startApi } from '@/test/support/reference-api';

const { mainFirstLogin, mainUpdated } = SEED_ACCOUNTS;
const SAVED = 'Les modifications ont été enregistrées';

let api: MainApi;
beforeEach(async () => {
  api = await startApi('main');
});

describe("the 'Données personnelles' popup", () => {
  it('loads the profile of the logged-in user', async () => {
    const user = await logIn(api, mainFirstLogin);
    const { datas } = expectOk(await api.call(mainGetProfile, { token: user.token }));
    expect(datas.profile).toEqual({
      lastname: 'Dupont',
      firstname: 'Jean',
      email: mainFirstLogin.email,
      phone: '0102030405',
      company: 'Maçonnerie Dupont & Fils',
      siret: '12345678900011',
      fonction: 'Gérant',
    });
  });

  it('needs a user session: a device bearer or none is refused with 401', async () => {
    const device = await registerDevice(api);
    expectFailure(await api.call(mainGetProfile, { token: device }), 401);
    const failure = expectFailure(await api.call(mainGetProfile, {}), 401);
    expect(failure.message).toBe('Votre session a expiré. Veuillez vous reconnecter.');
  });

  it('saves the edited fields, trimmed, and answers the stored profile', async () => {
    const user = await logIn(api, mainFirstLogin);
    const result = expectOk(
      await api.call(mainSetProfile, {
        token: user.token,
        body: profileBody({ firstname: ' Jean-Marc ', phone: '', fonction: 'Associé' }),
      }),
    );
    expect(result.message).toBe(SAVED);
    expect(result.datas.profile).toMatchObject({ firstname: 'Jean-Marc', phone: '', fonction: 'Associé' });
    const reloaded = expectOk(await api.call(mainGetProfile, { token: user.token }));
    expect(reloaded.datas.profile).toEqual(result.datas.profile);
  });

  it('keeps optional fields that are not sent', async () => {
    const user = await logIn(api, mainFirstLogin);
    const { phone: _phone, fonction: _fonction, email: _email, ...required } = profileBody();
    const { datas } = expectOk(await api.call(mainSetProfile, { token: user.token, body: required }));
    expect(datas.profile).toMatchObject({ phone: '0102030405', fonction: 'Gérant' });
  });

  it('ignores the e-mail: it is the login identifier', async () => {
    const user = await logIn(api, mainFirstLogin);
    const { datas } = expectOk(
      await api.call(mainSetProfile, {
        token: user.token,
        body: profileBody({ email: 'pirate@exemple.fr' }),
      }),
    );
    expect(datas.profile.email).toBe(mainFirstLogin.email);
    expect((await logIn(api, mainFirstLogin)).email).toBe(mainFirstLogin.email);
  });

  it("marks each missing or blank required field 'Champ obligatoire'", async () => {
    const user = await logIn(api, mainFirstLogin);
    const { lastname: _l, siret: _s, ...body } = profileBody({ firstname: '   ', company: '' });
    const failure = expectFailure(await api.call(mainSetProfile, { token: user.token, body }), 400);
    expect(failure.error).toEqual({
      lastname: 'Champ obligatoire',
      firstname: 'Champ obligatoire',
      company: 'Champ obligatoire',
      siret: 'Champ obligatoire',
    });
    const unchanged = expectOk(await api.call(mainGetProfile, { token: user.token }));
    expect(unchanged.datas.profile.firstname).toBe('Jean');
  });

  it('refuses a field it does not know', async () => {
    const user = await logIn(api, mainFirstLogin);
    const failure = expectFailure(
      await api.call(mainSetProfile, { token: user.token, body: { ...profileBody(), role: 'admin' } }),
      400,
    );
    expect(failure.error).toEqual({ role: 'Champ inattendu' });
  });

  describe('with the optional new password', () => {
    it('refuses fewer than 6 characters and a different confirmation, saving nothing', async () => {
      const user = await logIn(api, mainFirstLogin);
      const short = expectFailure(
        await api.call(mainSetProfile, {
          token: user.token,
          body: profileBody({ firstname: 'Autre', password: 'abc', passwordConfirmation: 'abc' }),
        }),
        400,
      );
      expect(short.error).toEqual({ password: '6 caractères au minimum' });
      const mismatch = expectFailure(
        await api.call(mainSetProfile, {
          token: user.token,
          body: profileBody({ password: 'nouveau-secret', passwordConfirmation: '' }),
        }),
        400,
      );
      expect(mismatch.error).toEqual({ passwordConfirmation: "Le mot de passe n'est pas identique" });
      const profile = expectOk(await api.call(mainGetProfile, { token: user.token })).datas.profile;
      expect(profile.firstname).toBe('Jean');
    });

    it('treats two empty fields as "no change"', async () => {
      const user = await logIn(api, mainUpdated);
      expectOk(
        await api.call(mainSetProfile, {
          token: user.token,
          body: profileBody({ lastname: 'Bernard', firstname: 'Sophie', password: '', passwordConfirmation: '' }),
        }),
      );
      expect((await logIn(api, mainUpdated)).updated_password).toBe(true);
    });

    it('changes the password, marks it updated and ends the other sessions', async () => {
      const elsewhere = await logIn(api, mainFirstLogin);
      const user = await logIn(api, mainFirstLogin);
      expectOk(
        await api.call(mainSetProfile, {
          token: user.token,
          body: profileBody({ password: 'nouveau-secret', passwordConfirmation: 'nouveau-secret' }),
        }),
      );
      const again = await logIn(api, { email: mainFirstLogin.email, password: 'nouveau-secret' });
      expect(again.updated_password).toBe(true);
      expectOk(await api.call(verifyUser, { token: user.token }));
      expectFailure(await api.call(verifyUser, { token: elsewhere.token }), 401);
    });
  });
});

describe('user verify and logout', () => {
  it('verify answers the current user with the same token', async () => {
    const user = await logIn(api, mainUpdated);
    const { datas } = expectOk(await api.call(verifyUser, { token: user.token }));
    expect(datas.user).toEqual(user);
  });

  it('verify refuses a device bearer, a forged token and no token', async () => {
    const device = await registerDevice(api);
    const user = await logIn(api, mainUpdated);
    for (const token of [device, `${user.token}x`, undefined]) {
      expectFailure(await api.call(verifyUser, { token }), 401);
    }
  });

  it('a token expires after a week', async () => {
    const user = await logIn(api, mainUpdated);
    api.ctx.advance(7 * 24 * 3600_000 + 1000);
    expectFailure(await api.call(verifyUser, { token: user.token }), 401);
  });

  it('logout revokes the token, and only that one', async () => {
    const other = await logIn(api, mainUpdated);
    const user = await logIn(api, mainUpdated);
    const result = expectOk(await api.call(mainLogout, { token: user.token }));
    expect(result.message).toBe('Vous êtes maintenant déconnecté.');
    expectFailure(await api.call(verifyUser, { token: user.token }), 401);
    expectFailure(await api.call(mainGetProfile, { token: user.token }), 401);
    expectFailure(await api.call(mainLogout, { token: user.token }), 401);
    expectOk(await api.call(verifyUser, { token: other.token }));
  });
});

describe('the main site and the tools sites do not share sessions', () => {
  it('a main-site token is refused by a tools-site API of another server', async () => {
    const user = await logIn(api, mainUpdated);
    const plancher = await startApi('plancher');
    expectFailure(await plancher.call(toolsGetUser, { token: user.token }), 401);
  });

  it('a main-site token is refused by a tools-site API on the same context (same secret and database)', async () => {
    const user = await logIn(api, mainUpdated);
    const plancher = createSiteApi(api.ctx, 'plancher');
    expectFailure(await callApp(plancher, 'plancher', toolsGetUser, { token: user.token }), 401);
    expectFailure(await callApp(plancher, 'plancher', toolsLogout, { token: user.token }), 401);
    expectOk(await api.call(verifyUser, { token: user.token }));
  });

  it('a tools-site token is refused by the main site, even to log in', async () => {
    const plancher = createSiteApi(api.ctx, 'plancher');
    const login = expectOk(
      await callApp(plancher, 'plancher', toolsLoginCheck, {
        body: { username: SEED_ACCOUNTS.tools.email, password: SEED_ACCOUNTS.tools.password },
      }),
    );
    expectFailure(await api.call(verifyUser, { token: login.datas.token }), 401);
    expectFailure(
      await api.call(mainLoginCheck, {
        token: login.datas.token,
        body: { username: mainUpdated.email, password: mainUpdated.password },
      }),
      401,
    );
  });

  it('a main-site device token does not open tools-site user calls', async () => {
    const device = await registerDevice(api);
    const plancher = createSiteApi(api.ctx, 'plancher');
    expectFailure(await callApp(plancher, 'plancher', toolsGetUser, { token: device }), 401);
  });
});
