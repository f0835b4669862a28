import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { createQuestionnaire, type Phase, type QuestionnaireState } from '@/features/questionnaire/questionnaire';
import { sessionAnswers } from '@/features/questionnaire/answers-storage';
import { environmentalSource, thermalSource } from '@/features/questionnaire/sources';
import { useQuestionnaire } from '@/features/questionnaire/use-questionnaire';
import { watchLeave } from '@/features/wizard/leave-guard';
import { useRuntime } from '@/src/runtime/runtime-context';
import { timings } from '@/src/runtime/timings';
import { Button } from '@/src/ui/button';
import { Skeleton } from '@/src/ui/spinner';
import { ViewFocusScope } from '@/src/ui/view-heading';
import { AnswersRecap } from './answers-recap';
import { askLeave } from './leave-dialog';
import { THERMAL_BREAK_MESSAGES as M } from './messages';
import { ProgressBar } from './progress-bar';
import { QuestionCard } from './question-card';
import { keepSeed } from './result-seeds';
import { withConfiguration } from './configuration-source';
import { parseStep, resultPath, stepPath, type ToolKind } from './routes';

/**
 * The questionnaire screen (thermal-break-tool §2): the progress bar, the answers given (each
 * one goes back to its question), the question on screen, and the final 'Chargement du
 * résultat'; the result route opens once the search is saved.
 */
export function QuestionnaireView({ tool }: { tool: ToolKind }) {
  const rt = useRuntime();
  const [location] = useLocation();
  const step = parseStep(location);
  const [state, questionnaire] = useQuestionnaire(() => {
    const deps = { api: rt.api, apiBase: rt.config.apiBase, deviceReady: rt.device.required };
    const source = tool === 'thermal' ? withConfiguration(thermalSource(deps), deps) : environmentalSource(deps);
    return createQuestionnaire(source, sessionAnswers(tool), step);
  });
  const { answers, phase, progress } = state;
  useStepAddress(step, state, questionnaire.goTo);
  const leaving = useOpenResult(phase);
  const started = answers.length > 0 && phase.kind !== 'done';
  useEffect(() => (started ? watchLeave(window, () => true) : undefined), [started]);

  const busy = phase.kind === 'searching' || phase.kind === 'done';
  return (
    <div className={`oss-quiz${leaving ? ' oss-quiz--leaving' : ''}`}>
      <ProgressBar percent={progress} />
      <AnswersRecap answers={answers} disabled={busy} onPick={questionnaire.goBackTo} />
      <ViewFocusScope view={String(answers.length)}>
        <PhaseView key={answers.length} phase={phase} onPick={questionnaire.answer} onRetry={questionnaire.retry} />
      </ViewFocusScope>
      {!busy && (
        <div className="oss-actions">
          <Button variant="secondary" onClick={() => questionnaire.back() || askLeave()}>
            {M.back}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The address follows the question on screen ('#/etape/{n}', ./routes): a new question is a new
 * history entry, going back in the questionnaire replaces the entry; the browser's Back and
 * Forward move the questionnaire to the entry's step (its answers are kept in the tab). The
 * result is the entry after the last question.
 */
function useStepAddress(step: number, state: QuestionnaireState, goTo: (count: number) => void): void {
  const [, navigate] = useLocation();
  const count = state.answers.length;
  const asking = state.phase.kind === 'asking';
  const shown = useRef(step);
  // The step was the address's (at the start, or Back and Forward): the question the
  // questionnaire lands on replaces its entry rather than adding one after it.
  const followed = useRef(true);
  useEffect(() => {
    // The address moved (Back, Forward): the questionnaire follows it.
    if (step === shown.current) return;
    shown.current = step;
    followed.current = true;
    goTo(step);
  }, [step, goTo]);
  useEffect(() => {
    // A question is on screen: the address follows it.
    if (!asking) return;
    const replace = followed.current || count < shown.current;
    followed.current = false;
    if (count === shown.current) return;
    shown.current = count;
    navigate(stepPath(count), { replace });
  }, [asking, count, navigate]);
}

/**
 * Once the history is saved: its seed kept for the result, which opens after the fade-out
 * (`timings.fade`, §2, §9); true while the screen fades out.
 */
function useOpenResult(phase: Phase): boolean {
  const [, navigate] = useLocation();
  const created = phase.kind === 'done' ? phase.created : null;
  useEffect(() => {
    if (!created) return undefined;
    const { history, fdes, name } = created;
    keepSeed(history.id, { history, fdes });
    const timer = setTimeout(() => navigate(resultPath(history.id, name)), timings.fade);
    return () => clearTimeout(timer);
  }, [created, navigate]);
  return created !== null;
}

function PhaseView(props: { phase: Phase; onPick: (id: number | string) => void; onRetry: () => void }) {
  const { phase, onPick, onRetry } = props;
  switch (phase.kind) {
    case 'loading':
      return <Skeleton lines={4} label={M.loadingQuestion} />;
    case 'asking':
      return <QuestionCard question={phase.question} onPick={onPick} />;
    case 'failed':
    case 'unfinished':
      return (
        <div className="oss-quiz__failed">
          <p className="oss-error" role="alert">
            {phase.message}
          </p>
          {phase.kind === 'failed' && <p className="oss-text">{M.answersKept}</p>}
          <div className="oss-actions">
            <Button onClick={onRetry}>{M.retry}</Button>
          </div>
        </div>
      );
    case 'searching':
    case 'done':
      return (
        <div className="oss-quiz__final" role="status" aria-live="polite">
          <span className="oss-spinner" aria-hidden="true" />
          <p className="oss-quiz__final-text">{M.loadingResult}</p>
        </div>
      );
  }
}
