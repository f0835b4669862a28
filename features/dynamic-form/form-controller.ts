import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FormStep, ServerField } from '@/src/contracts/forms/server-field';
import { toggleChoice } from './checkbox';
import { placeFields, sameValue } from './fields';
import {
  allFields,
  initialState,
  parsedStep,
  shownErrors,
  stepErrors,
  type FormState,
  type ParsedStep,
} from './form-state';
import { cleanInput } from './keys';
import { formFieldNames, parseFields, type Logger } from './parse-fields';
import { applyChange } from './rules';
import { replaceOne, replaceStep, withStep } from './replace';
import { editedVerdict, placeServerErrors, type FieldValidator } from './validate';
import { flatten, initialValue, toServerValues } from './values';
import { settle } from './settle';
import type { ChoiceRestriction, FieldValue, FlatEntry, FormValues, OnPick, ReloadRequest } from './types';

export interface FormControllerOptions {
  /** The form's steps as the server sends them (`formArray`): their fields are checked here. */
  steps: readonly FormStep[];
  /** Answers to start from, read into the engine (values.ts `readValues`, `unflatten`). */
  values?: FormValues;
  /** The island's own rules, by field (a zip code's length). */
  validators?: Record<string, FieldValidator>;
  /**
   * A change asks the server for the form or the infill-block field again (`reload`). Called at
   * once, with the answers after the change: the island waits 250 ms for the last one (§9).
   */
  onReload?: (request: ReloadRequest, values: FormValues) => void;
  /** An answer changed (by the user; not the rules' resets): an island's draft, its ordered answers. */
  onChange?: (name: string, value: FieldValue, values: FormValues) => void;
  /** A radio choice picked again while it is the answer (the tunnel's thermal-break toggle, §4.2). */
  onReselect?: (name: string, value: string) => void;
  /** What picking a value writes into other fields (the floor's load case, its loads). */
  onPick?: OnPick;
  /** The fields whose choices other choices restrict (the floor's load cases and 'up' values). */
  restrictions?: readonly ChoiceRestriction[];
  /** Where skipped fields are reported (console.error by default). */
  log?: Logger;
}

export interface FormController {
  store: StoreApi<FormState>;
  getState(): FormState;
  subscribe(listener: () => void): () => void;
  /** An answer typed or picked: cleaned (keys.ts), then the form's rules run. */
  setValue(name: string, value: FieldValue): void;
  /** A checkbox choice ticked or unticked (its disabled value is exclusive, checkbox.ts). */
  toggle(name: string, choice: string, checked: boolean): void;
  /** The radio choice that is already the answer, picked again: the island is told (`onReselect`). */
  reselect(name: string, value: string): void;
  /**
   * A step's answers set from outside (the tunnel's ordered list): each field of the step takes
   * its value in `values`, else its first value (forced, default or empty), then the rules run.
   */
  setAnswers(step: number, values: FormValues): void;
  /** The user left the field: its error shows from now on. */
  blur(name: string): void;
  /** The shown fields of a step, top level (a field's shown children: `isShown`). */
  visibleFields(step: number): ServerField[];
  isShown(name: string): boolean;
  /** Shows every error of the step; true when it has none (the step may be left or submitted). */
  validateStep(step: number): boolean;
  /** A refused submit's field errors; returns the messages that name no field, for a toast. */
  setServerErrors(error: Record<string, string> | null | undefined): string[];
  /** A message of the island's under a field (null removes it): the continuity check. */
  setNote(name: string, message: string | null): void;
  /**
   * A step's fields fetched again: answers of the fields still there are kept, the others
   * dropped. A step the form did not have yet is added (a step fetched once the one before is done).
   */
  replaceFields(step: number, rawFields: readonly unknown[]): void;
  /** One field fetched again (the infill blocks), wherever it sits; a malformed one is ignored. */
  replaceField(name: string, raw: unknown): void;
  values(): FormValues;
  serverValues(): ReturnType<typeof toServerValues>;
  flat(): FlatEntry[];
}

