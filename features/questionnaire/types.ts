import type { MainHistory } from '@/src/contracts/history/main';
import type { Fdes } from '@/src/contracts/thermal/env-result';

/** The two questionnaires of the main site (the placeholder's `data-tool`). */
export type QuestionnaireTool = 'thermal' | 'environmental';

/** One answer choice of a question. `id`: a filter value id, or the client's own key. */
export interface Choice {
  id: number | string;
  label: string;
  /** A second line under the label (the constructive systems' full names). */
  detail?: string;
}

/** One question on screen. */
export interface Question {
  /** The filter's id as text, or the client's own key ('system'). */
  id: string;
  title: string;
  choices: Choice[];
  /** The illustration's address (a filter's `bg_image`), absolute. */
  image?: string;
  /** How to read the choices (the mounting questions: thicknesses in cm). */
  hint?: string;
  /**
   * Asked by the client to pick the questionnaire (the environmental 'Quel est votre système
   * constructif ?'): not one of the filters the progress bar counts.
   */
  intro?: boolean;
}

/** One answer given, with what the recap shows of it. */
export interface Answer {
  questionId: string;
  question: string;
  choiceId: number | string;
  label: string;
  intro?: boolean;
  /**
   * Given for the visitor: the question offered a single choice (it is not shown, nor offered
   * again when going back).
   */
  auto?: boolean;
}

/**
 * What the source says after the answers given: the questions left (the next one first) and how
 * many results still match. `error`: the questions could not be fetched (§8: 0 results and no
 * filters then), in French; the search must not run on it.
 */
export interface Step {
  nbResults: number;
  questions: Question[];
  error?: string;
}

/** The history the search was saved as, and the name segment of its result route. */
export interface Created {
  history: MainHistory;
  fdes: Fdes[];
  name: string;
}

/**
 * What the search gave. `open`: saved, but its result is not determined yet (a thermal search
 * down to one rupteur whose configuration is still open): `questions` are asked next, and each
 * answer goes to `QuestionnaireSource.refine` until it answers `created`.
 */
export type FinishOutcome =
  | { kind: 'created'; created: Created }
  | { kind: 'refused'; message: string }
  | { kind: 'open'; created: Created; questions: Question[] };

/**
 * Where a questionnaire's questions and result come from (the API, through the runtime's client).
 * Neither function throws for a refusal or an unreachable server: they answer it in French.
 */
export interface QuestionnaireSource {
  next(answers: readonly Answer[], signal: AbortSignal): Promise<Step>;
  /** Runs the search on the answers, then saves it as a history. */
  finish(answers: readonly Answer[], signal: AbortSignal): Promise<FinishOutcome>;
  /** After an `open` outcome: the search saved as `created`, completed by the answers given since. */
  refine?(created: Created, answers: readonly Answer[], signal: AbortSignal): Promise<FinishOutcome>;
}

/** Where the answers survive a reload (sessionStorage, per tool). */
export interface AnswersStore {
  load(): Answer[] | null;
  save(answers: readonly Answer[]): void;
  clear(): void;
}
