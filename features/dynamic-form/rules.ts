import type { ServerField } from '@/src/contracts/forms/server-field';
import { sameValue, placeFields } from './fields';
import { settle, type Settled } from './settle';
import type { ChoiceRestriction, FieldValue, FormValues, OnPick, ReloadRequest } from './types';

/** The form after one change, and what the server must be asked again, if anything. */
export interface Changed extends Settled {
  reload: ReloadRequest | null;
}

/** Which call a change of this field asks for (`reload`, server-field.ts), or null. */
export function reloadFor(field: ServerField): ReloadRequest | null {
  return field.reload ? { kind: field.reload, field: field.name } : null;
}

/**
 * One answer changed (spec §4.1): the answer set, what the island's `onPick` writes elsewhere for
 * a picked value (the floor's load case sets its loads), then the form's rules run until stable
 * (settle.ts). A field's `reload` is asked for only
 * when its answer really changed. A name the form does not have changes nothing.
 */
export function applyChange(
  fields: readonly ServerField[],
  values: FormValues,
  name: string,
  value: FieldValue,
  onPick?: OnPick,
  restrictions: readonly ChoiceRestriction[] = [],
): Changed {
  const placed = placeFields(fields);
  const field = placed.find((entry) => entry.field.name === name)?.field;
  if (!field || sameValue(values[name], value)) return { ...settle(fields, values, restrictions), reload: null };
  const next: FormValues = { ...values, [name]: value };
  if (!Array.isArray(value) && onPick) {
    for (const [target, written] of Object.entries(onPick(field, value))) {
      if (placed.some((entry) => entry.field.name === target)) next[target] = written;
    }
  }
  return { ...settle(fields, next, restrictions), reload: reloadFor(field) };
}
