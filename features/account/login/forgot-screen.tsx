import { useRuntime } from '@/src/runtime/runtime-context';
import { FormDialog } from '@/src/ui/form-dialog';
import { TextField } from '@/src/ui/form/field';
import { submitWith } from '@/src/ui/form/submit';
import { email as emailRule } from '@/src/ui/form/validators';
import { ACCOUNT_MESSAGES as M } from '../messages';
import { requestReset } from './login-flow';

export interface ForgotScreenProps {
  /** The address typed on the login screen. */
  email: string;
  /** Back to the login screen, with the address the mail went to (none after 'Annuler'). */
  onBack: (email?: string) => void;
  onClose: () => void;
}

/** 'Mot de passe oublié': the server mails what is needed, then the login screen is back. */
export function ForgotScreen({ email, onBack, onClose }: ForgotScreenProps) {
  const rt = useRuntime();
  return (
    <FormDialog<{ email?: string }>
      title={M.forgotTitle}
      description={M.forgotText}
      onClose={onClose}
      initialValues={{ email }}
      onSubmit={submitWith(
        (values) => requestReset(rt, values.email ?? ''),
        (_, values) => onBack(values.email ?? ''),
      )}
      submitLabel={M.send}
      busyLabel={M.pleaseWait}
      // The form's own cancel: pressed, it leaves focus in the empty field, whose error would
      // otherwise push it from under the pointer (src/ui/form/submit-form.tsx).
      cancel={{ label: M.cancel, onClick: () => onBack() }}
    >
      {() => (
        <TextField name="email" label={M.email} type="email" autoComplete="email" validate={emailRule} autoFocus />
      )}
    </FormDialog>
  );
}
