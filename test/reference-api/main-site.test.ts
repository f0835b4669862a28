import { PARTNER_EMAIL_DOMAIN } from '@/src/contracts';
import { createDevice, verifyDevice, type Device } from '@/src/contracts/account/device';
import { mainLoginCheck } from '@/src/contracts/account/session';
import { MAX_FAILURES, WINDOW_MS } from '@/demo-pages/reference-api/auth/throttle';
import { logIn, newDevice, registerDevice, type MainApi } from '@/test/support/main-site';
import { expectFailure, expectOk, SEED_ACCOUNTS, startApi } from '@/test/support/reference-api';

const UNKNOWN_DEVICE = 'Appareil non reconnu. Veuillez recharger la page.';
const { mainFirstLogin, mainUpdated } = SEED_ACCOUNTS;

let api: MainApi;
beforeEach(async () => {
  api = await startApi('main');
});

describe('a browser registers itself as a device', () => {
  const firefox = { browser: 'Firefox', browserVersion: '128.0', os: 'Linux' };

  it('gets its description back with the id the server minted and a bearer token', async () => {
    const { datas, status } = expectOk(await api.call(createDevice, { body: firefox }));
    expect(status).toBe(200);
    expect(datas.device).toEqual({ ...firefox, uuid: expect.any(String), token: expect.any(String) });
    expect(datas.device.token.split('.')).toHaveLength(3);
  });

  // It used to answer a token for a uuid registered already (storage lost): whoever knew a
  // device's id got its bearer. A browser that lost its storage registers without a uuid.
  it('cannot register a uuid again: 400, and the first token keeps working', async () => {
    const first = expectOk(await api.call(createDevice, { body: firefox })).datas.device;
    const again = expectFailure(await api.call(createDevice, { body: { ...firefox, uuid: first.uuid } }), 400);
    expect(again.message).toMatch(/déjà enregistré/);
    expectOk(await api.call(verifyDevice, { token: first.token, body: { uuid: first.uuid } }));
  });

  // It used to refuse a device without a uuid ('Champ obligatoire'): the server makes it now,
  // and a blank one is as malformed as any id a client makes up.
  it('refuses a blank uuid as malformed', async () => {
    const failure = expectFailure(await api.call(createDevice, { body: { ...firefox, uuid: ' ' } }), 400);
    expect(failure.error).toEqual({ uuid: expect.stringMatching(/non valide/) });
  });

  it('verifies with its own token and uuid', async () => {
    const { uuid, token } = await newDevice(api);
    const { datas } = expectOk(await api.call(verifyDevice, { token, body: { uuid } }));
    expect(datas.device).toEqual({ ...firefox, uuid, token });
  });

  it.each([
    ['the uuid of another device', async ({ token }: Device) => ({ token, uuid: (await newDevice(api)).uuid })],
    ['a garbage token', async ({ uuid }: Device) => ({ token: 'not.a.jwt', uuid })],
    ['no bearer at all', async ({ uuid }: Device) => ({ token: undefined, uuid })],
  ])('is not recognised with %s (401, so the bundle registers again)', async (_, make) => {
    const { token, uuid } = await make(await newDevice(api));
    const failure = expectFailure(await api.call(verifyDevice, { token, body: { uuid } }), 401);
    expect(failure).toEqual({ success: false, message: UNKNOWN_DEVICE, error: null });
  });
});

