import { object, optional, string, validate, type Struct } from 'superstruct';
import { Email, fieldErrors, fillPath, isPartnerEmail, messages, PostalCode, Required } from '@/src/contracts';
import { emailAvailable } from '@/src/contracts/account/email';
import { RegisterBody } from '@/src/contracts/account/register';

/** The error map the API would send for this value. */
function errorsOf(value: unknown, struct: Struct<any, any>) {
  const [error] = validate(value, struct, { coerce: true });
  if (!error) throw new Error('expected a validation failure');
  return fieldErrors(error);
}

describe('fillPath', () => {
  it('fills each :param with its URI-encoded value', () => {
    expect(fillPath(emailAvailable.path, { email: 'luc.martin+test@exemple.fr' })).toBe(
      '/api/email/available/luc.martin%2Btest%40exemple.fr/',
    );
    expect(fillPath('/api/simulation/:id/', { id: 42 })).toBe('/api/simulation/42/');
  });

  it('cannot be led out of its segment', () => {
    expect(fillPath('/api/simulation/:id/', { id: '../../admin?x=1#y' })).toBe(
      '/api/simulation/..%2F..%2Fadmin%3Fx%3D1%23y/',
    );
  });

  it('leaves a path without parameters as it is', () => {
    expect(fillPath('/api/login-check')).toBe('/api/login-check');
  });

  it('throws on a missing parameter, naming it', () => {
    expect(() => fillPath(emailAvailable.path, {})).toThrow(
      'Missing path parameter "email" for /api/email/available/:email/',
    );
  });
});

describe('fieldErrors gives each field its French message', () => {
  const Form = object({
    email: Email,
    lastname: Required,
    postalCode: optional(PostalCode),
    phone: optional(string()),
    plainPassword: object({ password: Required }),
  });
  const valid = { email: 'a@b.fr', lastname: 'Martin', plainPassword: { password: 'x' } };

  it.each([
    [{ ...valid, email: undefined }, { email: messages.REQUIRED }],
    [{ ...valid, lastname: '   ' }, { lastname: messages.REQUIRED }],
    [{ ...valid, email: 'pas-un-email' }, { email: messages.INVALID_EMAIL }],
    [{ ...valid, email: 'a @b.fr' }, { email: messages.INVALID_EMAIL }],
    [{ ...valid, postalCode: '690031' }, { postalCode: '5 chiffres au maximum' }],
    [{ ...valid, phone: 33 }, { phone: messages.INVALID_VALUE }],
    [{ ...valid, plainPassword: {} }, { 'plainPassword.password': messages.REQUIRED }],
    [{ ...valid, role: 'admin' }, { role: 'Champ inattendu' }],
  ])('%j → %j', (value, expected) => {
    expect(errorsOf(value, Form)).toEqual(expected);
  });

  it('keeps the first message of each field and names every field at fault', () => {
    expect(errorsOf({ plainPassword: 'x' }, Form)).toEqual({
      email: messages.REQUIRED,
      lastname: messages.REQUIRED,
      plainPassword: messages.INVALID_VALUE,
    });
  });

  it("files a failure of the whole value under 'body'", () => {
    expect(errorsOf('x', Form)).toEqual({ body: messages.INVALID_VALUE });
  });

  // The error map has no prototype: a key named like an Object.prototype member is still named.
  it.each(['constructor', 'toString', '__proto__'])('names an unexpected %s key too', (key) => {
    expect(
      errorsOf(JSON.parse(`{"email":"a@b.fr","lastname":"M","plainPassword":{"password":"x"},"${key}":1}`), Form),
    ).toEqual({ [key]: 'Champ inattendu' });
  });
});

describe('RegisterBody reads either wording of the registration', () => {
  const identity = { email: 'nouveau@exemple.fr', lastName: 'Martin', firstName: 'Luc', rgpd: true };

  it('accepts the floor and carbon form (password, passwordRepeat and the other fields)', () => {
    const [error] = validate(
      {
        ...identity,
        password: 'Secret-2026!',
        passwordRepeat: 'Secret-2026!',
        civility: 'mr',
        activity: 'maçon',
        postalCode: '69003',
        country: 'France',
      },
      RegisterBody,
    );
    expect(error).toBeUndefined();
  });

  it('accepts the account wording (plainPassword{password, passwordConfirmation})', () => {
    const [error] = validate(
      { ...identity, company: 'Martin BTP', plainPassword: { password: 'a', passwordConfirmation: 'a' } },
      RegisterBody,
    );
    expect(error).toBeUndefined();
  });

  it('chooses the reading by plainPassword, so the failure names the fields of that reading', () => {
    expect(errorsOf({ ...identity, plainPassword: { password: 'a' } }, RegisterBody)).toEqual({
      'plainPassword.passwordConfirmation': messages.REQUIRED,
    });
    expect(errorsOf({ ...identity, password: 'a' }, RegisterBody)).toEqual({ passwordRepeat: messages.REQUIRED });
  });

  it('refuses the fields of the other reading', () => {
    expect(
      errorsOf(
        { ...identity, plainPassword: { password: 'a', passwordConfirmation: 'a' }, civility: 'mr' },
        RegisterBody,
      ),
    ).toEqual({ civility: 'Champ inattendu' });
  });

  it('refuses an activity or a civility outside the lists', () => {
    expect(
      errorsOf({ ...identity, password: 'a', passwordRepeat: 'a', activity: 'plombier', civility: 'dr' }, RegisterBody),
    ).toEqual({ activity: messages.INVALID_VALUE, civility: messages.INVALID_VALUE });
  });

  it('reads a non-object as the floor form', () => {
    expect(errorsOf(null, RegisterBody)).toEqual({ body: messages.INVALID_VALUE });
  });

  it('asks for the consent when it is missing: a missing box is an unticked one', () => {
    expect(errorsOf({ ...identity, rgpd: undefined, password: 'a', passwordRepeat: 'a' }, RegisterBody)).toEqual({
      rgpd: messages.RGPD_REQUIRED,
    });
  });

  // account-layer §5: the consent must be ticked ('Ce champ est nécessaire').
  it("says 'Ce champ est nécessaire' for an unticked consent", () => {
    expect(errorsOf({ ...identity, rgpd: false, password: 'a', passwordRepeat: 'a' }, RegisterBody)).toEqual({
      rgpd: messages.RGPD_REQUIRED,
    });
  });
});

describe('isPartnerEmail', () => {
  it.each([
    ['claire.moreau@groupe-partenaire.fr', true],
    ['Claire.Moreau@Groupe-Partenaire.FR', true],
    ['  claire.moreau@groupe-partenaire.fr  ', true],
    ['claire.moreau@groupe-partenaire.fr.evil.com', false],
    ['groupe-partenaire.fr@exemple.fr', false],
    ['claire@pas-groupe-partenaire.fr', false],
    ['claire@sous.groupe-partenaire.fr', false],
    ['groupe-partenaire.fr', false],
    ['', false],
  ])('%j → %s', (email, expected) => {
    expect(isPartnerEmail(email)).toBe(expected);
  });
});
