import { useState } from 'react';
import { openOverlay } from '@/src/ui/overlays/overlays';
import { ForgotScreen } from './forgot-screen';
import { LoginScreen } from './login-screen';
import { NewPasswordScreen } from './new-password-screen';

export type LoginScreenName = 'login' | 'forgot' | 'new-password';

export interface LoginDialogOptions {
  screen?: LoginScreenName;
  /** Runs after a successful login (the action the visitor wanted before logging in). */
  onLoggedIn?: () => void;
}

/**
 * Opens the login popup of this site (main, or floor/carbon), on the given screen. Asked for
 * again while it is open (a double click, two header islands, the header asking for the new
 * password after a first login), the open popup switches to the screen asked for.
 */
export function openLoginDialog(options: LoginDialogOptions = {}): void {
  // A new object per request: the open popup tells requests apart by identity.
  const request = { ...options };
  openOverlay((close) => <LoginDialog request={request} onClose={close} />, 'login');
}

/**
 * The popup and its three screens. What was typed in the e-mail field survives switching
 * screens and failed attempts. Each screen is its own dialog and its own form: a reused
 * final-form instance would be re-initialised with the next screen's initialValues (undefined
 * for the new password), and the first keystroke would throw 'Cannot call setIn() with
 * undefined state'.
 */
export function LoginDialog({ request, onClose }: { request: LoginDialogOptions; onClose: () => void }) {
  const [screen, setScreen] = useState<LoginScreenName>(request.screen ?? 'login');
  const [draftEmail, setDraftEmail] = useState('');
  // What the visitor wanted before logging in stays until the popup closes; a later request
  // (the header's, for the new password) may only switch the screen.
  const [afterLogin, setAfterLogin] = useState(() => request.onLoggedIn);
  const [answered, setAnswered] = useState(request);
  if (request !== answered) {
    setAnswered(request);
    setScreen(request.screen ?? 'login');
    if (request.onLoggedIn) setAfterLogin(() => request.onLoggedIn);
  }
  const loggedIn = () => {
    onClose();
    afterLogin?.();
  };

  if (screen === 'new-password') return <NewPasswordScreen key="new-password" onDone={loggedIn} onClose={onClose} />;
  if (screen === 'forgot') {
    return (
      <ForgotScreen
        key="forgot"
        email={draftEmail}
        onClose={onClose}
        onBack={(email) => {
          if (email !== undefined) setDraftEmail(email);
          setScreen('login');
        }}
      />
    );
  }
  return (
    <LoginScreen
      key="login"
      email={draftEmail}
      onClose={onClose}
      onLoggedIn={loggedIn}
      onNewPassword={() => setScreen('new-password')}
      onForgot={(email) => {
        setDraftEmail(email);
        setScreen('forgot');
      }}
    />
  );
}
