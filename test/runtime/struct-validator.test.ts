import { FORM_ERROR } from 'final-form';
import { coerce, number, object, optional, refine, string, type } from 'superstruct';
import { Email, messages, mustBeTrue, Required, Text } from '@/src/contracts';
import { minLength, Password, sameAs } from '@/src/ui/form/rules';
import { fieldRule, validateWith } from '@/src/ui/form/struct-validator';
import { email, minLength as minLengthRule, required } from '@/src/ui/form/validators';

/** A form of the kind the islands have: names, an e-mail, a password pair, a consent. */
const Signup = type({
  lastName: Required,
  email: Email,
  phone: optional(Text),
  password: Password,
  passwordRepeat: sameAs('password', messages.PASSWORD_REPEAT_MISMATCH),
  rgpd: mustBeTrue(messages.RGPD_REQUIRED),
});
const VALID = {
  lastName: 'Garnier',
  email: 'alice@exemple.fr',
  password: 'Clé 2026',
  passwordRepeat: 'Clé 2026',
  rgpd: true,
};
const validate = validateWith(Signup);

describe('validateWith: a struct as a final-form record validator', () => {
  it.each<[string, Record<string, unknown>, Record<string, string> | undefined]>([
    ['valid values', VALID, undefined],
    ['more values than the struct knows (another step)', { ...VALID, city: 'Lyon' }, undefined],
    [
      'an empty form',
      {},
      {
        lastName: messages.REQUIRED,
        email: messages.REQUIRED,
        password: messages.REQUIRED,
        rgpd: messages.RGPD_REQUIRED,
      },
    ],
    ['a blank name', { ...VALID, lastName: '   ' }, { lastName: messages.REQUIRED }],
    ['a blank e-mail: required first, not invalid', { ...VALID, email: '  ' }, { email: messages.REQUIRED }],
    ['a malformed e-mail', { ...VALID, email: 'alice@' }, { email: messages.INVALID_EMAIL }],
    ['a password of spaces: a password', { ...VALID, password: '   ', passwordRepeat: '   ' }, undefined],
    ['an empty password', { ...VALID, password: '', passwordRepeat: '' }, { password: messages.REQUIRED }],
    [
      'a different repetition',
      { ...VALID, passwordRepeat: 'autre' },
      { passwordRepeat: messages.PASSWORD_REPEAT_MISMATCH },
    ],
    [
      'a repetition without password',
      { ...VALID, password: undefined },
      {
        password: messages.REQUIRED,
        passwordRepeat: messages.PASSWORD_REPEAT_MISMATCH,
      },
    ],
    [
      'no password and no repetition',
      { ...VALID, password: undefined, passwordRepeat: undefined },
      { password: messages.REQUIRED },
    ],
    ['an unticked consent', { ...VALID, rgpd: false }, { rgpd: messages.RGPD_REQUIRED }],
    ['a value of the wrong type', { ...VALID, phone: 33 }, { phone: messages.INVALID_VALUE }],
  ])('%s', (_case, values, expected) => {
    expect(validate(values)).toEqual(expected);
  });

  it('keeps the first failure of each field, in the order of its refinements', () => {
    const Code = type({
      code: refine(
        refine(string(), 'digits', (v) => /^\d*$/.test(v) || 'Des chiffres'),
        'short',
        (v) => v.length <= 2 || 'Trop long',
      ),
    });
    expect(validateWith(Code)({ code: 'abc' })).toEqual({ code: 'Des chiffres' });
    expect(validateWith(Code)({ code: '123' })).toEqual({ code: 'Trop long' });
  });

  it('nests the errors of nested fields as final-form reads their names', () => {
    const Reset = type({
      plainPassword: type({
        password: Password,
        passwordConfirmation: sameAs('password', messages.PASSWORD_NOT_IDENTICAL),
      }),
    });
    expect(validateWith(Reset)({ plainPassword: { passwordConfirmation: 'x' } })).toEqual({
      plainPassword: { password: messages.REQUIRED, passwordConfirmation: messages.PASSWORD_NOT_IDENTICAL },
    });
    expect(validateWith(type({ rows: optional(type({})) }))({ rows: 3 })).toEqual({ rows: messages.INVALID_VALUE });
  });

  it("files a failure of the values as a whole under final-form's FORM_ERROR", () => {
    expect(validateWith(Signup)('x' as never)).toEqual({ [FORM_ERROR]: messages.INVALID_VALUE });
  });

  it('with object() rather than type(), refuses the values the struct does not know', () => {
    expect(validateWith(object({}))({ extra: 1 })).toEqual({ extra: 'Champ inattendu' });
  });

  it('coerces only when asked, and leaves the values as they are', () => {
    const Age = type({ age: refine(coerce(number(), string(), Number), 'adult', (v) => v >= 18 || '18 ans au moins') });
    const values = { age: '17' };
    expect(validateWith(Age)(values)).toEqual({ age: messages.INVALID_VALUE });
    expect(validateWith(Age, { coerce: true })(values)).toEqual({ age: '18 ans au moins' });
    expect(validateWith(Age, { coerce: true })({ age: '40' })).toBeUndefined();
    expect(values).toEqual({ age: '17' });
  });
});

describe('fieldRule: a struct as a final-form field validator', () => {
  it.each<[string, unknown, string | undefined]>([
    ['Required, missing', undefined, messages.REQUIRED],
    ['Required, blank', '  ', messages.REQUIRED],
    ['Required, filled', 'Lyon', undefined],
  ])('%s', (_case, value, expected) => {
    expect(fieldRule(Required)(value)).toBe(expected);
  });

  it('is what the shared validators are made of', () => {
    expect(required(undefined, {})).toBe(messages.REQUIRED);
    expect(email(' ', {})).toBe(messages.REQUIRED);
    expect(email('luc@', {})).toBe(messages.INVALID_EMAIL);
    expect(email('luc@exemple.fr', {})).toBeUndefined();
    // Missing counts as too short, not as required (the current password of the change dialog).
    expect(minLengthRule()(undefined, {})).toBe(messages.PASSWORD_TOO_SHORT);
    expect(minLengthRule()('12345', {})).toBe(messages.PASSWORD_TOO_SHORT);
    expect(minLengthRule()('123456', {})).toBeUndefined();
    expect(fieldRule(minLength(2))('ab')).toBeUndefined();
  });
});
