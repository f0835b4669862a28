import { FORM_ERROR, setIn } from 'final-form';
import { validate, type Struct } from 'superstruct';
import { failureMessage } from '@/src/contracts/field-errors';

/**
 * final-form's errors: a French message per field, nested the way final-form reads field names
 * (`plainPassword.password` → `{ plainPassword: { password } }`); a failure of the values as a
 * whole is under final-form's `FORM_ERROR`.
 */
export type FormErrors = { [name: string]: string | FormErrors | FormErrors[] };

export interface StructValidatorOptions {
  /**
   * Let the struct's coercions run before checking (e.g. `coerce(number(), string(), Number)`
   * for a numeric answer typed in a text field). The values in the form are not changed.
   * @default false
   */
  coerce?: boolean;
}

/**
 * The one validation source of the forms: a superstruct struct turned into a final-form record
 * validator, the way react-hook-form's `superstructResolver` does it. Every failure of a field
 * becomes its French message (the refinements of `src/contracts/fields.ts` carry the spec's
 * wording; a missing value is 'Champ obligatoire'); the first failure of each field wins;
 * `undefined` when the values pass.
 *
 * Use `type({...})` rather than `object({...})`: a form holds more values than one step or one
 * check looks at, and `object` would refuse the others. Rules that depend on what is known at
 * run time (an address already taken, the server's password criteria) are refinements built in
 * a function of that knowledge, and the validator is rebuilt when it changes (final-form then
 * validates again).
 *
 * @example
 * const Identity = type({ lastName: Required, email: Email, rgpd: mustBeTrue(RGPD_REQUIRED) });
 * <Form validate={validateWith(Identity)} … />
 * // { lastName: 'Champ obligatoire', email: 'E-mail invalide', rgpd: 'Ce champ est nécessaire' }
 *
 * @example
 * // A server-driven form: the struct is built from the server's field list.
 * const struct = type(Object.fromEntries(fields.map((f) => [f.name, f.required ? Required : optional(Text)])));
 * <Form validate={validateWith(struct, { coerce: true })} … />
 */
export function validateWith<V extends object>(
  struct: Struct<any, any>,
  options: StructValidatorOptions = {},
): (values: V) => FormErrors | undefined {
  return (values) => {
    const [error] = validate(values, struct, { coerce: options.coerce ?? false });
    if (!error) return undefined;
    let errors: FormErrors = {};
    const seen = new Set<string>();
    for (const failure of error.failures()) {
      const name = failure.path.join('.');
      if (seen.has(name)) continue;
      seen.add(name);
      errors = name
        ? (setIn(errors, name, failureMessage(failure)) as FormErrors)
        : { ...errors, [FORM_ERROR]: failureMessage(failure) };
    }
    return errors;
  };
}

/**
 * The same source for one field: a struct of the field's value turned into a final-form field
 * validator (the first failure's French message, or undefined).
 *
 * @example <TextField name="email" validate={fieldRule(Email)} />
 */
export function fieldRule(struct: Struct<any, any>): (value: unknown) => string | undefined {
  return (value) => {
    const [error] = validate(value, struct);
    return error ? failureMessage(error.failures()[0]!) : undefined;
  };
}
