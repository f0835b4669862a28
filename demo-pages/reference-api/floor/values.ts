import { conditionsHold } from '@/src/contracts/forms/field-rules';
import type { ServerField } from '@/src/contracts/forms/server-field';

/**
 * The answers as the form holds them: a string for text, number and radio fields (numbers as
 * typed), a list for checkboxes, a boolean for a saved 'true'/'false', null when unanswered.
 */
export type FormValue = string | string[] | boolean | null;
export type FormValues = Record<string, FormValue>;

/** A single value as text: booleans as 'true'/'false', numbers as typed, a list joined by commas. */
export function textOf(value: FormValue | number | undefined): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(',');
  return String(value);
}

/** What a hidden field holds: its disabled value (a list for a checkbox, empty when none). */
export function disabledValueOf(field: ServerField): FormValue {
  if (field.type === 'checkbox') return field.disabledValue ? [field.disabledValue] : [];
  return field.disabledValue ?? null;
}

/**
 * The values with every hidden field reset to its disabled value, field by field in the form's
 * order: a condition reads the earlier fields as they end up (a hidden field's own value counts
 * as its disabled value), as the client's engine does (§4.1). Whether a field is shown is the
 * shared rule (src/contracts/forms/field-rules.ts), the one the client's engine runs.
 */
export function withVisibility(
  fields: ServerField[],
  values: FormValues,
): { values: FormValues; visible: Set<string> } {
  const result: FormValues = { ...values };
  const visible = new Set<string>();
  for (const field of fields) {
    if (conditionsHold(field, result)) visible.add(field.name);
    else result[field.name] = disabledValueOf(field);
  }
  return { values: result, visible };
}

/** Blank: null, an empty or blank string, an empty list. */
export function isBlank(value: FormValue | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'string' && value.trim() === '';
}
