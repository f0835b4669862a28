import { placeFields } from '@/features/dynamic-form/fields';
import type { FormController } from '@/features/dynamic-form/form-controller';
import type { FlatValue } from '@/src/contracts/floor/simulator';
import { loadsOf } from './loads';

/**
 * What the submit sends (floor-and-carbon-tools §7 'flat form values'): every answer flattened,
 * the saved simulation being edited, and the loads of the load case picked (§4.1 'Selecting a
 * fake-checkbox load case sets gLoad and qLoad from the choice'). The form writes them into gLoad
 * and qLoad, but a form that hides those fields for a preset resets them as it hides them (§4.1
 * 'When hidden they reset'): they are sent all the same, for a server that reads the loads
 * rather than the load case. A load the visitor typed (a shown field) is never replaced.
 */
export function submitValues(form: FormController, editing: number | null): FlatValue[] {
  const flat = form.flat();
  const sent = new Set(flat.map((entry) => entry.field));
  const loads = Object.entries(pickedLoads(form))
    .filter(([field]) => !sent.has(field))
    .map(([field, value]) => ({ field, value: String(value) }));
  return [...flat, ...loads, ...(editing ? [{ field: 'simulationId', value: editing }] : [])];
}

/** gLoad and qLoad of the shown load-case cards' pick; none when nothing is picked. */
function pickedLoads(form: FormController) {
  const values = form.values();
  for (const step of form.getState().steps) {
    for (const { field } of placeFields(step.fields)) {
      const value = values[field.name];
      if (field.type !== 'fakeCheckbox' || typeof value !== 'string' || !value || !form.isShown(field.name)) continue;
      return loadsOf(field, value);
    }
  }
  return {};
}
