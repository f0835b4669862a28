import { availabilityLists, keptChoices, offersAvailability } from '@/src/contracts/forms/field-rules';
import type { ServerField } from '@/src/contracts/forms/server-field';
import { choicesOf, isEmptyValue } from './fields';
import type { Availability, ChoiceRestriction, FormValues, PlacedField } from './types';

/**
 * What the restricted fields (the island's `restrictions`: the floor's `loadCase` and `up`) may
 * offer (spec §4.1, §8), for those of them the form has. The fields shown that offer the
 * restriction's attribute (`available-load-cases`, `available-ups`) on any choice
 * decide: the intersection of the lists of every picked choice that carries one. None of them
 * answered: `waiting`. Answered, but no picked choice carries a list: every choice stays.
 */
export function availabilityOf(
  placed: readonly PlacedField[],
  values: FormValues,
  hidden: ReadonlySet<string>,
  restrictions: readonly ChoiceRestriction[] = [],
): Record<string, Availability> {
  const result: Record<string, Availability> = {};
  for (const { field: name, key } of restrictions) {
    const target = placed.find(({ field }) => field.name === name)?.field;
    if (!target) continue;
    const offering = placed
      .map(({ field }) => field)
      .filter((field) => field.name !== name && !hidden.has(field.name) && offersAvailability(field, key));
    if (offering.length === 0) {
      result[name] = { state: 'ok', values: null };
      continue;
    }
    if (offering.every((field) => isEmptyValue(values[field.name]))) {
      result[name] = { state: 'waiting', values: [] };
      continue;
    }
    result[name] = restrict(target, availabilityLists(offering, values, key));
  }
  return result;
}

function restrict(target: ServerField, lists: readonly string[][]): Availability {
  if (lists.length === 0) return { state: 'ok', values: null };
  const kept = keptChoices(
    choicesOf(target).map((choice) => choice.value),
    lists,
  );
  return kept.length ? { state: 'ok', values: kept } : { state: 'empty', values: [] };
}

/** The choice values a field may hold now: restricted by its availability, else all of them. */
export function allowedValues(field: ServerField, availability: Availability | undefined): readonly string[] {
  if (availability && availability.values !== null) return availability.values;
  return choicesOf(field).map((choice) => choice.value);
}
