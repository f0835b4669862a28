import { createStore, type StoreApi } from 'zustand/vanilla';
import { latestRequest } from '@/src/runtime/latest-request';
import { QUESTIONNAIRE_MESSAGES as M } from './messages';
import {
  answerOf,
  autoAnswerOf,
  lastChosenIndex,
  progressPercent,
  searchingPercent,
  shouldSearch,
  truncateAnswers,
} from './rules';
import type { Answer, AnswersStore, Created, FinishOutcome, Question, QuestionnaireSource } from './types';

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
  /**
   * To the step after `count` answers of those kept (the browser's Back and Forward): fewer are
   * dropped as `goBackTo` does; more come back from the kept ones, as far as they go.
   */
  goTo(count: number): void;
  /** One question back (the answers given for the visitor after it go too); false at the first. */
  back(): boolean;
  /** Asks again after a failure, with the same answers. */
  retry(): void;
  /** Ignores answers still on their way (the island is gone). */
  dispose(): void;
}

/**
 * The questionnaire without React (DESIGN §8): the answers, going back, the progress, and when
 * the search runs (§4). Only the latest request counts: an answer given while the previous
 * question's request is on its way aborts it. `step`: how many of the kept answers apply (the
 * step in the address), all of them when absent.
 */
export function createQuestionnaire(source: QuestionnaireSource, kept: AnswersStore, step?: number): Questionnaire {
  // Every answer kept, beyond those on screen too: Forward brings them back, a new answer
  // replaces them. Read at once, so that the first render already shows them (and a restored
  // step is the island's first view: its heading does not steal the focus).
  let all = kept.load() ?? [];
  const store = createStore<QuestionnaireState>()(() => ({
    answers: all.slice(0, step ?? all.length),
    remaining: [],
    phase: { kind: 'loading' },
    progress: 0,
  }));
  const steps = createSteps(store, source, (answers) => {
    all = answers;
    kept.save(answers);
  });

  const show = (answers: Answer[]) => {
    store.setState({ answers });
    void steps.advance();
  };

  return {
    store,
    start: () => void steps.advance(),
    answer(choiceId) {
      const { phase } = store.getState();
      if (phase.kind !== 'asking') return;
      const answer = answerOf(phase.question, choiceId);
      if (answer) steps.add(answer);
    },
    goBackTo: (index) => show(truncateAnswers(store.getState().answers, index)),
    goTo(count) {
      const { answers } = store.getState();
      const target = count <= answers.length ? answers.slice(0, count) : all.slice(0, count);
      if (target.length !== answers.length || target.some((a, i) => a !== answers[i])) show(target);
    },
    back() {
      const index = lastChosenIndex(store.getState().answers);
      if (index < 0) return false;
      show(truncateAnswers(store.getState().answers, index));
      return true;
    },
    retry() {
      if (store.getState().phase.kind === 'unfinished') void steps.search();
      else void steps.advance();
    },
    dispose: steps.abort,
  };
}

/** The first question on screen, or answered for the visitor when it offers a single choice. */
function askFirst(store: StoreApi<QuestionnaireState>, questions: Question[], add: (answer: Answer) => void): void {
  const [question] = questions;
  if (!question) return;
  const auto = autoAnswerOf(question);
  if (auto) return add(auto);
  const { answers } = store.getState();
  store.setState({
    remaining: questions,
    phase: { kind: 'asking', question },
    progress: progressPercent(answers, questions),
  });
}

/** A search saved but still open, and how many answers it was run on. */
interface OpenSearch {
  created: Created;
  from: number;
}

/**
 * The requests: the next step after the answers, the search, and the answers that complete an
 * open search. Only the latest counts: a new one aborts the one on its way (an answer given while
 * the previous question still loaded): src/runtime/latest-request.ts, as the psi library and the
 * form engine do.
 */
function createSteps(
  store: StoreApi<QuestionnaireState>,
  source: QuestionnaireSource,
  keep: (answers: Answer[]) => void,
) {
  const requests = latestRequest();
  let open: OpenSearch | null = null;

  /** A new answer: the kept ones after it are dropped; a single-choice question answers itself. */
  const add = (answer: Answer) => {
    const answers = [...store.getState().answers, answer];
    keep(answers);
    store.setState({ answers });
    void advance();
  };

  const ask = (questions: Question[]) => askFirst(store, questions, add);

  /** The search's outcome, or an open search's; `from`: how many answers the search ran on. */
  const resolve = async (
    run: (signal: AbortSignal) => Promise<FinishOutcome>,
    refusedAs: 'unfinished' | 'failed',
    from: number,
  ) => {
    const outcome = await requests.run((signal) => guarded(signal, () => run(signal)));
    if (outcome === null) return;
    if (outcome.kind === 'refused') return store.setState({ phase: { kind: refusedAs, message: outcome.message } });
    if (outcome.kind === 'open') {
      open = { created: outcome.created, from };
      return ask(outcome.questions);
    }
    open = null;
    store.setState({ phase: { kind: 'done', created: outcome.created }, progress: 100 });
  };

  const search = () => {
    const { answers } = store.getState();
    open = null;
    store.setState({ phase: { kind: 'searching' }, remaining: [], progress: searchingPercent(answers) });
    return resolve((signal) => source.finish(answers, signal), 'unfinished', answers.length);
  };

  const next = async () => {
    store.setState({ phase: { kind: 'loading' } });
    const { answers } = store.getState();
    const step = await requests.run((signal) => guarded(signal, () => source.next(answers, signal)));
    if (step === null) return;
    if ('kind' in step) return store.setState({ phase: { kind: 'failed', message: step.message } });
    if (step.error !== undefined) return store.setState({ phase: { kind: 'failed', message: step.error } });
    if (shouldSearch(step)) return void search();
    ask(step.questions);
  };

  /** The step after the answers on screen: within an open search while they still start with its own. */
  const advance = async () => {
    const { answers } = store.getState();
    const current = open;
    if (!current || answers.length < current.from || !source.refine) {
      open = null;
      return next();
    }
    // The answers given since an open search complete it, on the same saved search.
    store.setState({ phase: { kind: 'loading' } });
    return resolve((signal) => source.refine!(current.created, answers, signal), 'failed', current.from);
  };

  return { add, advance, search, abort: requests.cancel };
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
