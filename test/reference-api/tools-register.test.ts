import { messages, PARTNER_EMAIL_DOMAIN } from '@/src/contracts';
import { emailAvailable } from '@/src/contracts/account/email';
import { enableAccount, register } from '@/src/contracts/account/register';
import { NAME_GIVEN_TWICE } from '@/src/contracts/account/register-accepted';
import { expectFailure, expectOk, SEED_ACCOUNTS, startApi } from '@/test/support/reference-api';
import {
  accountRegistration,
  DAY,
  HOUR,
  linkBody,
  login,
  mailedUrl,
  PAGE_ORIGIN,
  startToolSites,
  storedUser,
  STRONG_PASSWORD,
  toolsRegistration,
  userCount,
  type Api,
} from '@/test/support/tools-flows';

const PARTNER_MUST_USE_SSO =
  "Les comptes de l'organisation partenaire se connectent avec la connexion unique partenaire, sans mot de passe.";
const INVALID_LINK = 'Ce lien est invalide. Vérifiez que vous avez copié l’adresse complète reçue par e-mail.';

describe('registering on the floor and carbon sites', () => {
  test('the floor form reading creates an inactive account with its profile and mails an activation link', async () => {
    const api = await startApi('plancher');
    const result = expectOk(await api.call(register, { body: toolsRegistration() }));

    expect(result.datas.user.email).toBe('alice.garnier@exemple.fr');
    const row = (await storedUser(api, 'alice.garnier@exemple.fr'))!;
    expect(row).toMatchObject({
      id: result.datas.user.id,
      civility: 'mme',
      lastname: 'Garnier',
      firstname: 'Alice',
      activity: 'architecte',
      phone: '0601020304',
      postal_code: '69002',
      city: 'Lyon',
      rgpd: 1,
      activated_at: null,
    });
    expect(row.password_hash).not.toContain(STRONG_PASSWORD);

    const [mail] = await api.outbox();
    expect(mail).toMatchObject({ site: 'plancher', to: 'alice.garnier@exemple.fr', subject: 'Activez votre compte' });
    const url = await mailedUrl(api, 'alice.garnier@exemple.fr');
    expect(url.origin).toBe(PAGE_ORIGIN.plancher);
    expect(url.pathname).toBe('/activation/');
    expect([...url.searchParams.keys()].sort()).toEqual(['expires', 'id', 'signature', 'token']);
    expect(url.searchParams.get('id')).toBe(String(result.datas.user.id));
  });

  test('the account document reading (plainPassword pair) works too, and the link follows the calling page', async () => {
    const api = await startApi('carbone');
    expectOk(await api.call(register, { body: accountRegistration(), origin: PAGE_ORIGIN.neoCarbone }));

    expect(await storedUser(api, 'bruno.lefevre@exemple.fr')).toMatchObject({
      firstname: 'Bruno',
      company: 'Lefèvre Bois',
    });
    const url = await mailedUrl(api, 'bruno.lefevre@exemple.fr');
    expect(url.origin).toBe(PAGE_ORIGIN.neoCarbone);
    expect(url.pathname).toBe('/activation/');
  });

  test('a page origin foreign to the site falls back to the site’s first origin', async () => {
    const api = await startApi('carbone');
    expectOk(await api.call(register, { body: toolsRegistration(), origin: 'http://evil.localhost:8080' }));
    expect((await mailedUrl(api, 'alice.garnier@exemple.fr')).origin).toBe(PAGE_ORIGIN.carbone);
  });

  test('an address of the main site’s separate account base can still register here', async () => {
    const api = await startApi('plancher');
    expectOk(await api.call(register, { body: toolsRegistration({ email: SEED_ACCOUNTS.mainUpdated.email }) }));
  });

  test('a user registered on carbone, once activated, logs in on plancher', async () => {
    const { plancher, carbone } = await startToolSites();
    expectOk(await carbone.call(register, { body: toolsRegistration() }));
    expectOk(await carbone.call(enableAccount, { body: await linkBody(carbone, 'alice.garnier@exemple.fr') }));

    const session = await login(plancher, 'alice.garnier@exemple.fr', STRONG_PASSWORD);
    expect(session.user).toMatchObject({ firstname: 'Alice', lastname: 'Garnier', company: 'Garnier Architecture' });
  });
});

