import type { ApiClient } from '@/src/api/client';
import type { CarbonAnswers, CarbonForm } from '@/src/contracts/carbon/tunnel';
import { isEmptyValue, placeFields } from '@/features/dynamic-form/fields';
import type { FormController } from '@/features/dynamic-form/form-controller';
import { createServerForm, defineTask, type ServerForm } from '@/features/dynamic-form/server-form';
import type { FieldValue, FormValues } from '@/features/dynamic-form/types';
import type { FieldValidator } from '@/features/dynamic-form/validate';
import { toServerValues } from '@/features/dynamic-form/values';
import { fetchCarbonForm } from './carbon-calls';
import {
  answer,
  CARBON_ANSWER_RULES,
  proposedAnswers,
  reselect,
  shownOnly,
  toEntries,
  valuesOf,
  withProposals,
  type OrderedAnswer,
} from './ordered-answers';

export interface AnswersSyncOptions {
  api: ApiClient;
  /** The cluster a simulation is added to (§2.2 `?cluster=`), sent with every fetch. */
  cluster: () => number | null;
  /** Step 1's own rules (the zip code). */
  validators: Record<string, FieldValidator>;
  /** A step-1 answer changed (kept in the draft). */
  changedStepOne(): void;
  /** The list changed (kept in the island's state and its draft). */
  changed(answers: readonly OrderedAnswer[]): void;
  /** The server's verdict for the answers just sent (§4.2 'When the server says the form is complete'). */
  completed(complete: boolean): void;
  failed(message: string): void;
}

/**
 * Step 2 of the tunnel (§4.2) on the form engine's server form: the ordered answers list and the
 * form kept in step with the server. Each answer is added or replaces an entry (ordered-answers.ts:
 * a re-answer truncates, a favourite cuts back, the thermal break toggles); the form shows the
 * list; the fields are fetched again `timings.fieldRefetch` after the last change (the engine
 * aborts the stale fetch, so only the answer to the latest list is applied); `timings.forcedValue`
 * after fields arrive, their forced and default values join the list, which fetches again. A field
 * whose answer the visitor took back (the thermal break picked again, a span erased) is not
 * refilled by its default until it is answered again or the system changes.
 */
export function createAnswersSync(options: AnswersSyncOptions) {
  const form = () => server.getState().form;
  const list = answerList(options, form);
  const refetch = () => {
    // Asked first, so the form stays busy while the proposals give way (they may be running).
    server.request('fields');
    server.cancel('proposals');
  };
  /** Fields for the answers arrived: shown, the answers of fields gone dropped, proposals planned. */
  const arrived = (carbon: CarbonForm, shown: FormController) => {
    const step2 = carbon.formArray.find((step) => step.step === 2);
    if (step2) shown.replaceFields(2, step2.fields);
    list.show();
    if (list.set(shownOnly(list.answers(), (name) => isShownIn(shown, name)))) return refetch();
    options.completed(carbon.isCompleted);
    server.request('proposals');
  };
  const server: ServerForm = createServerForm({
    tasks: {
      fields: defineTask({
        ask: (shown, signal) => fetchCarbonForm(options.api, body(shown, list.answers(), options.cluster()), signal),
        apply: (shown, fetched) => arrived(fetched!.form, shown),
      }),
      // §9 'forced-value delay 150 ms'.
      proposals: defineTask({ after: 'forcedValue', apply: () => void (list.set(list.proposed()) && refetch()) }),
    },
    form: { validators: options.validators, onReselect: (name, value) => list.reselected(name, value) && refetch() },
    onChange({ name, form: shown }) {
      const stepOne = shown.getState().steps.find((s) => s.step === 1);
      if (stepOne?.fields.some((f) => f.name === name)) return options.changedStepOne();
      if (list.answered(name, shown.values()[name] ?? '')) refetch();
    },
    onError: options.failed,
  });

  return {
    server,
    answers: list.answers,
    /** A form on the fields that came, step 1's values in it, and the list to start from (a draft, or none). */
    open(carbon: CarbonForm, step1: FormValues, start: readonly OrderedAnswer[] = []) {
      const opened = server.open(carbon.formArray, step1);
      list.reset(start);
      return opened;
    },
    /** Fields that arrived from elsewhere (step 1 → 2, a cluster): shown, then the proposals. */
    arrived(carbon: CarbonForm) {
      const shown = form();
      if (shown) arrived(carbon, shown);
    },
    /** The answers to submit now: pending proposals added at once, so nothing waits on a timer. */
    flush(): CarbonAnswers | null {
      const shown = form();
      if (!shown) return null;
      server.cancel('proposals');
      // The form follows the list the submit sends, should the server refuse it.
      if (list.set(list.proposed())) server.request('fields');
      return body(shown, list.answers(), options.cluster());
    },
    dispose: () => server.close(),
  };
}

