import type { ChoiceRestriction, FormValues } from '@/features/dynamic-form/types';
import type { ServerField } from '@/src/contracts/forms/server-field';

/**
 * What picking a load case sets elsewhere (spec §4.1): a fakeCheckbox choice whose attributes
 * carry `gLoad` and `qLoad` (kN/m²) writes them into the fields of those names, as strings the
 * user can still edit. Only on the pick itself: a load the user typed afterwards stays. A rule of
 * the floor configurator's, given to the form engine as its `onPick`, and read again at submit.
 */
export function loadsOf(field: ServerField, value: string): FormValues {
  if (field.type !== 'fakeCheckbox') return {};
  const attributes = field.choiceAttributes?.[value];
  const patch: FormValues = {};
  if (attributes?.gLoad !== undefined) patch.gLoad = String(attributes.gLoad);
  if (attributes?.qLoad !== undefined) patch.qLoad = String(attributes.qLoad);
  return patch;
}

/**
 * The floor's fields whose choices other choices restrict (spec §4.1, §8): a floor position lists
 * the load cases and the 'up' values that remain (`available-load-cases`, `available-ups`).
 * Given to the form engine as its `restrictions`.
 */
export const FLOOR_RESTRICTIONS: readonly ChoiceRestriction[] = [
  { field: 'loadCase', key: 'available-load-cases' },
  { field: 'up', key: 'available-ups' },
];
