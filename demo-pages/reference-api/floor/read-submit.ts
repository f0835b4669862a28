import type { FieldErrors } from '@/src/contracts';
import type { FlatValue } from '@/src/contracts/floor/simulator';
import type { ServerField } from '@/src/contracts/forms/server-field';
import type { FloorAnswers } from './answers';
import { continuityProblem } from './continuity';
import { formFields, readFloor, readInsulation, readNumber } from './form';
import { LOAD_CASES_BY_FLOOR } from './form-step2';
import { findLoadCase } from './loads';
import { INFILL_FAMILIES, type FloorLevel, type InfillFamily } from './types';
import { isBlank, textOf, withVisibility, type FormValues } from './values';

/**
 * The submit's flat values (§7 'flat form values') read back into answers, then checked field by
 * field as the form describes them: a hidden field takes its disabled value whatever was sent, a
 * visible required one must be answered ('Champ obligatoire'), each value must fit its field.
 */

export const REQUIRED = 'Champ obligatoire';
const EXTRA_FIELDS = ['simulationId'];
const MAX_TEXT = 100;

/** Groups the entries by field: a list for a checkbox, one value otherwise. */
export function groupValues(flat: FlatValue[], fields: ServerField[]): { values: FormValues; errors: FieldErrors } {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const values: FormValues = {};
  const errors: FieldErrors = {};
  for (const { field, value } of flat) {
    const definition = byName.get(field);
    if (!definition && !EXTRA_FIELDS.includes(field)) errors[field] = 'Champ inconnu.';
    else if (definition?.type === 'checkbox') values[field] = [...((values[field] as string[]) ?? []), String(value)];
    else if (field in values) errors[field] = 'Une seule valeur est attendue pour ce champ.';
    else values[field] = typeof value === 'number' ? String(value) : value;
  }
  return { values, errors };
}

function rangeMessage(field: ServerField): string {
  const { min, max } = field.attr ?? {};
  const unit = field.unit ? ` ${field.unit}` : '';
  if (max !== undefined) return `La valeur doit être comprise entre ${min ?? 0} et ${max}${unit}.`;
  return `La valeur doit être d'au moins ${min}${unit}.`;
}

function choiceProblem(field: ServerField, values: FormValues): string | null {
  const value = textOf(values[field.name]);
  if (field.name === 'floorType')
    return (INFILL_FAMILIES as readonly string[]).includes(value) ? null : 'Valeur invalide.';
  if (!Object.values(field.choices ?? {}).includes(value)) return 'Valeur invalide.';
  const floor = readFloor(values);
  if (field.name === 'loadCase' && floor && !LOAD_CASES_BY_FLOOR[floor].includes(value))
    return "Cet usage n'est pas proposé pour ce plancher.";
  return null;
}

function checkboxProblem(field: ServerField, values: FormValues): string | null {
  const list = values[field.name] as string[];
  if (list.some((v) => !Object.values(field.choices ?? {}).includes(v))) return 'Valeur invalide.';
  if (field.disabledValue && list.includes(field.disabledValue) && list.length > 1)
    return '« Aucun » ne se combine pas avec un isolant.';
  return null;
}

/** The problem of one visible, answered field; null when it fits. */
function fieldProblem(field: ServerField, values: FormValues): string | null {
  const value = values[field.name];
  if (field.type === 'checkbox') return Array.isArray(value) ? checkboxProblem(field, values) : 'Valeur invalide.';
  if (Array.isArray(value)) return 'Une seule valeur est attendue pour ce champ.';
  if (field.type === 'number') {
    const number = readNumber(value);
    if (number === null) return 'Saisissez un nombre (chiffres seulement).';
    const { min, max } = field.attr ?? {};
    return (min !== undefined && number < min) || (max !== undefined && number > max) ? rangeMessage(field) : null;
  }
  if (field.type === 'radio' || field.type === 'fakeCheckbox') return choiceProblem(field, values);
  const text = textOf(value).trim();
  if (field.name === 'zipCode') {
    if (text.length !== 5) return 'Doit être exactement 5 caractères';
    return /^\d{5}$/.test(text) ? null : 'Le code postal ne doit contenir que des chiffres.';
  }
  return text.length > MAX_TEXT ? `${MAX_TEXT} caractères au maximum.` : null;
}

function blankProblem(field: ServerField): string | null {
  if (field.name === 'up' && Object.keys(field.choices ?? {}).length === 0)
    return 'Aucune valeur de Up n’est proposée pour ce code postal : la configuration couvre la France métropolitaine.';
  return field.required ? REQUIRED : null;
}

/** Field errors of the values (already grouped); empty when they make a complete configuration. */
export function checkValues(values: FormValues): { values: FormValues; errors: FieldErrors } {
  const { step1, step2 } = formFields(values);
  const fields = [...step1, ...step2];
  const shown = withVisibility(fields, values);
  const errors: FieldErrors = {};
  for (const field of fields) {
    if (!shown.visible.has(field.name)) continue;
    const problem = isBlank(shown.values[field.name]) ? blankProblem(field) : fieldProblem(field, shown.values);
    if (problem) errors[field.name] = problem;
  }
  // Without a valid postal code the climate zone is unknown: its Up targets are not judged.
  if (errors.zipCode) delete errors.up;
  const [width, length] = [readNumber(shown.values.continuityWidth), readNumber(shown.values.continuityLength)];
  if (textOf(shown.values.continuity) === 'true' && width !== null && length !== null) {
    const problem = continuityProblem(width, length);
    if (problem && !errors[problem.field]) errors[problem.field] = problem.message;
  }
  return { values: shown.values, errors };
}

/** The answers of values that passed `checkValues`. */
export function toAnswers(values: FormValues): FloorAnswers {
  const floor = readFloor(values)!;
  const loadCase = textOf(values.loadCase);
  const preset = findLoadCase(loadCase);
  const continuity = textOf(values.continuity) === 'true';
  return {
    zipCode: textOf(values.zipCode).trim(),
    configurationName: textOf(values.configurationName).trim(),
    company: textOf(values.company).trim(),
    floor,
    floorLevel: (textOf(values.floorLevel) || 'ground') as FloorLevel,
    up: floor === 'intermediate' ? null : readNumber(values.up),
    loadCase,
    gLoad: preset ? preset.gLoad : readNumber(values.gLoad)!,
    qLoad: preset ? preset.qLoad : readNumber(values.qLoad)!,
    floorSpan: readNumber(values.floorSpan)!,
    continuity,
    continuityWidth: continuity ? readNumber(values.continuityWidth) : null,
    continuityLength: continuity ? readNumber(values.continuityLength) : null,
    insulation: readInsulation(values),
    floorType: textOf(values.floorType) as InfillFamily,
  };
}
