import type { Failure, StructError } from 'superstruct';
import type { FieldErrors } from './envelope';
import { INVALID_VALUE, REQUIRED } from './messages';

/**
 * The French message of one superstruct failure. Refinements carry the spec's message
 * themselves; a missing value is 'Champ obligatoire'.
 */
export function failureMessage(failure: Failure): string {
  if (failure.refinement) return failure.message;
  if (failure.value === undefined) return REQUIRED;
  if (failure.type === 'never') return 'Champ inattendu';
  return INVALID_VALUE;
}

/**
 * Turns a superstruct failure into the envelope's `error` map: field path → French message,
 * the first failure of each field only.
 */
export function fieldErrors(error: StructError): FieldErrors {
  // No prototype: a field named `constructor` or `__proto__` is a field like any other.
  const errors: FieldErrors = Object.create(null);
  for (const failure of error.failures()) {
    const key = failure.path.join('.') || 'body';
    if (!Object.hasOwn(errors, key)) errors[key] = failureMessage(failure);
  }
  return errors;
}
