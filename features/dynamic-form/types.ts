import type { AvailabilityKey } from '@/src/contracts/forms/field-rules';
import type { ServerField } from '@/src/contracts/forms/server-field';

/**
 * A field's value inside the engine: a string for text, number, radio and fakeCheckbox fields
 * (numbers as typed; 'true'/'false' for the server's booleans), a list of choice values for a
 * checkbox. The server's own shapes (booleans, numbers, null) are read and written by values.ts.
 */
export type FieldValue = string | string[];

/**
 * One answer as a flat entry, as a submit takes them (spec §7 'array entries flattened to
 * field/value'): a checkbox with two values gives two entries of the same field.
 */
export interface FlatEntry {
  field: string;
  value: string | number | boolean;
}

/** Every field's value by name, in the order of the form (steps, then each field's children). */
export type FormValues = Record<string, FieldValue>;

/**
 * What a restricted field (`ChoiceRestriction`: the floor's `loadCase` and `up`) may offer (spec
 * §4.1, §8 'No up options', 'Prior fields missing'): `ok` with the choice values still available (null: all of them); `empty` when the
 * choices picked above leave none ('Aucune valeur disponible.'); `waiting` when a field above
 * offers them but is not answered yet ('Veuillez remplir les champs ci-dessus.').
 */
export type Availability =
  | { state: 'ok'; values: readonly string[] | null }
  | { state: 'empty'; values: readonly string[] }
  | { state: 'waiting'; values: readonly string[] };

/** A field with the chain of fields it sits under (its parent, the parent's parent…). */
export interface PlacedField {
  field: ServerField;
  parents: readonly ServerField[];
}

/**
 * An island's rule for a picked value (not a checkbox's list): the answers it writes into other
 * fields of the form, by name; those fields the form does not have are left out. The floor
 * configurator's load case writes its loads into gLoad and qLoad.
 */
export type OnPick = (field: ServerField, value: string) => FormValues;

/**
 * A field whose choices other choices restrict, and the choice attribute that lists what remains
 * of them (`available-…`, server-field.ts): an island's rule, given to the engine. The floor
 * configurator restricts its load cases and its 'up' values so.
 */
export interface ChoiceRestriction {
  field: string;
  key: AvailabilityKey;
}

/** A change the server must see (the field's `reload`): the whole form again, or one field only. */
export interface ReloadRequest {
  kind: NonNullable<ServerField['reload']>;
  /** The field whose change asks for it. */
  field: string;
}
