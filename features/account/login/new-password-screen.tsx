import { useState } from 'react';
import { messages } from '@/src/contracts';
import { useRuntime } from '@/src/runtime/runtime-context';
import { Button } from '@/src/ui/button';
import { notify } from '@/src/ui/overlays/overlays';
import { FormDialog } from '@/src/ui/form-dialog';
import { submitWith } from '@/src/ui/form/submit';
import { all, minLength, required, sameAs } from '@/src/ui/form/validators';
import { ACCOUNT_MESSAGES as M } from '../messages';
import { leaveAfterLogout, logoutEverywhere } from '../logout-flow';
import { NewPasswordFields } from '../password/new-password-fields';
import { setNewPassword } from './login-flow';

type NewPasswordValues = { password_1?: string; password_2?: string };

/**
 * Main site, first login: the visitor's own password replaces the partner's. It must be
 * answered, or the visitor logs out ('Me déconnecter', as from the header, without asking again).
 */
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
      actions={<LogoutButton onClose={onClose} />}
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

/** Ends the half-opened session on the server and here, then reloads '/' or goes there (the spec's logout). */
function LogoutButton({ onClose }: { onClose: () => void }) {
  const rt = useRuntime();
  const [busy, setBusy] = useState(false);
  const logOut = async () => {
    setBusy(true);
    if (await logoutEverywhere(rt)) {
      onClose();
      leaveAfterLogout();
      return;
    }
    // Still logged in: the form stays, since the password must still be answered.
    setBusy(false);
    notify('error', M.genericError);
  };
  return (
    <Button variant="link" busy={busy} busyLabel={M.loggingOut} onClick={() => void logOut()}>
      {M.logoutAction}
    </Button>
  );
}
