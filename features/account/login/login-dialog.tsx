import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { isPartnerEmail } from '../../../src/contracts';
import { getRuntime } from '../../../src/runtime/runtime';
import { Button } from '../../../src/ui/button';
import { Dialog } from '../../../src/ui/dialog';
import { CheckboxField, TextField } from '../../../src/ui/form/field';
import { all, email as emailRule, minLength, required, sameAs } from '../../../src/ui/form/validators';
import { report } from '../../../src/ui/form/submit';
import { openOverlay } from '../../../src/ui/overlays/overlays';
import { messages } from '../../../src/contracts';
import { ACCOUNT_MESSAGES as M } from '../messages';
import { navigate } from '../navigation';
import { ROUTES, ssoLoginHref } from '../routes';
import { login, requestReset, setNewPassword } from './login-flow';

export type LoginScreen = 'login' | 'forgot' | 'new-password';

export interface LoginDialogOptions {
  screen?: LoginScreen;
  /** Runs after a successful login (the action the visitor wanted before logging in). */
  onLoggedIn?: () => void;
}

/**
 * The open login popup, if any: a second request switches its screen instead of stacking. It is
 * set as soon as the popup is asked for, not once it has rendered (its chunk may still be on its
 * way), so a double click or two header islands never open two popups.
 */
interface ShownLoginDialog { setScreen: ((screen: LoginScreen) => void) | null; queued: LoginScreen | null }
let showing: ShownLoginDialog | null = null;

/** Opens the login popup of this site (main, or floor/carbon), on the given screen. */
export function openLoginDialog(options: LoginDialogOptions = {}): void {
  const screen = options.screen ?? 'login';
  if (showing) {
    if (showing.setScreen) showing.setScreen(screen);
    else showing.queued = screen;
    return;
  }
  const current: ShownLoginDialog = { setScreen: null, queued: null };
  showing = current;
  openOverlay((close) => (
    <LoginDialog {...options} onClose={() => { if (showing === current) showing = null; close(); }}
      register={(setScreen) => {
        showing = current;
        current.setScreen = setScreen;
        if (current.queued) setScreen(current.queued);
        return () => { if (showing === current) showing = null; };
      }} />
  ));
}

interface LoginDialogProps extends LoginDialogOptions {
  onClose: () => void;
  /** Hands the screen switch to `openLoginDialog`; returns what to do on unmount. */
  register?: (setScreen: (screen: LoginScreen) => void) => () => void;
}

