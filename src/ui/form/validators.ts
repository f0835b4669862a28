import { isEmail, messages, PASSWORD_MIN_LENGTH } from '../../contracts';

/** Validators for react-final-form fields: each returns the spec's French message or undefined. */
export type Validator = (value: string | undefined, all: Record<string, unknown>) => string | undefined;

export const required: Validator = (value) => (value && value.trim() ? undefined : messages.REQUIRED);

export const email: Validator = (value) => required(value, {}) ?? (isEmail(value!) ? undefined : messages.INVALID_EMAIL);

export const minLength = (length = PASSWORD_MIN_LENGTH): Validator => (value) =>
  (value ?? '').length >= length ? undefined : messages.PASSWORD_TOO_SHORT;

export const sameAs = (field: string, message: string): Validator => (value, all) =>
  value === all[field] ? undefined : message;

/** Runs validators in order and returns the first message. */
export const all = (...validators: Validator[]): Validator => (value, values) => {
  for (const validate of validators) {
    const message = validate(value, values);
    if (message) return message;
  }
  return undefined;
};
