import type { Answer } from '@/features/questionnaire/types';
import { THERMAL_BREAK_MESSAGES as M } from './messages';

/**
 * The questions answered so far; each one goes back to its question (§2, §4), except those
 * answered for the visitor (a single choice): said so, and not offered again.
 */
export function AnswersRecap(props: {
  answers: readonly Answer[];
  disabled: boolean;
  onPick: (index: number) => void;
}) {
  const { answers, disabled, onPick } = props;
  if (answers.length === 0) return null;
  return (
    <nav className="oss-quiz__recap" aria-label={M.answersTitle}>
      <ol className="oss-quiz__answers">
        {answers.map((answer, index) => (
          <li key={answer.questionId}>
            {answer.auto ? (
              <p className="oss-quiz__answer oss-quiz__answer--auto">
                <span className="oss-quiz__answer-question">{answer.question}</span>
                <span className="oss-quiz__answer-value">{answer.label}</span>
                <span className="oss-quiz__answer-auto">{M.autoAnswered}</span>
              </p>
            ) : (
              <button
                type="button"
                className="oss-quiz__answer"
                disabled={disabled}
                aria-label={M.changeAnswer(answer.question, answer.label)}
                onClick={() => onPick(index)}
              >
                <span className="oss-quiz__answer-question">{answer.question}</span>
                <span className="oss-quiz__answer-value">{answer.label}</span>
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
