import type { FieldMetaState } from 'react-final-form';

/**
 * The error a field shows, the rule of every field of `field.tsx` and `choice-fields.tsx`: its
 * validation error once touched (or after a submit attempt), else the server's error for it until
 * it is edited again.
 */
export function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  if ((meta.touched || meta.submitFailed) && meta.error) return String(meta.error);
  if (!meta.dirtySinceLastSubmit && meta.submitError) return String(meta.submitError);
  return undefined;
}