describe('login-check', () => {
  const credentials = { username: mainFirstLogin.email, password: mainFirstLogin.password };

  it('needs a device bearer', async () => {
    const failure = expectFailure(await api.call(mainLoginCheck, { body: credentials }), 401);
    expect(failure.message).toBe(UNKNOWN_DEVICE);
  });

  it('accepts a logged-in user bearer instead of a device', async () => {
    const user = await logIn(api, mainUpdated);
    expectOk(await api.call(mainLoginCheck, { token: user.token, body: credentials }));
  });

  it('answers the user of a first login with updated_password false', async () => {
    const device = await registerDevice(api);
    const result = expectOk(await api.call(mainLoginCheck, { token: device, body: credentials }));
    expect(result.message).toBe('Vous êtes maintenant connecté');
    expect(result.datas.user).toEqual({
      token: expect.any(String),
      email: mainFirstLogin.email,
      firstname: 'Jean',
      lastname: 'Dupont',
      company: 'Maçonnerie Dupont & Fils',
      updated_password: false,
      id: expect.any(Number),
    });
    expect(result.datas.user.token).not.toBe(device);
  });

  it('answers updated_password true once the password was replaced', async () => {
    const user = await logIn(api, mainUpdated);
    expect(user).toMatchObject({ email: mainUpdated.email, firstname: 'Sophie', updated_password: true });
  });

  it('lets six logins at once with the right password all in (failures count, not attempts under way)', async () => {
    const device = await registerDevice(api);
    const body = { username: mainUpdated.email, password: mainUpdated.password };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api.call(mainLoginCheck, { token: device, body })),
    );
    for (const answer of answers) expectOk(answer);
  });

  it('finds the account whatever the case and spacing of the address', async () => {
    const user = await logIn(api, { email: `  ${mainUpdated.email.toUpperCase()} `, password: mainUpdated.password });
    expect(user.email).toBe(mainUpdated.email);
  });

  it("puts 'Mot de passe incorrect' on the password field for a wrong password", async () => {
    const device = await registerDevice(api);
    const failure = expectFailure(
      await api.call(mainLoginCheck, {
        token: device,
        body: { ...credentials, password: 'pas-le-bon' },
      }),
      401,
    );
    expect(failure.error).toEqual({ password: 'Mot de passe incorrect' });
  });

  it('answers an unknown address exactly like a wrong password', async () => {
    const device = await registerDevice(api);
    const wrong = expectFailure(
      await api.call(mainLoginCheck, { token: device, body: { ...credentials, password: 'x' } }),
      401,
    );
    const unknown = expectFailure(
      await api.call(mainLoginCheck, {
        token: device,
        body: { username: 'personne@exemple.fr', password: 'x' },
      }),
      401,
    );
    expect(unknown).toEqual(wrong);
  });

  it('validates the form fields in French', async () => {
    const device = await registerDevice(api);
    const failure = expectFailure(
      await api.call(mainLoginCheck, { token: device, body: { username: 'pas-un-email', password: '' } }),
      400,
    );
    expect(failure.error).toEqual({ username: 'E-mail invalide', password: 'Champ obligatoire' });
  });

  it('sends partner-organisation addresses to single sign-on (403), even with the right password', async () => {
    const device = await registerDevice(api);
    const failure = expectFailure(
      await api.call(mainLoginCheck, {
        token: device,
        body: {
          username: `Claire.Moreau@${PARTNER_EMAIL_DOMAIN.toUpperCase()}`,
          password: SEED_ACCOUNTS.partner.password,
        },
      }),
      403,
    );
    expect(failure.message).toMatch(/connexion unique/);
  });
});

describe('too many wrong passwords', () => {
  async function failLogins(device: string, times: number) {
    for (let i = 0; i < times; i++) {
      expectFailure(
        await api.call(mainLoginCheck, {
          token: device,
          body: { username: mainUpdated.email, password: `faux-${i}` },
        }),
        401,
      );
    }
  }

  it(`lock the address after ${MAX_FAILURES} failures, right password included, with Retry-After`, async () => {
    const device = await registerDevice(api);
    await failLogins(device, MAX_FAILURES);
    const response = await api.raw('POST', mainLoginCheck.path, {
      headers: { authorization: `Bearer ${device}`, 'content-type': 'application/json' },
      body: JSON.stringify({ username: mainUpdated.email, password: mainUpdated.password }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('retry-after')).toBe(String(WINDOW_MS / 1000));
    expect(await response.json()).toMatchObject({
      success: false,
      message: 'Trop de tentatives de connexion. Réessayez dans 15 minutes.',
    });
  });

  it('do not lock before the fifth failure, and a success clears the count', async () => {
    const device = await registerDevice(api);
    await failLogins(device, MAX_FAILURES - 1);
    await logIn(api, mainUpdated);
    await failLogins(device, MAX_FAILURES - 1);
    await logIn(api, mainUpdated);
  });

  it('unlock fifteen minutes later', async () => {
    const device = await registerDevice(api);
    await failLogins(device, MAX_FAILURES);
    api.ctx.advance(WINDOW_MS - 60_000);
    const stillLocked = expectFailure(
      await api.call(mainLoginCheck, {
        token: device,
        body: { username: mainUpdated.email, password: mainUpdated.password },
      }),
      403,
    );
    expect(stillLocked.message).toBe('Trop de tentatives de connexion. Réessayez dans 1 minute.');
    api.ctx.advance(60_000);
    expect((await logIn(api, mainUpdated)).email).toBe(mainUpdated.email);
  });

  it(`hold when 40 wrong passwords arrive at once: at most ${MAX_FAILURES} × 401, the rest 403 with Retry-After`, async () => {
    const device = await registerDevice(api);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        api.raw('POST', mainLoginCheck.path, {
          headers: { authorization: `Bearer ${device}`, 'content-type': 'application/json' },
          body: JSON.stringify({ username: mainUpdated.email, password: `faux-${i}` }),
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(MAX_FAILURES);
    for (const response of responses.filter((r) => r.status !== 401)) {
      expect(response.status).toBe(403);
      expect(response.headers.get('retry-after')).toBe(String(WINDOW_MS / 1000));
      expect(await response.json()).toEqual({
        success: false,
        message: 'Trop de tentatives de connexion. Réessayez dans 15 minutes.',
        error: null,
      });
    }
    expectFailure(
      await api.call(mainLoginCheck, {
        token: device,
        body: { username: mainUpdated.email, password: mainUpdated.password },
      }),
      403,
    );
  });

  it('lock only that address', async () => {
    const device = await registerDevice(api);
    await failLogins(device, MAX_FAILURES);
    expect((await logIn(api, mainFirstLogin)).email).toBe(mainFirstLogin.email);
  });
});
