import type { StructError } from 'superstruct';
import type { FieldErrors } from './envelope';
import { INVALID_VALUE, REQUIRED } from './messages';

/**
 * Turns a superstruct failure into the envelope's `error` map: field path → French message.
 * Refinements carry the spec's message themselves; a missing value is 'Champ obligatoire'.
 */
export function fieldErrors(error: StructError): FieldErrors {
  // No prototype: a field named `constructor` or `__proto__` is a field like any other.
  const errors: FieldErrors = Object.create(null);
  for (const failure of error.failures()) {
    const key = failure.path.join('.') || 'body';
    if (Object.hasOwn(errors, key)) continue;
    if (failure.refinement) errors[key] = failure.message;
    else if (failure.value === undefined) errors[key] = REQUIRED;
    else if (failure.type === 'never') errors[key] = 'Champ inattendu';
    else errors[key] = INVALID_VALUE;
  }
  return errors;
}
