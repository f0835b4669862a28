import { array, boolean, literal, number, optional, string, type, union, validate } from 'superstruct';
import type { Answer, AnswersStore, QuestionnaireTool } from './types';

const StoredAnswers = type({
  version: literal(1),
  answers: array(
    type({
      questionId: string(),
      question: string(),
      choiceId: union([number(), string()]),
      label: string(),
      intro: optional(boolean()),
      auto: optional(boolean()),
    }),
  ),
});

/**
 * The answers given, kept in sessionStorage per tool so that a reload, or the browser's Back and
 * Forward, do not start the questionnaire again; the tab's storage, not localStorage: another tab
 * starts its own questionnaire. All of them, those after the step in the address too (Forward
 * brings them back), and still once a result opens (Back returns to its last question); a new
 * answer replaces those after it. Blocked or broken storage keeps nothing and breaks nothing;
 * what does not read back as answers is dropped.
 */
export function sessionAnswers(tool: QuestionnaireTool, storage: () => Storage = () => sessionStorage): AnswersStore {
  const key = `ossature:questionnaire:${tool}`;
  const attempt = <T>(run: (s: Storage) => T): T | null => {
    try {
      return run(storage());
    } catch {
      return null;
    }
  };
  return {
    load() {
      const raw = attempt((s) => s.getItem(key));
      if (!raw) return null;
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        json = null;
      }
      const [error, stored] = validate(json, StoredAnswers);
      if (error) {
        attempt((s) => s.removeItem(key));
        return null;
      }
      return stored.answers as Answer[];
    },
    save(answers) {
      if (answers.length === 0) attempt((s) => s.removeItem(key));
      else attempt((s) => s.setItem(key, JSON.stringify({ version: 1, answers })));
    },
    clear() {
      attempt((s) => s.removeItem(key));
    },
  };
}
