import type { ServerField } from '@/src/contracts/forms/server-field';
import { allowedValues, availabilityOf } from './availability';
import { conditionsHold } from '@/src/contracts/forms/field-rules';
import { choicesOf, hasChoices, placeFields, sameValue } from './fields';
import { emptyValue, resetValue } from './values';
import type { Availability, ChoiceRestriction, FieldValue, FormValues, PlacedField } from './types';

/** The form after its rules have run: the answers, the hidden fields, what restricted fields offer. */
export interface Settled {
  values: FormValues;
  hidden: ReadonlySet<string>;
  availability: Record<string, Availability>;
}

/** The fields hidden by their conditions, or by a hidden parent (a parent comes before its children). */
export function hiddenFields(placed: readonly PlacedField[], values: FormValues): Set<string> {
  const hidden = new Set<string>();
  for (const { field, parents } of placed) {
    const parent = parents[parents.length - 1];
    if ((parent && hidden.has(parent.name)) || !conditionsHold(field, values)) hidden.add(field.name);
  }
  return hidden;
}

/** A shown choice field's value without the choices it may no longer hold. */
function pruned(field: ServerField, value: FieldValue, availability: Availability | undefined): FieldValue {
  // A field that lists no choice at all (yet) has nothing to prune against.
  if (!hasChoices(field) || (choicesOf(field).length === 0 && !availability)) return value;
  const allowed = allowedValues(field, availability);
  if (Array.isArray(value)) return value.filter((item) => allowed.includes(item));
  return value === '' || allowed.includes(value) ? value : '';
}

/**
 * Runs the form's rules until nothing moves (spec §4.1): a hidden field resets to its disabled
 * value, which may hide or show another field, whose conditions then read that reset value; a
 * shown choice field loses a value its choices (or, for a field the island's `restrictions` name,
 * the choices still available) no longer offer. The answers come back in the form's order, one per field (empty
 * when missing; answers to fields the form does not have are dropped). Bounded to n + 1 passes
 * for n fields: a chain of n fields, each hiding the next, settles in n.
 */
export function settle(
  fields: readonly ServerField[],
  start: FormValues,
  restrictions: readonly ChoiceRestriction[] = [],
): Settled {
  const placed = placeFields(fields);
  let values: FormValues = {};
  for (const { field } of placed) values[field.name] = start[field.name] ?? emptyValue(field);
  for (let pass = 0; pass <= placed.length; pass += 1) {
    const hidden = hiddenFields(placed, values);
    const availability = availabilityOf(placed, values, hidden, restrictions);
    const next: FormValues = { ...values };
    for (const { field } of placed) {
      const current = values[field.name]!;
      next[field.name] = hidden.has(field.name) ? resetValue(field) : pruned(field, current, availability[field.name]);
    }
    const moved = placed.some(({ field }) => !sameValue(next[field.name], values[field.name]));
    values = next;
    if (!moved) return { values, hidden, availability };
  }
  const hidden = hiddenFields(placed, values);
  return { values, hidden, availability: availabilityOf(placed, values, hidden, restrictions) };
}
