/** @jest-environment ./test/support/jsdom-environment.cjs */
import type { PasswordCriteria } from '@/src/contracts/account/password';
import { createAvailabilityChecker } from '@/widgets/register/email-availability';
import {
  cutPostalCode,
  formFieldErrors,
  stepOf,
  submitRegistration,
  toRegisterBody,
  validateIdentity,
  validatePassword,
  validateStep,
  type RegisterValues,
} from '@/widgets/register/register-flow';
import { startPage } from '@/test/support/islands';
import { SEED_ACCOUNTS } from '@/test/support/reference-api';
import { failureResponse } from '@/test/support/runtime';
import { STRONG_PASSWORD, storedUser } from '@/test/support/tools-flows';

const IDENTITY: RegisterValues = {
  civility: 'mme',
  lastName: ' Garnier ',
  firstName: 'Alice',
  email: ' alice.garnier@exemple.fr ',
  activity: 'architecte',
  fonction: 'Architecte DPLG',
  company: 'Garnier Architecture',
  siret: '11122233300044',
  tel: '0601020304',
  address: '3 place Bellecour',
  postalCode: '69002',
  city: 'Lyon',
  country: 'France',
  rgpd: true,
};
const COMPLETE: RegisterValues = { ...IDENTITY, password: STRONG_PASSWORD, passwordRepeat: STRONG_PASSWORD };
const CRITERIA: PasswordCriteria = {
  length: { regex: '^.{8,}$', message: 'Au moins 8 caractères' },
  digit: { regex: '[0-9]', message: 'Au moins un chiffre' },
};

describe('step 1 validation', () => {
  it("requires lastName, firstName and email ('Champ obligatoire') and the consent ('Ce champ est nécessaire')", () => {
    expect(validateIdentity({}, new Set())).toEqual({
      lastName: 'Champ obligatoire',
      firstName: 'Champ obligatoire',
      email: 'Champ obligatoire',
      rgpd: 'Ce champ est nécessaire',
    });
    expect(validateIdentity({ ...IDENTITY, lastName: '   ', rgpd: false }, new Set())).toEqual({
      lastName: 'Champ obligatoire',
      rgpd: 'Ce champ est nécessaire',
    });
  });

  it("says 'E-mail invalide', then 'Un compte existe déjà…' for a known taken address, whatever its case", () => {
    expect(validateIdentity({ ...IDENTITY, email: 'alice@' }, new Set()).email).toBe('E-mail invalide');
    expect(
      validateIdentity({ ...IDENTITY, email: 'Alice.Garnier@Exemple.fr' }, new Set(['alice.garnier@exemple.fr'])).email,
    ).toBe('Un compte existe déjà avec cette adresse e-mail.');
    expect(validateIdentity(IDENTITY, new Set(['autre@exemple.fr']))).toEqual({});
  });

  it('accepts digits only in the postal code, and cuts it to 5 characters', () => {
    expect(validateIdentity({ ...IDENTITY, postalCode: '69A02' }, new Set()).postalCode).toBe(
      'Le code postal ne peut contenir que des chiffres.',
    );
    expect(cutPostalCode('690021234')).toBe('69002');
    expect(cutPostalCode('690')).toBe('690');
  });
});

describe('step 2 validation', () => {
  it("requires the password and says 'Le mot passe ne correspond pas.' for a different repetition", () => {
    expect(validatePassword({}, undefined)).toEqual({ password: 'Champ obligatoire' });
    expect(validatePassword({ password: STRONG_PASSWORD, passwordRepeat: 'autre' }, undefined)).toEqual({
      passwordRepeat: 'Le mot passe ne correspond pas.',
    });
    expect(validatePassword({ password: STRONG_PASSWORD, passwordRepeat: STRONG_PASSWORD }, CRITERIA)).toEqual({});
  });

  it("refuses a password missing one of the server's criteria, when they are known", () => {
    expect(validatePassword({ password: 'sans-chiffre', passwordRepeat: 'sans-chiffre' }, CRITERIA).password).toBe(
      'Le mot de passe ne respecte pas tous les critères ci-dessous.',
    );
    expect(validatePassword({ password: 'sans-chiffre', passwordRepeat: 'sans-chiffre' }, undefined)).toEqual({});
  });

  it('validates only the step on screen', () => {
    const context = { taken: new Set<string>(), criteria: CRITERIA };
    expect(validateStep(1, IDENTITY, context)).toEqual({});
    expect(validateStep(2, {}, context)).toEqual({ password: 'Champ obligatoire' });
  });
});

