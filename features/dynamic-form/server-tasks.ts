import type { Done, Outcome } from '@/src/api/outcome';
import { latestRequest, type LatestRequest } from '@/src/runtime/latest-request';
import { timings, type TimingName } from '@/src/runtime/timings';
import type { FormController } from './form-controller';

/**
 * Something the island does with the server after a change, by name (the form fetched again,
 * one field fetched again, a pair of answers checked, a pause before proposed answers join).
 *
 * @example
 * const refetch = defineTask({
 *   ask: (form, signal) => fetchForm(api, form.values(), signal),
 *   apply: (form, answer) => form.replaceFields(2, answer!.form.steps[1].fields),
 * });
 */
export interface ServerTask<T extends object = any> {
  /**
   * How long the task waits once asked for: a timing of src/runtime/timings.ts, read each time it
   * is scheduled (so a test may set it). Asked again meanwhile, the wait starts over.
   * @default 'fieldRefetch'
   */
  after?: TimingName;
  /**
   * The request for the answers as they are now, or null when there is nothing to ask (the task
   * ends there). Without `ask`, `apply` runs alone once the wait is over.
   */
  ask?(form: FormController, signal: AbortSignal): Promise<Outcome<T>> | null;
  /**
   * The answer put into the form: only the newest answer of the task, and only while the form is
   * still the one it was asked for. Not called when the server refused (the error is kept).
   */
  apply(form: FormController, answer: Done<T> | null): void;
}

/** A task with its answer's type read from `ask` (so `apply` is checked against it). */
export function defineTask<T extends object>(task: ServerTask<T>): ServerTask<T> {
  return task;
}

export interface TaskRunnerOptions {
  tasks: Record<string, ServerTask>;
  form(): FormController | null;
  /** A request started (+1) or ended (-1): the form is busy while any is on its way. */
  busy(change: 1 | -1): void;
  /** A request of `task` was refused, or succeeded (`message` null). */
  settled(task: string, message: string | null): void;
}

/** Runs `ask` on `line`, counting it as busy only while a request is really on its way. */
export function askOn<T>(
  line: LatestRequest,
  busy: TaskRunnerOptions['busy'],
  ask: (signal: AbortSignal) => Promise<T> | null,
): Promise<T | null> {
  return line.run(async (signal) => {
    const asking = ask(signal);
    if (!asking) return null;
    busy(1);
    try {
      return await asking;
    } finally {
      busy(-1);
    }
  });
}

/**
 * The island's tasks, each with its own timer and its own newest-wins line: asking for a task
 * again restarts its wait and aborts its request on its way (that request was for answers that
 * have changed since), so only the answer to the newest answers is ever applied. A task counts as
 * busy from the moment it is asked for until its answer is applied (or refused, or dropped): the
 * form is being updated, and a task its `apply` asks for takes over without a gap.
 */
export function taskRunner(options: TaskRunnerOptions) {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const lines = new Map<string, LatestRequest>();
  /** The turn of each task that counts as busy now; a newer request of the task takes a new one. */
  const turns = new Map<string, number>();
  let turn = 0;
  const lineOf = (name: string) => lines.get(name) ?? lines.set(name, latestRequest()).get(name)!;
  const finish = (name: string, own: number) => {
    if (turns.get(name) !== own) return;
    turns.delete(name);
    options.busy(-1);
  };

  const run = async (name: string, task: ServerTask, own: number) => {
    const form = options.form();
    try {
      if (!form) return;
      if (!task.ask) return task.apply(form, null);
      const outcome = await lineOf(name).run((signal) => task.ask!(form, signal) ?? Promise.resolve(null));
      if (!outcome || options.form() !== form || turns.get(name) !== own) return;
      if (outcome.kind === 'refused') return options.settled(name, outcome.toast ?? '');
      options.settled(name, null);
      task.apply(form, outcome);
    } finally {
      finish(name, own);
    }
  };

  const cancel = (name: string) => {
    clearTimeout(timers.get(name));
    timers.delete(name);
    lines.get(name)?.cancel();
    const own = turns.get(name);
    if (own !== undefined) finish(name, own);
  };

  return {
    request(name: string) {
      const task = options.tasks[name];
      if (!task) throw new Error(`[ossature] dynamic-form: no task named "${name}"`);
      // Busy first, so that the turn it replaces ending leaves no gap in which the form is idle.
      options.busy(1);
      cancel(name);
      const own = ++turn;
      turns.set(name, own);
      const timer = setTimeout(
        () => {
          timers.delete(name);
          void run(name, task, own);
        },
        timings[task.after ?? 'fieldRefetch'],
      );
      timers.set(name, timer);
    },
    cancel,
    /** Whether the task is waiting for its turn (its timer runs). */
    waiting: (name: string) => timers.has(name),
    cancelAll() {
      for (const name of new Set([...timers.keys(), ...lines.keys(), ...turns.keys()])) cancel(name);
    },
  };
}
