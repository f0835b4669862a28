import type { FormStep, ServerField } from '@/src/contracts/forms/server-field';
import { placeFields } from './fields';
import { settle } from './settle';
import { initialValues } from './values';
import { NO_VERDICT, validateFields, type FieldValidator, type ServerVerdict } from './validate';
import type { Availability, ChoiceRestriction, FormValues } from './types';

/** A step of the form with its valid fields (parse-fields.ts) in place of the raw ones. */
export interface ParsedStep {
  step: number;
  title: string;
  description: string | null;
  fields: readonly ServerField[];
}

/** Everything the form shows, as one immutable snapshot (a new object after each change). */
export interface FormState {
  steps: readonly ParsedStep[];
  /** Every field's answer, in the form's order (steps, then each field's children). */
  values: FormValues;
  /** The fields hidden by their conditions (their answers reset to their disabled value). */
  hidden: ReadonlySet<string>;
  /** What the restricted fields (the floor's `loadCase` and `up`) offer, for those the form has. */
  availability: Record<string, Availability>;
  /** The fields the user has left at least once: their errors show (§5 'validated on blur'). */
  blurred: ReadonlySet<string>;
  /** The steps the user tried to leave: every error of theirs shows. */
  checked: ReadonlySet<number>;
  /** What the server said of the last submit (its field errors, spec §5). */
  verdict: ServerVerdict;
  /** Messages the island puts under a field, shown while it is shown (the continuity check). */
  notes: Record<string, string>;
  /** The errors shown now, by field. */
  errors: Record<string, string>;
}

/** Every field of every step, in order (top level; children sit in their parents). */
export function allFields(steps: readonly ParsedStep[]): ServerField[] {
  return steps.flatMap((step) => step.fields);
}

/** Which step holds each field, children included. */
function stepsByName(steps: readonly ParsedStep[]): Map<string, number> {
  const names = new Map<string, number>();
  for (const step of steps) for (const { field } of placeFields(step.fields)) names.set(field.name, step.step);
  return names;
}

/**
 * The errors shown: for each field shown, the server's message, else the island's note, else its
 * validation error once the field was left or its step checked.
 */
export function shownErrors(state: Omit<FormState, 'errors'>, validators: Record<string, FieldValidator>) {
  const steps = stepsByName(state.steps);
  const shown = placeFields(allFields(state.steps))
    .map(({ field }) => field)
    .filter((field) => !state.hidden.has(field.name));
  const found = validateFields(shown, state.values, { verdict: state.verdict, validators });
  const errors: Record<string, string> = {};
  for (const { name } of shown) {
    const revealed = state.blurred.has(name) || state.checked.has(steps.get(name) ?? -1);
    const message = state.verdict.errors[name] ?? state.notes[name] ?? (revealed ? found[name] : undefined);
    if (message) errors[name] = message;
  }
  return errors;
}

/** The errors of one step's fields shown, whether revealed yet or not (a step is left only without). */
export function stepErrors(state: FormState, step: number, validators: Record<string, FieldValidator>) {
  const parsed = state.steps.find((s) => s.step === step);
  if (!parsed) return {};
  const shown = placeFields(parsed.fields)
    .map(({ field }) => field)
    .filter((field) => !state.hidden.has(field.name));
  const found = validateFields(shown, state.values, { verdict: state.verdict, validators });
  for (const { name } of shown) if (state.notes[name] && !found[name]) found[name] = state.notes[name];
  return found;
}

/** The first state of a form: each field's first answer, unless `saved` holds one, then the rules. */
export function initialState(
  steps: readonly ParsedStep[],
  saved: FormValues = {},
  restrictions: readonly ChoiceRestriction[] = [],
): FormState {
  const fields = allFields(steps);
  const settled = settle(fields, { ...initialValues(fields), ...saved }, restrictions);
  return {
    steps,
    ...settled,
    blurred: new Set(),
    checked: new Set(),
    verdict: NO_VERDICT,
    notes: {},
    errors: {},
  };
}

/** Turns raw steps' order and metadata into parsed steps (the fields parsed by the caller). */
export function parsedStep(step: FormStep, fields: readonly ServerField[]): ParsedStep {
  return { step: step.step, title: step.title, description: step.description ?? null, fields };
}

/** Required by the form, or marked so by the server's last verdict (spec §5). */
export function isRequired(state: FormState, field: ServerField): boolean {
  return field.required === true || state.verdict.required.has(field.name);
}
