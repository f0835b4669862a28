import { any, enums, refine, string, type Struct } from 'superstruct';
import { POSTAL_CODE_LENGTH } from './constants';
import { INVALID_EMAIL, REQUIRED } from './messages';

/**
 * Field structs whose failures carry the spec's French message: superstruct uses the string a
 * refinement returns as the failure message, so `fieldErrors()` can hand it straight to a user.
 */

// Deliberately simple: one @, no spaces, a dot in the domain. The server is the real judge.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** A string that is not blank. */
export const Required = refine(string(), 'required', (v) => v.trim() !== '' || REQUIRED);

/** A required, well-formed e-mail address. */
export const Email = refine(Required, 'email', (v) => isEmail(v) || INVALID_EMAIL);

/** An optional free-text field: a string, possibly empty. */
export const Text = string();

/** A postal code: up to 5 digits (the form cuts longer input), possibly empty. */
export const PostalCode = refine(
  string(),
  'postalCode',
  (v) => new RegExp(`^\\d{0,${POSTAL_CODE_LENGTH}}$`).test(v) || `${POSTAL_CODE_LENGTH} chiffres au maximum`,
);

/** Registration values of the activity (account-layer §3); '' is the blank choice. */
export const ACTIVITIES = [
  '',
  'maçon',
  'cmiste',
  'négoces',
  'maitre-oeuvre-promoteur',
  'architecte',
  'bureau-etude',
  'economiste',
  'autre',
] as const;
export const Activity = enums(ACTIVITIES);

/** Civility: mr, mme, or '' for other. */
export const CIVILITIES = ['', 'mr', 'mme'] as const;
export const Civility = enums(CIVILITIES);

/**
 * A value that must be exactly `true` (a ticked consent box). A refinement, so that its message
 * is the one shown whether the box is unticked or the field is missing.
 */
export function mustBeTrue(message: string): Struct<true, null> {
  return refine(any(), 'mustBeTrue', (v) => v === true || message) as unknown as Struct<true, null>;
}
