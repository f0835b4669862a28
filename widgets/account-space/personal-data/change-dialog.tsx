import type { ReactNode } from 'react';
import type { Outcome } from '@/src/api/outcome';
import { FormDialog } from '@/src/ui/form-dialog';
import { submitWith } from '@/src/ui/form/submit';
import { ACCOUNT_SPACE_MESSAGES as M } from '../messages';

export interface ChangeDialogProps<V> {
  title: string;
  onClose: () => void;
  /** What the fields hold when the dialog opens (the current e-mail address). */
  initialValues?: Partial<V>;
  /** The change asked of the server; the dialog closes once it is done. */
  change: (values: V) => Promise<Outcome>;
  /** The fields, given what is typed so far. */
  children: (values: V) => ReactNode;
}

/** The personal-data page's change dialogs (e-mail, password): 'Confirmer' or 'Annuler'. */
export function ChangeDialog<V extends object>({
  title,
  onClose,
  initialValues,
  change,
  children,
}: ChangeDialogProps<V>) {
  return (
    <FormDialog<V>
      title={title}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={submitWith(change, onClose)}
      submitLabel={M.confirm}
      busyLabel={M.pleaseWait}
      cancel={{ label: M.cancel, onClick: onClose }}
    >
      {children}
    </FormDialog>
  );
}
