import { any, enums, refine, string, type Struct } from 'superstruct';
import { POSTAL_CODE_LENGTH } from './constants';
import { CONTROL_CHARACTERS, INVALID_EMAIL, REQUIRED } from './messages';

/**
 * Field structs whose failures carry the spec's French message: superstruct uses the string a
 * refinement returns as the failure message, so `fieldErrors()` can hand it straight to a user.
 */

// Deliberately simple: one @, no spaces, a dot in the domain. The server is the real judge.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * A character no mail header may hold: the C0 controls (NUL, TAB, CR, LF…), DEL, the C1
 * controls (NEL among them) and the Unicode line and paragraph separators (U+2028, U+2029).
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const EVERY_CONTROL = new RegExp(CONTROL.source, 'g');

export function hasControlCharacter(value: string): boolean {
  return CONTROL.test(value);
}

/** `value` with each control character replaced by `by` (the outbox writes headers so). */
export function replaceControlCharacters(value: string, by: string): string {
  return value.replace(EVERY_CONTROL, by);
}

/** A string that is not blank. */
export const Required = refine(string(), 'required', (v) => v.trim() !== '' || REQUIRED);

/** A required, well-formed e-mail address, on one line (it becomes a mail's `To`). */
export const Email = refine(Required, 'email', (v) =>
  hasControlCharacter(v) ? CONTROL_CHARACTERS : isEmail(v) || INVALID_EMAIL,
);

/** An optional free-text field: a string, possibly empty. */
export const Text = string();

/**
 * A required single line: a person's name, a company, a title. Such values reach mail subjects
 * (the share's 'Luc Martin vous recommande…'), so a line break or NUL is refused on both sides.
 */
export const Name = refine(Required, 'singleLine', (v) => !hasControlCharacter(v) || CONTROL_CHARACTERS);

/** An optional single line (a company), possibly empty: no control character either. */
export const Line = refine(Text, 'singleLine', (v) => !hasControlCharacter(v) || CONTROL_CHARACTERS);

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
