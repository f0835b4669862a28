import type { FormValues } from '@/features/dynamic-form/types';
import { toServerValues } from '@/features/dynamic-form/values';
import type { FloorForm } from '@/src/contracts/floor/simulator';
import { tabDraft, type TabDraft } from '@/src/runtime/tab-draft';

/**
 * A half-filled configuration survives a reload: the answers and the step are kept in
 * the tab's sessionStorage on each change, read back when the configurator starts anew, and
 * forgotten once the simulation is sent or the visitor starts over. Storage that refuses (a
 * private mode, a sandbox) only loses this comfort.
 */
export interface Draft {
  step: 1 | 2;
  values: FormValues;
}

const KEY = 'ossature:floor-configurator:draft';

export type DraftStore = TabDraft<Draft>;

export const sessionDraft = (storage?: () => Storage): DraftStore => tabDraft(KEY, isDraft, storage);

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  const { step, values } = value as Partial<Draft>;
  if (step !== 1 && step !== 2) return false;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return false;
  return Object.values(values).every(
    (v) => typeof v === 'string' || (Array.isArray(v) && v.every((item) => typeof item === 'string')),
  );
}

/**
 * A draft's answers as the form query takes them (§7 `step1`, `step2`), step 1's names read from
 * the initial form: the choices of step 2 hang on them (the Up targets of the zip code, the
 * blocks of the span), so a draft is opened on the form fetched for its answers.
 */
export function draftAnswers(form: FloorForm, values: FormValues) {
  const first = new Set(form.formArray.filter((step) => step.step === 1).flatMap((step) => namesOf(step.fields)));
  const step1: Record<string, string | boolean | string[]> = {};
  const step2: Record<string, string | boolean | string[]> = {};
  for (const [name, value] of Object.entries(toServerValues(values))) (first.has(name) ? step1 : step2)[name] = value;
  return { step1, step2 };
}

/** The names of raw server fields and of their sub-fields (a malformed one names nothing). */
function namesOf(fields: readonly unknown[]): string[] {
  return fields.flatMap((field) => {
    const { name, children } = (typeof field === 'object' && field !== null ? field : {}) as {
      name?: unknown;
      children?: unknown;
    };
    return [...(typeof name === 'string' ? [name] : []), ...(Array.isArray(children) ? namesOf(children) : [])];
  });
}