/** The server-driven form without React (DESIGN.md §8 dynamic-form): a vanilla store and its rules. */
export function createFormController(options: FormControllerOptions): FormController {
  const { log, validators = {} } = options;
  const raw = rawForm(options.steps, log);
  const store = createStore<FormState>()(() => initialState(raw.parsed(), options.values, options.restrictions));
  const update = (patch: Partial<FormState>) => {
    const next = { ...store.getState(), ...patch };
    store.setState({ ...next, errors: shownErrors(next, validators) }, true);
  };
  update({});
  const change = changeOf(store, update, options);

  return {
    store,
    getState: store.getState,
    subscribe: store.subscribe,
    setValue: change,
    toggle(name, choice, checked) {
      const { state, field } = lookUp(store, name);
      if (!field) return;
      const current = state.values[name];
      change(name, toggleChoice(field, Array.isArray(current) ? current : [], choice, checked));
    },
    ...fromOutside(store, update, options),
    blur(name) {
      const { blurred } = store.getState();
      if (!blurred.has(name)) update({ blurred: new Set([...blurred, name]) });
    },
    visibleFields(step) {
      const { steps: current, hidden } = store.getState();
      return (current.find((s) => s.step === step)?.fields ?? []).filter((field) => !hidden.has(field.name));
    },
    isShown: (name) => !store.getState().hidden.has(name),
    validateStep(step) {
      update({ checked: new Set([...store.getState().checked, step]) });
      return Object.keys(stepErrors(store.getState(), step, validators)).length === 0;
    },
    setServerErrors(error) {
      const state = store.getState();
      const known = new Set(placeFields(allFields(state.steps)).map(({ field }) => field.name));
      const { verdict, unplaced } = placeServerErrors(state.verdict, error, known);
      update({ verdict });
      return unplaced;
    },
    setNote(name, message) {
      const { [name]: _old, ...notes } = store.getState().notes;
      update({ notes: message ? { ...notes, [name]: message } : notes });
    },
    replaceFields(step, rawFields) {
      update(replaceStep(store.getState(), step, raw.replaceStep(step, rawFields), options.restrictions));
    },
    replaceField(name, rawField) {
      const field = raw.parseOne(rawField);
      if (field) update(replaceOne(store.getState(), name, field, options.restrictions));
    },
    values: () => store.getState().values,
    serverValues: () => toServerValues(store.getState().values),
    flat: () => flatten(store.getState().values),
  };
}

/**
 * The raw steps as the server last sent them: a condition may name a field of any step, so the
 * names of the whole form are read from them each time fields are checked (parse-fields.ts).
 */
function rawForm(initial: readonly FormStep[], log: Logger | undefined) {
  let steps = initial.map((step) => ({ ...step, fields: [...step.fields] }));
  const check = (fields: readonly unknown[], extra: readonly unknown[] = []) =>
    parseFields(fields, formFieldNames([...steps, { fields: extra }]), log);
  return {
    parsed: (): ParsedStep[] => steps.map((step) => parsedStep(step, check(step.fields))),
    replaceStep(step: number, fields: readonly unknown[]): ServerField[] {
      steps = withStep(steps, { step, title: '', fields: [...fields] }, (s) => ({ ...s, fields: [...fields] }));
      return check(fields);
    },
    /** One field on its own (a field fetched alone): null when it is malformed (logged). */
    parseOne: (field: unknown): ServerField | null => check([field], [field])[0] ?? null,
  };
}

function lookUp(store: StoreApi<FormState>, name: string) {
  const state = store.getState();
  const field = placeFields(allFields(state.steps)).find((entry) => entry.field.name === name)?.field;
  return { state, field };
}

/** `setValue`: the answer cleaned, the rules run, the server's message under it spent, the island told. */
function changeOf(
  store: StoreApi<FormState>,
  update: (patch: Partial<FormState>) => void,
  options: FormControllerOptions,
) {
  return (name: string, raw: FieldValue) => {
    const { state, field } = lookUp(store, name);
    if (!field) return;
    const value =
      typeof raw === 'string' && (field.type === 'text' || field.type === 'number') ? cleanInput(field, raw) : raw;
    if (sameValue(state.values[name], value)) return;
    const changed = applyChange(
      allFields(state.steps),
      state.values,
      name,
      value,
      options.onPick,
      options.restrictions,
    );
    update({
      values: changed.values,
      hidden: changed.hidden,
      availability: changed.availability,
      verdict: editedVerdict(state.verdict, name),
    });
    options.onChange?.(name, changed.values[name] ?? value, changed.values);
    if (changed.reload) options.onReload?.(changed.reload, changed.values);
  };
}

/** The answers as the island holds them (the tunnel's ordered list) and a radio picked again. */
function fromOutside(
  store: StoreApi<FormState>,
  update: (patch: Partial<FormState>) => void,
  options: FormControllerOptions,
): Pick<FormController, 'reselect' | 'setAnswers'> {
  return {
    reselect(name, value) {
      if (store.getState().values[name] === value) options.onReselect?.(name, value);
    },
    setAnswers(step, values) {
      const state = store.getState();
      const fields = allFields(state.steps);
      const ofStep = placeFields(state.steps.find((s) => s.step === step)?.fields ?? []);
      const start: FormValues = { ...state.values };
      for (const { field } of ofStep) start[field.name] = values[field.name] ?? initialValue(field);
      const settled = settle(fields, start, options.restrictions);
      const moved = placeFields(fields).some(
        ({ field }) => !sameValue(settled.values[field.name], state.values[field.name]),
      );
      if (moved) update(settled);
    },
  };
}
