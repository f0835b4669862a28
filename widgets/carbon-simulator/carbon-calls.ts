import type { ApiClient } from '@/src/api/client';
import { done, guardApi, refused, refusedBy, type Outcome } from '@/src/api/outcome';
import {
  getCarbonCluster,
  getCarbonForm,
  saveCarbonCluster,
  submitCarbonSimulation,
  type CarbonAnswers,
  type CarbonCluster,
  type CarbonForm,
} from '@/src/contracts/carbon/tunnel';
import { deleteCluster, deleteClusterSimulation } from '@/src/contracts/history/carbon';
import { CARBON_MESSAGES as M } from './messages';

/**
 * The tunnel's calls (floor-and-carbon-tools §7 'Carbon simulator'), each an outcome: never a
 * throw for a refusal, an unreachable server or a broken answer (guardApi), so every step keeps
 * what was typed and says what happened in French.
 */

const orFallback = <T extends object>(outcome: Outcome<T>): Outcome<T> =>
  outcome.kind === 'refused' && !outcome.toast && !outcome.fields ? refused(M.serverError) : outcome;

/** The fields for the answers so far (`formArray`, `isCompleted`). */
export async function fetchCarbonForm(api: ApiClient, answers: CarbonAnswers, signal?: AbortSignal) {
  const outcome = await guardApi(async () => {
    const reply = await api.call(getCarbonForm, { body: answers, signal });
    return reply.ok ? done<{ form: CarbonForm }>({ form: reply.datas }) : refusedBy(reply);
  });
  return orFallback(outcome);
}

/** The submit: the cluster the new simulation joined; a refusal carries the field errors (§5). */
export async function submitAnswers(api: ApiClient, answers: CarbonAnswers) {
  const outcome = await guardApi(async () => {
    const reply = await api.call(submitCarbonSimulation, { body: answers });
    return reply.ok ? done<{ cluster: number }>({ cluster: reply.datas.cluster }) : refusedBy(reply);
  });
  return orFallback(outcome);
}

export async function fetchCluster(api: ApiClient, id: number) {
  const outcome = await guardApi(async () => {
    const reply = await api.call(getCarbonCluster, { params: { id } });
    return reply.ok ? done<{ cluster: CarbonCluster }>({ cluster: reply.datas }) : refusedBy(reply);
  });
  return orFallback(outcome);
}

/** The cluster joins the user's history (§4.2, §6). */
export async function saveCluster(api: ApiClient, id: number) {
  const outcome = await guardApi(async () => {
    const reply = await api.call(saveCarbonCluster, { params: { id }, body: {} });
    return reply.ok ? done() : refusedBy(reply);
  });
  return orFallback(outcome);
}

/** A simulation, or the whole cluster, deleted: the server's message and whether the cluster went. */
export async function deleteFromCluster(api: ApiClient, target: { simulation: number } | { cluster: number }) {
  const outcome = await guardApi(async () => {
    const reply =
      'simulation' in target
        ? await api.call(deleteClusterSimulation, { params: { id: target.simulation } })
        : await api.call(deleteCluster, { params: { id: target.cluster } });
    if (!reply.ok) return refusedBy(reply);
    return done<{ message: string; clusterRemoved: boolean }>({
      message: reply.message,
      clusterRemoved: reply.datas.clusterRemoved,
    });
  });
  return orFallback(outcome);
}
