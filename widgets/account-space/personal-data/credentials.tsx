import { useId } from 'react';
import { Button } from '@/src/ui/button';
import { openOverlay } from '@/src/ui/overlays/overlays';
import { ACCOUNT_SPACE_MESSAGES as M } from '../messages';
import { EmailDialog } from './email-dialog';
import { PasswordDialog } from './password-dialog';
import { fieldStyles } from '@/src/ui/form/field-styles';

const openEmailDialog = (email: string) =>
  openOverlay((close) => <EmailDialog currentEmail={email} onClose={close} />, 'change-email');
const openPasswordDialog = () => openOverlay((close) => <PasswordDialog onClose={close} />, 'change-password');

/**
 * 'Vos identifiants': the e-mail and a masked password, read-only. Clicking a field opens its
 * change dialog; so does the 'Modifier' button beside it, which keyboard users reach with Tab.
 */
export function Credentials({ email }: { email: string }) {
  return (
    <div className="oss-account__credentials" ref={fieldStyles}>
      <Credential label={M.email} value={email} action={M.changeEmail} open={() => openEmailDialog(email)} />
      <Credential label={M.password} value={M.maskedPassword} action={M.changePassword} open={openPasswordDialog} />
    </div>
  );
}

function Credential({
  label,
  value,
  action,
  open,
}: {
  label: string;
  value: string;
  action: string;
  open: () => void;
}) {
  const id = useId();
  return (
    <div className="oss-account__credential">
      <div className="oss-field">
        <label className="oss-label" htmlFor={id}>
          {label}
        </label>
        <input id={id} className="oss-input" readOnly value={value} onClick={open} />
      </div>
      <Button variant="secondary" onClick={open} aria-label={action}>
        Modifier
      </Button>
    </div>
  );
}
