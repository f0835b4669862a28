import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Outcome } from '@/src/api/outcome';
import type { FormStep } from '@/src/contracts/forms/server-field';
import { latestRequest } from '@/src/runtime/latest-request';
import { pause, type TimingName } from '@/src/runtime/timings';
import { createFormController, type FormController, type FormControllerOptions } from './form-controller';
import { DYNAMIC_FORM_MESSAGES } from './messages';
import { askOn, taskRunner, type ServerTask } from './server-tasks';
import type { FieldValue, FormValues } from './types';

export { defineTask, type ServerTask } from './server-tasks';

/** What an island shows of its server form, besides the fields themselves. */
export interface ServerFormState {
  /** The form being answered: null before the first load, and once closed. */
  form: FormController | null;
  /** A load or a task's request is on its way (the fields say `aria-busy`). */
  busy: boolean;
  /**
   * Why the last load or request failed, in French; null after a success. The answers typed stay
   * in `form` whatever fails: an error sits beside them, it never replaces them.
   */
  error: string | null;
}

/** An answer the user changed (not the rules' resets), as the island's configuration sees it. */
export interface FieldChange {
  name: string;
  value: FieldValue;
  values: FormValues;
  form: FormController;
}

/**
 * What the island brings to the engine: its own rules, as configuration the engine calls. The
 * engine knows no tool: which change asks for which call, how an answer goes into the form, and
 * what a failure says are the island's.
 */
export interface ServerFormConfig {
  /**
   * The island's tasks by name. A field whose `reload` (server-field.ts) names a task asks for it
   * on each change; the island asks for any task itself with `request` (from `onChange`).
   */
  tasks?: Record<string, ServerTask>;
  /** Told of each change by the user, before the tasks its `reload` names are asked for. */
  onChange?(change: FieldChange): void;
  /** A task's request was refused: the message (French) and the task's name. */
  onError?(message: string, task: string): void;
  /**
   * The form controller's own options: the island's validators, what a pick writes elsewhere,
   * the fields other choices restrict, the radio picked again, the log.
   */
  form?: Pick<FormControllerOptions, 'validators' | 'onPick' | 'restrictions' | 'onReselect' | 'log'>;
}

export interface ServerForm {
  store: StoreApi<ServerFormState>;
  getState(): ServerFormState;
  subscribe(listener: () => void): () => void;
  /**
   * Asks the server for what a form opens from, after the pause `after` (src/runtime/timings.ts,
   * read now), as the only load on its way: a newer load, or `close`, drops it (null). A refusal
   * is kept as the error, and the form shown, if any, keeps its answers.
   */
  load<T extends object>(
    ask: (signal: AbortSignal) => Promise<Outcome<T>>,
    options?: { after?: TimingName },
  ): Promise<Outcome<T> | null>;
  /** A form on the server's steps, from these answers; the tasks of the form before are cancelled. */
  open(steps: readonly FormStep[], values?: FormValues): FormController;
  /** Asks for a task: it runs once its pause is over, unless asked for again meanwhile. */
  request(task: string): void;
  /** Stops a task: its pause, and its request on its way (whose answer is then dropped). */
  cancel(task: string): void;
  /** Whether a task waits for its pause to end. */
  waiting(task: string): boolean;
  /** No form any more (the results shown, the island gone): every load and task stopped. */
  close(): void;
}

/**
 * Whether the server's form asks anything: a form whose steps hold no field would leave the
 * visitor on an empty step with only its button, so the islands say so and offer to retry.
 */
export function offersQuestions(steps: readonly FormStep[]): boolean {
  return steps.some((step) => step.fields.length > 0);
}

const INITIAL: ServerFormState = { form: null, busy: false, error: null };

/**
 * The life of a server-driven form (DESIGN.md §8 dynamic-form), without React: loaded, fetched
 * again after a change (after `timings.fieldRefetch`, or the task's own timing), the stale request
 * aborted, only the newest answer applied, busy while a request is on its way, a failure kept as
 * an error beside the typed answers. The island configures it (ServerFormConfig).
 */
export function createServerForm(config: ServerFormConfig = {}): ServerForm {
  const store = createStore<ServerFormState>()(() => INITIAL);
  let pending = 0;
  const busy = (change: 1 | -1) => {
    pending = Math.max(0, pending + change);
    if (store.getState().busy !== pending > 0) store.setState({ busy: pending > 0 });
  };
  const settled = (task: string | null, message: string | null) => {
    const error = message === null ? null : message || DYNAMIC_FORM_MESSAGES.failed;
    store.setState({ error });
    if (error !== null && task !== null) config.onError?.(error, task);
  };
  const tasks = taskRunner({ tasks: config.tasks ?? {}, form: () => store.getState().form, busy, settled });
  const loads = latestRequest();

  const open = (steps: readonly FormStep[], values?: FormValues) => {
    tasks.cancelAll();
    const form: FormController = createFormController({
      ...config.form,
      steps,
      values,
      onChange: (name, value, all) => config.onChange?.({ name, value, values: all, form }),
      onReload: (request) => {
        if (config.tasks?.[request.kind]) tasks.request(request.kind);
      },
    });
    store.setState({ form, error: null });
    return form;
  };

  return {
    store,
    getState: store.getState,
    subscribe: store.subscribe,
    async load(ask, options = {}) {
      const outcome = await askOn(loads, busy, (signal) =>
        options.after ? pause(options.after, signal).then(() => ask(signal)) : ask(signal),
      );
      // The island reads a load's outcome itself (a failed view, a fallback): no onError for it.
      if (outcome) settled(null, outcome.kind === 'refused' ? (outcome.toast ?? '') : null);
      return outcome;
    },
    open,
    request: tasks.request,
    cancel: tasks.cancel,
    waiting: tasks.waiting,
    close() {
      loads.cancel();
      tasks.cancelAll();
      pending = 0;
      store.setState({ form: null, busy: false });
    },
  };
}