describe('a refused registration names the field in French and stores nothing', () => {
  async function refused(body: Record<string, unknown>) {
    const api = await startApi('plancher');
    const users = await userCount(api);
    const failure = expectFailure(await api.call(register, { body }), 400);
    expect(await userCount(api)).toBe(users);
    expect(await api.outbox()).toHaveLength(0);
    return failure;
  }

  test.each([
    ['lastName is missing', { lastName: undefined }, 'lastName', messages.REQUIRED],
    ['firstName is blank', { firstName: '   ' }, 'firstName', messages.REQUIRED],
    ['email is missing', { email: undefined }, 'email', messages.REQUIRED],
    ['email is malformed', { email: 'alice.garnier@exemple' }, 'email', messages.INVALID_EMAIL],
    ['the repeat differs', { passwordRepeat: 'Solide-2027!' }, 'passwordRepeat', messages.PASSWORD_REPEAT_MISMATCH],
    ['the postal code has 6 digits', { postalCode: '690021' }, 'postalCode', '5 chiffres au maximum'],
    ['the activity is not a listed value', { activity: 'plombier' }, 'activity', messages.INVALID_VALUE],
    ['an unknown field is sent', { newsletter: true }, 'newsletter', 'Champ inattendu'],
    ['the address is a partner one', { email: `claire@${PARTNER_EMAIL_DOMAIN}` }, 'email', PARTNER_MUST_USE_SSO],
    [
      'the password misses criteria',
      { password: 'solide2026', passwordRepeat: 'solide2026' },
      'password',
      'Le mot de passe doit comporter : au moins une lettre majuscule, au moins un caractère spécial.',
    ],
  ])('when %s', async (_, overrides, field, message) => {
    const failure = await refused(toolsRegistration(overrides));
    expect(failure.error?.[field]).toBe(message);
  });

  // account-layer §5: 'Ce champ est nécessaire', whether the box is unticked or absent.
  test.each([
    ['rgpd is false', { rgpd: false }],
    ['rgpd is missing', { rgpd: undefined }],
  ])('when %s, the consent message is given', async (_, overrides) => {
    const failure = await refused(toolsRegistration(overrides));
    expect(failure.error?.rgpd).toBe(messages.RGPD_REQUIRED);
  });

  test('when rgpd is not ticked the registration is refused all the same', async () => {
    for (const rgpd of [false, undefined, 'true']) {
      const failure = await refused(toolsRegistration({ rgpd }));
      expect(Object.keys(failure.error ?? {})).toEqual(['rgpd']);
    }
  });

  test('when the pair of the account reading differs', async () => {
    const failure = await refused(
      accountRegistration({
        plainPassword: { password: STRONG_PASSWORD, passwordConfirmation: 'Solide-2027!' },
      }),
    );
    expect(failure.error?.['plainPassword.passwordConfirmation']).toBe(messages.PASSWORD_NOT_IDENTICAL);
  });

  test('when the address is taken, whatever its case', async () => {
    const failure = await refused(toolsRegistration({ email: SEED_ACCOUNTS.tools.email.toUpperCase() }));
    expect(failure.error?.email).toBe(messages.EMAIL_TAKEN);
    expect(failure.message).toBe(messages.EMAIL_TAKEN);
  });
});

