import type { ServerField } from '@/src/contracts/forms/server-field';
import { NAMED } from './fields';
import type { FormValues } from './types';

/**
 * What picking a load case sets elsewhere (spec §4.1): a fakeCheckbox choice whose attributes
 * carry `gLoad` and `qLoad` (kN/m²) writes them into the fields of those names, as strings the
 * user can still edit. Only on the pick itself: a load the user typed afterwards stays.
 */
export function loadsOf(field: ServerField, value: string): FormValues {
  if (field.type !== 'fakeCheckbox') return {};
  const attributes = field.choiceAttributes?.[value];
  const patch: FormValues = {};
  if (attributes?.gLoad !== undefined) patch[NAMED.gLoad] = String(attributes.gLoad);
  if (attributes?.qLoad !== undefined) patch[NAMED.qLoad] = String(attributes.qLoad);
  return patch;
}
