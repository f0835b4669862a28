import { optional, refine, string, type Struct } from 'superstruct';
import { PASSWORD_MIN_LENGTH } from '@/src/contracts/constants';
import { PASSWORD_TOO_SHORT, REQUIRED } from '@/src/contracts/messages';

/**
 * Field structs that only forms check (the API's own are in `src/contracts/fields.ts`), with the
 * spec's French messages; kept here so that pages without a form do not download them.
 */

/** A password: required, but spaces count (a password of spaces is the user's choice). */
export const Password = refine(string(), 'password', (v) => v !== '' || REQUIRED);

/**
 * At least `length` characters ('6 caractères au minimum'); a missing value counts as empty, so
 * it gets this message rather than 'Champ obligatoire'.
 */
export function minLength(length = PASSWORD_MIN_LENGTH): Struct<string | undefined, null> {
  return refine(optional(string()), 'minLength', (v) => (v ?? '').length >= length || PASSWORD_TOO_SHORT);
}

/**
 * A field equal to its sibling `field` (a password's repetition), missing counting as empty.
 * Only inside an object or type struct: it reads the sibling from the object being checked.
 * Checked on the field itself rather than on the object, because superstruct skips an object's
 * refinements when one of its fields is missing.
 */
export function sameAs(
  field: string,
  message: string,
  base: Struct<any, any> = optional(string()),
): Struct<string | undefined, null> {
  return refine(base, 'sameAs', (value, context) => {
    const parent: unknown = context.branch[context.branch.length - 2];
    const other = parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[field] : undefined;
    return (value ?? '') === (other ?? '') || message;
  });
}