describe('the payload', () => {
  it('is the floor/carbon reading, trimmed, with blanks as empty strings', () => {
    expect(toRegisterBody(COMPLETE)).toEqual({
      civility: 'mme',
      lastName: 'Garnier',
      firstName: 'Alice',
      email: 'alice.garnier@exemple.fr',
      activity: 'architecte',
      fonction: 'Architecte DPLG',
      company: 'Garnier Architecture',
      siret: '11122233300044',
      tel: '0601020304',
      address: '3 place Bellecour',
      addressComplement: '',
      postalCode: '69002',
      city: 'Lyon',
      country: 'France',
      rgpd: true,
      password: STRONG_PASSWORD,
      passwordRepeat: STRONG_PASSWORD,
    });
  });

  it("sends civility '' for 'Autre' and for no choice, and activity '' when blank", () => {
    expect(toRegisterBody({ ...COMPLETE, civility: 'other', activity: undefined })).toMatchObject({
      civility: '',
      activity: '',
    });
    expect(toRegisterBody({ ...COMPLETE, civility: undefined }).civility).toBe('');
  });
});

describe('server field errors', () => {
  it("are renamed to the form's fields; others are dropped; the step is the first one concerned", () => {
    const fields = formFieldErrors({
      'plainPassword.passwordConfirmation': 'Différent',
      email: 'Pris',
      body: 'Objet attendu',
      inconnu: 'x',
    });
    expect(fields).toEqual({ passwordRepeat: 'Différent', email: 'Pris' });
    expect(stepOf(fields)).toBe(1);
    expect(stepOf({ password: 'Faible' })).toBe(2);
    expect(formFieldErrors(null)).toEqual({});
  });
});

describe('the availability check', () => {
  it('asks once per address, whatever its case, and says whether it is free', async () => {
    const { runtime, recorder } = await startPage('plancher');
    const checker = createAvailabilityChecker(runtime);
    expect(await checker.check(SEED_ACCOUNTS.tools.email)).toBe(false);
    expect(await checker.check(SEED_ACCOUNTS.tools.email.toUpperCase())).toBe(false);
    expect(await checker.check('libre@exemple.fr')).toBe(true);
    expect(recorder.requests.filter((r) => r.path.startsWith('/api/email/available/'))).toHaveLength(2);
    checker.forget(SEED_ACCOUNTS.tools.email);
    await checker.check(SEED_ACCOUNTS.tools.email);
    expect(recorder.requests.filter((r) => r.path.startsWith('/api/email/available/'))).toHaveLength(3);
  });

  it('counts an error or a refusal as available', async () => {
    let answer: () => Response = () => new Response('down', { status: 500 });
    const { runtime } = await startPage('carbone', {
      intercept: (request) =>
        new URL(request.url).pathname.startsWith('/api/email/available/') ? answer() : undefined,
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const checker = createAvailabilityChecker(runtime);
    expect(await checker.check(SEED_ACCOUNTS.tools.email)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    answer = () => failureResponse(400, 'E-mail invalide');
    expect(await checker.check(SEED_ACCOUNTS.toolsNotActivated.email)).toBe(true);
    warn.mockRestore();
  });
});

describe('submitting', () => {
  it('creates the account (not yet activated) and mails the activation link', async () => {
    const { runtime, api } = await startPage('plancher');
    expect(await submitRegistration(runtime, COMPLETE)).toEqual({ kind: 'done', email: 'alice.garnier@exemple.fr' });
    expect(await storedUser(api, 'alice.garnier@exemple.fr')).toMatchObject({
      activated_at: null,
      city: 'Lyon',
      activity: 'architecte',
    });
    expect((await api.outbox())[0]).toMatchObject({ to: 'alice.garnier@exemple.fr', subject: 'Activez votre compte' });
  });

  it('a refusal gives the first server error as toast, the field errors and their step', async () => {
    const { runtime } = await startPage('carbone');
    expect(await submitRegistration(runtime, { ...COMPLETE, email: SEED_ACCOUNTS.tools.email })).toEqual({
      kind: 'refused',
      toast: 'Un compte existe déjà avec cette adresse e-mail.',
      fields: { email: 'Un compte existe déjà avec cette adresse e-mail.' },
      step: 1,
    });
    const weak = await submitRegistration(runtime, { ...COMPLETE, password: 'faible', passwordRepeat: 'faible' });
    expect(weak).toMatchObject({
      kind: 'refused',
      step: 2,
      fields: { password: expect.stringContaining('Le mot de passe doit comporter') },
    });
  });

  it('a refusal without error map toasts the message; a network failure the French message', async () => {
    let answer: () => Response | Promise<Response> = () => failureResponse(403, 'Inscriptions fermées.');
    const { runtime } = await startPage('plancher', {
      intercept: (request) => (new URL(request.url).pathname === '/api/register/' ? answer() : undefined),
    });
    expect(await submitRegistration(runtime, COMPLETE)).toEqual({
      kind: 'refused',
      toast: 'Inscriptions fermées.',
      fields: {},
      step: 2,
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await submitRegistration(runtime, COMPLETE)).toMatchObject({
      kind: 'refused',
      toast: expect.stringContaining('Connexion impossible'),
    });
    error.mockRestore();
  });
});
