import { Form } from 'react-final-form';
import { criteriaRule } from '../../../features/account/password/criteria';
import { CriteriaChecklist, usePasswordCriteria } from '../../../features/account/password/criteria-checklist';
import { messages } from '../../../src/contracts';
import { getRuntime } from '../../../src/runtime/runtime';
import { Button } from '../../../src/ui/button';
import { Dialog } from '../../../src/ui/dialog';
import { TextField } from '../../../src/ui/form/field';
import { all, minLength, required, sameAs } from '../../../src/ui/form/validators';
import { notify } from '../../../src/ui/overlays/overlays';
import { ACCOUNT_SPACE_MESSAGES as M } from '../messages';
import { changePassword, type PasswordChange } from './account-flow';

/**
 * Change password (account-layer §5): current password required and 6 characters at least; new
 * password required, with the server's criteria checked live and required, as in the
 * registration and the reset; confirmation required and equal.
 */
export function PasswordDialog({ onClose }: { onClose: () => void }) {
  const rt = getRuntime();
  const criteria = usePasswordCriteria();
  return (
    <Dialog title={M.changePassword} onClose={onClose}>
      <Form<Partial<PasswordChange>>
        onSubmit={async (values) => {
          const outcome = await changePassword(rt, {
            currentPassword: values.currentPassword ?? '', password: values.password ?? '',
            passwordConfirmation: values.passwordConfirmation ?? '',
          });
          if (outcome.kind === 'done') {
            notify('success', outcome.toast);
            onClose();
            return undefined;
          }
          notify('error', outcome.toast);
          return outcome.fields;
        }}
        render={({ handleSubmit, submitting, values }) => (
          <form onSubmit={handleSubmit} noValidate>
            <TextField name="currentPassword" label={M.currentPassword} type="password" autoComplete="current-password"
              validate={all(required, minLength())} aria-required autoFocus />
            <TextField name="password" label={M.newPassword} type="password" autoComplete="new-password"
              validate={all(required, criteriaRule(criteria))} aria-required />
            <CriteriaChecklist criteria={criteria} password={values.password ?? ''} />
            <TextField name="passwordConfirmation" label={M.passwordConfirmation} type="password" autoComplete="new-password"
              validate={all(required, sameAs('password', messages.PASSWORD_NOT_IDENTICAL))} aria-required />
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
