import type { ServerField } from '@/src/contracts/forms/server-field';
import { REQUIRED } from '@/src/contracts/messages';
import { isEmptyValue } from './fields';
import type { FieldValue, FormValues } from './types';

/**
 * A rule of the island's own for one field (a zip code's length: 'Doit être exactement 5
 * caractères'): the French message, or null when the value passes. Run once the field is answered.
 */
export type FieldValidator = (value: FieldValue, values: FormValues) => string | null;

/** What the server said of the last submit: its messages by field, and the fields it marked required. */
export interface ServerVerdict {
  errors: Record<string, string>;
  required: ReadonlySet<string>;
}

export const NO_VERDICT: ServerVerdict = { errors: {}, required: new Set() };

export interface ValidateOptions {
  verdict?: ServerVerdict;
  validators?: Record<string, FieldValidator>;
}

/**
 * The error of each field given (the fields shown): the server's message while it stands, else
 * 'Champ obligatoire' for a required field left empty (required by the form, or marked so by the
 * server), else the island's rule for it. Fields that pass are absent.
 */
export function validateFields(
  fields: readonly ServerField[],
  values: FormValues,
  options: ValidateOptions = {},
): Record<string, string> {
  const { verdict = NO_VERDICT, validators = {} } = options;
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name] ?? '';
    const server = verdict.errors[field.name];
    const required = field.required === true || verdict.required.has(field.name);
    const message =
      server ?? (isEmptyValue(value) ? (required ? REQUIRED : null) : validators[field.name]?.(value, values));
    if (message) errors[field.name] = message;
  }
  return errors;
}

/**
 * The field errors of a refused submit (the envelope's `error`, field → message; spec §5, §8
 * 'submit failure') merged into the verdict: each field of the form named gets
 * the server's message under it and is marked required from then on. The messages naming no
 * field of the form come back apart, for a toast.
 */
export function placeServerErrors(
  verdict: ServerVerdict,
  error: Record<string, string> | null | undefined,
  names: ReadonlySet<string>,
): { verdict: ServerVerdict; unplaced: string[] } {
  const errors = { ...verdict.errors };
  const required = new Set(verdict.required);
  const unplaced: string[] = [];
  for (const [name, message] of Object.entries(error ?? {})) {
    if (!names.has(name)) {
      unplaced.push(message);
      continue;
    }
    errors[name] = message;
    required.add(name);
  }
  return { verdict: { errors, required }, unplaced };
}

/** The verdict once the user has changed a field: the server's message under it is spent. */
export function editedVerdict(verdict: ServerVerdict, name: string): ServerVerdict {
  if (!(name in verdict.errors)) return verdict;
  const { [name]: _spent, ...errors } = verdict.errors;
  return { errors, required: verdict.required };
}
