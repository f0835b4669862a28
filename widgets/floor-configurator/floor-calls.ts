import type { ApiClient } from '@/src/api/client';
import { guardApi, refused, refusedBy, done, type Outcome } from '@/src/api/outcome';
import {
  getEntrevousField,
  getFloorForm,
  getFloorSimulationResult,
  modifyFloorSimulation,
  submitFloorSimulation,
  validateContinuity,
  type FlatValue,
  type FloorForm,
  type FloorResult,
} from '@/src/contracts/floor/simulator';
import type { ServerFieldValue } from '@/src/contracts/forms/server-field';
import { FLOOR_MESSAGES as M } from './messages';

/**
 * The configurator's calls (floor-and-carbon-tools §7), each an outcome: never a throw for a
 * refusal, an unreachable server or a broken answer (guardApi), so every screen keeps what was
 * typed and says what happened in French.
 */

export type Answers = Record<string, ServerFieldValue>;

const orFallback = (outcome: Outcome<object>) =>
  outcome.kind === 'refused' && !outcome.toast && !outcome.fields ? refused(M.serverError) : outcome;

/** The initial form, or the form for these answers (`step1`, `step2`: field → value; `cluster`). */
export async function fetchForm(
  api: ApiClient,
  answers?: { step1: Answers; step2: Answers; cluster?: number | null },
  signal?: AbortSignal,
) {
  const query = answers
    ? '?' +
      new URLSearchParams({
        step1: JSON.stringify(answers.step1),
        step2: JSON.stringify(answers.step2),
        ...(answers.cluster ? { cluster: String(answers.cluster) } : {}),
      }).toString()
    : '';
  const outcome = await guardApi(async () => {
    const reply = await api.call(getFloorForm, { query, signal });
    return reply.ok ? done<{ form: FloorForm }>({ form: reply.datas }) : refusedBy(reply);
  });
  return orFallback(outcome) as Outcome<{ form: FloorForm }>;
}

/** A saved simulation's form with its values (`modifySimulation`). */
export async function fetchSavedForm(api: ApiClient, id: number, signal?: AbortSignal) {
  const outcome = await guardApi(async () => {
    const reply = await api.call(modifyFloorSimulation, { params: { id }, signal });
    return reply.ok ? done<{ form: FloorForm }>({ form: reply.datas }) : refusedBy(reply);
  });
  return orFallback(outcome) as Outcome<{ form: FloorForm }>;
}

/** The submit: every value flattened (§7); a refusal carries the field errors (§5 floor step 2). */
export async function submitSimulation(api: ApiClient, values: FlatValue[]) {
  const outcome = await guardApi(async () => {
    const reply = await api.call(submitFloorSimulation, { body: { values } });
    return reply.ok ? done<{ result: FloorResult }>({ result: reply.datas }) : refusedBy(reply);
  });
  return orFallback(outcome) as Outcome<{ result: FloorResult }>;
}

/** A past simulation's results (`getSimulationResult`, `?history=`). */
export async function fetchResult(api: ApiClient, id: number) {
  const outcome = await guardApi(async () => {
    const reply = await api.call(getFloorSimulationResult, { params: { id } });
    return reply.ok ? done<{ result: FloorResult }>({ result: reply.datas }) : refusedBy(reply);
  });
  return orFallback(outcome) as Outcome<{ result: FloorResult }>;
}

/** The infill-block field for these answers (`reload: 'entrevous'`). */
export async function fetchEntrevous(
  api: ApiClient,
  datas: Record<string, string | boolean | string[]>,
  signal?: AbortSignal,
) {
  const outcome = await guardApi(async () => {
    const reply = await api.call(getEntrevousField, { query: '?as-field=1', body: { datas }, signal });
    return reply.ok ? done<{ field: unknown }>({ field: reply.datas.field }) : refusedBy(reply);
  });
  return orFallback(outcome) as Outcome<{ field: unknown }>;
}

/** The continuity check (§5): null when the pair is valid, else the server's sentence. */
export async function checkContinuity(api: ApiClient, width: string, length: string, signal?: AbortSignal) {
  const outcome = await guardApi(async () => {
    const reply = await api.call(validateContinuity, { params: { width, length }, signal });
    if (!reply.ok) return refusedBy(reply);
    return done<{ message: string | null }>({
      message: reply.datas.valid ? null : reply.message || M.continuityInvalid,
    });
  });
  return orFallback(outcome) as Outcome<{ message: string | null }>;
}
