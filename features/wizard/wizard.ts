import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FormErrors } from '@/src/ui/form/struct-validator';

/**
 * One step of a wizard: a part of one form, shown alone, checked alone, with its own heading.
 *
 * @example
 * const steps: WizardStep<RegisterValues>[] = [
 *   { title: 'Votre identité et votre entreprise', fields: IDENTITY_FIELDS,
 *     validate: validateWith(identityStruct(taken)),
 *     beforeNext: async (values) => ((await checker.check(values.email)) ? undefined : { email: EMAIL_TAKEN }) },
 *   { title: 'Votre mot de passe', fields: ['password', 'passwordRepeat'], validate: validateWith(passwordStruct(criteria)) },
 * ];
 */
export interface WizardStep<V> {
  /** The step's heading. It takes the focus when the step opens, which announces the step. */
  title: string;
  /**
   * The names of the fields the step shows. Opening the step going forward clears their touched
   * state (a failed submit of an earlier step touched every field); a refusal of the last step
   * that names one of them opens this step again.
   */
  fields: readonly string[];
  /**
   * The checks of this step only: the other steps' fields must not block it (usually
   * `validateWith(struct)` with a `type({...})` struct).
   */
  validate?: (values: V) => FormErrors | undefined;
  /**
   * Runs once the step's values pass `validate`, before the next step opens: a check only the
   * server can make (an address already taken). Errors keep the wizard on this step.
   */
  beforeNext?: (values: V) => Promise<FormErrors | undefined> | FormErrors | undefined;
}

export interface WizardState {
  /** The step on screen, from 0. */
  index: number;
  /** How many steps there are. */
  count: number;
  /** The last step was sent and accepted: nothing typed can be lost any more. */
  completed: boolean;
}

/** What one submit of the form did: errors for the form, or the step moved, or the wizard is done. */
export type SubmitResult = FormErrors | undefined;

export interface Wizard<V> {
  store: StoreApi<WizardState>;
  /**
   * One submit of the form, which final-form makes only once the step's `validate` passes. The
   * step is read from the store, not from React's last render: a submit right after a step
   * change is judged as the new step's. A step before the last runs its `beforeNext`, then the
   * next step opens (its fields cleared with `clear`); the last step calls `finish`, and a
   * refusal naming a field of an earlier step opens that step.
   */
  submit(
    steps: readonly WizardStep<V>[],
    values: V,
    actions: { finish: (values: V) => Promise<SubmitResult>; clear: (fields: readonly string[]) => void },
  ): Promise<SubmitResult>;
  /** The previous step; what was typed stays (one form holds every step). */
  back(): void;
  goTo(index: number): void;
}

/**
 * A wizard without React (DESIGN §8): the step on screen, its validation, moving on, back and
 * to a refused step. The React layer (`WizardForm`) renders it on one react-final-form form.
 */
export function createWizard<V>(count: number): Wizard<V> {
  const store = createStore<WizardState>()(() => ({ index: 0, count, completed: false }));
  const goTo = (index: number) => store.setState({ index: Math.min(Math.max(index, 0), count - 1) });
  return {
    store,
    async submit(steps, values, { finish, clear }) {
      const { index } = store.getState();
      if (index < count - 1) {
        const errors = await steps[index]?.beforeNext?.(values);
        if (errors) return errors;
        clear(steps[index + 1]?.fields ?? []);
        goTo(index + 1);
        return undefined;
      }
      const errors = await finish(values);
      if (!errors) {
        store.setState({ completed: true });
        return undefined;
      }
      const at = stepHolding(steps, errors);
      if (at !== undefined && at < index) goTo(at);
      return errors;
    },
    back: () => goTo(store.getState().index - 1),
    goTo,
  };
}

/**
 * The first step showing one of the fields named in `errors` (final-form's errors, nested as the
 * names are: a field `a.b` is named by the key `a`); undefined when none does.
 */
export function stepHolding(
  steps: readonly Pick<WizardStep<never>, 'fields'>[],
  errors: object | undefined,
): number | undefined {
  const named = new Set(Object.keys(errors ?? {}));
  const at = steps.findIndex((step) => step.fields.some((field) => named.has(field.split(/[.[]/)[0]!)));
  return at < 0 ? undefined : at;
}

/** The progress bar's filling, in percent: the step on screen counts as reached. */
export function progressPercent({ index, count }: Pick<WizardState, 'index' | 'count'>): number {
  return Math.round(((index + 1) / count) * 100);
}
