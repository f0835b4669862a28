import { HttpError } from '@/src/api/errors';
import { done, guardApi, refused, type Outcome } from '@/src/api/outcome';
import {
  mainHistoryLoad,
  mainHistoryRemove,
  mainHistorySaveRefine,
  type MainHistory,
} from '@/src/contracts/history/main';
import type { Fdes } from '@/src/contracts/thermal/env-result';
import { getFilterConfiguration, type ThermalFilter } from '@/src/contracts/thermal/filters';
import type { PsiValue } from '@/src/contracts/thermal/psi-value';
import type { Runtime } from '@/src/runtime/runtime';
import { RESULT_MESSAGES as M } from './messages';

/**
 * The result page's calls (thermal-break-tool §7), each as an outcome: the page never sees a
 * throw. The anonymous ones wait for the main site's device, whose bearer they carry. A refusal carries the server's French reason ('Cette simulation est introuvable.') or
 * the client's (unreachable server, time out).
 */

export interface LoadedResult {
  history: MainHistory;
  fdes: Fdes[];
}

/**
 * No such result for this browser or account (a 404): unknown, or someone else's, which the
 * server does not tell apart; the page says when a result can be opened.
 */
export type MissingResult = { kind: 'missing'; toast: string };

export function loadResult(rt: Runtime, id: number): Promise<Outcome<LoadedResult> | MissingResult> {
  return guardApi(async () => {
    await rt.device.required();
    try {
      const reply = await rt.api.call(mainHistoryLoad, { body: { id } });
      if (!reply.ok) return refused(reply.message.trim() || M.notFound);
      return done({ history: reply.datas.history, fdes: reply.datas.fdes });
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 404)) throw error;
      return { kind: 'missing', toast: error.userMessage } satisfies MissingResult;
    }
  });
}

export function loadConfiguration(
  rt: Runtime,
  historyId: number,
  answers: number[],
): Promise<Outcome<{ filters: ThermalFilter[]; psiValue: PsiValue | null }>> {
  return guardApi(async () => {
    await rt.device.required();
    const reply = await rt.api.call(getFilterConfiguration, { body: { answers, historyId } });
    if (!reply.ok) return refused(reply.message.trim() || M.refineFailed);
    return done({ filters: reply.datas.filters, psiValue: reply.datas.psiValue });
  });
}

export function saveRefine(rt: Runtime, id: number, answers: number[]): Promise<Outcome<{ history: MainHistory }>> {
  return guardApi(async () => {
    await rt.device.required();
    const reply = await rt.api.call(mainHistorySaveRefine, { body: { id, filtersValue: answers } });
    if (!reply.ok) return refused(reply.message.trim() || M.refineFailed);
    return done({ history: reply.datas.history });
  });
}

/** Deletes the history; the toasts are the spec's (§8), whatever the server said. */
export async function removeResult(rt: Runtime, id: number): Promise<Outcome> {
  const outcome = await guardApi(async () => {
    const reply = await rt.api.call(mainHistoryRemove, { body: { id } });
    return reply.ok ? done({ toast: M.deleted }) : refused();
  });
  return outcome.kind === 'refused' ? refused(M.deleteFailed) : outcome;
}
