import { questionOf } from '@/features/questionnaire/filter-questions';
import { QUESTIONNAIRE_MESSAGES as QM } from '@/features/questionnaire/messages';
import { valueIds } from '@/features/questionnaire/rules';
import { orRefused, type SourceDeps } from '@/features/questionnaire/sources';
import type { Answer, Created, FinishOutcome, QuestionnaireSource } from '@/features/questionnaire/types';
import { mainHistorySaveRefine } from '@/src/contracts/history/main';
import { getFilterConfiguration } from '@/src/contracts/thermal/filters';
import { selectedAnswers, visibleFilters } from './result/refine-rules';

/**
 * Every thermal path ends on a psi value. The search runs once one rupteur is left
 * (§4), but that rupteur may still have several configurations, and its psi values are then
 * unknown: the questionnaire goes on with the refine view's call (§7 `/api/filters/configuration`,
 * on the history `create` saved) and its rules (§4: filters 13, 14 and 16 shown only where they
 * apply), one question per filter left, until the answers determine one configuration; the
 * answers given since are saved on that history (§7 `/api/history/save-refine`). A question with
 * a single choice is answered by the questionnaire itself, as the refine view picks it.
 */
export function withConfiguration(base: QuestionnaireSource, deps: SourceDeps): QuestionnaireSource {
  const configure = (created: Created, answers: readonly Answer[], signal: AbortSignal) =>
    orRefused(async () => {
      const { history } = created;
      if (!history.rupteur) return { kind: 'created' as const, created };
      const ids = valueIds(answers);
      await deps.deviceReady();
      const reply = await deps.api.call(getFilterConfiguration, {
        body: { answers: ids, historyId: history.id },
        signal,
      });
      if (!reply.ok) return { kind: 'refused' as const, message: reply.message.trim() || QM.unexpected };
      const { filters, psiValue } = reply.datas;
      const answered = new Set(answers.map((a) => a.questionId));
      const questions = psiValue
        ? []
        : visibleFilters(filters, selectedAnswers(filters), history.rupteur.uuid)
            .filter((filter) => !answered.has(String(filter.id)) && filter.filterValues.length > 0)
            .map((filter) => questionOf(filter, 'rup', deps.apiBase));
      if (questions.length > 0) return { kind: 'open' as const, created, questions };
      // Determined (or nothing left to ask: the result says which value the data lack).
      return save(created, ids, signal);
    });

  /** The answers given since the search was saved, saved on it; nothing to do when there are none. */
  const save = async (created: Created, ids: number[], signal: AbortSignal): Promise<FinishOutcome> => {
    const saved = created.history.filterValues.map((v) => v.id);
    if (saved.length === ids.length && saved.every((id) => ids.includes(id))) return { kind: 'created', created };
    const reply = await deps.api.call(mainHistorySaveRefine, {
      body: { id: created.history.id, filtersValue: ids },
      signal,
    });
    if (!reply.ok) return { kind: 'refused', message: reply.message.trim() || QM.unexpected };
    return { kind: 'created', created: { ...created, history: reply.datas.history } };
  };

  return {
    next: (answers, signal) => base.next(answers, signal),
    async finish(answers, signal) {
      const outcome = await base.finish(answers, signal);
      if (outcome.kind !== 'created' || outcome.created.history.psiValue) return outcome;
      return configure(outcome.created, answers, signal);
    },
    refine: configure,
  };
}
