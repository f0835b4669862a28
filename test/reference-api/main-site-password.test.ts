import crypto from 'node:crypto';
import { mainRequestReset, mainUpdatePassword } from '@/src/contracts/account/password';
import { mainLoginCheck, verifyUser } from '@/src/contracts/account/session';
import { logIn, registerDevice, temporaryPasswordFor, type MainApi } from '@/test/support/main-site';
import { expectFailure, expectOk, SEED_ACCOUNTS, startApi } from '@/test/support/reference-api';

const { mainFirstLogin, mainUpdated } = SEED_ACCOUNTS;

let api: MainApi;
beforeEach(async () => {
  api = await startApi('main');
});

const RESET_REQUESTED =
  'Si un compte existe pour cette adresse, vous allez recevoir un e-mail avec un mot de passe provisoire.';

describe('a user who lost the password asks for a reset', () => {
  // The answer must not tell who has an account: an unknown address gets the known one's answer.
  it('an unknown address gets the same status, message and shape as a known one, and no mail', async () => {
    const device = await registerDevice(api);
    const ask = (username: string) => api.call(mainRequestReset, { token: device, body: { username } });
    const unknown = await ask('inconnu@exemple.fr');
    expect(await api.outbox()).toHaveLength(0);
    const known = await ask(mainUpdated.email);
    expect(await api.outbox()).toHaveLength(1);
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect(unknown.json).toEqual({ success: true, message: RESET_REQUESTED, error: null, datas: null });
  });

  it('hashes a temporary password for an unknown address too: it does not answer sooner', async () => {
    const device = await registerDevice(api);
    const scrypt = jest.spyOn(crypto, 'scrypt');
    try {
      expectOk(await api.call(mainRequestReset, { token: device, body: { username: 'inconnu@exemple.fr' } }));
      const forUnknown = scrypt.mock.calls.length;
      scrypt.mockClear();
      expectOk(await api.call(mainRequestReset, { token: device, body: { username: mainUpdated.email } }));
      expect(forUnknown).toBe(1);
      expect(scrypt.mock.calls.length).toBe(forUnknown);
    } finally {
      scrypt.mockRestore();
    }
  });

  it('the reset limit counts unknown addresses as it counts known ones', async () => {
    api.ctx.limits = { reset: '1/15m' };
    const device = await registerDevice(api);
    const ask = (username: string) => api.call(mainRequestReset, { token: device, body: { username } });
    expectOk(await ask('inconnu@exemple.fr'));
    expectFailure(await ask('inconnu@exemple.fr'), 429);
    expectOk(await ask(mainUpdated.email));
    expectFailure(await ask(mainUpdated.email), 429);
  });

  it('needs a device bearer', async () => {
    const failure = expectFailure(await api.call(mainRequestReset, { body: { username: mainUpdated.email } }), 401);
    expect(failure.message).toBe('Appareil non reconnu. Veuillez recharger la page.');
  });

  it('gets a temporary password by mail; the next login with it asks for a new one', async () => {
    const device = await registerDevice(api);
    const before = await logIn(api, mainUpdated);
    expect(before.updated_password).toBe(true);

    const reset = expectOk(
      await api.call(mainRequestReset, {
        token: device,
        origin: 'http://site.localhost:8080',
        body: { username: mainUpdated.email },
      }),
    );
    expect(reset.message).toBe(RESET_REQUESTED);
    const [sent] = await api.outbox();
    expect(sent).toMatchObject({
      site: 'main',
      to: mainUpdated.email,
      subject: 'Votre nouveau mot de passe provisoire',
    });
    expect(sent!.text).toContain('Bonjour Sophie,');
    expect(sent!.text).toContain('Votre mot de passe actuel reste valable');
    expect(sent!.links).toEqual(['http://site.localhost:8080/']);

    const temporary = await temporaryPasswordFor(api, mainUpdated.email);
    const user = await logIn(api, { email: mainUpdated.email, password: temporary });
    expect(user.updated_password).toBe(false);
  });

  describe('the old password keeps working until the temporary one is first used', () => {
    const loginWith = async (password: string) =>
      api.call(mainLoginCheck, { token: await registerDevice(api), body: { username: mainUpdated.email, password } });

    it('a reset asked by anyone ends no session and locks nobody out', async () => {
      const device = await registerDevice(api);
      const before = await logIn(api, mainUpdated);
      expectOk(await api.call(mainRequestReset, { token: device, body: { username: mainUpdated.email } }));
      expectOk(await api.call(verifyUser, { token: before.token }));
      expect(expectOk(await loginWith(mainUpdated.password)).datas.user.updated_password).toBe(true);
    });

    it('temporary first: it becomes the password (to be replaced), the old one and the older sessions end', async () => {
      const device = await registerDevice(api);
      const before = await logIn(api, mainUpdated);
      expectOk(await api.call(mainRequestReset, { token: device, body: { username: mainUpdated.email } }));
      const temporary = await temporaryPasswordFor(api, mainUpdated.email);

      const user = expectOk(await loginWith(temporary)).datas.user;
      expect(user.updated_password).toBe(false);
      expectOk(await api.call(verifyUser, { token: user.token }));
      expectFailure(await api.call(verifyUser, { token: before.token }), 401);
      expect(expectFailure(await loginWith(mainUpdated.password), 401).error).toEqual({
        password: 'Mot de passe incorrect',
      });
      expect(expectOk(await loginWith(temporary)).datas.user.updated_password).toBe(false);
    });

    it('old first: the temporary one is discarded, nothing else changes', async () => {
      const device = await registerDevice(api);
      expectOk(await api.call(mainRequestReset, { token: device, body: { username: mainUpdated.email } }));
      const temporary = await temporaryPasswordFor(api, mainUpdated.email);

      expect(expectOk(await loginWith(mainUpdated.password)).datas.user.updated_password).toBe(true);
      expect(expectFailure(await loginWith(temporary), 401).error).toEqual({ password: 'Mot de passe incorrect' });
      expectOk(await loginWith(mainUpdated.password));
    });

    it('a second reset replaces the first temporary password', async () => {
      const device = await registerDevice(api);
      expectOk(await api.call(mainRequestReset, { token: device, body: { username: mainUpdated.email } }));
      const first = await temporaryPasswordFor(api, mainUpdated.email);
      expectOk(await api.call(mainRequestReset, { token: device, body: { username: mainUpdated.email } }));
      const second = await temporaryPasswordFor(api, mainUpdated.email);
      expect(second).not.toBe(first);
      expectFailure(await loginWith(first), 401);
      expectOk(await loginWith(second));
    });

    it('a password set from a session opened before discards the temporary one', async () => {
      const device = await registerDevice(api);
      const before = await logIn(api, mainUpdated);
      expectOk(await api.call(mainRequestReset, { token: device, body: { username: mainUpdated.email } }));
      const temporary = await temporaryPasswordFor(api, mainUpdated.email);
      expectOk(
        await api.call(mainUpdatePassword, {
          token: before.token,
          body: { password: 'Nouveau-2026', passwordConfirmation: 'Nouveau-2026' },
        }),
      );
      expectFailure(await loginWith(temporary), 401);
      expectOk(await loginWith('Nouveau-2026'));
    });

    it('a reset does not unlock the old password of a locked address (no way round the lockout)', async () => {
      const device = await registerDevice(api);
      for (let i = 0; i < 5; i++) expectFailure(await loginWith(`faux-${i}`), 401);
      expectOk(await api.call(mainRequestReset, { token: device, body: { username: mainUpdated.email } }));
      expect(expectFailure(await loginWith(mainUpdated.password), 403).message).toMatch(/Trop de tentatives/);
      expect(expectFailure(await loginWith('faux-6'), 403).message).toMatch(/Trop de tentatives/);
    });
  });

  it('refuses partner-organisation addresses, which have no password here', async () => {
    const device = await registerDevice(api);
    const failure = expectFailure(
      await api.call(mainRequestReset, { token: device, body: { username: SEED_ACCOUNTS.partner.email } }),
      403,
    );
    expect(failure.message).toMatch(/connexion unique/);
    expect(await api.outbox()).toHaveLength(0);
  });

  it('a locked address still opens with the temporary password mailed by a reset', async () => {
    const device = await registerDevice(api);
    for (let i = 0; i < 5; i++) {
      await api.call(mainLoginCheck, { token: device, body: { username: mainUpdated.email, password: 'faux' } });
    }
    expectOk(await api.call(mainRequestReset, { token: device, body: { username: mainUpdated.email } }));
    const user = await logIn(api, {
      email: mainUpdated.email,
      password: await temporaryPasswordFor(api, mainUpdated.email),
    });
    expect(user.email).toBe(mainUpdated.email);
  });
});

