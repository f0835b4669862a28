import type { CarbonForm } from '@/src/contracts/carbon/tunnel';
import { conditionsHold, parseFieldNumber } from '@/src/contracts/forms/field-rules';
import type { ServerField } from '@/src/contracts/forms/server-field';
import type { AnswerValues } from './answers';
import { carbonStep1 } from './form-step1';
import {
  concreteFields,
  entrevousField,
  favoritesField,
  geometryFields,
  siteFields,
  systemTypeField,
} from './form-fields';
import { DEFAULTS, PRESETS } from './presets';
import { SYSTEM_LABELS, type SystemType } from './systems';

export const REQUIRED = 'Champ obligatoire';
export const INVALID = 'Valeur invalide';
/** §5 carbon tunnel, step 1, verbatim. */
export const ZIP_LENGTH = 'Doit contenir exactement 5 caractères.';

const isSystem = (value: string | undefined): value is SystemType =>
  value !== undefined && Object.hasOwn(SYSTEM_LABELS, value);

/** Step 2 for the answers: the system type alone until it is answered, then the system's fields with their conditions. */
export function carbonStep2(values: AnswerValues): ServerField[] {
  const system = values.systemType;
  if (!isSystem(system)) return [systemTypeField()];
  const preset = values.favorites === system ? PRESETS[system].values : {};
  const withDefault = (field: ServerField): ServerField => {
    const proposed = preset[field.name] ?? DEFAULTS[field.name];
    const children = field.children?.map(withDefault);
    return {
      ...field,
      ...(proposed === undefined ? {} : { defaultValue: proposed }),
      ...(children ? { children } : {}),
    };
  };
  return [
    systemTypeField(),
    favoritesField(system, PRESETS[system].label),
    ...geometryFields().map(withDefault),
    withDefault(entrevousField(values)),
    ...concreteFields().map(withDefault),
    ...siteFields(values.zipCode ?? '').map(withDefault),
  ];
}

/**
 * The fields shown for the answers, each followed by its shown children: a field shows when its
 * conditions hold (the shared rule of src/contracts/forms/field-rules.ts, the one the client's
 * engine runs), a child when its parent shows and its own conditions hold.
 */
export function shownOf(fields: readonly ServerField[], values: AnswerValues): ServerField[] {
  return fields
    .filter((field) => conditionsHold(field, values))
    .flatMap((field) => [field, ...shownOf(field.children ?? [], values)]);
}

function allowed(field: ServerField): string[] | null {
  if (field.choices) return Object.values(field.choices);
  if (field.groupedChoices) return Object.values(field.groupedChoices).flatMap((group) => Object.values(group));
  return null;
}

function fieldError(field: ServerField, raw: string | undefined): string | null {
  const value = raw ?? (field.forcedValue == null ? '' : String(field.forcedValue));
  if (value === '') return field.required ? REQUIRED : null;
  const choices = allowed(field);
  if (choices && !choices.includes(value)) return INVALID;
  if (field.forcedValue != null && value !== String(field.forcedValue)) return INVALID;
  if (field.type === 'number') {
    const n = parseFieldNumber(value);
    const { min, max } = field.attr ?? {};
    if (n === null || n <= 0 || (min !== undefined && n < min) || (max !== undefined && n > max)) return INVALID;
  }
  if (field.name === 'zipCode' && !/^\d{5}$/.test(value)) return ZIP_LENGTH;
  return null;
}

/** The shown fields of both steps, children of a custom concrete included. */
function shownFields(values: AnswerValues, clusterMode: boolean): ServerField[] {
  return [...carbonStep1(clusterMode), ...shownOf(carbonStep2(values), values)];
}

/** Field → error of the answers ('Champ obligatoire' for a missing one); empty when complete. */
export function answerErrors(values: AnswerValues, clusterMode: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of shownFields(values, clusterMode)) {
    const error = fieldError(field, values[field.name]);
    if (error) errors[field.name] = error;
  }
  return errors;
}

/** The form of §7 'Fetch configurator fields': both steps and whether every shown required field is answered. */
export function carbonForm(values: AnswerValues, clusterMode: boolean): CarbonForm {
  return {
    formArray: [
      { step: 1, title: 'Votre projet', fields: carbonStep1(clusterMode) },
      { step: 2, title: 'Votre plancher', fields: carbonStep2(values) },
    ],
    isCompleted: Object.keys(answerErrors(values, clusterMode)).length === 0,
  };
}
