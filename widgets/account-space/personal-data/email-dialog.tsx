import { messages } from '../../../src/contracts';
import { useRuntime } from '../../../src/runtime/runtime-context';
import { FormDialog } from '../../../src/ui/form-dialog';
import { TextField } from '../../../src/ui/form/field';
import { submitWith } from '../../../src/ui/form/submit';
import { all, email as emailRule, type Validator } from '../../../src/ui/form/validators';
import { ACCOUNT_SPACE_MESSAGES as M } from '../messages';
import { changeEmail, type EmailChange } from './account-flow';

/** account-layer §5: the new address must differ from the current one. */
const differsFromCurrent: Validator = (value, values) =>
  (value ?? '').trim().toLowerCase() === String(values.currentEmail ?? '').trim().toLowerCase()
    ? messages.EMAILS_IDENTICAL : undefined;

/** Change e-mail: the server mails a confirmation link to the new address and says so. */
export function EmailDialog({ onClose }: { onClose: () => void }) {
  const rt = useRuntime();
  return (
    <FormDialog<Partial<EmailChange>>
      title={M.changeEmail} onClose={onClose}
      onSubmit={submitWith((values) => changeEmail(rt, {
        currentEmail: values.currentEmail ?? '', newEmail: values.newEmail ?? '',
      }), onClose)}
      submitLabel={M.confirm} busyLabel={M.pleaseWait} cancel={{ label: M.cancel, onClick: onClose }}
    >
      {() => (
        <>
          <TextField name="currentEmail" label={M.currentEmail} type="email" autoComplete="email"
            validate={emailRule} aria-required autoFocus />
          <TextField name="newEmail" label={M.newEmail} type="email" autoComplete="off"
            validate={all(emailRule, differsFromCurrent)} aria-required />
        </>
      )}
    </FormDialog>
  );
}
