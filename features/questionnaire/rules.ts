import type { Answer, Question, Step } from './types';

/**
 * The questionnaire's rules (thermal-break-tool §2 "Questionnaire screen", §4, §9), without
 * state: tested as a table in rules.test.ts.
 */

/**
 * The progress bar, in percent: (step + 1) / (number of filters + 1) (§9), where the step is the
 * number of filters answered and the number of filters is those answered plus those left (the
 * server leaves out the filters that no longer apply, so it can shrink). The client's own first
 * question (the constructive system) picks the questionnaire: it counts for nothing and shows 0.
 */
export function progressPercent(answers: readonly Answer[], remaining: readonly Question[]): number {
  if (remaining[0]?.intro) return 0;
  const step = answers.filter((a) => !a.intro).length;
  const filters = step + remaining.filter((q) => !q.intro).length;
  return Math.min(100, Math.round(((step + 1) / (filters + 1)) * 100));
}

/**
 * While the search runs: every filter asked is answered, the result is the step still to come
 * (so the bar stays below 100 % until the history is saved, §2).
 */
export function searchingPercent(answers: readonly Answer[]): number {
  const step = answers.filter((a) => !a.intro).length;
  return Math.round((step / (step + 1)) * 100);
}

/**
 * The search runs when the questions run out or one result or none is left (§4); never on a
 * step that failed (its empty list and 0 results mean nothing, §8).
 */
export function shouldSearch(step: Step): boolean {
  if (step.error !== undefined) return false;
  return step.questions.length === 0 || step.nbResults <= 1;
}

/** Going back to the question at `index`: the answers before it stay, the later ones go (§4). */
export function truncateAnswers(answers: readonly Answer[], index: number): Answer[] {
  return answers.slice(0, Math.max(0, Math.min(index, answers.length)));
}

/**
 * 'Retour': back to the last question the visitor answered; the answers given for them after it
 * (single-choice questions) go with it. -1 when the visitor answered nothing.
 */
export function lastChosenIndex(answers: readonly Answer[]): number {
  for (let index = answers.length - 1; index >= 0; index--) if (!answers[index]!.auto) return index;
  return -1;
}

/** A question offering a single choice is answered for the visitor (the refine view's rule, §4). */
export function autoAnswerOf(question: Question): Answer | null {
  const [only, other] = question.choices;
  if (!only || other) return null;
  return { ...answerOf(question, only.id)!, auto: true };
}

/** The filter value ids among the answers, in order (the client's own answers are not ids). */
export function valueIds(answers: readonly Answer[]): number[] {
  return answers.flatMap((a) => (typeof a.choiceId === 'number' ? [a.choiceId] : []));
}

/** The answer a choice of the question on screen makes. */
export function answerOf(question: Question, choiceId: Answer['choiceId']): Answer | null {
  const choice = question.choices.find((c) => c.id === choiceId);
  if (!choice) return null;
  return {
    questionId: question.id,
    question: question.title,
    choiceId: choice.id,
    label: choice.label,
    ...(question.intro ? { intro: true } : {}),
  };
}
