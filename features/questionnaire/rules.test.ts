import { SYSTEM_QUESTION, hintFor } from './filter-questions';
import {
  answerOf,
  autoAnswerOf,
  lastChosenIndex,
  progressPercent,
  searchingPercent,
  shouldSearch,
  truncateAnswers,
  valueIds,
} from './rules';
import type { Answer, Question } from './types';

const question = (id: number): Question => ({
  id: String(id),
  title: `Question ${id}`,
  choices: [
    { id: id * 10 + 1, label: 'Oui' },
    { id: id * 10 + 2, label: 'Non' },
  ],
});
const answer = (id: number): Answer => ({
  questionId: String(id),
  question: `Question ${id}`,
  choiceId: id * 10 + 1,
  label: 'Oui',
});
const system: Answer = {
  questionId: 'system',
  question: SYSTEM_QUESTION.title,
  choiceId: 'pre',
  label: 'Prédalles',
  intro: true,
};
const questions = (...ids: number[]) => ids.map(question);
const answers = (...ids: number[]) => ids.map(answer);

describe('the progress bar: (step + 1) / (number of filters + 1)', () => {
  it.each([
    ['first of 10 questions', [], questions(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), 9],
    ['third of 10', answers(1, 2), questions(3, 4, 5, 6, 7, 8, 9, 10), 27],
    ['last of 10', answers(1, 2, 3, 4, 5, 6, 7, 8, 9), questions(10), 91],
    ['a filter left out: 3 answered, 3 left (6 filters)', answers(1, 2, 3), questions(5, 6, 7), 57],
    ['the environmental system question counts for nothing', [], [SYSTEM_QUESTION], 0],
    ['after the system: first of 3 prédalle filters', [system], questions(1, 2, 3), 25],
    ['after the system and one answer', [system, answer(1)], questions(2, 3), 50],
  ] as const)('%s: %i %%', (_, given, left, percent) => {
    expect(progressPercent(given, left)).toBe(percent);
  });

  it.each([
    [answers(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), 91],
    [[system, answer(1), answer(2), answer(3)], 75],
  ])('stays below 100 %% while the search runs (%#)', (given, percent) => {
    expect(searchingPercent(given)).toBe(percent);
  });
});

describe('when the search runs', () => {
  it.each([
    ['questions left, several results', { nbResults: 5, questions: questions(1) }, false],
    ['no question left', { nbResults: 3, questions: [] }, true],
    ['one result left', { nbResults: 1, questions: questions(1, 2) }, true],
    ['no result left', { nbResults: 0, questions: questions(1) }, true],
    ['the environmental system question', { nbResults: Number.POSITIVE_INFINITY, questions: [SYSTEM_QUESTION] }, false],
    [
      'a failed filters call (0 results, no filters)',
      { nbResults: 0, questions: [], error: 'Connexion impossible.' },
      false,
    ],
  ] as const)('%s: %p', (_, step, runs) => {
    expect(shouldSearch({ ...step, questions: [...step.questions] })).toBe(runs);
  });
});

describe('the answers', () => {
  it.each([
    [0, []],
    [1, [1]],
    [2, [1, 2]],
    [3, [1, 2, 3]],
    [9, [1, 2, 3]],
    [-1, []],
  ])('going back to question %i keeps the answers before it', (index, kept) => {
    expect(truncateAnswers(answers(1, 2, 3), index).map((a) => a.questionId)).toEqual(kept.map(String));
  });

  it('sends only filter values: the system answer picks the data type', () => {
    expect(valueIds([system, answer(1), answer(2)])).toEqual([11, 21]);
  });

  it.each([
    [question(1), 12, { questionId: '1', question: 'Question 1', choiceId: 12, label: 'Non' }],
    [question(1), 99, null],
    [
      SYSTEM_QUESTION,
      'mur',
      { questionId: 'system', question: SYSTEM_QUESTION.title, choiceId: 'mur', label: 'Prémur', intro: true },
    ],
  ] as const)('a choice makes its answer (%#)', (q, choice, made) => {
    expect(answerOf(q, choice)).toEqual(made);
  });
});

describe('the answers given for the visitor', () => {
  it('answers a question offering a single choice, and only that one', () => {
    const single: Question = { id: '3', title: "Type d'isolation du mur", choices: [{ id: 31, label: 'ITI' }] };
    expect(autoAnswerOf(single)).toEqual({
      questionId: '3',
      question: "Type d'isolation du mur",
      choiceId: 31,
      label: 'ITI',
      auto: true,
    });
    expect(autoAnswerOf(question(1))).toBeNull();
    expect(autoAnswerOf({ ...single, choices: [] })).toBeNull();
  });

  it.each([
    ['the last answer is the visitor’s', [answer(1), answer(2)], 1],
    ['answers given for the visitor after it go with it', [answer(1), answer(2), { ...answer(3), auto: true }], 1],
    ['an answer given for the visitor before it stays', [{ ...answer(1), auto: true }, answer(2)], 1],
    ['nothing the visitor answered', [{ ...answer(1), auto: true }], -1],
    ['no answer', [], -1],
  ] as const)("'Retour' goes back to the visitor's last answer: %s", (_, given, index) => {
    expect(lastChosenIndex(given)).toBe(index);
  });
});

describe('the mounting hints', () => {
  it.each([
    ['pre', 'Montage de la prédalle', 'Épaisseur de la prédalle + table de compression, en cm'],
    ['mur', 'Montage du prémur', 'Épaisseur de la peau 1 + noyau + épaisseur de la peau 2, en cm'],
    ['pou', 'Montage', undefined],
    ['pre', 'Type de prédalle', undefined],
    ['rup', 'Montage du rupteur', undefined],
  ] as const)('%s, %s', (dataType, name, hint) => {
    expect(hintFor(dataType, { name })).toBe(hint);
  });
});
