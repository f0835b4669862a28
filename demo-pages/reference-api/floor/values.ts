import type { FieldCondition, ServerField } from '@/src/contracts/forms/server-field';

/**
 * The answers as the form holds them: a string for text, number and radio fields (numbers as
 * typed), a list for checkboxes, a boolean for a saved 'true'/'false', null when unanswered.
 */
export type FormValue = string | string[] | boolean | null;
export type FormValues = Record<string, FormValue>;

/** A single value as conditions compare it: booleans as 'true'/'false', numbers as typed. */
export function textOf(value: FormValue | number | undefined): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(',');
  return String(value);
}

function holds(condition: FieldCondition, values: FormValues): boolean {
  const current = values[condition.field];
  const text = textOf(current);
  const list = Array.isArray(condition.value) ? condition.value.map(String) : [String(condition.value)];
  switch (condition.comparator) {
    case '==':
      return Array.isArray(current) ? current.includes(list[0]!) : text === list[0];
    case '!=':
      return Array.isArray(current) ? !current.includes(list[0]!) : text !== list[0];
    case 'IN':
      return list.includes(text);
    case 'NOT IN':
      return !list.includes(text);
    default: {
      // The ordering comparators (carbon tunnel): numbers only.
      const [a, b] = [Number(text), Number(list[0])];
      if (text === '' || Number.isNaN(a) || Number.isNaN(b)) return false;
      const order = { '>': a > b, '>=': a >= b, '<': a < b, '<=': a <= b } as Record<string, boolean>;
      return order[condition.comparator] ?? false;
    }
  }
}

/** The field shows when its conditions hold (AND unless told OR); no condition: always. */
export function isVisible(field: ServerField, values: FormValues): boolean {
  const conditions = field.conditions ?? [];
  if (conditions.length === 0) return true;
  return field.conditionsRelation === 'OR'
    ? conditions.some((c) => holds(c, values))
    : conditions.every((c) => holds(c, values));
}

/** What a hidden field holds: its disabled value (a list for a checkbox, empty when none). */
export function disabledValueOf(field: ServerField): FormValue {
  if (field.type === 'checkbox') return field.disabledValue ? [field.disabledValue] : [];
  return field.disabledValue ?? null;
}

/**
 * The values with every hidden field reset to its disabled value, field by field in the form's
 * order: a condition reads the earlier fields as they end up (a hidden field's own value counts
 * as its disabled value), as the client's engine does (§4.1).
 */
export function withVisibility(
  fields: ServerField[],
  values: FormValues,
): { values: FormValues; visible: Set<string> } {
  const result: FormValues = { ...values };
  const visible = new Set<string>();
  for (const field of fields) {
    if (isVisible(field, result)) visible.add(field.name);
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
