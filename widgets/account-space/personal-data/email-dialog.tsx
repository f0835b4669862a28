import { messages } from '@/src/contracts';
import { useRuntime } from '@/src/runtime/runtime-context';
import { TextField } from '@/src/ui/form/field';
import { all, email as emailRule, type Validator } from '@/src/ui/form/validators';
import { ACCOUNT_SPACE_MESSAGES as M } from '../messages';
import { changeEmail, type EmailChange } from './account-flow';
import { ChangeDialog } from './change-dialog';

/** account-layer §5: the new address must differ from the current one. */
const differsFromCurrent: Validator = (value, values) =>
  (value ?? '').trim().toLowerCase() ===
  String(values.currentEmail ?? '')
    .trim()
    .toLowerCase()
    ? messages.EMAILS_IDENTICAL
    : undefined;

/**
 * Change e-mail: the server mails a confirmation link to the new address and says so. The current
 * address is filled in (the user may still correct it); the focus goes to the new one.
 */
export function EmailDialog({ currentEmail, onClose }: { currentEmail: string; onClose: () => void }) {
  const rt = useRuntime();
  return (
    <ChangeDialog<Partial<EmailChange>>
      title={M.changeEmail}
      onClose={onClose}
      initialValues={{ currentEmail }}
      change={(values) => changeEmail(rt, { currentEmail: values.currentEmail ?? '', newEmail: values.newEmail ?? '' })}
    >
      {() => (
        <>
          <TextField
            name="currentEmail"
            label={M.currentEmail}
            type="email"
            autoComplete="email"
            validate={emailRule}
            aria-required
          />
          <TextField
            name="newEmail"
            label={M.newEmail}
            type="email"
            autoComplete="off"
            validate={all(emailRule, differsFromCurrent)}
            aria-required
            autoFocus
          />
        </>
      )}
    </ChangeDialog>
  );
}
