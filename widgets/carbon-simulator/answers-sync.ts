import type { ApiClient } from '../../src/api/client';
import type { CarbonAnswers, CarbonForm } from '../../src/contracts/carbon/tunnel';
import { placeFields } from '../../features/dynamic-form/fields';
import type { FormController } from '../../features/dynamic-form/form-controller';
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
} from '../../features/dynamic-form/ordered-answers';
import type { FieldValue, FormValues } from '../../features/dynamic-form/types';
import { toServerValues } from '../../features/dynamic-form/values';
import { fetchCarbonForm } from './carbon-calls';

/** §9: 'field re-fetch delay 250 ms', 'forced-value delay 150 ms'. */
export const SYNC_DELAYS = { refetch: 250, proposals: 150 };

export interface AnswersSyncOptions {
  api: ApiClient;
  form: () => FormController | null;
  /** The cluster a simulation is added to (§2.2 `?cluster=`), sent with every fetch. */
  cluster: () => number | null;
  /** The list changed (kept in the island's state and its draft). */
  changed(answers: readonly OrderedAnswer[]): void;
  /** The server's verdict for the answers just sent (§4.2 'When the server says the form is complete'). */
  completed(complete: boolean): void;
  busy(busy: boolean): void;
  failed(message: string): void;
  delays?: typeof SYNC_DELAYS;
}

/**
 * Step 2 of the tunnel (§4.2): the ordered answers list and the form kept in step with the server.
 * Each answer is added or replaces an entry (ordered-answers.ts: a re-answer truncates, a
 * favourite cuts back, the thermal break toggles); the form shows the list; the fields are
 * fetched again 250 ms after the last change (a newer fetch aborts the older one, so only the
 * latest answers are ever applied); 150 ms after fields arrive, their forced and default values
 * join the list, which fetches again. A field whose answer the visitor took back (the thermal
 * break) is not refilled by its default until it is answered again or the system changes.
 */
export function createAnswersSync(options: AnswersSyncOptions) {
  const delays = options.delays ?? SYNC_DELAYS;
  const list = answerList(options);
  let refetchTimer: ReturnType<typeof setTimeout> | undefined;
  let proposalTimer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;

  const schedule = () => {
    clearTimeout(refetchTimer);
    clearTimeout(proposalTimer);
    refetchTimer = setTimeout(() => void refetch(), delays.refetch);
  };
  const refetch = async () => {
    const form = options.form();
    if (!form) return;
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const sent = list.answers();
    options.busy(true);
    const outcome = await fetchUnlessAborted(options.api, body(form, sent, options.cluster()), controller.signal);
    if (inFlight === controller) inFlight = null;
    options.busy(inFlight !== null);
    if (!outcome || controller.signal.aborted || options.form() !== form || sent !== list.answers()) return;
    if (outcome.kind === 'refused') return options.failed(outcome.toast ?? '');
    arrived(outcome.form, form);
  };
  /** Fields for the answers arrived: shown, the answers of fields gone dropped, proposals planned. */
  const arrived = (carbon: CarbonForm, form = options.form()) => {
    if (!form) return;
    const step2 = carbon.formArray.find((step) => step.step === 2);
    if (step2) form.replaceFields(2, step2.fields);
    list.show();
    if (list.set(shownOnly(list.answers(), (name) => isShownIn(form, name)))) return schedule();
    options.completed(carbon.isCompleted);
    clearTimeout(proposalTimer);
    proposalTimer = setTimeout(() => list.set(list.proposed()) && schedule(), delays.proposals);
  };
  const dispose = () => {
    clearTimeout(refetchTimer);
    clearTimeout(proposalTimer);
    inFlight?.abort();
    inFlight = null;
  };

  return {
    answers: list.answers,
    /** The list to start from (a draft, or none), shown in the form; nothing is fetched. */
    reset: (start: readonly OrderedAnswer[] = []) => (dispose(), list.reset(start)),
    /** The user answered a step-2 field. */
    answered: (name: string, value: FieldValue) => list.answered(name, value) && schedule(),
    /** The user picked again the choice that is the answer (the thermal-break toggle). */
    reselected: (name: string, value: string) => list.reselected(name, value) && schedule(),
    /** Fields that arrived from elsewhere (step 1 → 2, a cluster): shown, then the proposals. */
    arrived: (carbon: CarbonForm) => arrived(carbon),
    /** The answers to submit now: pending proposals added at once, so nothing waits on a timer. */
    flush(): CarbonAnswers | null {
      const form = options.form();
      if (!form) return null;
      clearTimeout(proposalTimer);
      list.set(list.proposed());
      return body(form, list.answers(), options.cluster());
    },
    dispose,
  };
}

/**
 * The fields for the answers, or null once the fetch was aborted (a newer fetch or the results
 * took over): an aborted call rejects with the abort's reason (src/api/deadline.ts), which must not
 * become an unhandled rejection of the timer's callback.
 */
async function fetchUnlessAborted(api: ApiClient, answers: CarbonAnswers, signal: AbortSignal) {
  try {
    return await fetchCarbonForm(api, answers, signal);
  } catch (error) {
    if (signal.aborted) return null;
    throw error;
  }
}

/**
 * The list itself and the fields the visitor took back (`dismissed`): the form shows the list,
 * a dismissed field empty; each change is told to the island.
 */
function answerList(options: AnswersSyncOptions) {
  let answers: readonly OrderedAnswer[] = [];
  const dismissed = new Set<string>();
  const show = () => {
    const cleared: FormValues = Object.fromEntries([...dismissed].map((name) => [name, '']));
    options.form()?.setAnswers(2, { ...cleared, ...valuesOf(answers) });
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
      dismissed.delete(name);
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
      const form = options.form();
      if (!form) return answers;
      const proposals = proposedAnswers(form.getState(), 2).filter((p) => !dismissed.has(p.field));
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

/** The request body: step 1, the ordered step 2, the cluster (§3 'Answers payload (simulator)'). */
export function body(form: FormController, answers: readonly OrderedAnswer[], cluster: number | null): CarbonAnswers {
  return { step1: step1Values(form), step2: toEntries(answers), cluster };
}
