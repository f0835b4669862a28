import type { ReactNode } from 'react';
import { getIn } from 'final-form';
import { Form } from 'react-final-form';
import type { FieldErrors } from '@/src/contracts';
import { Button } from '../button';

export interface SubmitFormProps<V> {
  /** final-form's `onSubmit`, built with `submitWith`: field errors come back, the values stay. */
  onSubmit: (values: V) => Promise<FieldErrors | undefined> | FieldErrors | undefined;
  initialValues?: Partial<V>;
  /** Errors of the whole form, for rules that read several fields (a `validate` of final-form). */
  validate?: (values: V) => FieldErrors | undefined;
  /** The fields and actions, given what is typed so far and whether the submit is running. */
  children: (form: { values: V; submitting: boolean }) => ReactNode;
}

/**
 * A final-form form: one `<form>`, its fields and actions, submitted through `onSubmit`. A submit
 * that the rules refuse shows every error at once and moves the focus to the first field in error,
 * in the order the form shows them (so does a refusal of the server with field errors).
 */
export function SubmitForm<V extends object>({ onSubmit, initialValues, validate, children }: SubmitFormProps<V>) {
  return (
    <Form<V>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validate as never}
      render={({ handleSubmit, submitting, values, form }) => (
        <form
          onSubmit={(event) => {
            const element = event.currentTarget;
            const sent = handleSubmit(event);
            const focusFirst = () => focusFirstInvalid(element, form.getState());
            if (sent) void sent.then(focusFirst);
            else focusFirst();
          }}
          noValidate
        >
          {children({ values, submitting: submitting === true })}
        </form>
      )}
    />
  );
}

/** The first control of `element` whose field has an error (the rules' or the server's), focused. */
function focusFirstInvalid(element: HTMLFormElement, state: { errors?: object; submitErrors?: object }): void {
  const errors = { ...state.submitErrors, ...state.errors };
  if (Object.keys(errors).length === 0) return;
  for (const control of Array.from(element.elements)) {
    const name = (control as HTMLInputElement).name;
    if (name && getIn(errors, name) !== undefined && control instanceof HTMLElement) {
      control.focus();
      return;
    }
  }
}

export interface FormActionsProps {
  submitting: boolean;
  submitLabel: string;
  /** Said on the submit button while the call runs ('Veuillez patienter'). */
  busyLabel: string;
  /** A secondary button that gives up (closes the dialog); disabled while the submit runs. */
  cancel?: { label: string; onClick: () => void };
  /** The submit spans the dialog's width, the other actions stacked under it (the main site's login). */
  stacked?: boolean;
  /** More actions after submit and cancel (a link to another screen). */
  children?: ReactNode;
}

/** The row of buttons under a form: submit (busy while the call runs), then cancel and the rest. */
export function FormActions({ submitting, submitLabel, busyLabel, cancel, stacked, children }: FormActionsProps) {
  return (
    <div className={stacked ? 'oss-actions oss-actions--stack' : 'oss-actions'}>
      <Button
        type="submit"
        block={stacked}
        busy={submitting}
        busyLabel={busyLabel}
        // As for 'cancel' below: a focused empty field left by this press would show its error and
        // move the button between press and release, and the submit would be lost (the agency
        // contact then said only 'Nom' was missing). The submit shows every error itself.
        onMouseDown={(event) => event.preventDefault()}
      >
        {submitLabel}
      </Button>
      {cancel && (
        <Button
          variant="secondary"
          onClick={cancel.onClick}
          disabled={submitting}
          // The focus stays in the field: its blur would show the field's error above and move this
          // button away between press and release, and the click would be lost (the floor share
          // and contact popups open on an empty required field).
          onMouseDown={(event) => event.preventDefault()}
        >
          {cancel.label}
        </Button>
      )}
      {children}
    </div>
  );
}
