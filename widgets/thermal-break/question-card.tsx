import type { Question } from '@/features/questionnaire/types';
import { ViewHeading } from '@/src/ui/view-heading';

/**
 * The question on screen: its heading (focused when it replaces another), its hint and
 * illustration, and its answers as buttons; picking one advances at once (§2).
 */
export function QuestionCard({
  question,
  onPick,
}: {
  question: Question;
  onPick: (id: Question['choices'][number]['id']) => void;
}) {
  const hintId = `oss-quiz-hint-${question.id}`;
  return (
    <div className="oss-quiz__question oss-fade-in">
      <ViewHeading className="oss-quiz__title">{question.title}</ViewHeading>
      {question.hint && (
        <p className="oss-quiz__hint" id={hintId}>
          {question.hint}
        </p>
      )}
      {question.image && <img className="oss-quiz__image" src={question.image} alt="" />}
      <ul className="oss-quiz__choices">
        {question.choices.map((choice) => (
          <li key={choice.id}>
            <button
              type="button"
              className="oss-quiz__choice"
              aria-describedby={question.hint ? hintId : undefined}
              onClick={() => onPick(choice.id)}
            >
              <span className="oss-quiz__choice-label">{choice.label}</span>
              {choice.detail && <span className="oss-quiz__choice-detail">{choice.detail}</span>}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
