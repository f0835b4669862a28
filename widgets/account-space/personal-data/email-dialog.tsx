import { Form } from 'react-final-form';
import { messages } from '../../../src/contracts';
import { getRuntime } from '../../../src/runtime/runtime';
import { Button } from '../../../src/ui/button';
import { Dialog } from '../../../src/ui/dialog';
import { TextField } from '../../../src/ui/form/field';
import { all, email as emailRule, type Validator } from '../../../src/ui/form/validators';
import { notify } from '../../../src/ui/overlays/overlays';
import { ACCOUNT_SPACE_MESSAGES as M } from '../messages';
import { changeEmail, type EmailChange } from './account-flow';

/** account-layer §5: the new address must differ from the current one. */
const differsFromCurrent: Validator = (value, values) =>
  (value ?? '').trim().toLowerCase() === String(values.currentEmail ?? '').trim().toLowerCase()
    ? messages.EMAILS_IDENTICAL : undefined;

/** Change e-mail: the server mails a confirmation link to the new address and says so. */
export function EmailDialog({ onClose }: { onClose: () => void }) {
  const rt = getRuntime();
  return (
    <Dialog title={M.changeEmail} onClose={onClose}>
      <Form<Partial<EmailChange>>
        onSubmit={async (values) => {
          const outcome = await changeEmail(rt, { currentEmail: values.currentEmail ?? '', newEmail: values.newEmail ?? '' });
          if (outcome.kind === 'done') {
            notify('success', outcome.toast);
            onClose();
            return undefined;
          }
          notify('error', outcome.toast);
          return outcome.fields;
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <TextField name="currentEmail" label={M.currentEmail} type="email" autoComplete="email"
              validate={emailRule} aria-required autoFocus />
            <TextField name="newEmail" label={M.newEmail} type="email" autoComplete="off"
              validate={all(emailRule, differsFromCurrent)} aria-required />
            <div className="oss-actions">
              <Button type="submit" busy={submitting} busyLabel={M.pleaseWait}>{M.confirm}</Button>
              <Button variant="secondary" onClick={onClose} disabled={submitting}>{M.cancel}</Button>
            </div>
          </form>
        )}
      />
    </Dialog>
  );
}