describe('the new-password form after a first login', () => {
  it("refuses fewer than 6 characters with '6 caractères au minimum'", async () => {
    const user = await logIn(api, mainFirstLogin);
    const failure = expectFailure(
      await api.call(mainUpdatePassword, {
        token: user.token,
        body: { password: 'abc12', passwordConfirmation: 'abc12' },
      }),
      400,
    );
    expect(failure.error).toEqual({ password: '6 caractères au minimum' });
  });

  it('refuses a confirmation that differs with "Le mot de passe n\'est pas identique"', async () => {
    const user = await logIn(api, mainFirstLogin);
    const failure = expectFailure(
      await api.call(mainUpdatePassword, {
        token: user.token,
        body: { password: 'nouveau-secret', passwordConfirmation: 'nouveau-secreT' },
      }),
      400,
    );
    expect(failure.error).toEqual({ passwordConfirmation: "Le mot de passe n'est pas identique" });
  });

  it('requires both fields', async () => {
    const user = await logIn(api, mainFirstLogin);
    const failure = expectFailure(
      await api.call(mainUpdatePassword, { token: user.token, body: { password: '' } }),
      400,
    );
    expect(failure.error).toEqual({ password: 'Champ obligatoire', passwordConfirmation: 'Champ obligatoire' });
  });

  it('needs a user session, not a device', async () => {
    const device = await registerDevice(api);
    expectFailure(
      await api.call(mainUpdatePassword, {
        token: device,
        body: { password: 'nouveau-secret', passwordConfirmation: 'nouveau-secret' },
      }),
      401,
    );
  });

  it('stores the new password, flags it updated and keeps the same token working', async () => {
    const user = await logIn(api, mainFirstLogin);
    const result = expectOk(
      await api.call(mainUpdatePassword, {
        token: user.token,
        body: { password: 'nouveau-secret', passwordConfirmation: 'nouveau-secret' },
      }),
    );
    expect(result.message).toBe('Votre mot de passe a bien été modifié');
    expect(result.datas.user).toEqual({ ...user, updated_password: true });

    const verified = expectOk(await api.call(verifyUser, { token: user.token }));
    expect(verified.datas.user.updated_password).toBe(true);

    const device = await registerDevice(api);
    expectFailure(
      await api.call(mainLoginCheck, {
        token: device,
        body: { username: mainFirstLogin.email, password: mainFirstLogin.password },
      }),
      401,
    );
    const again = await logIn(api, { email: mainFirstLogin.email, password: 'nouveau-secret' });
    expect(again.updated_password).toBe(true);
  });

  it('ends the other sessions of the user', async () => {
    const elsewhere = await logIn(api, mainFirstLogin);
    const here = await logIn(api, mainFirstLogin);
    expectOk(
      await api.call(mainUpdatePassword, {
        token: here.token,
        body: { password: 'nouveau-secret', passwordConfirmation: 'nouveau-secret' },
      }),
    );
    expectFailure(await api.call(verifyUser, { token: elsewhere.token }), 401);
    expectOk(await api.call(verifyUser, { token: here.token }));
  });
});
