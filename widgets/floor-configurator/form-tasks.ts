import type { ApiClient } from '@/src/api/client';
import { done } from '@/src/api/outcome';
import { placeFields } from '@/features/dynamic-form/fields';
import type { FormController } from '@/features/dynamic-form/form-controller';
import {
  defineTask,
  type FieldChange,
  type ServerForm,
  type ServerFormConfig,
} from '@/features/dynamic-form/server-form';
import { toServerValues } from '@/features/dynamic-form/values';
import { checkContinuity, fetchEntrevous, fetchForm } from './floor-calls';

/** The fields whose answers the server checks together (§5 'Continuity'). */
const CONTINUITY = ['continuity', 'continuityWidth', 'continuityLength'] as const;
/** Where the continuity message shows: under the last of the pair. */
const CONTINUITY_NOTE = 'continuityLength';

/**
 * The configurator's tasks for the form engine (features/dynamic-form/server-form.ts): what a
 * change asks of the server, 250 ms after the last one (§9 'field re-fetch delay'). A field whose
 * `reload` says `form` fetches the later steps again; `entrevous`, the infill-block field alone;
 * the continuity pair is checked by the server while continuity is 'true' (§5), and its message
 * goes at once when it is not.
 */
export function floorTasks(api: ApiClient, cluster: () => number | null): ServerFormConfig['tasks'] {
  return {
    form: defineTask({
      ask: (form, signal) => fetchForm(api, { ...splitAnswers(form), cluster: cluster() }, signal),
      apply(form, answer) {
        for (const step of answer!.form.formArray) if (step.step > 1) form.replaceFields(step.step, step.fields);
      },
    }),
    entrevous: defineTask({
      ask: (form, signal) => fetchEntrevous(api, toServerValues(form.values()), signal),
      apply(form, answer) {
        const name = (answer!.field as { name?: unknown } | null)?.name;
        if (typeof name === 'string') form.replaceField(name, answer!.field);
      },
    }),
    continuity: defineTask({
      ask: askContinuity(api),
      apply: (form, answer) => form.setNote(CONTINUITY_NOTE, answer!.message),
    }),
  };
}

/**
 * Whether a change asks for the continuity check: while continuity is 'true'. Answered 'Non', the
 * check on its way is dropped and the message goes at once (nothing to ask).
 */
export function continuityChanged(change: FieldChange, server: Pick<ServerForm, 'request' | 'cancel'>) {
  if (!(CONTINUITY as readonly string[]).includes(change.name)) return;
  if (change.values.continuity === 'true') return server.request('continuity');
  server.cancel('continuity');
  change.form.setNote(CONTINUITY_NOTE, null);
}

/** The check of the pair once both are filled; a refusal's message shows under the field too. */
function askContinuity(api: ApiClient) {
  return (form: FormController, signal: AbortSignal) => {
    const { continuity, continuityWidth: width, continuityLength: length } = form.values();
    if (continuity !== 'true' || typeof width !== 'string' || typeof length !== 'string' || !width || !length) {
      form.setNote(CONTINUITY_NOTE, null);
      return null;
    }
    return checkContinuity(api, width, length, signal).then((outcome) =>
      outcome.kind === 'done' ? outcome : done({ message: outcome.toast ?? null }),
    );
  };
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
