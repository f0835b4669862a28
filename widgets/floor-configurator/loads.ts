import type { FormValues } from '@/features/dynamic-form/types';
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
