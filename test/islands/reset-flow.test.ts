/** @jest-environment ./test/support/jsdom-environment.cjs */
import { checkCriteria, meetsCriteria } from '@/features/account/password/criteria';
import { toolsRequestReset, type PasswordCriteria } from '@/src/contracts/account/password';
import { checkResetLink, readResetToken, resetPassword, validateReset } from '@/widgets/password-reset/reset-flow';
import { startPage } from '@/test/support/islands';
import { expectOk, SEED_ACCOUNTS } from '@/test/support/reference-api';
import { HOUR, login, mailedUrl, type Api } from '@/test/support/tools-flows';

const CRITERIA: PasswordCriteria = { digit: { regex: '[0-9]', message: 'Au moins un chiffre' } };
const PAIR = { password: 'Nouveau-2026!', passwordConfirmation: 'Nouveau-2026!' };

async function resetToken(api: Api): Promise<string> {
  expectOk(await api.call(toolsRequestReset, { body: { email: SEED_ACCOUNTS.tools.email } }));
  return readResetToken((await mailedUrl(api, SEED_ACCOUNTS.tools.email)).pathname)!;
}

describe('the token of the page', () => {
  it('is the segment after mot-de-passe-oublie, decoded; null without one', () => {
    expect(readResetToken('/mot-de-passe-oublie/abc123')).toBe('abc123');
    expect(readResetToken('/mot-de-passe-oublie/abc123/')).toBe('abc123');
    expect(readResetToken('/fr/mot-de-passe-oublie/a%2Bb')).toBe('a+b');
    expect(readResetToken('/mot-de-passe-oublie/%E0%A4%A')).toBe('%E0%A4%A');
    expect(readResetToken('/mot-de-passe-oublie/')).toBeNull();
    expect(readResetToken('/mot-de-passe-oublie')).toBeNull();
    expect(readResetToken('/mot-de-passe-oublie/%20')).toBeNull();
    expect(readResetToken('/inscription/')).toBeNull();
  });
});

describe('criteria that cannot be evaluated safely', () => {
  // How long they take (they must never freeze the page) is measured by npm run bench:criteria.
  it('are skipped with one console error each, left to the server', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const criteria: PasswordCriteria = {
      length: { regex: '.{8,}', message: 'Au moins 8 caractères' },
      slow: { regex: '^(a+)+$', message: 'Que des a' },
      broken: { regex: '[0-9', message: 'Un chiffre' },
      lookahead: { regex: '^(?=.*[A-Z]).+$', message: 'Une majuscule' },
    };
    for (let i = 0; i < 3; i++) {
      expect(checkCriteria(criteria, `${'a'.repeat(26)}!`)).toEqual([
        { key: 'length', message: 'Au moins 8 caractères', met: true },
        { key: 'lookahead', message: 'Une majuscule', met: false },
      ]);
    }
    expect(meetsCriteria(criteria, 'Chantier')).toBe(true);
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      expect.stringContaining('"slow" skipped'),
      expect.stringContaining('"broken" skipped'),
    ]);
    error.mockRestore();
  });
});

describe('validation', () => {
  it("requires both fields, then the same value ('Le mot de passe n'est pas identique'), then the criteria", () => {
    expect(validateReset({}, CRITERIA)).toEqual({
      password: 'Champ obligatoire',
      passwordConfirmation: 'Champ obligatoire',
    });
    expect(validateReset({ password: 'Abc-123', passwordConfirmation: 'Abc-124' }, CRITERIA)).toEqual({
      passwordConfirmation: "Le mot de passe n'est pas identique",
    });
    expect(validateReset({ password: 'sans', passwordConfirmation: 'sans' }, CRITERIA)).toEqual({
      password: 'Le mot de passe ne respecte pas tous les critères ci-dessous.',
    });
    expect(validateReset({ password: 'sans', passwordConfirmation: 'sans' }, undefined)).toEqual({});
  });
});

describe('saving', () => {
  it('sets the new password once; the link is then used', async () => {
    const { runtime, api } = await startPage('plancher');
    const token = await resetToken(api);
    expect(await resetPassword(runtime, token, PAIR)).toEqual({ kind: 'done' });
    expect((await login(api, SEED_ACCOUNTS.tools.email, PAIR.password)).user.firstname).toBe('Luc');
    expect(await resetPassword(runtime, token, PAIR)).toEqual({
      kind: 'refused',
      toast: 'Ce lien a déjà été utilisé.',
      fields: {},
      linkRefused: true,
    });
  });

  it('an expired link, a weak password: the server message, with field errors under the form names', async () => {
    const { runtime, api } = await startPage('carbone');
    const token = await resetToken(api);
    const weak = await resetPassword(runtime, token, { password: 'faible', passwordConfirmation: 'faible' });
    expect(weak).toEqual({
      kind: 'refused',
      toast: 'Le mot de passe ne respecte pas les critères demandés.',
      fields: { password: expect.stringContaining('Le mot de passe doit comporter') },
      linkRefused: false,
    });
    api.ctx.advance(2 * HOUR);
    expect(await resetPassword(runtime, token, PAIR)).toEqual({
      kind: 'refused',
      toast: 'Ce lien a expiré. Veuillez refaire la demande.',
      fields: {},
      linkRefused: true,
    });
  });

  it('a network failure gives the French message', async () => {
    const { runtime } = await startPage('plancher', {
      intercept: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await resetPassword(runtime, 'jeton', PAIR)).toMatchObject({
      kind: 'refused',
      toast: expect.stringContaining('Connexion impossible'),
      linkRefused: false,
    });
    error.mockRestore();
  });
});

describe("the link's check as the popup opens", () => {
  it('says alive, changes nothing; then used, then expired, with the server messages', async () => {
    const { runtime, api } = await startPage('plancher');
    const token = await resetToken(api);
    expect(await checkResetLink(runtime, token)).toEqual({ kind: 'alive' });
    expect(await checkResetLink(runtime, token)).toEqual({ kind: 'alive' });
    expect(await resetPassword(runtime, token, PAIR)).toEqual({ kind: 'done' });
    expect(await checkResetLink(runtime, token)).toEqual({ kind: 'refused', message: 'Ce lien a déjà été utilisé.' });

    const other = await resetToken(api);
    api.ctx.advance(2 * HOUR);
    expect(await checkResetLink(runtime, other)).toEqual({
      kind: 'refused',
      message: 'Ce lien a expiré. Veuillez refaire la demande.',
    });
    expect(await checkResetLink(runtime, 'inconnu')).toMatchObject({ kind: 'refused' });
  });

  it('unreachable: alive, so that the save says what is wrong', async () => {
    const { runtime } = await startPage('plancher', {
      intercept: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await checkResetLink(runtime, 'jeton')).toEqual({ kind: 'alive' });
    error.mockRestore();
  });
});
