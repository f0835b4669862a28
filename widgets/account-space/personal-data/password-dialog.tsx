import { criteriaRule } from '../../../features/account/password/criteria';
import { CriteriaChecklist, usePasswordCriteria } from '../../../features/account/password/criteria-checklist';
import { messages } from '../../../src/contracts';
import { useRuntime } from '../../../src/runtime/runtime-context';
import { TextField } from '../../../src/ui/form/field';
import { all, minLength, required, sameAs } from '../../../src/ui/form/validators';
import { ACCOUNT_SPACE_MESSAGES as M } from '../messages';
import { changePassword, type PasswordChange } from './account-flow';
import { ChangeDialog } from './change-dialog';

/**
 * Change password (account-layer §5): current password required and 6 characters at least; new
 * password required, with the server's criteria checked live and required, as in the
 * registration and the reset; confirmation required and equal.
 */
export function PasswordDialog({ onClose }: { onClose: () => void }) {
  const rt = useRuntime();
  const criteria = usePasswordCriteria();
  return (
    <ChangeDialog<Partial<PasswordChange>>
      title={M.changePassword}
      onClose={onClose}
      change={(values) =>
        changePassword(rt, {
          currentPassword: values.currentPassword ?? '',
          password: values.password ?? '',
          passwordConfirmation: values.passwordConfirmation ?? '',
        })
      }
    >
      {(values) => (
        <>
          <TextField
            name="currentPassword"
            label={M.currentPassword}
            type="password"
            autoComplete="current-password"
            validate={all(required, minLength())}
            aria-required
            autoFocus
          />
          <TextField
            name="password"
            label={M.newPassword}
            type="password"
            autoComplete="new-password"
            validate={all(required, criteriaRule(criteria))}
            aria-required
          />
          <CriteriaChecklist criteria={criteria} password={values.password ?? ''} />
          <TextField
            name="passwordConfirmation"
            label={M.passwordConfirmation}
            type="password"
            autoComplete="new-password"
            validate={all(required, sameAs('password', messages.PASSWORD_NOT_IDENTICAL))}
            aria-required
          />
        </>
      )}
    </ChangeDialog>
  );
}
