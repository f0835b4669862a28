import type { ServerField } from '@/src/contracts/forms/server-field';
import { choicesOf, hasChoices, isEmptyValue, placeFields } from './fields';
import { allFields, type FormState, type ParsedStep } from './form-state';
import { settle } from './settle';
import { fitValue, initialValue } from './values';
import type { ChoiceRestriction, FieldValue, FormValues } from './types';

/** Whether a field's choices offer every item of the answer (a field without choices offers anything). */
function offered(field: ServerField, value: FieldValue): boolean {
  const choices = choicesOf(field).map((choice) => choice.value);
  if (!hasChoices(field) || choices.length === 0) return true;
  return (Array.isArray(value) ? value : [value]).every((item) => choices.includes(item));
}

/**
 * The answers to start from once fields changed: a field that was already there keeps its
 * answer (fitted to its type, which may have changed); a new one takes its first value. The field
 * named `refill`, when left unanswered or when its answer is no longer offered, takes the first
 * value it now proposes; no other field is refilled: one the visitor just emptied stays empty.
 */
function carriedValues(values: FormValues, fields: readonly ServerField[], refill: string | null): FormValues {
  const start: FormValues = {};
  for (const { field } of placeFields(fields)) {
    const current = values[field.name];
    const stale = field.name === refill && (isEmptyValue(current) || !offered(field, current!));
    const keep = current !== undefined && !stale;
    start[field.name] = keep ? fitValue(field, current) : initialValue(field);
  }
  return start;
}

function withSteps(
  state: FormState,
  steps: readonly ParsedStep[],
  refill: string | null,
  restrictions: readonly ChoiceRestriction[],
): Partial<FormState> {
  const fields = allFields(steps);
  return { steps, ...settle(fields, carriedValues(state.values, fields, refill), restrictions) };
}

/** The steps with `step` changed by `edit`, or `added` in its place when there is no such step. */
export function withStep<S extends { step: number }>(steps: readonly S[], added: S, edit: (step: S) => S): S[] {
  if (!steps.some((s) => s.step === added.step)) return [...steps, added].sort((a, b) => a.step - b.step);
  return steps.map((s) => (s.step === added.step ? edit(s) : s));
}

/**
 * A step's fields after a re-fetch (§4.1, §4.2): the answers of the fields still in the form are
 * kept, those of the fields gone are dropped, new fields take their first value, then the rules
 * run (a kept answer the new choices no longer offer is cleared). A new step is added.
 */
export function replaceStep(
  state: FormState,
  step: number,
  fields: readonly ServerField[],
  restrictions: readonly ChoiceRestriction[] = [],
): Partial<FormState> {
  const steps = withStep(state.steps, { step, title: '', description: null, fields }, (s) => ({ ...s, fields }));
  return withSteps(state, steps, null, restrictions);
}

/**
 * One field fetched again on its own (a field's `reload`), at its place in whichever step or parent holds
 * it; its answer is kept if the new choices still offer it, and an unanswered field takes the
 * value the server now proposes.
 */
export function replaceOne(
  state: FormState,
  name: string,
  field: ServerField,
  restrictions: readonly ChoiceRestriction[] = [],
): Partial<FormState> {
  const swap = (fields: readonly ServerField[]): ServerField[] =>
    fields.map((f) => (f.name === name ? field : f.children ? { ...f, children: swap(f.children) } : f));
  return withSteps(
    state,
    state.steps.map((s) => ({ ...s, fields: swap(s.fields) })),
    name,
    restrictions,
  );
}
