import { THERMAL_BREAK_MESSAGES as M } from './messages';

/** The questionnaire's progress (§2), announced as a progress bar. */
export function ProgressBar({ percent }: { percent: number }) {
  return (
    <div
      className="oss-quiz__bar"
      role="progressbar"
      aria-label={M.progressLabel}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent} %`}
    >
      <span style={{ width: `${percent}%` }} />
    </div>
  );
}
