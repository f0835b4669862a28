import { messages } from '../../../src/contracts';
import { useRuntime } from '../../../src/runtime/runtime-context';
import { FormDialog } from '../../../src/ui/form-dialog';
import { submitWith } from '../../../src/ui/form/submit';
import { all, minLength, required, sameAs } from '../../../src/ui/form/validators';
import { ACCOUNT_MESSAGES as M } from '../messages';
import { NewPasswordFields } from '../password/new-password-fields';
import { setNewPassword } from './login-flow';

type NewPasswordValues = { password_1?: string; password_2?: string };

/** Main site, first login: the visitor's own password replaces the partner's; it must be answered. */
export function NewPasswordScreen({ onDone, onClose }: { onDone: () => void; onClose: () => void }) {
  const rt = useRuntime();
  return (
    <FormDialog<NewPasswordValues>
      title={M.newPasswordTitle}
      description={M.newPasswordText}
      onClose={onClose}
      dismissible={false}
      onSubmit={submitWith((values) => setNewPassword(rt, values.password_1 ?? '', values.password_2 ?? ''), onDone)}
      submitLabel={M.update}
      busyLabel={M.pleaseWait}
    >
      {() => (
        <NewPasswordFields
          password={{ name: 'password_1', label: M.newPassword, validate: all(required, minLength()), autoFocus: true }}
          confirmation={{
            name: 'password_2',
            label: M.newPasswordRepeat,
            validate: all(required, sameAs('password_1', messages.PASSWORD_NOT_IDENTICAL)),
          }}
        />
      )}
    </FormDialog>
  );
}
