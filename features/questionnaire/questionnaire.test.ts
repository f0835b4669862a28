import type { MainHistory } from '@/src/contracts/history/main';
import { createQuestionnaire, type Questionnaire } from './questionnaire';
import type { Answer, AnswersStore, Created, FinishOutcome, Question, QuestionnaireSource, Step } from './types';

/**
 * The questionnaire's steps without the API: a search that stays open asks on through
 * `refine`, single choices answer themselves, and the kept answers follow the browser's steps.
 * The source is a table: filters A and B before the search, C and D after it; B offers one choice.
 */

const q = (id: string, ...choices: number[]): Question => ({
  id,
  title: `Question ${id}`,
  choices: choices.map((c) => ({ id: c, label: `Choix ${c}` })),
});
const created = (id: number): Created => ({ history: { id } as MainHistory, fdes: [], name: 'Rupteur' });

function fakeSource() {
  const calls: string[] = [];
  const ids = (answers: readonly Answer[]) => answers.map((a) => a.choiceId).join(',');
  const source: QuestionnaireSource = {
    async next(answers): Promise<Step> {
      calls.push(`next ${ids(answers)}`);
      if (answers.length === 0) return { nbResults: 3, questions: [q('A', 1, 2), q('B', 3)] };
      if (answers.length === 1) return { nbResults: 2, questions: [q('B', 3)] };
      return { nbResults: 1, questions: [] };
    },
    async finish(answers): Promise<FinishOutcome> {
      calls.push(`finish ${ids(answers)}`);
      return { kind: 'open', created: created(7), questions: [q('C', 5, 6), q('D', 7, 8)] };
    },
    async refine(made, answers): Promise<FinishOutcome> {
      calls.push(`refine #${made.history.id} ${ids(answers)}`);
      const asked = answers.map((a) => a.questionId);
      if (!asked.includes('C')) return { kind: 'open', created: made, questions: [q('C', 5, 6)] };
      if (!asked.includes('D')) return { kind: 'open', created: made, questions: [q('D', 7, 8)] };
      return { kind: 'created', created: created(8) };
    },
  };
  return { source, calls };
}

function memory(initial: Answer[] = []): AnswersStore & { kept: Answer[] } {
  const store = {
    kept: initial,
    load: () => (store.kept.length ? store.kept : null),
    save: (answers: readonly Answer[]) => void (store.kept = [...answers]),
    clear: () => void (store.kept = []),
  };
  return store;
}

/** Resolves once the questionnaire no longer waits for its source. */
const settled = async (questionnaire: Questionnaire) => {
  for (let i = 0; i < 50; i++) {
    const { kind } = questionnaire.store.getState().phase;
    if (kind !== 'loading' && kind !== 'searching') return questionnaire.store.getState();
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('the questionnaire still waits');
};
const asked = (questionnaire: Questionnaire) => {
  const { phase } = questionnaire.store.getState();
  return phase.kind === 'asking' ? phase.question.id : phase.kind;
};
const labels = (questionnaire: Questionnaire) =>
  questionnaire.store.getState().answers.map((a) => `${a.questionId}${a.auto ? '*' : ''}`);

describe('a search that stays open', () => {
  it('asks on through refine, on the saved search, until it is created', async () => {
    const { source, calls } = fakeSource();
    const questionnaire = createQuestionnaire(source, memory());
    questionnaire.start();
    await settled(questionnaire);
    questionnaire.answer(1);
    // B offers one choice: answered for the visitor; one rupteur left: the search runs, stays open.
    await settled(questionnaire);
    expect(labels(questionnaire)).toEqual(['A', 'B*']);
    expect(asked(questionnaire)).toBe('C');
    questionnaire.answer(6);
    await settled(questionnaire);
    expect(asked(questionnaire)).toBe('D');
    questionnaire.answer(7);
    const state = await settled(questionnaire);
    expect(state.phase).toEqual({ kind: 'done', created: created(8) });
    expect(state.progress).toBe(100);
    expect(calls).toEqual(['next ', 'next 1', 'next 1,3', 'finish 1,3', 'refine #7 1,3,6', 'refine #7 1,3,6,7']);
  });

  it("'Retour' goes past the automatic answer; below the search, the filters are asked again", async () => {
    const { source, calls } = fakeSource();
    const questionnaire = createQuestionnaire(source, memory());
    questionnaire.start();
    await settled(questionnaire);
    questionnaire.answer(2);
    await settled(questionnaire);
    questionnaire.answer(5);
    await settled(questionnaire);
    expect(asked(questionnaire)).toBe('D');
    // Back within the open search: the same saved search.
    expect(questionnaire.back()).toBe(true);
    await settled(questionnaire);
    expect(asked(questionnaire)).toBe('C');
    expect(calls.at(-1)).toBe('refine #7 2,3');
    // Back again: C was the first after the search, B was automatic, A is the visitor's.
    expect(questionnaire.back()).toBe(true);
    await settled(questionnaire);
    expect(asked(questionnaire)).toBe('A');
    expect(labels(questionnaire)).toEqual([]);
    expect(calls.at(-1)).toBe('next ');
    expect(questionnaire.back()).toBe(false);
  });
});

describe("the browser's steps", () => {
  it('starts at the step given, and goTo brings the kept answers back', async () => {
    const kept = memory();
    const first = createQuestionnaire(fakeSource().source, kept);
    first.start();
    await settled(first);
    first.answer(1);
    await settled(first);
    first.answer(5);
    await settled(first);
    expect(kept.kept.map((a) => a.choiceId)).toEqual([1, 3, 5]);

    // A reload at the step of question C (2 answers): answer C is kept, not applied.
    const again = createQuestionnaire(fakeSource().source, kept, 2);
    again.start();
    await settled(again);
    expect(asked(again)).toBe('C');
    again.goTo(3);
    await settled(again);
    expect(asked(again)).toBe('D');
    again.goTo(0);
    await settled(again);
    expect(asked(again)).toBe('A');
    // A new answer replaces the kept ones after it.
    again.answer(2);
    await settled(again);
    expect(kept.kept.map((a) => a.choiceId)).toEqual([2, 3]);
  });
});
