import { criteriaRule } from '@/features/account/password/criteria';
import { usePasswordCriteria } from '@/features/account/password/criteria-checklist';
import { NewPasswordFields } from '@/features/account/password/new-password-fields';
import { messages } from '@/src/contracts';
import { useRuntime } from '@/src/runtime/runtime-context';
import { TextField } from '@/src/ui/form/field';
import { all, minLength, required, sameAs } from '@/src/ui/form/validators';
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
      {() => (
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
          <NewPasswordFields
            criteria={criteria}
            password={{
              name: 'password',
              label: M.newPassword,
              validate: all(required, criteriaRule(criteria)),
              'aria-required': true,
            }}
            confirmation={{
              name: 'passwordConfirmation',
              label: M.passwordConfirmation,
              validate: all(required, sameAs('password', messages.PASSWORD_NOT_IDENTICAL)),
              'aria-required': true,
            }}
          />
        </>
      )}
    </ChangeDialog>
  );
}
