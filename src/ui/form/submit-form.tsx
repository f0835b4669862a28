import type { ReactNode } from 'react';
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

/** A final-form form: one `<form>`, its fields and actions, submitted through `onSubmit`. */
export function SubmitForm<V extends object>({ onSubmit, initialValues, validate, children }: SubmitFormProps<V>) {
  return (
    <Form<V>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validate as never}
      render={({ handleSubmit, submitting, values }) => (
        <form onSubmit={handleSubmit} noValidate>
          {children({ values, submitting: submitting === true })}
        </form>
      )}
    />
  );
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
      <Button type="submit" block={stacked} busy={submitting} busyLabel={busyLabel}>
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