/**
 * The list itself and the fields the visitor took back (`dismissed`): the form shows the list,
 * a dismissed field empty; each change is told to the island.
 */
function answerList(options: AnswersSyncOptions, form: () => FormController | null) {
  let answers: readonly OrderedAnswer[] = [];
  const dismissed = new Set<string>();
  const show = () => {
    const cleared: FormValues = Object.fromEntries([...dismissed].map((name) => [name, '']));
    form()?.setAnswers(2, { ...cleared, ...valuesOf(answers) });
  };
  const set = (next: readonly OrderedAnswer[]) => {
    if (next === answers) return false;
    answers = next;
    show();
    options.changed(answers);
    return true;
  };
  return {
    answers: () => answers,
    show,
    set,
    reset(start: readonly OrderedAnswer[]) {
      dismissed.clear();
      answers = start;
      show();
    },
    answered(name: string, value: FieldValue) {
      // Answered again, or the system or favourite changed: a default may come back.
      if (name === CARBON_ANSWER_RULES.systemType || name === CARBON_ANSWER_RULES.favorites) dismissed.clear();
      // Emptied (a span erased to type another), it is taken back: its default must not fill it
      // again under the visitor's fingers ('500' + '350' read '500350').
      if (isEmptyValue(value)) dismissed.add(name);
      else dismissed.delete(name);
      return set(answer(answers, name, value));
    },
    reselected(name: string, value: string) {
      const next = reselect(answers, name, value);
      if (next === answers) return false;
      dismissed.add(name);
      return set(next);
    },
    /** The list with what the shown fields force or propose, but not what the visitor took back. */
    proposed() {
      const shown = form();
      if (!shown) return answers;
      const proposals = proposedAnswers(shown.getState(), 2).filter((p) => !dismissed.has(p.field));
      return withProposals(answers, proposals);
    },
  };
}

/** Whether the form holds the field (at any depth) and shows it. */
function isShownIn(form: FormController, name: string): boolean {
  const state = form.getState();
  const step = state.steps.find((s) => s.step === 2);
  return !state.hidden.has(name) && placeFields(step?.fields ?? []).some(({ field }) => field.name === name);
}

/** Step 1's answers as the server takes them ('path' always 'guided' when the form has it). */
export function step1Values(form: FormController): Record<string, string> {
  const step = form.getState().steps.find((s) => s.step === 1);
  const values = form.values();
  const step1: Record<string, string> = {};
  for (const { field } of placeFields(step?.fields ?? [])) {
    const value = toServerValues({ [field.name]: values[field.name] ?? '' })[field.name];
    step1[field.name] = typeof value === 'string' ? value.trim() : String(value ?? '');
  }
  return step1;
}

/** The step-2 field whose chosen values the payload repeats as `networkPassages` (§3). */
export const NETWORK_PASSAGES = 'networkPassages';

/**
 * The request body, as §3 'Answers payload (simulator)' lists it: step 1, the ordered step 2, the
 * cluster, and `networkPassages`, the values chosen for the networks crossing the floor (always
 * sent: none chosen, or no such question, is an empty list).
 */
export function body(form: FormController, answers: readonly OrderedAnswer[], cluster: number | null): CarbonAnswers {
  return { step1: step1Values(form), step2: toEntries(answers), cluster, networkPassages: networkPassages(answers) };
}

function networkPassages(answers: readonly OrderedAnswer[]): string[] {
  const value = answers.find((answer) => answer.field === NETWORK_PASSAGES)?.value;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' && value !== '' ? [value] : [];
}
