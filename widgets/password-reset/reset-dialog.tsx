import { useCallback, useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { login } from '@/features/account/actions';
import { navigation } from '@/src/runtime/navigation';
import { usePasswordCriteria } from '@/features/account/password/criteria-checklist';
import { NewPasswordFields } from '@/features/account/password/new-password-fields';
import { useRuntime } from '@/src/runtime/runtime-context';
import { Button } from '@/src/ui/button';
import { Dialog } from '@/src/ui/dialog';
import { submitWith } from '@/src/ui/form/submit';
import { RESET_MESSAGES as M } from './messages';
import {
  checkResetLink,
  RESET_DONE_URL,
  resetPassword,
  validateReset,
  type LinkCheck,
  type ResetValues,
} from './reset-flow';

/** The change-password popup: new password, confirmation, the live checklist of the criteria. */
export function ResetDialog({ token, onClose }: { token: string; onClose: () => void }) {
  const rt = useRuntime();
  const criteria = usePasswordCriteria();
  // After success the page is leaving: the button stays busy so the used link is not sent again.
  const [leaving, setLeaving] = useState(false);
  // A used or expired link cannot work again: offer the forgot-password form for a new one.
  const [linkRefused, setLinkRefused] = useState(false);
  const check = useLinkCheck(rt, token);
  const newLink = () => {
    onClose();
    void login({ screen: 'forgot' });
  };
  if (check?.kind === 'refused')
    return (
      <Dialog title={M.title} onClose={onClose}>
        <RefusedLink message={check.message} onNewLink={newLink} />
      </Dialog>
    );
  return (
    <Dialog title={M.title} description={M.text} onClose={onClose} dismissible={!leaving}>
      <Form<ResetValues>
        validate={(values) => validateReset(values, criteria)}
        onSubmit={submitWith(
          async (values: ResetValues) => {
            const outcome = await resetPassword(rt, token, values);
            if (outcome.kind === 'refused') setLinkRefused(outcome.linkRefused);
            return outcome;
          },
          () => {
            setLeaving(true);
            navigation.assign(RESET_DONE_URL);
          },
        )}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <NewPasswordFields
              criteria={criteria}
              password={{ name: 'password', label: M.password, required: true, autoFocus: true }}
              confirmation={{ name: 'passwordConfirmation', label: M.passwordConfirmation, required: true }}
            />
            <div className="oss-actions">
              <Button type="submit" busy={submitting || leaving} busyLabel={M.pleaseWait}>
                {M.submit}
              </Button>
              {linkRefused && (
                <Button variant="link" onClick={newLink}>
                  {M.newLink}
                </Button>
              )}
            </div>
          </form>
        )}
      />
    </Dialog>
  );
}

/** The link's check, asked once as the popup opens; null until it answers (the form shows meanwhile). */
function useLinkCheck(rt: ReturnType<typeof useRuntime>, token: string): LinkCheck | null {
  const [check, setCheck] = useState<LinkCheck | null>(null);
  useEffect(() => {
    let live = true;
    void checkResetLink(rt, token).then((answer) => live && setCheck(answer));
    return () => {
      live = false;
    };
  }, [rt, token]);
  return check;
}

/** A used or expired link: the server's message, and the way to a new link, which takes focus. */
function RefusedLink({ message, onNewLink }: { message: string; onNewLink: () => void }) {
  const focus = useCallback((node: HTMLButtonElement | null) => node?.focus(), []);
  return (
    <>
      <p className="oss-error" role="alert">
        {message}
      </p>
      <div className="oss-actions">
        <Button ref={focus} onClick={onNewLink}>
          {M.newLink}
        </Button>
      </div>
    </>
  );
}
