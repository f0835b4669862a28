import type { ApiClient } from '@/src/api/client';
import { ApiClientError } from '@/src/api/errors';
import { mainHistoryCreate, type MainHistory } from '@/src/contracts/history/main';
import { getEnvResult } from '@/src/contracts/thermal/env-result';
import { getFilters, type ToolDataType } from '@/src/contracts/thermal/filters';
import { searchRupteurs } from '@/src/contracts/thermal/rupteur';
import { isEnvDataType, questionOf, SYSTEM_QUESTION } from './filter-questions';
import { QUESTIONNAIRE_MESSAGES as M } from './messages';
import { valueIds } from './rules';
import type { Answer, FinishOutcome, QuestionnaireSource, Step } from './types';

/** What a source needs of the runtime: its API client and the API's address (illustrations). */
export interface SourceDeps {
  api: ApiClient;
  apiBase: string;
  /**
   * Resolves once the main site's device is registered (its bearer carries the tools' calls);
   * throws an ApiClientError with a French message when it cannot be. The questionnaire's first
   * call may come before the page's own registration has run.
   */
  deviceReady: () => Promise<void>;
}

const refusal = (message: string): FinishOutcome => ({ kind: 'refused', message });

/**
 * The API client's errors as their French message, logged once for developers (a broken
 * contract names the call and the path); anything else (an abort, a bug) goes up.
 */
export async function orRefused<T>(run: () => Promise<T | FinishOutcome>): Promise<T | FinishOutcome> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    console.error(`[ossature] ${error.message}`);
    return refusal(error.userMessage);
  }
}

/**
 * The next step of a data type's questionnaire (§7 `/api/filters`). A failed call is 0 results
 * and no filters (§8), with the reason, so that the island can say it and offer to try again.
 */
async function nextFilters(
  deps: SourceDeps,
  dataType: ToolDataType,
  answers: readonly Answer[],
  signal: AbortSignal,
): Promise<Step> {
  const body = { answers: valueIds(answers), dataType };
  const reply = await orRefused(async () => {
    await deps.deviceReady();
    return deps.api.call(getFilters, { body, signal });
  });
  const failed = (reason: string): Step => ({ nbResults: 0, questions: [], error: `${M.questionFailed} ${reason}` });
  if ('kind' in reply) return failed(reply.kind === 'refused' ? reply.message : M.unexpected);
  if (!reply.ok) return failed(reply.message.trim() || M.unexpected);
  const questions = reply.datas.filters.map((f) => questionOf(f, dataType, deps.apiBase));
  return { nbResults: reply.datas.nbResults, questions };
}

/** Saves the search (§7 `/api/history/create`); the route's name segment comes with it. */
async function create(
  deps: SourceDeps,
  body: { filtersValue: number[]; dataType: ToolDataType; rupteur?: number },
  name: (history: MainHistory) => string,
  signal: AbortSignal,
): Promise<FinishOutcome> {
  const reply = await deps.api.call(mainHistoryCreate, { body, signal });
  if (!reply.ok) return refusal(reply.message.trim() || M.unexpected);
  const { history, fdes } = reply.datas;
  return { kind: 'created', created: { history, fdes, name: name(history) } };
}

/**
 * The thermal questionnaire: the rupteur search (§7 `/api/rupteur`), then the history of its
 * best rupteur, named in the create call since several may match (its contract), and the
 * rupteur's name as the result route's name segment.
 */
export function thermalSource(deps: SourceDeps): QuestionnaireSource {
  return {
    next: (answers, signal) => nextFilters(deps, 'rup', answers, signal),
    finish: (answers, signal) =>
      orRefused(async () => {
        const filters = valueIds(answers);
        await deps.deviceReady();
        const found = await deps.api.call(searchRupteurs, { body: { filters, dataType: 'rup' }, signal });
        if (!found.ok) return refusal(found.message.trim() || M.unexpected);
        const [best] = found.datas.rupteurs;
        if (!best) return refusal(M.noRupteur);
        const body = { filtersValue: filters, dataType: 'rup' as const, rupteur: best.id };
        return create(deps, body, (history) => history.rupteur?.name ?? best.name, signal);
      }),
  };
}

/**
 * The environmental questionnaire: the constructive system first (asked here), then that data
 * type's filters; the result (§7 `/api/env/result`) must designate one system before the history
 * is saved. The route's name segment is the last answer's wording (§2).
 */
export function environmentalSource(deps: SourceDeps): QuestionnaireSource {
  return {
    async next(answers, signal) {
      const dataType = answers[0]?.choiceId;
      if (!isEnvDataType(dataType)) return { nbResults: Number.POSITIVE_INFINITY, questions: [SYSTEM_QUESTION] };
      return nextFilters(deps, dataType, answers, signal);
    },
    finish: (answers, signal) =>
      orRefused(async () => {
        const dataType = answers[0]?.choiceId;
        if (!isEnvDataType(dataType)) return refusal(M.noSystem);
        const filtersValue = valueIds(answers);
        await deps.deviceReady();
        const result = await deps.api.call(getEnvResult, { body: { filtersValue, dataType }, signal });
        if (!result.ok) return refusal(result.message.trim() || M.unexpected);
        if (!result.datas.success) return refusal(M.noSystem);
        const last = answers[answers.length - 1]?.label ?? result.datas.result?.name ?? '';
        return create(deps, { filtersValue, dataType }, () => last, signal);
      }),
  };
}
