import type { ServerField } from '@/src/contracts/forms/server-field';
import type { FieldValue, PlacedField } from './types';

/** One choice of a field: the label shown, the value sent, and its group (`groupedChoices`). */
export interface FieldChoice {
  label: string;
  value: string;
  group?: string;
}

/** The fields and their children, depth first: a parent comes before its children. */
export function placeFields(fields: readonly ServerField[], parents: readonly ServerField[] = []): PlacedField[] {
  const placed: PlacedField[] = [];
  for (const field of fields) {
    placed.push({ field, parents });
    if (field.children?.length) placed.push(...placeFields(field.children, [...parents, field]));
  }
  return placed;
}

/** Every choice of a field, in display order: `choices`, then each group of `groupedChoices`. */
export function choicesOf(field: ServerField): FieldChoice[] {
  const choices: FieldChoice[] = Object.entries(field.choices ?? {}).map(([label, value]) => ({ label, value }));
  for (const [group, entries] of Object.entries(field.groupedChoices ?? {})) {
    for (const [label, value] of Object.entries(entries)) choices.push({ label, value, group });
  }
  return choices;
}

/** True for the fields whose value is one of their choices (not typed). */
export function hasChoices(field: ServerField): boolean {
  return field.type === 'radio' || field.type === 'checkbox' || field.type === 'fakeCheckbox';
}

/** No answer: an empty string (spaces count as nothing) or an empty list. */
export function isEmptyValue(value: FieldValue | undefined): boolean {
  if (value === undefined) return true;
  return Array.isArray(value) ? value.length === 0 : value.trim() === '';
}

/** Two values alike (lists item by item, in order). */
export function sameValue(a: FieldValue | undefined, b: FieldValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}
