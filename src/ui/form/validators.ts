import { Email, PASSWORD_MIN_LENGTH, Required } from '@/src/contracts';
import { minLength as MinLength } from './rules';
import { fieldRule } from './struct-validator';

/**
 * Validators for react-final-form fields: each returns the spec's French message or undefined.
 * The rules are the structs of `src/contracts/fields.ts` and `./rules`, through `fieldRule`.
 */
export type Validator = (value: string | undefined, all: Record<string, unknown>) => string | undefined;

export const required: Validator = fieldRule(Required);

export const email: Validator = fieldRule(Email);

export const minLength = (length = PASSWORD_MIN_LENGTH): Validator => fieldRule(MinLength(length));

/**
 * Equal to another field of the form. (The struct `sameAs` of `./rules` says the same inside
 * a record validator; a field validator sees its own value only, hence this one.)
 */
export const sameAs =
  (field: string, message: string): Validator =>
  (value, all) =>
    value === all[field] ? undefined : message;

/** Runs validators in order and returns the first message. */
export const all =
  (...validators: Validator[]): Validator =>
  (value, values) => {
    for (const validate of validators) {
      const message = validate(value, values);
      if (message) return message;
    }
    return undefined;
  };