export function LoginDialog({ screen: initial = 'login', onLoggedIn, onClose, register }: LoginDialogProps) {
  const rt = getRuntime();
  const isMain = rt.config.site === 'main';
  const [screen, setScreen] = useState<LoginScreen>(initial);
  // Once per popup: the overlay host re-renders it with a new `register` function each time.
  useEffect(() => register?.(setScreen), []);
  // What was typed survives switching screens and failed attempts.
  // Each screen is keyed: its own dialog and its own form. A reused final-form instance would be
  // re-initialised with the next screen's initialValues (undefined for the new password), and the
  // first keystroke would throw 'Cannot call setIn() with undefined state'.
  const [draftEmail, setDraftEmail] = useState('');

  if (screen === 'new-password') {
    return (
      <Dialog key="new-password" title={M.newPasswordTitle} description={M.newPasswordText} onClose={onClose} dismissible={false}>
        <Form<{ password_1?: string; password_2?: string }>
          onSubmit={async (values) => {
            const outcome = await setNewPassword(rt, values.password_1 ?? '', values.password_2 ?? '');
            const errors = report(outcome);
            if (outcome.kind === 'done') { onClose(); onLoggedIn?.(); }
            return errors;
          }}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate>
              <TextField name="password_1" label={M.newPassword} type="password" autoComplete="new-password"
                validate={all(required, minLength())} autoFocus />
              <TextField name="password_2" label={M.newPasswordRepeat} type="password" autoComplete="new-password"
                validate={all(required, sameAs('password_1', messages.PASSWORD_NOT_IDENTICAL))} />
              <div className="oss-actions">
                <Button type="submit" busy={submitting} busyLabel={M.pleaseWait}>{M.update}</Button>
              </div>
            </form>
          )}
        />
      </Dialog>
    );
  }

  if (screen === 'forgot') {
    return (
      <Dialog key="forgot" title={M.forgotTitle} description={M.forgotText} onClose={onClose}>
        <Form<{ email?: string }>
          initialValues={{ email: draftEmail }}
          onSubmit={async (values) => {
            const outcome = await requestReset(rt, values.email ?? '');
            if (outcome.kind === 'done') { setDraftEmail(values.email ?? ''); setScreen('login'); }
            return report(outcome);
          }}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate>
              <TextField name="email" label={M.email} type="email" autoComplete="email" validate={emailRule} autoFocus />
              <div className="oss-actions">
                <Button type="submit" busy={submitting} busyLabel={M.pleaseWait}>{M.send}</Button>
                <Button variant="secondary" onClick={() => setScreen('login')}>{M.cancel}</Button>
              </div>
            </form>
          )}
        />
      </Dialog>
    );
  }

  return (
    <Dialog key="login" title={M.loginTitle} description={isMain ? M.mainLoginSubtitle : undefined} onClose={onClose}>
      <Form<{ email?: string; password?: string; remember?: boolean }>
        initialValues={{ email: draftEmail, remember: false }}
        onSubmit={async (values) => {
          // A partner address signs in on the partner's domain, also when sent with Enter (the
          // password field is not even shown).
          if (isPartnerEmail(values.email ?? '')) {
            navigate(ssoLoginHref(rt.config.ssoDomain, rt.config.site, location.origin));
            return undefined;
          }
          // (No setDraftEmail here: new initialValues would re-initialise the form and wipe the
          // password the visitor typed.)
          const outcome = await login(rt, {
            email: values.email ?? '', password: values.password ?? '', remember: values.remember === true,
          });
          if (outcome.kind === 'new-password') { setScreen('new-password'); return undefined; }
          const errors = report(outcome);
          if (outcome.kind === 'done') { onClose(); onLoggedIn?.(); }
          return errors;
        }}
        render={({ handleSubmit, submitting, values }) => {
          const partner = isPartnerEmail(values.email ?? '');
          return (
            <form onSubmit={handleSubmit} noValidate>
              <TextField name="email" label={M.email} type="email" autoComplete="username" validate={emailRule} autoFocus />
              {partner ? (
                <>
                  <p className="oss-text">{M.ssoText}</p>
                  <a className="oss-btn oss-btn--primary oss-btn--block"
                    href={ssoLoginHref(rt.config.ssoDomain, rt.config.site, location.origin)}>{M.ssoButton}</a>
                </>
              ) : (
                <>
                  <TextField name="password" label={M.password} type="password" autoComplete="current-password"
                    validate={required} />
                  {!isMain && <CheckboxField name="remember" label={M.remember} />}
                  <div className={isMain ? 'oss-actions oss-actions--stack' : 'oss-actions'}>
                    <Button type="submit" block={isMain} busy={submitting} busyLabel={M.pleaseWait}>
                      {isMain ? M.mainSubmit : M.toolsSubmit}
                    </Button>
                    <Button variant="link" onClick={() => { setDraftEmail(values.email ?? ''); setScreen('forgot'); }}>
                      {isMain ? M.lostPassword : M.forgotLink}
                    </Button>
                  </div>
                </>
              )}
              <p className="oss-text">
                {isMain ? <a className="oss-btn oss-btn--link" href={ROUTES.register}>{M.noAccount}</a>
                  : <>{M.noAccountYet} <a className="oss-btn oss-btn--link" href={ROUTES.register}>{M.registerLink}</a></>}
              </p>
            </form>
          );
        }}
      />
    </Dialog>
  );
}