describe('the account reading in the main-site spelling (lastname, firstname)', () => {
  const lowerCase = (overrides: Record<string, unknown> = {}) => {
    const { lastName, firstName, ...rest } = accountRegistration();
    return { ...rest, lastname: lastName, firstname: firstName, ...overrides };
  };

  test('is accepted and stored as the usual spelling is', async () => {
    const api = await startApi('plancher');
    expectOk(await api.call(register, { body: lowerCase() }));
    expect(await storedUser(api, 'bruno.lefevre@exemple.fr')).toMatchObject({
      lastname: 'Lefèvre',
      firstname: 'Bruno',
      company: 'Lefèvre Bois',
    });
    expect((await mailedUrl(api, 'bruno.lefevre@exemple.fr')).pathname).toBe('/activation/');
  });

  test('may be mixed with the usual one, and both spellings may agree', async () => {
    const api = await startApi('plancher');
    const { firstname: _dropped, ...mixed } = lowerCase({ firstName: 'Bruno' });
    expectOk(await api.call(register, { body: mixed }));
    expectOk(
      await api.call(register, {
        body: { ...accountRegistration({ email: 'b2@exemple.fr' }), lastname: 'Lefèvre', firstname: ' Bruno ' },
      }),
    );
    expect(await storedUser(api, 'b2@exemple.fr')).toMatchObject({ lastname: 'Lefèvre', firstname: 'Bruno' });
  });

  test('giving both spellings with different values is refused on the lower-case field', async () => {
    const api = await startApi('plancher');
    const users = await userCount(api);
    const failure = expectFailure(
      await api.call(register, {
        body: { ...accountRegistration(), lastname: 'Dupont', firstname: 'Bruno' },
      }),
      400,
    );
    expect(failure.error).toEqual({ lastname: NAME_GIVEN_TWICE.lastname });
    expect(failure.error?.lastname).toBe(
      'Le nom est donné deux fois, dans lastName et dans lastname, avec des valeurs différentes.',
    );
    expect(await userCount(api)).toBe(users);
    expect(await api.outbox()).toHaveLength(0);
  });

  test('a missing or blank name is still required, named as sent', async () => {
    const api = await startApi('plancher');
    const { lastname: _dropped, ...noLastName } = lowerCase();
    expect(expectFailure(await api.call(register, { body: noLastName }), 400).error).toEqual({
      lastName: messages.REQUIRED,
    });
    expect(expectFailure(await api.call(register, { body: lowerCase({ firstname: '  ' }) }), 400).error).toEqual({
      firstName: messages.REQUIRED,
    });
  });
});

describe('the same address registered several times at once', () => {
  test('8 parallel registrations: exactly one account, seven usual refusals, no 500', async () => {
    const api = await startApi('plancher');
    const body = JSON.stringify(toolsRegistration());
    const settled = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        api.raw('POST', '/api/register/', {
          headers: { 'content-type': 'application/json' },
          body,
        }),
      ),
    );
    const answers = await Promise.all(
      settled.map(async (s) =>
        s.status === 'fulfilled'
          ? { status: s.value.status, json: await s.value.json() }
          : { status: 'thrown', json: String(s.reason) },
      ),
    );

    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    for (const refusal of answers.filter((a) => a.status === 400)) {
      expect(refusal.json).toEqual({
        success: false,
        message: messages.EMAIL_TAKEN,
        error: { email: messages.EMAIL_TAKEN },
      });
    }
    expect(
      await api.ctx.db.get(`SELECT COUNT(*) AS n FROM users WHERE email = ?`, ['alice.garnier@exemple.fr']),
    ).toEqual({ n: 1 });
    expect(await api.outbox()).toHaveLength(1);
  });
});

/** One plausible forgery per link parameter: another user, a longer life, a guessed token or signature. */
const flipLast = (value: string) => value.slice(0, -1) + (value.endsWith('A') ? 'B' : 'A');
const TAMPER = {
  id: (id: string) => String(Number(id) - 1),
  token: flipLast,
  expires: (expires: string) => String(Number(expires) + 7 * 24 * 3600),
  signature: flipLast,
};

