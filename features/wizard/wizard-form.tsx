import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Form, useForm } from 'react-final-form';
import { useStore } from 'zustand';
import { Button } from '@/src/ui/button';
import { watchLeave } from './leave-guard';
import { WIZARD_MESSAGES as M } from './messages';
import { createWizard, progressPercent, type SubmitResult, type Wizard, type WizardStep } from './wizard';

/** The buttons' labels and what they say while busy (the spec gives them per form). */
export interface WizardLabels {
  next: string;
  nextBusy: string;
  back: string;
  finish: string;
  finishBusy: string;
}

export interface WizardFormProps<V> {
  steps: readonly WizardStep<V>[];
  /**
   * The last step's submit: errors for the form (a refusal), undefined when done. Usually
   * `submitWith(flow, then)`.
   */
  onFinish: (values: V) => Promise<SubmitResult>;
  labels: WizardLabels;
  /**
   * One element per step, in order. All stay mounted and only the step on screen is shown, so
   * going back shows what was typed at once, touched state included.
   */
  children: readonly ReactNode[];
  /** The class of the `<form>`. */
  className?: string;
  /** The class of the step's heading (an `h2`). */
  headingClassName?: string;
}

/**
 * A wizard on one react-final-form form (react-final-form's wizard example, with the steps kept
 * mounted): 'Étape n sur N' and a bar, the step's heading (focused on each step change, not on
 * arrival), the step's fields, 'Retour' and the submit. The form validates the step on screen
 * only; the browser asks before leaving while something typed is unsent (see `watchLeave`).
 */
export function WizardForm<V extends object>(props: WizardFormProps<V>) {
  const { steps, onFinish, labels, children, className, headingClassName } = props;
  const [wizard] = useState(() => createWizard<V>(steps.length));
  const index = useStore(wizard.store, (s) => s.index);
  const headingId = useId();
  // The step on screen only: the other steps' fields must not block it. A new validator makes
  // final-form validate again, so a new step, or something newly known (an address found
  // taken), shows at once.
  const validate = useMemo(() => (values: V) => steps[index]?.validate?.(values), [steps, index]);
  const heading = useStepFocus(index);

  return (
    <Form<V>
      validate={validate}
      onSubmit={(values, form) =>
        wizard.submit(steps, values, {
          finish: onFinish,
          clear: (fields) => {
            const registered = form.getRegisteredFields();
            for (const name of fields) if (registered.includes(name)) form.resetFieldState(name as keyof V);
          },
        })
      }
      render={({ handleSubmit, submitting }) => (
        <form className={className} onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
          <LeaveGuard wizard={wizard} />
          <WizardProgress index={index} count={steps.length} />
          <h2 id={headingId} ref={heading} tabIndex={-1} className={headingClassName}>
            {steps[index]?.title}
          </h2>
          {children.map((child, at) => (
            <div key={at} hidden={at !== index}>
              {child}
            </div>
          ))}
          <div className="oss-actions">
            {index > 0 && (
              <Button variant="secondary" onClick={wizard.back} disabled={submitting}>
                {labels.back}
              </Button>
            )}
            {index < steps.length - 1 ? (
              <Button type="submit" busy={submitting} busyLabel={labels.nextBusy}>
                {labels.next}
              </Button>
            ) : (
              <Button type="submit" busy={submitting} busyLabel={labels.finishBusy}>
                {labels.finish}
              </Button>
            )}
          </div>
        </form>
      )}
    />
  );
}

export function WizardProgress({ index, count }: { index: number; count: number }) {
  return (
    <div className="oss-wizard__progress">
      <p className="oss-wizard__step">{M.progress(index + 1, count)}</p>
      <div className="oss-wizard__bar" aria-hidden="true">
        <span style={{ width: `${progressPercent({ index, count })}%` }} />
      </div>
    </div>
  );
}

/** Moves the focus to the heading when the step changes (not on arrival: the page's own order). */
function useStepFocus(index: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(index);
  useEffect(() => {
    if (shown.current === index) return;
    shown.current = index;
    heading.current?.focus();
  }, [index]);
  return heading;
}

/** The browser's leave prompt while the form holds typed values the wizard has not sent. */
function LeaveGuard<V>({ wizard }: { wizard: Wizard<V> }) {
  const form = useForm();
  useEffect(
    () => watchLeave(window, () => form.getState().dirty === true && !wizard.store.getState().completed),
    [form, wizard],
  );
  return null;
}
