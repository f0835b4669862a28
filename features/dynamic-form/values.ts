import type { ServerField, ServerFieldValue } from '@/src/contracts/forms/server-field';
import { placeFields } from './fields';
import type { FieldValue, FlatEntry, FormValues } from './types';

/** A server value read into the engine: a list for a checkbox, a string for any other field. */
export function readValue(field: ServerField, raw: ServerFieldValue | undefined): FieldValue {
  const text = (value: string | number | boolean) => String(value); // true → 'true' (§4.1)
  if (field.type === 'checkbox') {
    if (raw === undefined || raw === null || raw === '') return [];
    return Array.isArray(raw) ? [...raw] : [text(raw)];
  }
  if (raw === undefined || raw === null) return '';
  return Array.isArray(raw) ? (raw[0] ?? '') : text(raw);
}

/** No answer: '' or, for a checkbox, an empty list. */
export function emptyValue(field: ServerField): FieldValue {
  return field.type === 'checkbox' ? [] : '';
}

/**
 * What a hidden field holds (§4.1): its `disabledValue`; for a checkbox, an empty list when
 * that is null, else the list of that one value.
 */
export function resetValue(field: ServerField): FieldValue {
  if (field.type === 'checkbox') return field.disabledValue == null ? [] : [field.disabledValue];
  return field.disabledValue ?? '';
}

/**
 * A field's first value: the saved or proposed `value`, else its `forcedValue` or `defaultValue`
 * (an island may also add these to answers of its own, §4.2), else empty.
 */
export function initialValue(field: ServerField): FieldValue {
  return readValue(field, field.value ?? field.forcedValue ?? field.defaultValue);
}

/** Every field's first value, children included, in the form's order. */
export function initialValues(fields: readonly ServerField[]): FormValues {
  return Object.fromEntries(placeFields(fields).map(({ field }) => [field.name, initialValue(field)]));
}

/** One answer as the server takes it: the strings 'true' and 'false' become booleans (§4.1). */
export function toServerScalar(value: string): string | boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/**
 * The answers as the server takes them, field → value (a field's own call's `datas`, the form
 * query's `step1`/`step2`): 'true'/'false' become booleans; a checkbox's list is sent as it is
 * (its items are choice values, never booleans).
 */
export function toServerValues(values: FormValues): Record<string, string | boolean | string[]> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, Array.isArray(value) ? [...value] : toServerScalar(value)]),
  );
}

/**
 * The answers flattened for a submit (spec §7 'array entries flattened to field/value'): one
 * entry per value, a checkbox with two values giving two entries of the same field. Empty
 * answers are left out (an empty text, an empty checkbox): the server reads a missing field as
 * unanswered, and flags it if it is required. 'true'/'false' become booleans.
 */
export function flatten(values: FormValues): FlatEntry[] {
  const flat: FlatEntry[] = [];
  for (const [field, value] of Object.entries(values)) {
    if (Array.isArray(value)) for (const item of value) flat.push({ field, value: item });
    else if (value !== '') flat.push({ field, value: toServerScalar(value) });
  }
  return flat;
}

/**
 * The reverse of {@link flatten}, to load saved answers: the entries of a checkbox of `fields`
 * gather into its list; any other field takes its last entry, as a string (booleans as
 * 'true'/'false', numbers as written). Entries of fields the form does not have are kept as
 * strings, for the island's own fields (step 1's zip code).
 */
export function unflatten(flat: readonly FlatEntry[], fields: readonly ServerField[]): FormValues {
  const checkboxes = new Set(
    placeFields(fields)
      .filter(({ field }) => field.type === 'checkbox')
      .map(({ field }) => field.name),
  );
  const values: FormValues = {};
  for (const { field, value } of flat) {
    const text = String(value);
    if (checkboxes.has(field)) values[field] = [...((values[field] as string[] | undefined) ?? []), text];
    else values[field] = text;
  }
  return values;
}

/** Saved answers (field → server value) read into the engine, for the fields of the form. */
export function readValues(
  saved: Record<string, ServerFieldValue | undefined>,
  fields: readonly ServerField[],
): FormValues {
  const values: FormValues = {};
  for (const { field } of placeFields(fields)) {
    if (field.name in saved) values[field.name] = readValue(field, saved[field.name]);
  }
  return values;
}

/** An answer kept for a field whose type may have changed: a list for a checkbox, else a string. */
export function fitValue(field: ServerField, value: FieldValue): FieldValue {
  if (field.type === 'checkbox') return Array.isArray(value) ? value : value === '' ? [] : [value];
  return Array.isArray(value) ? (value[0] ?? '') : value;
}
