import type { ApiClient } from '../../src/api/client';
import { placeFields } from '../../features/dynamic-form/fields';
import type { FormController } from '../../features/dynamic-form/form-controller';
import type { ReloadRequest } from '../../features/dynamic-form/types';
import { toServerValues } from '../../features/dynamic-form/values';
import { checkContinuity, fetchEntrevous, fetchForm } from './floor-calls';

/** The fields whose answers the server checks together (§5 'Continuity'). */
const CONTINUITY = ['continuity', 'continuityWidth', 'continuityLength'] as const;
/** Where the continuity message shows: under the last of the pair. */
const CONTINUITY_NOTE = 'continuityLength';

export interface FormSyncOptions {
  api: ApiClient;
  form: () => FormController | null;
  /** The cluster being edited, sent with the form query (§7). */
  cluster: () => number | null;
  /** §9 'field re-fetch delay 250 ms'. */
  delay: number;
  busy: (busy: boolean) => void;
  failed: (message: string) => void;
}

/**
 * Keeps the form in step with the server while the visitor answers: the form fetched again, or
 * the infill-block field, 250 ms after the last change that asks for it (§9), and the continuity
 * pair checked by the server while continuity is 'true' (§5). A newer request aborts the older
 * one, so only the latest answer is ever applied.
 */
export function createFormSync(options: FormSyncOptions) {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const inFlight = new Map<string, AbortController>();
  let pending = 0;

  const later = (key: string, run: (signal: AbortSignal) => Promise<void>) => {
    clearTimeout(timers.get(key));
    timers.set(
      key,
      setTimeout(() => {
        inFlight.get(key)?.abort();
        const controller = new AbortController();
        inFlight.set(key, controller);
        options.busy(++pending > 0);
        // An aborted call rejects with the abort's reason (src/api/deadline.ts): a newer request
        // took over, which is no error; anything else still surfaces.
        const settled = run(controller.signal).catch((error: unknown) => {
          if (!controller.signal.aborted) throw error;
        });
        void settled.finally(() => {
          options.busy(--pending > 0);
          if (inFlight.get(key) === controller) inFlight.delete(key);
        });
      }, options.delay),
    );
  };

  const { reloadForm, reloadEntrevous, checkPair } = syncRequests(options);

  return {
    reload(request: ReloadRequest) {
      later(request.kind, request.kind === 'form' ? reloadForm : reloadEntrevous);
    },
    changed(name: string) {
      if (!(CONTINUITY as readonly string[]).includes(name)) return;
      const form = options.form();
      // Continuity answered 'Non': the message goes at once, nothing to ask.
      if (form?.values().continuity !== 'true') {
        clearTimeout(timers.get('continuity'));
        inFlight.get('continuity')?.abort();
        return form?.setNote(CONTINUITY_NOTE, null);
      }
      later('continuity', checkPair);
    },
    dispose() {
      for (const timer of timers.values()) clearTimeout(timer);
      for (const controller of inFlight.values()) controller.abort();
    },
  };
}

/** The three requests of the sync; each applies its answer only to the form it was asked for. */
function syncRequests(options: FormSyncOptions) {
  const reloadForm = async (signal: AbortSignal) => {
    const form = options.form();
    if (!form) return;
    const outcome = await fetchForm(options.api, { ...splitAnswers(form), cluster: options.cluster() }, signal);
    if (signal.aborted || options.form() !== form) return;
    if (outcome.kind === 'refused') return options.failed(outcome.toast ?? '');
    for (const step of outcome.form.formArray) if (step.step > 1) form.replaceFields(step.step, step.fields);
  };

  const reloadEntrevous = async (signal: AbortSignal) => {
    const form = options.form();
    if (!form) return;
    const outcome = await fetchEntrevous(options.api, toServerValues(form.values()), signal);
    if (signal.aborted || options.form() !== form) return;
    if (outcome.kind === 'refused') return options.failed(outcome.toast ?? '');
    const name = (outcome.field as { name?: unknown } | null)?.name;
    if (typeof name === 'string') form.replaceField(name, outcome.field);
  };

  const checkPair = async (signal: AbortSignal) => {
    const form = options.form();
    if (!form) return;
    const { continuity, continuityWidth: width, continuityLength: length } = form.values();
    if (continuity !== 'true' || typeof width !== 'string' || typeof length !== 'string' || !width || !length)
      return form.setNote(CONTINUITY_NOTE, null);
    const outcome = await checkContinuity(options.api, width, length, signal);
    if (signal.aborted || options.form() !== form) return;
    form.setNote(CONTINUITY_NOTE, outcome.kind === 'done' ? outcome.message : (outcome.toast ?? null));
  };
  return { reloadForm, reloadEntrevous, checkPair };
}

/** The answers of step 1 and of the later steps, as the form query takes them (§7 `step1`, `step2`). */
function splitAnswers(form: FormController) {
  const { steps } = form.getState();
  const values = toServerValues(form.values());
  const names = (step: (typeof steps)[number]) => placeFields(step.fields).map(({ field }) => field.name);
  const first = new Set(steps.filter((s) => s.step === 1).flatMap(names));
  const step1: Record<string, string | boolean | string[]> = {};
  const step2: Record<string, string | boolean | string[]> = {};
  for (const [name, value] of Object.entries(values)) (first.has(name) ? step1 : step2)[name] = value;
  return { step1, step2 };
}
