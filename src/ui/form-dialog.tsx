import type { ReactNode } from 'react';
import { Dialog, type DialogProps } from './dialog';
import { FormActions, SubmitForm, type FormActionsProps, type SubmitFormProps } from './form/submit-form';

export interface FormDialogProps<V>
  extends
    Omit<DialogProps, 'children'>,
    Omit<SubmitFormProps<V>, 'children'>,
    Omit<FormActionsProps, 'submitting' | 'children' | 'stacked'> {
  /** The fields, given what is typed so far. */
  children: (values: V) => ReactNode;
  /** More actions after submit and cancel. */
  actions?: ReactNode;
}

/**
 * A dialog holding one form and its actions: what every "fill in and confirm" popup is (change
 * e-mail, change password, forgot password…). The submit's outcome is the caller's `onSubmit`
 * (`submitWith`): a toast, errors under the fields, and closing or moving on when done.
 */
export function FormDialog<V extends object>(props: FormDialogProps<V>) {
  const { title, description, onClose, dismissible, children, actions, submitLabel, busyLabel, cancel, ...form } =
    props;
  return (
    <Dialog title={title} description={description} onClose={onClose} dismissible={dismissible}>
      <SubmitForm<V> {...form}>
        {({ values, submitting }) => (
          <>
            {children(values)}
            <FormActions submitting={submitting} submitLabel={submitLabel} busyLabel={busyLabel} cancel={cancel}>
              {actions}
            </FormActions>
          </>
        )}
      </SubmitForm>
    </Dialog>
  );
}
