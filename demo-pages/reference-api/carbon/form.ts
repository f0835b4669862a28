import type { CarbonForm } from '@/src/contracts/carbon/tunnel';
import type { FieldCondition, ServerField } from '@/src/contracts/forms/server-field';
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

function holds(condition: FieldCondition, values: AnswerValues): boolean {
  const raw = values[condition.field];
  const { comparator, value } = condition;
  if (comparator === 'IN' || comparator === 'NOT IN') {
    const inside = Array.isArray(value) && raw !== undefined && value.includes(raw);
    return comparator === 'IN' ? inside : !inside;
  }
  if (comparator === '==') return raw === String(value);
  if (comparator === '!=') return raw !== String(value);
  const a = Number((raw ?? '').replace(',', '.'));
  const b = Number(value);
  if (raw === undefined || raw === '' || !Number.isFinite(a)) return false;
  return { '>': a > b, '>=': a >= b, '<': a < b, '<=': a <= b }[comparator];
}

/** Whether a field is shown for the answers (its conditions, AND unless told OR). */
export function isShown(field: ServerField, values: AnswerValues): boolean {
  const conditions = field.conditions ?? [];
  if (conditions.length === 0) return true;
  return field.conditionsRelation === 'OR'
    ? conditions.some((c) => holds(c, values))
    : conditions.every((c) => holds(c, values));
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
    const n = Number(value.replace(',', '.'));
    const { min, max } = field.attr ?? {};
    if (!Number.isFinite(n) || n <= 0 || (min !== undefined && n < min) || (max !== undefined && n > max))
      return INVALID;
  }
  if (field.name === 'zipCode' && !/^\d{5}$/.test(value)) return ZIP_LENGTH;
  return null;
}

/** The shown fields of both steps, children of a custom concrete included. */
function shownFields(values: AnswerValues, clusterMode: boolean): ServerField[] {
  const step2 = carbonStep2(values).filter((f) => isShown(f, values));
  const children = values.cementType === 'custom' ? step2.flatMap((f) => f.children ?? []) : [];
  return [...carbonStep1(clusterMode), ...step2, ...children];
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
