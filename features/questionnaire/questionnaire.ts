import { createStore, type StoreApi } from 'zustand/vanilla';
import { latestRequest } from '@/src/runtime/latest-request';
import { QUESTIONNAIRE_MESSAGES as M } from './messages';
import { answerOf, progressPercent, searchingPercent, shouldSearch, truncateAnswers } from './rules';
import type { Answer, AnswersStore, Created, Question, QuestionnaireSource } from './types';

/**
 * What the questionnaire shows:
 * - `loading`: the next question is being fetched (a skeleton);
 * - `asking`: the question on screen;
 * - `failed`: the question could not be fetched; 'Réessayer' asks again with the same answers;
 * - `searching`: the search and its saving run ('Chargement du résultat');
 * - `unfinished`: they failed, or found nothing; 'Réessayer' runs them again;
 * - `done`: the history is saved; the island opens its result.
 */
export type Phase =
  | { kind: 'loading' }
  | { kind: 'asking'; question: Question }
  | { kind: 'failed'; message: string }
  | { kind: 'searching' }
  | { kind: 'unfinished'; message: string }
  | { kind: 'done'; created: Created };

export interface QuestionnaireState {
  answers: Answer[];
  /** The questions left after the answers, the one on screen first. */
  remaining: Question[];
  phase: Phase;
  /** The progress bar, in percent; it keeps its value while a question loads. */
  progress: number;
}

export interface Questionnaire {
  store: StoreApi<QuestionnaireState>;
  /** Asks the next question after the answers kept for this tool, if any (read at creation). */
  start(): void;
  /** A choice of the question on screen: stored, and the next step fetched at once. */
  answer(choiceId: Answer['choiceId']): void;
  /** Back to the question of the answer at `index`: the later answers are dropped (§4). */
  goBackTo(index: number): void;
  /** One question back; false at the first question (the island then asks before leaving). */
  back(): boolean;
  /** Asks again after a failure, with the same answers. */
  retry(): void;
  /** Ignores answers still on their way (the island is gone). */
  dispose(): void;
}

/**
 * The questionnaire without React (DESIGN §8): the answers, going back, the progress, and when
 * the search runs (§4). Only the latest request counts: an answer given while the previous
 * question's request is on its way aborts it.
 */
export function createQuestionnaire(source: QuestionnaireSource, kept: AnswersStore): Questionnaire {
  // The kept answers are read at once, so that the first render already shows them (and a
  // restored step is the island's first view: its heading does not steal the focus).
  const store = createStore<QuestionnaireState>()(() => ({
    answers: kept.load() ?? [],
    remaining: [],
    phase: { kind: 'loading' },
    progress: 0,
  }));
  const steps = createSteps(store, source, kept);

  const setAnswers = (answers: Answer[]) => {
    store.setState({ answers });
    kept.save(answers);
    void steps.next();
  };

  return {
    store,
    start: () => void steps.next(),
    answer(choiceId) {
      const { phase, answers } = store.getState();
      if (phase.kind !== 'asking') return;
      const answer = answerOf(phase.question, choiceId);
      if (answer) setAnswers([...answers, answer]);
    },
    goBackTo: (index) => setAnswers(truncateAnswers(store.getState().answers, index)),
    back() {
      const { answers } = store.getState();
      if (answers.length === 0) return false;
      setAnswers(truncateAnswers(answers, answers.length - 1));
      return true;
    },
    retry() {
      if (store.getState().phase.kind === 'unfinished') void steps.search();
      else void steps.next();
    },
    dispose: steps.abort,
  };
}

/**
 * The requests: the next step after the answers, and the search. Only the latest counts: a new
 * one aborts the one on its way (an answer given while the previous question still loaded):
 * src/runtime/latest-request.ts, as the psi library and the form engine do.
 */
function createSteps(store: StoreApi<QuestionnaireState>, source: QuestionnaireSource, kept: AnswersStore) {
  const requests = latestRequest();

  const search = async () => {
    const { answers } = store.getState();
    store.setState({ phase: { kind: 'searching' }, remaining: [], progress: searchingPercent(answers) });
    const outcome = await requests.run((signal) => guarded(signal, () => source.finish(answers, signal)));
    if (outcome === null) return;
    if (outcome.kind === 'refused') return store.setState({ phase: { kind: 'unfinished', message: outcome.message } });
    kept.clear();
    store.setState({ phase: { kind: 'done', created: outcome.created }, progress: 100 });
  };

  const next = async () => {
    store.setState({ phase: { kind: 'loading' } });
    const { answers } = store.getState();
    const step = await requests.run((signal) => guarded(signal, () => source.next(answers, signal)));
    if (step === null) return;
    if ('kind' in step) return store.setState({ phase: { kind: 'failed', message: step.message } });
    if (step.error !== undefined) return store.setState({ phase: { kind: 'failed', message: step.error } });
    if (shouldSearch(step)) return void search();
    store.setState({
      remaining: step.questions,
      phase: { kind: 'asking', question: step.questions[0]! },
      progress: progressPercent(answers, step.questions),
    });
  };

  return { next, search, abort: requests.cancel };
}

/**
 * The sources answer refusals and unreachable servers themselves; anything else they throw is a
 * bug, logged, and shown as the generic French error rather than a skeleton turning for ever.
 */
async function guarded<T extends object>(
  signal: AbortSignal,
  run: () => Promise<T>,
): Promise<T | { kind: 'refused'; message: string }> {
  try {
    return await run();
  } catch (error) {
    // An aborted request was replaced by a newer one: its failure is nobody's concern.
    if (!signal.aborted) console.error('[ossature] questionnaire:', error);
    return { kind: 'refused', message: M.unexpected };
  }
}
