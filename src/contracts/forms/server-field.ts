import {
  array,
  boolean,
  enums,
  lazy,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  type,
  union,
  unknown,
  type Describe,
  type Infer,
} from 'superstruct';

/**
 * The server-driven form of the floor configurator and of the carbon tunnel
 * (floor-and-carbon-tools §3 'Configurator form step', 'Field (floor configurator)', 'Field (carbon
 * simulator)'). One field struct serves both sites: each site uses the options its spec lists and
 * leaves the others out. The form engine (`features/dynamic-form/`) reads it.
 *
 * A step's `fields` are deliberately `unknown[]` in the answer: one malformed field (an unknown
 * type, choices that are not an object, a condition on a missing field) must not turn the whole
 * form into a contract error. The engine checks each field against {@link ServerField} on its own,
 * skips a bad one with one console error naming it, and the rest of the form works.
 */

/** The comparators of a condition: ==, !=, IN, NOT IN (floor); ==, !=, >, >=, <, <=, NOT IN (carbon). */
export const COMPARATORS = ['==', '!=', 'IN', 'NOT IN', '>', '>=', '<', '<='] as const;
export type Comparator = (typeof COMPARATORS)[number];

/**
 * A field's value as the server sends and takes it. Radio, text and number fields hold a string
 * (numbers as typed, a decimal comma is the user's business); checkboxes hold a list of choice
 * values. Saved values come back with 'true'/'false' as booleans (§4.1), which the engine turns
 * into the strings of the choices.
 */
export const ServerFieldValue = union([string(), number(), boolean(), array(string()), literal(null)]);
export type ServerFieldValue = Infer<typeof ServerFieldValue>;

/**
 * A condition on another field's value. `value` is a list for IN and NOT IN, a number for the
 * ordering comparators, else a string (a boolean compares as 'true'/'false').
 */
export const FieldCondition = type({
  field: string(),
  comparator: enums(COMPARATORS),
  value: union([string(), number(), boolean(), array(string())]),
});
export type FieldCondition = Infer<typeof FieldCondition>;

export const FIELD_TYPES = ['text', 'number', 'radio', 'checkbox', 'fakeCheckbox'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** A help bubble: a title, a text (plain), an optional image path on the API origin. */
export const FieldTooltip = type({ title: string(), content: string(), image: optional(nullable(string())) });
export type FieldTooltip = Infer<typeof FieldTooltip>;

/**
 * Input attributes. `pattern`: a regular expression (JavaScript syntax, no slashes) of the
 * characters that are *not* allowed; they are stripped as the user types (§5).
 */
export const FieldAttr = type({
  pattern: optional(string()),
  min: optional(number()),
  max: optional(number()),
  placeholder: optional(string()),
});
export type FieldAttr = Infer<typeof FieldAttr>;

/**
 * What picking one choice changes elsewhere (floor §4.1): the load cases and 'up' values that
 * remain available (lists of choice values of the fields `loadCase` and `up`), and for a load
 * case, the loads it sets in `gLoad` and `qLoad` (kN/m²).
 */
export const ChoiceAttributes = type({
  'available-load-cases': optional(array(string())),
  'available-ups': optional(array(string())),
  gLoad: optional(number()),
  qLoad: optional(number()),
});
export type ChoiceAttributes = Infer<typeof ChoiceAttributes>;

/**
 * What changes when the field changes, besides the answers (the spec is silent):
 * `form` fetches the form again with the answers (250 ms after the last change, §9); `entrevous`
 * asks the server for the infill-block field only (`POST /api/configurator/entrevous/?as-field=1`).
 */
export const FIELD_RELOADS = ['form', 'entrevous'] as const;

export interface ServerField {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  unit?: string | null;
  help?: string | null;
  tooltips?: FieldTooltip[];
  attr?: FieldAttr;
  /** label shown → value sent, in display order */
  choices?: Record<string, string>;
  /** carbon: group label → (label → value); shown as groups, values as in `choices` */
  groupedChoices?: Record<string, Record<string, string>>;
  /** choice value → what picking it changes (floor) */
  choiceAttributes?: Record<string, ChoiceAttributes>;
  /**
   * The value a hidden field resets to (an empty list for checkboxes when null); on a checkbox,
   * the exclusive 'none' choice: picking it clears the others, picking another removes it.
   */
  disabledValue?: string | null;
  /** floor: the initial value; a saved simulation's value when editing */
  value?: ServerFieldValue;
  /** carbon: the answer proposed, added automatically after 150 ms (§4.2) */
  defaultValue?: ServerFieldValue;
  /** carbon: the only answer allowed, added automatically after 150 ms */
  forcedValue?: ServerFieldValue;
  conditions?: FieldCondition[];
  /** How `conditions` combine; AND when absent. */
  conditionsRelation?: 'AND' | 'OR';
  /** Sub-fields shown inside this one (a load case's custom loads, a concrete's own values). */
  children?: ServerField[];
  reload?: (typeof FIELD_RELOADS)[number];
}

export const ServerField: Describe<ServerField> = type({
  name: string(),
  label: string(),
  type: enums(FIELD_TYPES),
  required: optional(boolean()),
  unit: optional(nullable(string())),
  help: optional(nullable(string())),
  tooltips: optional(array(FieldTooltip)),
  attr: optional(FieldAttr),
  choices: optional(record(string(), string())),
  groupedChoices: optional(record(string(), record(string(), string()))),
  choiceAttributes: optional(record(string(), ChoiceAttributes)),
  disabledValue: optional(nullable(string())),
  value: optional(ServerFieldValue),
  defaultValue: optional(ServerFieldValue),
  forcedValue: optional(ServerFieldValue),
  conditions: optional(array(FieldCondition)),
  conditionsRelation: optional(enums(['AND', 'OR'] as const)),
  children: optional(array(lazy(() => ServerField))),
  reload: optional(enums(FIELD_RELOADS)),
}) as unknown as Describe<ServerField>;

/**
 * The body of an entrevous call, floor and carbon alike: `datas`, the answers so far, field →
 * value; the answer is the infill-block field for them.
 */
export const EntrevousBody = object({
  datas: record(string(), union([string(), number(), boolean(), array(string())])),
});
export const EntrevousAnswer = type({ field: ServerField });

/** One step of a server form: its number (from 1), title, description and raw fields. */
export const FormStep = type({
  step: number(),
  title: string(),
  description: optional(nullable(string())),
  fields: array(unknown()),
});
export type FormStep = Infer<typeof FormStep>;