describe('activating the account from the mailed link', () => {
  async function registered(): Promise<Api> {
    const api = await startApi('carbone');
    expectOk(await api.call(register, { body: toolsRegistration(), origin: PAGE_ORIGIN.neoCarbone }));
    return api;
  }

  test('the first visit activates, a replay says the account is already active', async () => {
    const api = await registered();
    const link = await linkBody(api, 'alice.garnier@exemple.fr');

    const first = expectOk(await api.call(enableAccount, { body: link }));
    expect(first.datas.status).toBe('nowActivated');
    expect(first.message).toBe('Votre compte est maintenant activé. Vous pouvez vous connecter.');
    expect((await storedUser(api, 'alice.garnier@exemple.fr'))!.activated_at).toBe(api.ctx.now());

    const replay = expectOk(await api.call(enableAccount, { body: link }));
    expect(replay.datas.status).toBe('alreadyActivated');
    expect(replay.message).toBe('Votre compte est déjà activé. Vous pouvez vous connecter.');
  });

  test('an expired link is refused and a fresh one is mailed, which works', async () => {
    const api = await registered();
    const stale = await linkBody(api, 'alice.garnier@exemple.fr');
    api.ctx.advance(2 * DAY + HOUR);

    const failure = expectFailure(await api.call(enableAccount, { body: stale, origin: PAGE_ORIGIN.carbone }), 403);
    expect(failure.message).toBe(
      "Ce lien d'activation a expiré. Un nouveau lien vient de vous être envoyé par e-mail.",
    );
    expect((await storedUser(api, 'alice.garnier@exemple.fr'))!.activated_at).toBeNull();
    expect(await api.outbox()).toHaveLength(2);
    const fresh = await linkBody(api, 'alice.garnier@exemple.fr');
    expect(fresh.token).not.toBe(stale.token);
    expect((await mailedUrl(api, 'alice.garnier@exemple.fr')).origin).toBe(PAGE_ORIGIN.carbone);

    expect(expectOk(await api.call(enableAccount, { body: fresh })).datas.status).toBe('nowActivated');
  });

  test.each(['id', 'token', 'expires', 'signature'] as const)('a link with a tampered %s is invalid', async (field) => {
    const api = await registered();
    const link = await linkBody(api, 'alice.garnier@exemple.fr');
    const tampered = { ...link, [field]: TAMPER[field](link[field]) };

    const failure = expectFailure(await api.call(enableAccount, { body: tampered }), 403);
    expect(failure.message).toBe(INVALID_LINK);
    expect((await storedUser(api, 'alice.garnier@exemple.fr'))!.activated_at).toBeNull();
    expect(await api.outbox()).toHaveLength(1);
  });

  test('a link missing a parameter is refused with the field named', async () => {
    const api = await registered();
    const { signature: _, ...partial } = await linkBody(api, 'alice.garnier@exemple.fr');
    const failure = expectFailure(await api.call(enableAccount, { body: partial }), 400);
    expect(failure.error).toEqual({ signature: messages.REQUIRED });
  });
});

describe('checking whether an address is free', () => {
  test.each([
    ['a new address', 'nouvelle.adresse@exemple.fr', true],
    ['the seeded address', SEED_ACCOUNTS.tools.email, false],
    ['the seeded address in capitals', SEED_ACCOUNTS.tools.email.toUpperCase(), false],
    ['an address with a plus', 'luc.martin+chantier@exemple.fr', true],
  ])('%s', async (_, email, available) => {
    const api = await startApi('plancher');
    expect(expectOk(await api.call(emailAvailable, { params: { email } })).datas.available).toBe(available);
  });

  test('an address with a plus, URL-encoded, is the registered one', async () => {
    const api = await startApi('plancher');
    expectOk(await api.call(register, { body: toolsRegistration({ email: 'alice+chantier@exemple.fr' }) }));
    const answer = await api.raw('GET', '/api/email/available/alice%2Bchantier%40exemple.fr/');
    expect(await answer.json()).toMatchObject({ success: true, datas: { available: false } });
  });

  test('a malformed address is refused', async () => {
    const api = await startApi('plancher');
    const failure = expectFailure(await api.call(emailAvailable, { params: { email: 'pas-une-adresse' } }), 400);
    expect(failure.message).toBe(messages.INVALID_EMAIL);
    expect(failure.error).toEqual({ email: messages.INVALID_EMAIL });
  });
});
